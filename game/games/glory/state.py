"""Glory's game state: plain dataclasses (JSON via game.core.serial) with a cheap ``clone``.

Reading guide for the UI (issue 8) and the AI (issue 9):

* ``GloryState.phase`` is one of PHASES; ``round`` is 1..3.
* ``initiative`` lists seats left to right on the initiative track (``OTTO`` for the solo automa);
  ``initiative_pawns`` lists who placed a pawn under the track this round, in track order.
* ``spaces[space_id]`` lists the pawns (seats) on each action space, in placement order.
* ``track`` is the support track: special spaces first then regular ones (``track_costs`` gives each
  space's cost); ``""`` is an empty space. Locked spaces are simply absent.
* ``face_up[type]`` are the face-up journey cards of each type; ``decks[type]`` the face-down decks.
* ``pas`` (Pas d'Armes) holds the three towns' rows; ``bracket`` (Joust à Plaisance) holds the rows
  8 → 4 → 2 → 1. Entrants are strings: ``"k:<knight id>"``, ``"p:<seat>"``, ``"o"`` (Otto), ``""``.
* ``tournament_types`` gives each round's type, ``""`` while it is still to be chosen. In the phase
  ``tournament_choice`` (``round`` is still the round just played) ``tournament_offer`` names the
  tournament card each type would bring to the next round (``tournament_choice.offer_layout``).
* ``prestige_supply`` counts the Prestige tokens of each colour still in the supply.
* ``pending`` is a stack of small decisions waiting for one seat (choose a reward, keep a title, ...),
  ``duel`` the duel in progress. ``actors`` of the rules follow: duel, then pending, then the phase.
* ``actor`` is the seat whose decision is awaited (-1 once over); ``supports_out`` lists support tiles
  removed from the game (left on the track at maintenance, discarded by Otto).
* Players: resources (``coins``, ``strength``, ``faith``, ``glory``), equipment levels ``mount``/``armor``
  (1–4), ``prestige`` (colour → active), ``supports``/``relics`` as ``Tile`` (``active`` False = face
  down), journey ``hand`` and public ``discard``, personal objectives ``titles``, ``pawns`` in hand.
* Solo: ``solo`` holds Otto (mode, difficulty, his deck, glory, pawns, hidden objective, tile values).
* Hidden information (redacted by ``view``): other players' ``hand`` (kept as ``"?R"``/``"?M"``/``"?C"``
  because card backs show the type) and ``titles``, every deck and pile order, the title discard,
  round 3's event during round 1, Otto's deck, the RNG.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.rng import Rng
from game.games.glory.duel import DuelState

OTTO = 9  # the solo automa's pseudo-seat (never a protocol seat)
PHASES = (
    "setup",  # character choice, titles, journey exchange
    "action",
    "journey",
    "registration",
    "tournament",
    "bonus_journey",  # Plaisance: journey cards of eliminated players
    "tournament_choice",  # after the round-1 and round-2 tournaments: the next round's type
    "final_journey",
    "titles",
    "over",
)


@dataclass
class Tile:
    """A support or relic a player owns. ``kind``: support kind id or relic kind."""

    id: str
    kind: str
    active: bool = True


@dataclass
class PlayerState:
    seat: int
    character: str = ""
    choices: list[str] = field(default_factory=list)  # character cards offered at setup
    coins: int = 0
    strength: int = 0
    faith: int = 0
    glory: int = 0
    mount: int = 2
    armor: int = 2
    prestige: dict[str, bool] = field(default_factory=dict)  # colour -> active
    supports: list[Tile] = field(default_factory=list)
    relics: list[Tile] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)  # journey cards (hidden from others)
    discard: list[str] = field(default_factory=list)  # personal discard pile (public)
    titles: list[str] = field(default_factory=list)  # personal objectives (hidden from others)
    pawns: int = 0  # action pawns still in hand this round
    used_rogue: bool = False  # Noble title
    journey_played: int = 0  # this journey phase
    journey_limit: int = 3
    journey_done: bool = False
    herald_used: bool = False  # Plaisance: Herald once per round
    titles_scored: list[str] = field(default_factory=list)
    tournaments_won: int = 0  # Joust à Plaisance wins (solo Champion mode)
    brave: int = 0  # title Brave: 0 not tried, 1 duel won, -1 lost or declined


@dataclass
class Pending:
    """A decision waiting for ``seat``.

    kinds: "travel" (take ``n`` journey cards), "keep_title" (keep ``n`` of ``items``; ``card`` is
    "setup" when the others go back into the deck), "reward" (choose one option, by index in ``items``,
    of journey card ``card``), "setup_exchange" (exchange journey cards for Strength, or done),
    "title_duel" (attempt the Brave title's duel or not), "handicap" (start with a lower mount or armor
    than the character gives, or not).
    """

    kind: str
    seat: int
    n: int = 0
    items: list[str] = field(default_factory=list)
    card: str = ""


@dataclass
class DuelCtx:
    """Why a duel is being fought and what it is worth. ``state`` is the duel module's own state."""

    reason: str  # "tournament", "challenge", "title"
    a: str  # entrant strings (see module doc)
    b: str
    card: str = ""  # challenge card / title id
    slot: int = -1  # pas: town*10 + index; plaisance: row*10 + pair index
    state: DuelState | None = None


@dataclass
class PasSlot:
    knight: str
    challenger: int = -1  # seat, OTTO, or -1


@dataclass
class SoloState:
    mode: str = "rivalry"  # champion, score, rivalry
    difficulty: str = "easy"
    tile: str = ""  # Rivalry: his knight tile (out of the knight piles); ``attack``/``prestige`` are its values
    deck: list[str] = field(default_factory=list)  # automa deck (hidden order)
    discard: list[str] = field(default_factory=list)
    glory: int = 0
    pawns: int = 0
    titles: list[str] = field(default_factory=list)  # his hidden personal objective
    attack: int = 0
    prestige: int = 0
    last_card: str = ""
    last_action: str = ""


@dataclass
class GloryState:
    players: list[PlayerState]
    rng: Rng
    round: int = 1
    phase: str = "setup"
    turn: int = 0  # index into ``initiative`` of the seat to act in sequential phases
    tournament_types: list[str] = field(default_factory=list)  # per round; "" = still to be chosen
    tournament_offer: dict[str, str] = field(default_factory=dict)  # type -> card, while choosing
    trophies_on: bool = False
    handicap_on: bool = False  # players may start with lower equipment (a decision after the character)
    initiative: list[int] = field(default_factory=list)
    initiative_pawns: list[int] = field(default_factory=list)
    spaces: dict[str, list[int]] = field(default_factory=dict)
    track: list[str] = field(default_factory=list)
    track_costs: list[int] = field(default_factory=list)
    n_special: int = 1
    piles: dict[str, list[str]] = field(default_factory=dict)  # support piles (scroll is public)
    decks: dict[str, list[str]] = field(default_factory=dict)
    face_up: dict[str, list[str]] = field(default_factory=dict)
    removed: list[str] = field(default_factory=list)  # journey cards out of the game (public)
    public_titles: list[str] = field(default_factory=list)
    title_deck: list[str] = field(default_factory=list)
    title_discard: list[str] = field(default_factory=list)
    events: list[str] = field(default_factory=list)  # event of round 1, 2, 3
    event_support: str = ""  # special support tile lying on Recruitment / Volunteer
    relic_supply: dict[str, int] = field(default_factory=dict)
    prestige_supply: dict[str, int] = field(default_factory=dict)  # colour -> tokens left
    knight_piles: dict[str, list[str]] = field(default_factory=dict)
    tcards_used: list[str] = field(default_factory=list)
    tcard: str = ""
    trophy: str = ""  # "" = standard reward
    trophy_pile: list[str] = field(default_factory=list)
    pas: list[list[PasSlot]] = field(default_factory=list)
    bracket: list[list[str]] = field(default_factory=list)
    reg_pass: int = 0  # Pas: registration pass (0 mandatory, 1 optional); Plaisance: turn pointer
    reg_done: list[int] = field(default_factory=list)  # seats finished with this pass / registered
    duel_index: int = 0  # next duel position in the tournament
    bonus: dict[int, int] = field(default_factory=dict)  # Plaisance: extra journey cards per seat
    duel: DuelCtx | None = None
    pending: list[Pending] = field(default_factory=list)
    solo: SoloState | None = None
    titles_turn: int = 0
    actor: int = -1  # the seat whose decision is awaited (set by the flow; -1 when over)
    supports_out: list[str] = field(default_factory=list)  # support tiles removed from the game
    is_view: bool = False

    @property
    def n(self) -> int:
        return len(self.players)


_new = object.__new__


def _tiles(tiles: list[Tile]) -> list[Tile]:
    return [Tile(t.id, t.kind, t.active) for t in tiles]


def clone_player(p: PlayerState) -> PlayerState:
    n = _new(PlayerState)
    d = p.__dict__.copy()
    d["choices"] = list(p.choices)
    d["prestige"] = dict(p.prestige)
    d["supports"] = _tiles(p.supports)
    d["relics"] = _tiles(p.relics)
    d["hand"] = list(p.hand)
    d["discard"] = list(p.discard)
    d["titles"] = list(p.titles)
    d["titles_scored"] = list(p.titles_scored)
    n.__dict__ = d
    return n


_LISTS = (
    "tournament_types",
    "initiative",
    "initiative_pawns",
    "track",
    "track_costs",
    "removed",
    "public_titles",
    "title_deck",
    "title_discard",
    "events",
    "tcards_used",
    "trophy_pile",
    "reg_done",
    "supports_out",
)
_DICTS_OF_LISTS = ("spaces", "piles", "decks", "face_up", "knight_piles")


def clone(s: GloryState) -> GloryState:
    """A deep copy without ``copy.deepcopy`` (fast: the AI's inner loop).

    The duel module's state is shared, not copied: the duel module never mutates a DuelState it is
    given (``duel_apply`` returns a new one) and neither does this engine.
    """
    n = _new(GloryState)
    d = s.__dict__.copy()
    for name in _LISTS:
        d[name] = list(d[name])
    for name in _DICTS_OF_LISTS:
        d[name] = {k: list(v) for k, v in d[name].items()}
    d["players"] = [clone_player(p) for p in s.players]
    d["rng"] = s.rng.copy()
    d["relic_supply"] = dict(s.relic_supply)
    d["prestige_supply"] = dict(s.prestige_supply)
    d["tournament_offer"] = dict(s.tournament_offer)
    d["bonus"] = dict(s.bonus)
    d["pas"] = [[PasSlot(x.knight, x.challenger) for x in row] for row in s.pas]
    d["bracket"] = [list(r) for r in s.bracket]
    d["pending"] = [Pending(x.kind, x.seat, x.n, list(x.items), x.card) for x in s.pending]
    if s.duel is not None:
        x = s.duel
        d["duel"] = DuelCtx(x.reason, x.a, x.b, x.card, x.slot, x.state)
    if s.solo is not None:
        o = _new(SoloState)
        od = s.solo.__dict__.copy()
        od["deck"] = list(od["deck"])
        od["discard"] = list(od["discard"])
        od["titles"] = list(od["titles"])
        o.__dict__ = od
        d["solo"] = o
    n.__dict__ = d
    return n


def shallow_clone(s: GloryState) -> GloryState:
    """A new top-level state sharing every part with ``s`` (only for steps that replace, never
    mutate, the parts they change)."""
    n = _new(GloryState)
    n.__dict__ = s.__dict__.copy()
    return n
