"""Glory duels: a pure, serializable sub-engine (rulebook §VI "Tournaments and Duels", §VIII example).

Interface for the engine integrator (everything else here is internal):

* Build two :class:`Combatant` with :func:`player`, :func:`knight` or :func:`otto` from your game state
  (a player's supply of Strength/Faith, active and inactive supports/relics/prestige, equipment, glory,
  initiative position). Combatants are copied, never shared with your state.
* ``duel = start_duel(left, right, rng, context="tournament") -> (DuelState, events)``. ``left`` is the
  combatant on the left of the board (it wins a knight-vs-knight tie). ``context`` is ``"tournament"``
  (glory is scored), ``"journey"`` (Challenge card) or ``"title"`` (Brave): the latter two score no glory.
* Loop while ``duel_actors(duel)`` is not empty: the seat in it picks one of ``duel_legal(duel, seat)``;
  ``duel, events = duel_apply(duel, seat, action, rng)``. Steps where a combatant has nothing to choose,
  the dice rolls and the clash results happen inside ``start_duel``/``duel_apply``.
* ``duel_result(duel) -> DuelResult | None`` once finished: winner side, clashes, glory gained. The final
  ``duel.sides[i]`` hold each combatant's resources after the duel (recovery already applied; glory
  already includes the Rogue/Witch losses and the glory scored): copy them back into your state.

``rng`` is a :class:`game.core.rng.Rng` that ``start_duel``/``duel_apply`` advance in place: pass a copy of
your state's Rng and store it back into your new state. ``duel_apply`` never mutates the DuelState it is
given. All duel information is public (no ``view`` needed). Events are :class:`game.core.rules.Event`
(kinds ``duel_*``); :func:`game.games.glory.duel_text.describe_duel_event` turns them into log lines.

Actions (tuples of JSON scalars):
``("pass",)`` · ``("tent", kind)`` / ``("tent", kind, target)`` for Hermit (relic kind), Lady-in-Waiting
(support kind), Herald (prestige token id) · ``("strength", n)`` n = 1..4 · ``("faith", (i, j, ...))``
indices into the seat's ``duel.dice[side]`` · ``("lance", kind)`` · ``("relic", kind)`` /
``("relic", "ring", (i, ...))`` · ``("recover", support_kind | None, relic_kind | None)`` after a lost duel.

Content ids used here (supports, relics, knight abilities) are the constants below; the content module
should use the same strings. Rules decisions (ours, where the rulebook is silent) are marked "Ours:".
Ours, in one place: Sister and Bishop are passive and never flipped (the §VIII example: "the Bishop,
still active"); the Squire/Weapons Master/Armorer/Rosary need a die of their colour and turn the lowest
one; Hermit/Lady-in-Waiting/Herald need an inactive tile or token to bring back; any player who wins a
clash on equal attack flips a Prestige token if they have one; a loser recovers Strength, Faith and the
Prestige token at once, and chooses only between different supports or relics; Rogue/Witch cost a glory
point only if there is one; Otto against a knight fights clashes (fixed attack) rather than comparing
glory values like two knights; the second lance step ("a second support") is only for a side that used a
first one in this clash, so passing the first lance step passes both.

Events (all data public; ``side`` 0/1, ``seat`` None for a knight/Otto; ``attack`` = [left, right] after
the event; a die is ``[colour 0 red/1 black/2 white, face 0..5 (5 = symbol), value]``):
``duel_start`` {sides, context} · ``duel_step`` {step, clash, order (sides), seats} · ``duel_pass`` {side, seat, step, auto} · ``duel_support`` {side, seat,
support, target, dice?, attack} · ``duel_strength`` {side, seat, added, total, star} · ``duel_roll`` {side,
seat, clash, dice + stars (player) | knight_die (Polish), attack} · ``duel_reroll`` {side, seat, how
"faith"/"ring", dice (indices), before, after, attack} · ``duel_relic`` {side, seat, relic, dice, attack} ·
``duel_clash`` {clash, winner, seat, reason "attack"/"prestige"/"player"/"initiative", attack, prestige,
flipped (token id or None), advantage} · ``duel_auto`` {winner, reason "glory"/"prestige"/"side"} ·
``duel_end`` {winner, seat, loser_seat, clashes, glory_gain, glory_lost, context, auto} · ``duel_recover``
{side, seat, auto, strength, faith, support, relic, prestige}.
Read-only helpers for the UI: ``side_of(duel, seat)``, ``attack_value``, ``prestige_value``,
``best_by_colour``, ``dice_counts``, ``star_active``, ``faith_limit``, ``duel_over``,
``knight_vs_knight_winner`` (no duel needed).
UI helpers (translated): ``duel_text.describe_duel_event``, ``step_label``, ``action_label``,
``duel_rules_summary``; ``duel_ai.clash_odds`` (chance to win the clash as things stand).
Bots: ``duel_ai.choose_duel_action`` / ``choose_in_game`` / ``DuelAwareBot``; ``duel_ai.duel_win_estimate``
(chance to beat an opponent, for registration choices).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations

from game.core.rng import Rng
from game.core.rules import Event, IllegalAction
from game.games.glory.duel_dice import BEST, BEST_FACE, BLACK, FACES, RED, STAR, STAR_IDLE, WHITE, face_value
from game.i18n import _

# --- content ids -------------------------------------------------------------------------------------
# Supports with a tent icon: used once per duel, before the first clash.
ROGUE, COOK, JESTER, HERMIT, LADY_IN_WAITING, HERALD = (
    "rogue",
    "cook",
    "jester",
    "hermit",
    "lady_in_waiting",
    "herald",
)
# Supports with a lance icon: up to two per clash.
VETERAN, SQUIRE, WEAPONS_MASTER, ARMORER, WITCH = "veteran", "squire", "weapons_master", "armorer", "witch"
# Passive supports (never flipped): extra dice for a Faith reroll.
SISTER, BISHOP = "sister", "bishop"
TENT_SUPPORTS = (ROGUE, COOK, JESTER, HERMIT, LADY_IN_WAITING, HERALD)
LANCE_SUPPORTS = (VETERAN, SQUIRE, WEAPONS_MASTER, ARMORER, WITCH)
# Relics: one per clash.
MEDALLION, AMULET, RING, ROSARY = "medallion", "amulet", "ring", "rosary"
RELICS = (MEDALLION, AMULET, RING, ROSARY)
# Knight abilities: "polish" (attack + a white die each clash), "veteran:<colour>" (the opponent rolls one
# fewer die of that colour: strength, mount or armor).
POLISH = "polish"
VETERAN_ABILITY = {"veteran:strength": RED, "veteran:mount": BLACK, "veteran:armor": WHITE}

PLAYER, KNIGHT, OTTO = "player", "knight", "otto"
CONTEXTS = ("tournament", "journey", "title")
# Steps of a clash where combatants choose, in order; "tent" only before the first clash.
TENT, STRENGTH, FAITH, LANCE1, LANCE2, RELIC, RECOVER, DONE = (
    "tent",
    "strength",
    "faith",
    "lance1",
    "lance2",
    "relic",
    "recover",
    "done",
)
_NEXT = {TENT: STRENGTH, STRENGTH: FAITH, FAITH: LANCE1, LANCE1: LANCE2, LANCE2: RELIC}
MAX_STRENGTH = 4
FAITH_DICE, RING_DICE = 2, 4
PLAYER_GLORY_VALUE, PLAYER_GLORY_VALUE_AHEAD = 7, 9
PASS = ("pass",)


@dataclass
class Combatant:
    """One side of a duel: a player, a knight (tile) or Otto (solo automa, a knight tile fought as a player).

    Player fields: ``mount``/``armor`` levels 1–4, ``strength``/``faith`` tokens in the supply, supports
    and relics as counts per kind (active and inactive), prestige tokens by id (active and inactive),
    ``glory`` points and ``initiative`` (0 = first on the track). Knight/Otto fields: ``attack``,
    ``glory_value``, ``prestige_value``, ``abilities``. ``board_*`` hold what was spent in this duel.
    """

    kind: str
    seat: int | None = None
    name: str = ""
    initiative: int = 0
    glory: int = 0
    mount: int = 2
    armor: int = 2
    strength: int = 0
    faith: int = 0
    supports: dict[str, int] = field(default_factory=dict)
    supports_inactive: dict[str, int] = field(default_factory=dict)
    relics: dict[str, int] = field(default_factory=dict)
    relics_inactive: dict[str, int] = field(default_factory=dict)
    prestige: list[str] = field(default_factory=list)
    prestige_inactive: list[str] = field(default_factory=list)
    attack: int = 0
    glory_value: int = 0
    prestige_value: int = 0
    abilities: list[str] = field(default_factory=list)
    board_strength: int = 0
    board_faith: int = 0
    board_supports: list[str] = field(default_factory=list)
    board_relics: list[str] = field(default_factory=list)
    board_prestige: list[str] = field(default_factory=list)

    def clone(self) -> Combatant:
        return Combatant(
            self.kind,
            self.seat,
            self.name,
            self.initiative,
            self.glory,
            self.mount,
            self.armor,
            self.strength,
            self.faith,
            dict(self.supports),
            dict(self.supports_inactive),
            dict(self.relics),
            dict(self.relics_inactive),
            list(self.prestige),
            list(self.prestige_inactive),
            self.attack,
            self.glory_value,
            self.prestige_value,
            list(self.abilities),
            self.board_strength,
            self.board_faith,
            list(self.board_supports),
            list(self.board_relics),
            list(self.board_prestige),
        )

    @property
    def is_player(self) -> bool:
        return self.kind == PLAYER

    @property
    def rolls(self) -> bool:
        """Whether this side rolls Strength/Mount/Armor dice (players only)."""
        return self.kind == PLAYER


def player(
    seat: int,
    *,
    mount: int = 2,
    armor: int = 2,
    strength: int = 0,
    faith: int = 0,
    supports: dict[str, int] | None = None,
    supports_inactive: dict[str, int] | None = None,
    relics: dict[str, int] | None = None,
    relics_inactive: dict[str, int] | None = None,
    prestige: list[str] | None = None,
    prestige_inactive: list[str] | None = None,
    glory: int = 0,
    initiative: int = 0,
    name: str = "",
) -> Combatant:
    """A player combatant (resources are copied)."""
    if not (1 <= mount <= 4 and 1 <= armor <= 4):
        raise ValueError("mount and armor levels are 1-4")
    if strength < 0 or faith < 0:
        raise ValueError("resources cannot be negative")
    return Combatant(
        PLAYER,
        seat,
        name,
        initiative,
        glory,
        mount,
        armor,
        strength,
        faith,
        {k: v for k, v in (supports or {}).items() if v > 0},
        {k: v for k, v in (supports_inactive or {}).items() if v > 0},
        {k: v for k, v in (relics or {}).items() if v > 0},
        {k: v for k, v in (relics_inactive or {}).items() if v > 0},
        list(prestige or ()),
        list(prestige_inactive or ()),
    )


def knight(
    name: str, attack: int, glory_value: int = 0, prestige_value: int = 0, abilities: list[str] | tuple = ()
) -> Combatant:
    """A knight tile (or a Challenge/Title card opponent: glory 0)."""
    return Combatant(
        KNIGHT,
        None,
        name,
        attack=attack,
        glory_value=glory_value,
        prestige_value=prestige_value,
        abilities=list(abilities),
    )


def otto(
    attack: int, prestige_value: int, glory: int, initiative: int, abilities: list[str] | tuple = (), name: str = "otto"
) -> Combatant:
    """Otto (solo Rivalry): fights with his tile's fixed attack and prestige, makes no choices, is worth
    7/9 glory to a player like a player, and against a player a full tie goes to the better initiative.
    Ours: against a knight Otto fights clashes like a player would (attack, then prestige, then Otto)."""
    return Combatant(
        OTTO, None, name, initiative, glory, attack=attack, prestige_value=prestige_value, abilities=list(abilities)
    )


@dataclass
class DuelResult:
    """The outcome of a finished duel (sides: 0 = left, 1 = right)."""

    winner: int
    loser: int
    clashes: list[int]  # winner side of each clash, in order
    glory_gain: list[int]  # glory scored at the end, per side (tournament context only)
    glory_lost: list[int]  # glory lost during the duel (Rogue, Witch), per side
    auto: bool  # resolved without clashes (two knights)


@dataclass
class DuelState:
    """A duel in progress. ``dice[side]`` is a list of ``(colour, face)``; ``order`` lists the sides still
    to act in the current step (the first one acts now)."""

    sides: list[Combatant]
    context: str = "tournament"
    phase: str = TENT
    clash: int = 1
    advantage: list[int] = field(default_factory=lambda: [0, 0])
    dice: list[list[tuple[int, int]]] = field(default_factory=lambda: [[], []])
    knight_die: list[int] = field(default_factory=lambda: [-1, -1])  # Polish white die face, -1 = none
    rolled: bool = False
    mods: list[int] = field(default_factory=lambda: [0, 0])  # attack modifiers of this clash
    prestige_mods: list[int] = field(default_factory=lambda: [0, 0])  # Jester, 1st clash only
    relic_bonus: list[int] = field(default_factory=lambda: [0, 0])
    order: list[int] = field(default_factory=list)
    clashes: list[int] = field(default_factory=list)
    glory_lost: list[int] = field(default_factory=lambda: [0, 0])
    glory_gain: list[int] = field(default_factory=lambda: [0, 0])
    winner: int = -1
    auto: bool = False
    lanced: list[bool] = field(default_factory=lambda: [False, False])  # used a lance support this clash

    def clone(self) -> DuelState:
        return DuelState(
            [s.clone() for s in self.sides],
            self.context,
            self.phase,
            self.clash,
            list(self.advantage),
            [list(self.dice[0]), list(self.dice[1])],
            list(self.knight_die),
            self.rolled,
            list(self.mods),
            list(self.prestige_mods),
            list(self.relic_bonus),
            list(self.order),
            list(self.clashes),
            list(self.glory_lost),
            list(self.glory_gain),
            self.winner,
            self.auto,
            list(self.lanced),
        )


# --- derived values ------------------------------------------------------------------------------------


def star_active(c: Combatant, colour: int) -> bool:
    """Whether ``c``'s ★ of ``colour`` is activated (4 Strength tokens on the board, level IV mount/armor)."""
    if colour == RED:
        return c.board_strength >= MAX_STRENGTH
    if colour == BLACK:
        return c.mount >= 4
    return c.armor >= 4


def dice_counts(duel: DuelState, side: int) -> tuple[int, int, int]:
    """How many red, black and white dice ``side`` rolls this clash (Veteran knights remove one)."""
    c = duel.sides[side]
    if not c.rolls:
        return (0, 0, 0)
    counts = [min(c.board_strength, 3), min(c.mount, 3), min(c.armor, 3)]
    for ability in duel.sides[1 - side].abilities:
        colour = VETERAN_ABILITY.get(ability)
        if colour is not None:
            counts[colour] = max(0, counts[colour] - 1)
    return (counts[0], counts[1], counts[2])


def die_value(duel: DuelState, side: int, die: tuple[int, int]) -> int:
    return face_value(die[0], die[1], star_active(duel.sides[side], die[0]))


def best_by_colour(duel: DuelState, side: int) -> list[int]:
    """Best value rolled in each colour (0 for a colour without dice)."""
    best = [0, 0, 0]
    c = duel.sides[side]
    star = (
        BEST[RED] if c.board_strength >= MAX_STRENGTH else STAR_IDLE[RED],
        BEST[BLACK] if c.mount >= 4 else STAR_IDLE[BLACK],
        BEST[WHITE] if c.armor >= 4 else STAR_IDLE[WHITE],
    )
    for colour, face in duel.dice[side]:
        v = star[colour] if face == STAR else FACES[colour][face]
        if v > best[colour]:
            best[colour] = v
    return best


def attack_value(duel: DuelState, side: int) -> int:
    """Current attack value of ``side`` (0 plus modifiers before the roll, as the rulebook counts it)."""
    c = duel.sides[side]
    total = duel.mods[side] + duel.relic_bonus[side]
    if not duel.rolled:
        return total
    if c.rolls:
        return total + sum(best_by_colour(duel, side))
    total += c.attack
    if duel.knight_die[side] >= 0:
        total += face_value(WHITE, duel.knight_die[side], False)
    return total


def prestige_value(duel: DuelState, side: int) -> int:
    """Active prestige of ``side`` this clash (Jester may make it negative)."""
    c = duel.sides[side]
    base = len(c.prestige) if c.is_player else c.prestige_value
    return base + duel.prestige_mods[side]


def _behind_first(duel: DuelState) -> list[int]:
    """Both sides ordered for a step: the one behind (attack, then prestige, then initiative) first."""

    def key(side: int) -> tuple[int, int, int]:
        return (attack_value(duel, side), prestige_value(duel, side), -duel.sides[side].initiative)

    return [0, 1] if key(0) <= key(1) else [1, 0]


def faith_limit(c: Combatant) -> int:
    """How many dice one Faith token rerolls: 2, +1 per active Sister, +2 per active Bishop."""
    return FAITH_DICE + c.supports.get(SISTER, 0) + 2 * c.supports.get(BISHOP, 0)


def side_of(duel: DuelState, seat: int) -> int:
    for i, c in enumerate(duel.sides):
        if c.seat == seat and c.is_player:
            return i
    raise IllegalAction(_("That seat is not fighting this duel."), None, seat)


# --- starting --------------------------------------------------------------------------------------


def start_duel(
    left: Combatant, right: Combatant, rng: Rng, context: str = "tournament"
) -> tuple[DuelState, list[Event]]:
    """Begin a duel between ``left`` and ``right`` (copied). Two knights are resolved at once."""
    if context not in CONTEXTS:
        raise ValueError(f"unknown duel context {context!r}")
    duel = DuelState([left.clone(), right.clone()], context)
    for c in duel.sides:
        c.board_strength = c.board_faith = 0
        c.board_supports, c.board_relics, c.board_prestige = [], [], []
    events = [
        Event(
            "duel_start",
            {
                "sides": [_side_info(c) for c in duel.sides],
                "context": context,
            },
        )
    ]
    if not any(c.rolls for c in duel.sides) and duel.sides[0].kind == KNIGHT == duel.sides[1].kind:
        _knight_vs_knight(duel, events)
        return duel, events
    if any(c.is_player for c in duel.sides):
        _begin_step(duel, TENT, rng, events)
    else:
        _fight_without_choices(duel, rng, events)
    return duel, events


def knight_vs_knight_winner(a: Combatant, b: Combatant) -> int:
    """Winner side of a duel between two knights: glory value, then prestige, then the left one (0)."""
    if a.glory_value != b.glory_value:
        return 0 if a.glory_value > b.glory_value else 1
    if a.prestige_value != b.prestige_value:
        return 0 if a.prestige_value > b.prestige_value else 1
    return 0


def _knight_vs_knight(duel: DuelState, events: list[Event]) -> None:
    a, b = duel.sides
    w = knight_vs_knight_winner(a, b)
    reason = (
        "glory" if a.glory_value != b.glory_value else "prestige" if a.prestige_value != b.prestige_value else "side"
    )
    duel.auto = True
    events.append(Event("duel_auto", {"winner": w, "reason": reason}))
    _finish(duel, w, events)


def _side_info(c: Combatant) -> dict:
    return {
        "kind": c.kind,
        "seat": c.seat,
        "name": c.name,
        "attack": c.attack,
        "glory_value": c.glory_value,
        "prestige": len(c.prestige) if c.is_player else c.prestige_value,
        "mount": c.mount,
        "armor": c.armor,
    }


# --- legal actions ---------------------------------------------------------------------------------------


def duel_actors(duel: DuelState) -> frozenset[int]:
    """The seat that must act now (empty when the duel is over)."""
    if duel.phase == DONE or not duel.order:
        return frozenset()
    seat = duel.sides[duel.order[0]].seat
    return frozenset() if seat is None else frozenset((seat,))


def duel_legal(duel: DuelState, seat: int) -> list[tuple]:
    """Legal actions of ``seat`` now ([] if it is not their turn)."""
    if seat not in duel_actors(duel):
        return []
    return _choices(duel, duel.order[0])


def _choices(duel: DuelState, side: int) -> list[tuple]:
    c = duel.sides[side]
    phase = duel.phase
    if phase == RECOVER:
        sups = sorted(set(c.board_supports)) or [None]
        rels = sorted(set(c.board_relics)) or [None]
        return [("recover", s, r) for s in sups for r in rels]
    out: list[tuple] = [PASS]
    if phase == TENT:
        for kind in TENT_SUPPORTS:
            if c.supports.get(kind, 0) <= 0:
                continue
            if kind == HERMIT:
                out += [("tent", kind, r) for r in sorted(c.relics_inactive)]
            elif kind == LADY_IN_WAITING:
                targets = dict(c.supports_inactive)
                out += [("tent", kind, s) for s in sorted(targets)]
            elif kind == HERALD:
                out += [("tent", kind, p) for p in sorted(set(c.prestige_inactive))]
            else:
                out.append(("tent", kind))
    elif phase == STRENGTH:
        room = min(MAX_STRENGTH - c.board_strength, c.strength)
        out += [("strength", n) for n in range(1, room + 1)]
    elif phase == FAITH:
        n = len(duel.dice[side])
        if c.faith > 0 and n:
            limit = min(faith_limit(c), n)
            for k in range(1, limit + 1):
                out += [("faith", idx) for idx in combinations(range(n), k)]
    elif phase in (LANCE1, LANCE2):
        have = {colour for colour, _face in duel.dice[side]}
        for kind in LANCE_SUPPORTS:
            if c.supports.get(kind, 0) <= 0:
                continue
            need = {SQUIRE: BLACK, WEAPONS_MASTER: RED, ARMORER: WHITE}.get(kind)
            if need is None or need in have:
                out.append(("lance", kind))
    elif phase == RELIC:
        have = {colour for colour, _face in duel.dice[side]}
        n = len(duel.dice[side])
        for kind in RELICS:
            if c.relics.get(kind, 0) <= 0:
                continue
            if kind == RING:
                for k in range(1, min(RING_DICE, n) + 1):
                    out += [("relic", RING, idx) for idx in combinations(range(n), k)]
            elif kind == ROSARY:
                if WHITE in have:
                    out.append(("relic", kind))
            else:
                out.append(("relic", kind))
    return out


def _only_pass(duel: DuelState, side: int) -> bool:
    """True when ``side`` has nothing but Pass in this step (cheap checks, no enumeration)."""
    c = duel.sides[side]
    phase = duel.phase
    if phase == TENT:
        return not any(
            c.supports.get(k, 0) > 0
            and (
                (k == HERMIT and c.relics_inactive)
                or (k == LADY_IN_WAITING and c.supports_inactive)
                or (k == HERALD and c.prestige_inactive)
                or k in (ROGUE, COOK, JESTER)
            )
            for k in TENT_SUPPORTS
        )
    if phase == STRENGTH:
        return c.strength <= 0 or c.board_strength >= MAX_STRENGTH
    if phase == FAITH:
        return c.faith <= 0 or not duel.dice[side]
    return len(_choices(duel, side)) == 1


# --- applying ------------------------------------------------------------------------------------------


def duel_apply(duel: DuelState, seat: int, action: tuple, rng: Rng) -> tuple[DuelState, list[Event]]:
    """Apply ``seat``'s ``action``; returns the new state and events (``duel`` is not mutated; ``rng`` is)."""
    if seat not in duel_actors(duel):
        raise IllegalAction(_("It is not your turn in this duel."), action, seat)
    side = duel.order[0]
    action = _normalize(action)
    if action is None or not _is_legal(duel, side, action):
        raise IllegalAction(_("That duel move is not allowed now."), action, seat)
    d = duel.clone()
    events: list[Event] = []
    c = d.sides[side]
    opp = 1 - side
    kind = action[0]
    if d.phase == RECOVER:
        _recover(d, side, action[1], action[2], events)
        d.order = []
        d.phase = DONE
        return d, events
    if kind == "pass":
        events.append(Event("duel_pass", {"side": side, "seat": c.seat, "step": d.phase, "auto": False}))
    elif kind == "tent":
        _use_support(c, action[1])
        target = action[2] if len(action) > 2 else None
        if action[1] == ROGUE:
            _lose_glory(d, side)
            d.mods[opp] -= 1
        elif action[1] == COOK:
            d.mods[side] += 1
        elif action[1] == JESTER:
            d.prestige_mods[opp] -= 2
        elif action[1] == HERMIT:
            _move(c.relics_inactive, c.relics, target)
        elif action[1] == LADY_IN_WAITING:
            _move(c.supports_inactive, c.supports, target)
        elif action[1] == HERALD:
            c.prestige_inactive.remove(target)
            c.prestige.append(target)
        events.append(
            Event("duel_support", {"side": side, "seat": c.seat, "support": action[1], "target": target, **_attacks(d)})
        )
    elif kind == "strength":
        n = action[1]
        c.strength -= n
        c.board_strength += n
        events.append(
            Event(
                "duel_strength",
                {"side": side, "seat": c.seat, "added": n, "total": c.board_strength, "star": c.board_strength >= 4},
            )
        )
    elif kind == "faith":
        c.faith -= 1
        c.board_faith += 1
        _reroll(d, side, action[1], rng, events, "faith")
    elif kind == "lance":
        _use_support(c, action[1])
        d.lanced[side] = True
        _lance_effect(d, side, action[1])
        events.append(
            Event(
                "duel_support",
                {
                    "side": side,
                    "seat": c.seat,
                    "support": action[1],
                    "target": None,
                    "dice": _dice_info(d, side),
                    **_attacks(d),
                },
            )
        )
    elif kind == "relic":
        relic = action[1]
        c.relics[relic] -= 1
        if not c.relics[relic]:
            del c.relics[relic]
        c.board_relics.append(relic)
        if relic == RING:
            _reroll(d, side, action[2], rng, events, "ring")
        else:
            if relic == MEDALLION:
                d.relic_bonus[side] += 1
            elif relic == AMULET:
                d.relic_bonus[side] += 2
            elif relic == ROSARY:
                _turn_best(d, side, WHITE)
            events.append(
                Event(
                    "duel_relic",
                    {"side": side, "seat": c.seat, "relic": relic, "dice": _dice_info(d, side), **_attacks(d)},
                )
            )
    d.order.pop(0)
    _advance(d, rng, events)
    return d, events


def _is_legal(duel: DuelState, side: int, action: tuple) -> bool:
    """Membership in ``_choices`` without listing every subset of dice for rerolls."""
    if not isinstance(action, tuple) or not action:
        return False
    reroll = None
    if action[0] == "faith" and len(action) == 2 and duel.phase == FAITH:
        c = duel.sides[side]
        if c.faith <= 0:
            return False
        reroll, limit = action[1], faith_limit(c)
    elif action[0] == "relic" and len(action) == 3 and action[1] == RING and duel.phase == RELIC:
        if duel.sides[side].relics.get(RING, 0) <= 0:
            return False
        reroll, limit = action[2], RING_DICE
    if reroll is None:
        return action in _choices(duel, side)
    n = len(duel.dice[side])
    return (
        isinstance(reroll, tuple)
        and 1 <= len(reroll) <= limit
        and all(type(i) is int and 0 <= i < n for i in reroll)
        and list(reroll) == sorted(set(reroll))
    )


def _normalize(action) -> tuple | None:
    """Lists (from JSON) back to tuples; None for anything that is not a sequence of scalars."""
    if not isinstance(action, (tuple, list)):
        return None
    out = []
    for x in action:
        if isinstance(x, list):
            x = tuple(x)
        if isinstance(x, tuple) and not all(isinstance(i, int) for i in x):
            return None
        if isinstance(x, (dict, set, float)):
            return None
        out.append(x)
    return tuple(out)


def _move(src: dict[str, int], dst: dict[str, int], kind: str) -> None:
    src[kind] -= 1
    if not src[kind]:
        del src[kind]
    dst[kind] = dst.get(kind, 0) + 1


def _use_support(c: Combatant, kind: str) -> None:
    c.supports[kind] -= 1
    if not c.supports[kind]:
        del c.supports[kind]
    c.board_supports.append(kind)


def _lose_glory(d: DuelState, side: int) -> None:
    """Rogue/Witch cost. Ours: glory never goes below 0."""
    c = d.sides[side]
    if c.glory > 0:
        c.glory -= 1
        d.glory_lost[side] += 1


def _lance_effect(d: DuelState, side: int, kind: str) -> None:
    if kind == VETERAN:
        d.mods[side] += 1
    elif kind == WITCH:
        _lose_glory(d, side)
        d.mods[1 - side] -= 1
    elif kind == SQUIRE:
        _turn_best(d, side, BLACK)
    elif kind == WEAPONS_MASTER:
        _turn_best(d, side, RED)
    elif kind == ARMORER:
        _turn_best(d, side, WHITE)


def _turn_best(d: DuelState, side: int, colour: int) -> None:
    """Turn the lowest die of ``colour`` to its best number (only the best die counts anyway)."""
    dice = d.dice[side]
    idx = [i for i, (col, _f) in enumerate(dice) if col == colour]
    if not idx:
        return
    i = min(idx, key=lambda j: die_value(d, side, dice[j]))
    dice[i] = (colour, BEST_FACE)


def _attacks(d: DuelState) -> dict:
    return {"attack": [attack_value(d, 0), attack_value(d, 1)]}


def _roll_die(colour: int, rng: Rng) -> tuple[int, int]:
    return (colour, rng.below(6))


def _dice_info(d: DuelState, side: int) -> list[list[int]]:
    return [[col, face, die_value(d, side, (col, face))] for col, face in d.dice[side]]


def _reroll(d: DuelState, side: int, idx: tuple, rng: Rng, events: list[Event], how: str) -> None:
    """Reroll ``idx`` of ``side``'s dice (``how``: "faith" or "ring"); a Faith reroll's event also
    says the side's dice limit and the supports that raise it (Sisters, Bishops)."""
    before = _dice_info(d, side)
    c = d.sides[side]
    helpers = {"limit": faith_limit(c), "sisters": c.supports.get(SISTER, 0), "bishops": c.supports.get(BISHOP, 0)}
    for i in idx:
        d.dice[side][i] = _roll_die(d.dice[side][i][0], rng)
    events.append(
        Event(
            "duel_reroll",
            {
                "side": side,
                "seat": d.sides[side].seat,
                "how": how,
                "dice": list(idx),
                "before": before,
                "after": _dice_info(d, side),
                **_attacks(d),
                **(helpers if how == "faith" else {}),
            },
        )
    )


def _roll(d: DuelState, rng: Rng, events: list[Event]) -> None:
    """Step 3: every side rolls its dice (a Polish knight rolls its white die)."""
    d.rolled = True
    for side, c in enumerate(d.sides):
        if c.rolls:
            red, black, white = dice_counts(d, side)
            d.dice[side] = [
                _roll_die(col, rng) for col, n in ((RED, red), (BLACK, black), (WHITE, white)) for _ in range(n)
            ]
        elif POLISH in c.abilities:
            d.knight_die[side] = rng.below(6)
    for side, c in enumerate(d.sides):
        data = {"side": side, "seat": c.seat, "clash": d.clash, **_attacks(d)}
        if c.rolls:
            data["dice"] = _dice_info(d, side)
            data["stars"] = [star_active(c, col) for col in (RED, BLACK, WHITE)]
        elif d.knight_die[side] >= 0:
            data["knight_die"] = [WHITE, d.knight_die[side], face_value(WHITE, d.knight_die[side], False)]
        else:
            continue
        events.append(Event("duel_roll", data))


def _begin_step(d: DuelState, phase: str, rng: Rng, events: list[Event]) -> None:
    d.phase = phase
    d.order = [i for i in _behind_first(d) if d.sides[i].is_player]
    events.append(_step_event(d))
    _advance(d, rng, events)


def _step_event(d: DuelState) -> Event:
    """A new step begins: which sides act, in order (the one behind first)."""
    return Event(
        "duel_step",
        {"step": d.phase, "clash": d.clash, "order": list(d.order), "seats": [d.sides[i].seat for i in d.order]},
    )


def _advance(d: DuelState, rng: Rng, events: list[Event]) -> None:
    """Auto-pass sides without a choice; move through steps, rolls and clash results until a choice."""
    while True:
        while d.order and _only_pass(d, d.order[0]):
            side = d.order.pop(0)
            events.append(Event("duel_pass", {"side": side, "seat": d.sides[side].seat, "step": d.phase, "auto": True}))
        if d.order or d.phase in (RECOVER, DONE):
            return
        if d.phase == RELIC:
            _resolve_clash(d, events)
            if d.phase in (RECOVER, DONE):
                _maybe_auto_recover(d, events)
                return
            d.phase = STRENGTH
        else:
            d.phase = _NEXT[d.phase]
        if d.phase == FAITH:
            _roll(d, rng, events)
        d.order = [i for i in _behind_first(d) if _asked(d, i)]
        if d.phase == LANCE2 and not d.order:
            continue
        events.append(_step_event(d))


def _asked(d: DuelState, side: int) -> bool:
    """Whether ``side`` takes part in the current step: players only, and the second lance support only
    for a side that used a first one this clash (passing the first lance step passes both)."""
    return d.sides[side].is_player and (d.phase != LANCE2 or d.lanced[side])


def _fight_without_choices(d: DuelState, rng: Rng, events: list[Event]) -> None:
    """Otto against a knight: clashes with fixed attacks until one side has two."""
    while d.winner < 0:
        _roll(d, rng, events)
        _resolve_clash(d, events)


def tie_winner(d: DuelState) -> tuple[int, str]:
    """The side that wins a clash on equal attack, and why: prestige, then a player (or Otto) over a
    knight, then initiative between players."""
    pre = [prestige_value(d, 0), prestige_value(d, 1)]
    a, b = d.sides
    a_pl, b_pl = a.kind != KNIGHT, b.kind != KNIGHT  # players and Otto
    if a_pl and b_pl:
        if pre[0] != pre[1]:
            return (0 if pre[0] > pre[1] else 1), "prestige"
        return (0 if a.initiative < b.initiative else 1), "initiative"
    if a_pl != b_pl:
        p = 0 if a_pl else 1
        w = p if pre[p] >= pre[1 - p] else 1 - p
        return w, ("prestige" if pre[p] != pre[1 - p] else "player")  # equal prestige: the player wins
    return (0 if pre[0] >= pre[1] else 1), "prestige"


def _resolve_clash(d: DuelState, events: list[Event]) -> None:
    """Step 8: compare attack values; ties by prestige, then player over knight, then initiative."""
    att = [attack_value(d, 0), attack_value(d, 1)]
    pre = [prestige_value(d, 0), prestige_value(d, 1)]
    if att[0] != att[1]:
        w, reason = (0 if att[0] > att[1] else 1), "attack"
    else:
        w, reason = tie_winner(d)
    flipped = None
    wc = d.sides[w]
    if att[0] == att[1] and wc.is_player and wc.prestige:
        flipped = wc.prestige.pop(0)
        wc.board_prestige.append(flipped)
    d.advantage[w] += 1
    d.clashes.append(w)
    events.append(
        Event(
            "duel_clash",
            {
                "clash": d.clash,
                "winner": w,
                "seat": wc.seat,
                "reason": reason,
                "attack": att,
                "prestige": pre,
                "flipped": flipped,
                "advantage": list(d.advantage),
            },
        )
    )
    if d.advantage[w] >= 2:
        _finish(d, w, events)
        return
    d.clash += 1
    d.rolled = False
    d.dice = [[], []]
    d.knight_die = [-1, -1]
    d.mods = [0, 0]
    d.prestige_mods = [0, 0]
    d.relic_bonus = [0, 0]
    d.lanced = [False, False]


def _glory_value(c: Combatant, other: Combatant) -> int:
    """What beating ``c`` is worth: a knight's tile value; a player (or Otto) 7, or 9 if ahead in glory."""
    if c.kind == KNIGHT:
        return c.glory_value
    return PLAYER_GLORY_VALUE_AHEAD if c.glory > other.glory else PLAYER_GLORY_VALUE


def _finish(d: DuelState, w: int, events: list[Event]) -> None:
    d.winner = w
    d.order = []
    loser = 1 - w
    wc, lc = d.sides[w], d.sides[loser]
    gains = [0, 0]
    if d.context == "tournament" and not d.auto:
        # Values are fixed at the start of scoring (after any Rogue/Witch loss), for both sides.
        gains[w] = _glory_value(lc, wc) if wc.kind != KNIGHT else 0
        if d.advantage[loser] == 1 and lc.kind != KNIGHT:
            gains[loser] = _glory_value(wc, lc) // 2
    for side in (0, 1):
        d.sides[side].glory += gains[side]
    d.glory_gain = gains
    # Winner: spent tokens are discarded, tiles stay face down (inactive).
    _set_aside(wc)
    events.append(
        Event(
            "duel_end",
            {
                "winner": w,
                "seat": wc.seat,
                "loser_seat": lc.seat,
                "clashes": list(d.clashes),
                "glory_gain": gains,
                "glory_lost": list(d.glory_lost),
                "context": d.context,
                "auto": d.auto,
            },
        )
    )
    if lc.is_player and not d.auto:
        d.phase = RECOVER
        d.order = [loser]
    else:
        _set_aside(lc)
        d.phase = DONE


def _maybe_auto_recover(d: DuelState, events: list[Event]) -> None:
    """Recover at once when the loser has no real choice of support or relic."""
    if d.phase != RECOVER:
        return
    loser = d.order[0]
    c = d.sides[loser]
    if len(set(c.board_supports)) <= 1 and len(set(c.board_relics)) <= 1:
        s = c.board_supports[0] if c.board_supports else None
        r = c.board_relics[0] if c.board_relics else None
        _recover(d, loser, s, r, events, auto=True)
        d.order = []
        d.phase = DONE


def _recover(
    d: DuelState, side: int, support: str | None, relic: str | None, events: list[Event], auto: bool = False
) -> None:
    """Losing a duel: take back 1 Strength, 1 Faith, 1 support, 1 Prestige token and 1 relic."""
    c = d.sides[side]
    got = {"strength": 0, "faith": 0, "support": None, "relic": None, "prestige": None}
    if c.board_strength:
        c.strength += 1
        got["strength"] = 1
    if c.board_faith:
        c.faith += 1
        got["faith"] = 1
    if support is not None:
        c.board_supports.remove(support)
        c.supports[support] = c.supports.get(support, 0) + 1
        got["support"] = support
    if relic is not None:
        c.board_relics.remove(relic)
        c.relics[relic] = c.relics.get(relic, 0) + 1
        got["relic"] = relic
    if c.board_prestige:
        token = c.board_prestige.pop(0)
        c.prestige.append(token)
        got["prestige"] = token
    _set_aside(c)
    events.append(Event("duel_recover", {"side": side, "seat": c.seat, "auto": auto, **got}))


def _set_aside(c: Combatant) -> None:
    """End of duel: tokens on the board are discarded; tiles on it stay inactive."""
    c.board_strength = 0
    c.board_faith = 0
    for s in c.board_supports:
        c.supports_inactive[s] = c.supports_inactive.get(s, 0) + 1
    for r in c.board_relics:
        c.relics_inactive[r] = c.relics_inactive.get(r, 0) + 1
    c.prestige_inactive.extend(c.board_prestige)
    c.board_supports, c.board_relics, c.board_prestige = [], [], []


# --- result --------------------------------------------------------------------------------------


def duel_over(duel: DuelState) -> bool:
    return duel.phase == DONE


def duel_result(duel: DuelState) -> DuelResult | None:
    """The result once the duel (including the loser's recovery) is over, else None."""
    if duel.phase != DONE:
        return None
    return DuelResult(
        duel.winner, 1 - duel.winner, list(duel.clashes), list(duel.glory_gain), list(duel.glory_lost), duel.auto
    )
