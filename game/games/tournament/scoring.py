"""Contest scoring: each category's score from the combos in play, ranking with the tie rules, VP.

Only cards in play count, except in King's Favour, which adds the number of Chivalry cards in each
hand (only that number is made public when it is scored). Ranking: higher score first; on a tie the active player
goes first, then whoever comes earlier in turn order after the active player. With X players the
1st place earns X VP, the 2nd X-1, and so on.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.games.tournament.content import (
    CHALLENGE,
    COURT_INTRIGUE,
    FIRST_CONTEST,
    FORCE,
    HERALDRY,
    JOUST,
    KINGS_FAVOR,
    MELEE,
    QUEST,
    ROMANCE,
    ROYAL_HUNT,
)
from game.games.tournament.state import Combo

_PART = {QUEST: 0, MELEE: 1, JOUST: 2, HERALDRY: 3}
"""Categories that sum one part of every combo (index into the combo tuple)."""


def hand_chivalry(hand: Sequence[int]) -> int:
    """How many Chivalry cards a hand holds (hidden cards, -1, are not counted)."""
    return sum(1 for c in hand if 0 <= c < FIRST_CONTEST)


def category_score(combos: Sequence[Combo], cat: int, in_hand: int = 0) -> int:
    """One player's score in contest category ``cat`` given their combos in play; ``in_hand`` is the
    number of Chivalry cards in their hand, which only King's Favour counts."""
    part = _PART.get(cat)
    if part is not None:
        return sum(FORCE[c[part]] for c in combos)
    if cat == CHALLENGE:
        return max((FORCE[k] + FORCE[w] + FORCE[h] + FORCE[s] for k, w, h, s in combos), default=0)
    if cat == ROYAL_HUNT:
        return len(combos)
    if cat == KINGS_FAVOR:
        return 4 * len(combos) + in_hand
    if cat == COURT_INTRIGUE:
        return sum(FORCE[k] + FORCE[w] + FORCE[h] + FORCE[s] for k, w, h, s in combos)
    if cat == ROMANCE:
        counts = [0] * 11
        for combo in combos:
            for c in combo:
                counts[FORCE[c]] += 1
        return max(counts)
    raise ValueError(f"unknown contest category {cat}")


def all_scores(combos: Sequence[Sequence[Combo]], cat: int, hands: Sequence[Sequence[int]] | None = None) -> list[int]:
    """Every player's score in ``cat``; King's Favour counts the Chivalry cards of ``hands`` when given
    (a view's hidden cards count as none)."""
    if cat == KINGS_FAVOR and hands is not None:
        return [category_score(p, cat, hand_chivalry(h)) for p, h in zip(combos, hands)]
    return [category_score(p, cat) for p in combos]


def contest_order(scores: Sequence[int], active: int) -> list[int]:
    """Seats from 1st to last place: score descending, ties to the active player then turn order."""
    n = len(scores)
    return sorted(range(n), key=lambda s: (-scores[s], (s - active) % n))


def contest_vp(scores: Sequence[int], active: int) -> list[int]:
    """VP each seat earns from a contest with these scores played by ``active``."""
    n = len(scores)
    vp = [0] * n
    for place, seat in enumerate(contest_order(scores, active)):
        vp[seat] = n - place
    return vp


def category_totals(combos: Sequence[Combo]) -> list[int]:
    """A player's score in every category from the cards in play only, indexed by category (King's
    Favour without the hand: for the UI and the AI)."""
    return [category_score(combos, cat) for cat in range(9)]
