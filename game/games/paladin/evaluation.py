"""How good a position is for one seat, in honour it will finish ahead of the best other player.

At the end of the game that is the real lead (plus a bonus for winning). At the start of a round it
is the learned fit of ``tables.VALUES``: the current lead, shrunk towards the mean, plus what the
cards in my hand are worth and minus what the others' are worth with that many rounds to play.
"""

from __future__ import annotations

from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.counting import rounds_left
from game.games.paladin.state import OVER, PaladinState
from game.games.paladin.tables import VALUES

STRENGTH = C.CARD_STRENGTH
WIN_BONUS = 4.0  # honour a win is worth beyond the lead, once the game is over


def lead(s: PaladinState, seat: int) -> float:
    """Score minus the best other score (reds break ties, as in the ranking)."""
    n = s.players
    mine = E.score(s, seat) + 0.01 * E.reds(s, seat)
    return mine - max(E.score(s, p) + 0.01 * E.reds(s, p) for p in range(n) if p != seat)


def evaluate(s: PaladinState, seat: int) -> float:
    """The expected final lead of ``seat`` (a finished game, or one at the start of a round)."""
    d = lead(s, seat)
    if s.phase == OVER:
        return d + (WIN_BONUS if d > 0 else WIN_BONUS / 2 if d == 0 else 0.0)
    n = s.players
    coef, mine, others = VALUES[n][rounds_left(s) + 1]
    v = coef * d
    for c in s.hands[seat]:
        v += mine[STRENGTH[c]]
    share = 1.0 / (n - 1)
    for p in range(n):
        if p != seat:
            for c in s.hands[p]:
                v += others[STRENGTH[c]] * share
    return v
