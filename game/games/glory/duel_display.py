"""What Glory's duel stage shows, worked out from the duel's public events (pure: no pygame).

``DuelPicture`` is a duel as the stage draws it. ``fold(picture, event)`` gives the picture after one
more event (a ``duel_start`` begins a new one; None for two knights, resolved at once), so a table can
show the duel event by event while its animations play: a clash's dice and its result stay on screen
although the state has already moved on. ``from_history(steps)`` rebuilds the latest picture from a
store's history (after a load, an undo, or moves the table did not watch).
The picture holds the step and who is still to act in it, each side's dice, attack, prestige,
Strength on the board, Faith spent, supports and relics played, clashes won, and each side's attack
broken down by where it came from (``parts``): the best die of each colour, a knight's printed attack
and white die, and every support or relic that changed it.

Also: ``first_reason`` (between two players, why the side acting first does: lower attack, lower
prestige, or a later place in initiative), and ``fighter`` / ``committed`` (a player's side of the
live duel: what is still in their supply, what they have put on the duel board) and ``as_fighting``
(a player as their duel has left them) for player panels.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from game.core.rules import Event
from game.games.glory import duel as D
from game.games.glory.duel_dice import FACES, STAR, WHITE
from game.games.glory.state import clone_player

COLOUR_PARTS = ("strength", "mount", "armor")  # the best red, black and white die
JESTER_PRESTIGE = 2  # the Jester's cost to the opponent's prestige in the first clash (duel.py)
PLAYERS = (D.PLAYER,)


@dataclass(frozen=True)
class Part:
    """One term of an attack: ``source`` is a colour part, ``"knight"`` (printed attack),
    ``"white_die"`` (a Polish knight's die) or a support/relic kind; ``by`` the side that played it."""

    source: str
    value: int
    by: int | None = None


@dataclass
class SidePicture:
    kind: str
    seat: int | None
    name: str
    base: int = 0  # printed attack (knight, Otto)
    glory_value: int = 0
    prestige: int = 0  # active prestige this clash (the Jester may make it negative)
    mount: int = 0
    armor: int = 0
    dice: list[tuple[int, int, int]] = field(default_factory=list)  # (colour, face, value), engine order
    knight_die: tuple[int, int, int] | None = None
    attack: int = 0
    mods: list[Part] = field(default_factory=list)  # this clash's modifiers
    strength: int = 0  # Strength tokens on the duel board
    star: bool = False  # the fourth token lit the red symbol
    faith: int = 0
    supports: list[str] = field(default_factory=list)
    relics: list[str] = field(default_factory=list)
    wins: int = 0
    rolled: bool = False  # this side's roll of the clash has been shown (a player's dice come one side at a time)

    @property
    def is_player(self) -> bool:
        return self.kind in PLAYERS

    def lit(self, colour: int) -> bool:
        """Whether this side's ★ of ``colour`` is activated (4 Strength tokens, level IV mount or armor)."""
        return (self.star, self.mount >= 4, self.armor >= 4)[colour]


def face_label(colour: int, face: int) -> int | str:
    """What a die shows: its printed number, or "star" for the ★ face."""
    return "star" if face == STAR else FACES[colour][face]


@dataclass(frozen=True)
class ClashRecord:
    clash: int
    winner: int
    reason: str  # attack, prestige, player, initiative
    attack: tuple[int, int]
    prestige: tuple[int, int]
    flipped: str | None
    parts: tuple[tuple[Part, ...], tuple[Part, ...]]


@dataclass
class DuelPicture:
    sides: list[SidePicture]
    context: str
    entrants: tuple[str, str] = ("", "")  # the table's entrant strings ("p:0", "k:<knight>", "o", …)
    clash: int = 1
    step: str = D.TENT
    order: list[int] = field(default_factory=list)  # sides still to act in this step, the first now
    step_order: list[int] = field(default_factory=list)  # the step's order as it began
    step_attack: tuple[int, int] = (0, 0)  # the values that order was decided on
    step_prestige: tuple[int, int] = (0, 0)
    rolled: bool = False
    result: ClashRecord | None = None  # the clash just decided (until the next one begins)
    clashes: list[ClashRecord] = field(default_factory=list)
    winner: int = -1
    glory_gain: tuple[int, int] = (0, 0)
    glory_lost: tuple[int, int] = (0, 0)
    over: bool = False
    recovered: dict | None = None
    jester: tuple[int, int] = (0, 0)  # prestige each side lost to a Jester this clash

    # --- reading -------------------------------------------------------------------------------
    def side_of(self, seat: int | None) -> int | None:
        """The side ``seat`` fights on (None: not in this duel)."""
        return next((i for i, c in enumerate(self.sides) if c.is_player and c.seat == seat), None)

    def counting(self, side: int) -> set[int]:
        """Indices of ``side``'s dice that count: the first best die of each colour."""
        best: dict[int, tuple[int, int]] = {}
        for i, (colour, _face, value) in enumerate(self.sides[side].dice):
            if colour not in best or value > best[colour][0]:
                best[colour] = (value, i)
        return {i for _v, i in best.values()}

    def base_parts(self, side: int) -> list[Part]:
        """The terms of ``side``'s attack that are not modifiers (its dice, or a knight's values)."""
        c = self.sides[side]
        if c.is_player:
            dice = c.dice
            return [Part(COLOUR_PARTS[dice[i][0]], dice[i][2]) for i in sorted(self.counting(side))]
        if not self.rolled:
            return []
        parts = [Part("knight", c.base)]
        if c.knight_die is not None:
            parts.append(Part("white_die", c.knight_die[2]))
        return parts

    def parts(self, side: int) -> list[Part]:
        """``side``'s attack term by term (they add up to its attack)."""
        parts = self.base_parts(side) + list(self.sides[side].mods)
        rest = self.sides[side].attack - sum(p.value for p in parts)
        return parts + ([Part("other", rest)] if rest else [])

    def side_rolled(self, side: int) -> bool:
        """Whether ``side``'s roll of this clash has been shown (a knight's with the first roll)."""
        return self.rolled and (self.sides[side].rolled or not self.sides[side].is_player)

    def attack_shown(self, side: int) -> int | None:
        """The attack to show: a knight's printed value before the roll, None for a player who has not
        rolled yet (their attack is only modifiers until the dice fall)."""
        c = self.sides[side]
        if self.side_rolled(side):
            return c.attack
        if c.is_player:
            return None
        return c.base + sum(p.value for p in c.mods)

    # --- folding events --------------------------------------------------------------------------
    def apply(self, ev: Event) -> None:
        """Fold one ``duel_*`` event (of this duel) into the picture."""
        d = ev.data
        handler = getattr(self, "_on_" + ev.kind.removeprefix("duel_"), None)
        if handler is not None:
            handler(d)

    def _begin_clash(self, n: int) -> None:
        self.clash, self.rolled, self.result = n, False, None
        for side, c in enumerate(self.sides):
            c.dice, c.knight_die, c.mods, c.attack, c.rolled = [], None, [], 0, False
            c.prestige += self.jester[side]  # the Jester's cost lasts one clash
        self.jester = (0, 0)

    def _acted(self, side: int) -> None:
        if self.order and self.order[0] == side:
            self.order.pop(0)
        elif side in self.order:
            self.order.remove(side)

    def _known(self, side: int) -> int:
        return sum(p.value for p in self.base_parts(side)) + sum(p.value for p in self.sides[side].mods)

    def _attack(self, new: Sequence[int], source: str = "other", by: int | None = None) -> None:
        """New attack values: whatever the dice and known terms do not explain came from ``source``."""
        for side, value in enumerate(new):
            c = self.sides[side]
            known = self._known(side)
            if value != known:
                c.mods.append(Part(source, value - known, by))
            c.attack = value

    def _dice(self, side: int, dice: Iterable[Sequence[int]]) -> None:
        self.sides[side].dice = [(int(c), int(f), int(v)) for c, f, v in dice]

    def _on_step(self, d: dict) -> None:
        if d["clash"] != self.clash:
            self._begin_clash(d["clash"])
        self.step = d["step"]
        self.order = list(d["order"])
        self.step_order = list(d["order"])
        self.step_attack = (self.sides[0].attack, self.sides[1].attack)
        self.step_prestige = (self.sides[0].prestige, self.sides[1].prestige)

    def _on_pass(self, d: dict) -> None:
        self._acted(d["side"])

    def _on_support(self, d: dict) -> None:
        side, kind = d["side"], d["support"]
        self._acted(side)
        self.sides[side].supports.append(kind)
        if kind == D.HERALD:
            self.sides[side].prestige += 1
        elif kind == D.JESTER:
            lost = list(self.jester)
            lost[1 - side] += JESTER_PRESTIGE
            self.jester = (lost[0], lost[1])
            self.sides[1 - side].prestige -= JESTER_PRESTIGE
        if "dice" in d:
            self._dice(side, d["dice"])
        self._attack(d["attack"], kind, side)

    def _on_strength(self, d: dict) -> None:
        self._acted(d["side"])
        c = self.sides[d["side"]]
        c.strength, c.star = d["total"], bool(d["star"])

    def _on_roll(self, d: dict) -> None:
        if d["clash"] != self.clash:
            self._begin_clash(d["clash"])
        self.rolled = True
        side = d["side"]
        self.sides[side].rolled = True
        if "dice" in d:
            self._dice(side, d["dice"])
        if "knight_die" in d:
            c, f, v = d["knight_die"]
            self.sides[side].knight_die = (c, f, v)
        for s, value in enumerate(d["attack"]):  # the other side's dice may come in its own event: till
            self.sides[s].attack = value if s == side or value == self._known(s) else self._known(s)  # then, the known

    def _on_reroll(self, d: dict) -> None:
        side = d["side"]
        self._acted(side)
        if d["how"] == "faith":
            self.sides[side].faith += 1
        else:
            self.sides[side].relics.append(D.RING)
        self._dice(side, d["after"])
        self._attack(d["attack"], d["how"], side)

    def _on_relic(self, d: dict) -> None:
        side = d["side"]
        self._acted(side)
        self.sides[side].relics.append(d["relic"])
        self._dice(side, d["dice"])
        self._attack(d["attack"], d["relic"], side)

    def _on_clash(self, d: dict) -> None:
        if d["clash"] != self.clash:
            self._begin_clash(d["clash"])
        self.rolled = True
        for c in self.sides:
            c.rolled = True
        self._attack(d["attack"])
        w = d["winner"]
        parts = (tuple(self.parts(0)), tuple(self.parts(1)))
        self.result = ClashRecord(
            d["clash"], w, d["reason"], tuple(d["attack"]), tuple(d["prestige"]), d.get("flipped"), parts
        )
        self.clashes.append(self.result)
        for side, won in enumerate(d["advantage"]):
            self.sides[side].wins = won
        if d.get("flipped"):
            self.sides[w].prestige -= 1
        self.order = []

    def _on_end(self, d: dict) -> None:
        self.winner, self.over = d["winner"], True
        self.glory_gain = tuple(d["glory_gain"])
        self.glory_lost = tuple(d["glory_lost"])
        loser = 1 - self.winner
        recover = self.sides[loser].is_player
        self.step = D.RECOVER if recover else D.DONE
        self.order = [loser] if recover else []

    def _on_recover(self, d: dict) -> None:
        self.step, self.order = D.DONE, []
        self.recovered = {k: d.get(k) for k in ("strength", "faith", "support", "relic", "prestige")}


def start(ev: Event) -> DuelPicture | None:
    """A picture from a ``duel_start`` event; None for a duel between two knights (no stage)."""
    sides = [
        SidePicture(
            s["kind"],
            s["seat"],
            s["name"],
            base=s["attack"] if s["kind"] != D.PLAYER else 0,
            glory_value=s["glory_value"],
            prestige=s["prestige"],
            mount=s["mount"],
            armor=s["armor"],
        )
        for s in ev.data["sides"]
    ]
    if all(s.kind == D.KNIGHT for s in sides):
        return None
    a, b = ev.data.get("entrants") or ("", "")
    return DuelPicture(sides, ev.data["context"], (a, b))


def fold(picture: DuelPicture | None, ev: Event) -> DuelPicture | None:
    """The picture after one more event: a ``duel_start`` begins a new one (None for two knights)."""
    if ev.kind == "duel_start":
        return start(ev)
    if picture is not None and ev.kind.startswith("duel_"):
        picture.apply(ev)
    return picture


def from_history(steps: Sequence) -> DuelPicture | None:
    """The picture of the latest duel in ``steps`` (the store's history: each has ``events``), folded
    from its start; None when there is none or it is between two knights."""
    for i in range(len(steps) - 1, -1, -1):
        events = steps[i].events
        for j in range(len(events) - 1, -1, -1):
            if events[j].kind == "duel_start":
                picture = None
                for ev in [*events[j:], *(e for step in steps[i + 1 :] for e in step.events)]:
                    picture = fold(picture, ev)
                return picture
    return None


def rolled_dice(ev: Event) -> list[tuple[int, tuple[int, int, int]]]:
    """The dice a ``duel_roll`` or ``duel_reroll`` event shows landing: (index, (colour, face, value))."""
    d = ev.data
    if "knight_die" in d:
        return [(0, tuple(d["knight_die"]))]
    dice = d.get("after") or d.get("dice") or []
    idx = list(d["dice"]) if "after" in d else list(range(len(dice)))
    return [(i, tuple(dice[i])) for i in idx]


def first_reason(picture: DuelPicture) -> tuple[int, str, int, int] | None:
    """Between two players: (side acting first, why, its value, the other's value) for this step —
    why is "attack" (lower), "prestige" (lower, attack tied) or "initiative" (both tied: later on the
    track). None when one side only chooses."""
    if len(picture.step_order) != 2 or not all(s.is_player for s in picture.sides):
        return None
    first, other = picture.step_order
    for why, values in (("attack", picture.step_attack), ("prestige", picture.step_prestige)):
        if values[first] != values[other]:
            return first, why, values[first], values[other]
    return first, "initiative", picture.step_attack[first], picture.step_attack[other]


def fighter(view, seat: int) -> D.Combatant | None:
    """``seat``'s side of the live duel in ``view`` (a GloryState): its ``strength``, ``faith``,
    ``supports``, ``relics`` and ``prestige`` are what is left in the supply now, ``board_*`` what is on
    the duel board. None when that seat is not fighting."""
    ctx = getattr(view, "duel", None)
    if ctx is None or ctx.state is None:
        return None
    for c in ctx.state.sides:
        if c.is_player and c.seat == seat:
            return c
    return None


def lost_so_far(view, seat: int) -> int:
    """The glory ``seat`` has lost (Rogue, Witch) in the undecided duel live in ``view``: their side's
    glory there has it taken already (0 when they are not fighting one)."""
    c = fighter(view, seat)
    ds = view.duel.state if c is not None else None
    if ds is None or ds.winner >= 0:
        return 0
    return ds.glory_lost[ds.sides.index(c)]


def as_fighting(view, p):
    """Player ``p`` (a PlayerState) as the table shows them now, with what their duel has left them
    (Strength, Faith, glory, active tiles and Prestige tokens), and their side of it (None: not fighting)."""
    c = fighter(view, p.seat)
    if c is None:
        return p, None
    q = clone_player(p)
    q.strength, q.faith, q.glory = c.strength, c.faith, c.glory
    for tiles, on in ((q.supports, c.supports), (q.relics, c.relics)):
        left = dict(on)
        for tile in tiles:
            tile.active = left.get(tile.kind, 0) > 0
            left[tile.kind] = left.get(tile.kind, 0) - tile.active
    for colour in q.prestige:
        q.prestige[colour] = colour in c.prestige
    return q, c


@dataclass(frozen=True)
class Committed:
    """What a player has put on the duel board so far (spent unless they lose and take it back)."""

    strength: int
    faith: int
    supports: tuple[str, ...]
    relics: tuple[str, ...]
    prestige: tuple[str, ...]


def committed(view, seat: int) -> Committed | None:
    c = fighter(view, seat)
    if c is None:
        return None
    return Committed(
        c.board_strength, c.board_faith, tuple(c.board_supports), tuple(c.board_relics), tuple(c.board_prestige)
    )


def item_gain(duel: D.DuelState, side: int, action: tuple) -> int | None:
    """How much a lance support, a tent support that changes an attack (Cook, Rogue: one point in
    every clash) or a relic that does not reroll (Medallion, Amulet, Rosary) would move ``side``
    against its opponent now (attack minus the opponent's), None for other moves."""
    if action[0] == "tent" and len(action) == 2 and action[1] in (D.COOK, D.ROGUE):
        return 1
    lance = action[0] == "lance" and len(action) == 2
    if not lance and not (action[0] == "relic" and len(action) == 2 and action[1] in (D.MEDALLION, D.AMULET, D.ROSARY)):
        return None
    d = duel.clone()
    before = D.attack_value(d, side) - D.attack_value(d, 1 - side)
    if lance:
        D._lance_effect(d, side, action[1])
    elif action[1] == D.ROSARY:
        D._turn_best(d, side, WHITE)
    else:
        d.relic_bonus[side] += 1 if action[1] == D.MEDALLION else 2
    return D.attack_value(d, side) - D.attack_value(d, 1 - side) - before
