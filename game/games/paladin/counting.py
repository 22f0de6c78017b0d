"""Card counting for Paladin players: what a seat sees, the strengths of the cards it cannot see, and
what the rounds still to come are worth. Pure facts read from a view, no strategy."""

from __future__ import annotations

from game.games.paladin import content as C
from game.games.paladin.state import PaladinState

STRENGTH = C.CARD_STRENGTH
N_CARDS = C.PALADIN_COUNT
TOP = 2 * 9 + 1  # the strongest strength key (the red 9)


class Count:
    """What ``seat`` sees (``known[seat] | public``) and the strengths of the cards it cannot see."""

    __slots__ = ("mask", "weaker", "unseen")

    def __init__(self, s: PaladinState, seat: int) -> None:
        self.mask = mask = s.known[seat] | s.public
        got = _SHARES.get(mask)
        if got is None:
            if len(_SHARES) > SHARES_KEPT:
                _SHARES.clear()
            got = _SHARES[mask] = _shares(mask)
        self.unseen, self.weaker = got

    def sees(self, card: int) -> bool:
        return card >= 0 and (self.mask >> card) & 1 == 1

    def p_stronger(self, card: int) -> float:
        """Chance that an unseen card could beat ``card``."""
        return 1.0 - self.weaker[STRENGTH[card] + 1]

    def p_weaker(self, card: int) -> float:
        """Chance that ``card`` could beat an unseen card."""
        return self.weaker[STRENGTH[card]]


def rounds_left(s: PaladinState) -> int:
    """Rounds still to come after this one."""
    return len(s.mission_deck) // s.players


def _shares(mask: int) -> tuple[int, tuple[float, ...]]:
    """The number of cards outside ``mask`` (at least 1) and, for each strength key k, the share of
    them with strength below k."""
    counts = [0] * (TOP + 2)
    for c in range(N_CARDS):
        if not (mask >> c) & 1:
            counts[STRENGTH[c]] += 1
    unseen = sum(counts) or 1
    weaker = [0.0] * (TOP + 2)
    acc = 0
    for k in range(TOP + 2):
        weaker[k] = acc / unseen
        acc += counts[k]
    return unseen, tuple(weaker)


#: what a mask of seen cards says (the same masks come back move after move in a search's rollouts)
_SHARES: dict[int, tuple[int, tuple[float, ...]]] = {}
SHARES_KEPT = 1 << 14


KING_MISSIONS = sum(1 for m in range(C.MISSION_COUNT) if not C.queens_deck(m))


def next_mission_deck(s: PaladinState) -> str | None:
    """The deck the next missions come from: "queen" while any of the Queen's missions are left (her
    deck lies on the King's), then "king"; None when no mission is left. Known to every seat."""
    left = len(s.mission_deck)
    if not left:
        return None
    return "queen" if left > KING_MISSIONS else "king"


def future_honour(s: PaladinState) -> float:
    """Mean honour of the missions still to come (0 when this is the last round).

    The mission deck is hidden in a view, but what is left of it is known (every mission that is
    neither laid out nor won), and the Queen's missions come out before the King's."""
    left = rounds_left(s) * s.players
    if not left:
        return 0.0
    gone = set(s.missions)
    for w in s.won_missions:
        gone.update(w)
    queen = [C.MISSION_HONOUR[m] for m in range(C.MISSION_COUNT) if m not in gone and C.queens_deck(m)]
    king = [C.MISSION_HONOUR[m] for m in range(C.MISSION_COUNT) if m not in gone and not C.queens_deck(m)]
    nq = min(left, len(queen))
    total = nq * (sum(queen) / len(queen) if queen else 0.0)
    if left > nq and king:
        total += (left - nq) * sum(king) / len(king)
    return total / left


def todo(s: PaladinState, seat: int) -> list[int]:
    """Mission indexes where ``seat`` has no paladin yet this round."""
    return [m for m in range(s.players) if all(o != seat for o, _c in s.table[m])]
