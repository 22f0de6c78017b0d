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

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

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


@dataclass(frozen=True)
class Foe:
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


@dataclass(frozen=True)
class Kit:
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
    return win, tuple(sorted(gaps.items()))


def reroll_save(win: float, reroll: int) -> float:
    """Chance that a Faith reroll wins a lost clash back (measured; more dice, better odds)."""
    base = min(0.8, 0.22 + 0.6 * win)
    factor = 1.0 + 0.15 * max(0, min(reroll, 5) - D.FAITH_DICE)
    return min(0.9, base * factor)


@lru_cache(maxsize=20_000)
def _cheapest_cover(items: tuple[int, ...], gap: int) -> tuple[int, ...] | None:
    """The items left after covering ``gap`` with the fewest attack points (at most 3 items), or None."""
    best: tuple[int, int] | None = None
    best_combo: tuple[int, ...] = ()
    n = len(items)
    for k in range(1, min(MAX_ITEMS_PER_CLASH, n) + 1):
        for combo in combinations(range(n), k):
            total = sum(items[i] for i in combo)
            if total >= gap and (best is None or (total, k) < best):
                best, best_combo = (total, k), combo
    if best is None:
        return None
    return tuple(v for i, v in enumerate(items) if i not in best_combo)


@lru_cache(maxsize=200_000)
def _duel_value(
    win: float, gaps: tuple[tuple[int, float], ...], save: float, faith: int, items: tuple[int, ...], half: float
) -> tuple[float, float]:
    """(P(win the duel), expected share of the stake) from the start of a duel (no clash played).
    ``half``: the share a 1–2 loss brings."""
    memo: dict[tuple, tuple[float, float]] = {}
    cap = sum(items[:MAX_ITEMS_PER_CLASH])
    small = [(g, pg) for g, pg in gaps if g <= cap]
    big = sum(pg for g, pg in gaps if g > cap)
    if big > 0:
        small.append((cap + 1, big))  # no items can close these: only a reroll may
    gaps = tuple(small)

    def value(a: int, b: int, f: int, its: tuple[int, ...]) -> tuple[float, float]:
        if a >= 2:
            return 1.0, 1.0
        if b >= 2:
            return 0.0, half if a == 1 else 0.0
        key = (a, b, f, its)
        got = memo.get(key)
        if got is not None:
            return got
        won = value(a + 1, b, f, its)
        lost = value(a, b + 1, f, its)
        pw, ev = win * won[0], win * won[1]
        for gap, pg in gaps:
            best = lost
            # a reroll first (it may save the items), then the items for what the dice left
            if f > 0:
                after = _cover(a, b, f - 1, its, gap, value, lost)
                rr = value(a + 1, b, f - 1, its)
                cand = (save * rr[0] + (1 - save) * after[0], save * rr[1] + (1 - save) * after[1])
                if cand[1] > best[1] + 1e-12:
                    best = cand
            cov = _cover(a, b, f, its, gap, value, lost)
            if cov[1] > best[1] + 1e-12:
                best = cov
            pw += pg * best[0]
            ev += pg * best[1]
        memo[key] = (pw, ev)
        return pw, ev

    return value(0, 0, faith, items)


def _cover(a, b, f, its, gap, value, lost):
    left = _cheapest_cover(its, gap) if its else None
    if left is None:
        return lost
    won = value(a + 1, b, f, left)
    return won if won[1] > lost[1] else lost


@lru_cache(maxsize=300_000)
def duel_odds(kit: Kit, foe: Foe) -> tuple[float, float]:
    """(P(win), expected glory) of a duel against ``foe`` with ``kit``."""
    counts, active = dice_counts(kit, foe.veteran)
    if foe.otto:
        tie = kit.prestige > foe.prestige or (kit.prestige == foe.prestige and kit.ahead_of_otto)
    else:
        tie = kit.prestige >= foe.prestige
    win, gaps = clash_table(counts, active, foe.attack, foe.polish, tie)
    save = reroll_save(win, kit.reroll)
    items = tuple(sorted((i for i in kit.items if i > 0), reverse=True))[:4]
    faith = min(kit.faith, 3)
    p, share = _duel_value(round(win, 6), gaps, round(save, 4), faith, items, 0.5 if foe.half else 0.0)
    return p, share * foe.glory
