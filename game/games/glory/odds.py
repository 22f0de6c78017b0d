"""Duel odds for planning: the chance to beat an opponent before the duel starts, with what a player
brings to it — Strength tokens (dice for the whole duel), Faith tokens (a reroll when a clash is
being lost), once-a-round supports and relics (kept for the clash that needs them), and prestige.

The clash is exact over the dice (best die of each colour, the Polish Noble's white die, ties by
prestige); what a reroll or an item saves is a model: a Faith reroll wins a lost clash back with a
chance that grows with the clash odds and with the dice it may reroll (measured against the duel AI
playing the real duel, ``bench/bench_glory_odds.py``), and an item is a fixed attack bonus, used
only when it closes the gap. The duel itself is solved exactly over its clashes: when to spend a
Faith token or an item is chosen to maximise the expected glory of the duel.

The in-duel decisions are ``duel_ai``'s (exact over the real dice); this module is for everything
before: which knight to challenge, what a Strength or Faith token, an upgrade or a support is worth.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from game.games.glory import content as C
from game.games.glory import duel as D
from game.games.glory.duel_dice import attack_dist

# The white die a Polish Noble adds to its attack each clash (unactivated ★ = 0).
POLISH_DIE = ((0, 2 / 6), (1, 2 / 6), (2, 1 / 6), (3, 1 / 6))
# Attack an item adds when it is played (ours, rounded from the average gain of the dice it turns).
TURN_GAIN = {"red": 1, "black": 2, "white": 1}
ITEM_BOOST = {
    D.VETERAN: 1,
    D.WITCH: 1,
    D.COOK: 1,
    D.ROGUE: 1,
    D.JESTER: 1,
    D.MEDALLION: 1,
    D.AMULET: 2,
    D.RING: 1,
}
ITEM_TURNS = {D.SQUIRE: "black", D.WEAPONS_MASTER: "red", D.ARMORER: "white", D.ROSARY: "white"}
REVIVERS = (D.HERMIT, D.LADY_IN_WAITING, D.HERALD)  # bring a used tile back at the start of a duel
MAX_ITEMS_PER_CLASH = 3  # two lance supports and a relic


class Foe(NamedTuple):
    """A duel opponent as planning sees it: attack, prestige, a Polish Noble's die, a Veteran's colour
    (0 red, 1 black, 2 white, -1 none) and what beating it is worth (``glory``; half of it on a 1–2
    loss in a tournament when ``half``)."""

    attack: int
    prestige: int
    polish: bool = False
    veteran: int = -1
    glory: float = 0.0
    half: bool = True
    otto: bool = False  # Otto: a full tie goes to the better initiative, not to the player


_VET = {"red": 0, "black": 1, "white": 2}


def knight_foe(kid: str) -> Foe:
    k = C.KNIGHTS[kid]
    return Foe(k.attack, k.prestige, k.type == "polish", _VET.get(k.veteran, -1), float(k.glory))


def card_foe(card: str, reward: float) -> Foe:
    """A Challenge card's opponent, worth ``reward`` (no half glory: a card duel scores nothing lost)."""
    jc = C.JOURNEY[card]
    return Foe(jc.attack, jc.prestige, jc.polish, _VET.get(jc.veteran, -1), reward, half=False)


def brave_foe(glory: float) -> Foe:
    attack, prestige = C.TITLES["brave"].duel
    return Foe(attack, prestige, glory=glory, half=False)


def otto_foe(attack: int, prestige: int, glory: float = 7.0) -> Foe:
    return Foe(attack, prestige, glory=glory, otto=True)


class Kit(NamedTuple):
    """What a player brings to a duel: equipment, Strength tokens committed, Faith tokens it may spend,
    the reroll size, the items kept for it (attack bonuses), active prestige, and whether a full tie
    with Otto goes its way (initiative)."""

    mount: int
    armor: int
    tokens: int
    faith: int = 0
    reroll: int = D.FAITH_DICE
    items: tuple[int, ...] = ()
    prestige: int = 0
    ahead_of_otto: bool = False


def dice_counts(kit: Kit, veteran: int) -> tuple[tuple[int, int, int], tuple[bool, bool, bool]]:
    counts = [min(kit.tokens, 3), min(kit.mount, 3), min(kit.armor, 3)]
    if veteran >= 0:
        counts[veteran] = max(0, counts[veteran] - 1)
    active = (kit.tokens >= D.MAX_STRENGTH, kit.mount >= 4, kit.armor >= 4)
    return (counts[0], counts[1], counts[2]), active


def item_boost(kind: str, counts: tuple[int, int, int]) -> int:
    """The attack an item adds (0 when it has no die of its colour to turn)."""
    if kind in ITEM_BOOST:
        return ITEM_BOOST[kind]
    colour = ITEM_TURNS.get(kind)
    if colour is None:
        return 0
    return TURN_GAIN[colour] if counts[_VET[colour]] > 0 else 0


@lru_cache(maxsize=50_000)
def clash_table(
    counts: tuple[int, int, int], active: tuple[bool, bool, bool], attack: int, polish: bool, tie_wins: bool
) -> tuple[float, tuple[tuple[int, float], ...]]:
    """(P(win the clash on the dice), the deficit distribution of the lost clashes: gap → probability),
    the gap being the attack still missing to win."""
    targets = [(attack + v, p) for v, p in POLISH_DIE] if polish else [(attack, 1.0)]
    win = 0.0
    gaps: dict[int, float] = {}
    for x, px in attack_dist(counts, active):
        for t, pt in targets:
            need = t if tie_wins else t + 1
            if x >= need:
                win += px * pt
            else:
                g = need - x
                gaps[g] = gaps.get(g, 0.0) + px * pt
    # rounded: duels that differ by less share one solution
    return round(win, 4), tuple((g, round(pg, 4)) for g, pg in sorted(gaps.items()) if pg >= 5e-5)


def reroll_save(win: float, reroll: int) -> float:
    """Chance that a Faith reroll wins a lost clash back (measured; more dice, better odds)."""
    base = min(0.8, 0.22 + 0.6 * win)
    factor = 1.0 + 0.15 * max(0, min(reroll, 5) - D.FAITH_DICE)
    return min(0.9, base * factor)


@lru_cache(maxsize=4096)
def _cover_counts(n1: int, n2: int, gap: int) -> tuple[int, int] | None:
    """Items (+1s, +2s) left after closing ``gap`` with the fewest attack points spent (at most three
    items in a clash), or None when they cannot close it."""
    best: tuple[int, int, int, int] | None = None
    for x2 in range(min(n2, MAX_ITEMS_PER_CLASH) + 1):
        for x1 in range(min(n1, MAX_ITEMS_PER_CLASH - x2) + 1):
            total = x1 + 2 * x2
            if total >= gap and x1 + x2 > 0 and (best is None or (total, x1 + x2) < best[:2]):
                best = (total, x1 + x2, x1, x2)
    if best is None:
        return None
    return n1 - best[2], n2 - best[3]


class _DuelTable:
    """The duel solved over its clashes for one clash table, reroll chance and loss share, for any
    Faith and items (states are filled in as they are asked for and kept)."""

    def __init__(self, win: float, gaps: tuple[tuple[int, float], ...], save: float, half: float) -> None:
        self.win, self.gaps, self.save, self.half = win, gaps, save, half
        self.memo: dict[tuple, tuple[float, float, float, float]] = {}

    def start(self, faith: int, n1: int, n2: int) -> tuple[float, float, float, float]:
        return self.value(0, 0, faith, n1, n2)

    def cover(self, a: int, b: int, f: int, i1: int, i2: int, gap: int, lost):
        left = _cover_counts(i1, i2, gap) if (i1 or i2) else None
        if left is None:
            return lost
        won = self.value(a + 1, b, f, left[0], left[1])
        if won[1] <= lost[1]:
            return lost
        return (won[0], won[1], won[2], won[3] + (i1 - left[0]) + (i2 - left[1]))

    def value(self, a: int, b: int, f: int, i1: int, i2: int) -> tuple[float, float, float, float]:
        if a >= 2:
            return (1.0, 1.0, 0.0, 0.0)
        if b >= 2:
            return (0.0, self.half if a == 1 else 0.0, 0.0, 0.0)
        key = (a, b, f, i1, i2)
        got = self.memo.get(key)
        if got is not None:
            return got
        win, save = self.win, self.save
        miss = 1.0 - save
        won = self.value(a + 1, b, f, i1, i2)
        lost = self.value(a, b + 1, f, i1, i2)
        p0, p1, p2, p3 = win * won[0], win * won[1], win * won[2], win * won[3]
        rr = self.value(a + 1, b, f - 1, i1, i2) if f > 0 else None
        cap = min(i2, MAX_ITEMS_PER_CLASH) * 2 + min(i1, MAX_ITEMS_PER_CLASH - min(i2, MAX_ITEMS_PER_CLASH))
        for gap, pg in self.gaps:
            coverable = gap <= cap
            best = lost
            if rr is not None:  # a reroll first (it may save the items), then the items
                after = self.cover(a, b, f - 1, i1, i2, gap, lost) if coverable else lost
                e1 = save * rr[1] + miss * after[1]
                if e1 > best[1] + 1e-12:
                    best = (
                        save * rr[0] + miss * after[0],
                        e1,
                        save * rr[2] + miss * after[2] + 1.0,
                        save * rr[3] + miss * after[3],
                    )
            if coverable:
                cov = self.cover(a, b, f, i1, i2, gap, lost)
                if cov[1] > best[1] + 1e-12:
                    best = cov
            p0 += pg * best[0]
            p1 += pg * best[1]
            p2 += pg * best[2]
            p3 += pg * best[3]
        out = (p0, p1, p2, p3)
        self.memo[key] = out
        return out


@lru_cache(maxsize=20_000)
def _duel_table(win: float, gaps: tuple[tuple[int, float], ...], save: float, half: float) -> _DuelTable:
    return _DuelTable(win, gaps, save, half)


@lru_cache(maxsize=300_000)
def duel_odds(kit: Kit, foe: Foe) -> tuple[float, float]:
    """(P(win), expected glory) of a duel against ``foe`` with ``kit``."""
    p, ev, _f, _i = duel_usage(kit, foe)
    return p, ev


@lru_cache(maxsize=300_000)
def duel_usage(kit: Kit, foe: Foe) -> tuple[float, float, float, float]:
    """(P(win), expected glory, expected Faith tokens spent, expected items used)."""
    counts, active = dice_counts(kit, foe.veteran)
    if foe.otto:
        tie = kit.prestige > foe.prestige or (kit.prestige == foe.prestige and kit.ahead_of_otto)
    else:
        tie = kit.prestige >= foe.prestige
    win, gaps = clash_table(counts, active, foe.attack, foe.polish, tie)
    save = reroll_save(win, kit.reroll)
    items = sorted((i for i in kit.items if i > 0), reverse=True)[:4]
    n2 = sum(1 for i in items if i >= 2)
    faith = min(kit.faith, 3)
    half = 0.5 if foe.half else 0.0
    p, share, spent, used = _duel_table(win, gaps, round(save, 3), half).start(faith, len(items) - n2, n2)
    return p, share * foe.glory, spent, used
