"""Tournament's heuristics for the generic bots: a state evaluator and a fast rollout policy.

The evaluator projects final VP: VP already scored, plus every Contest card not yet played scored
against the combos now in play (cards in a hand with their holder as the active player, cards in the
deck or on the discard pile at a discount). Held contests are discounted because the table can change
before they are played; that is what makes a bot cash in a contest it is winning now and sit on one
it is losing.
"""

from __future__ import annotations

import math

from game.games.tournament import content as C
from game.games.tournament.scoring import category_score, contest_order
from game.games.tournament.state import HIDDEN, OVER, TournamentState

HELD = 0.6
"""Weight of a Contest card in a hand (its holder decides when to play it)."""
LOOSE = 0.35
"""Weight of a Contest card still in the deck or on the discard pile."""
HAND_FORCE = 0.02
"""Weight of the force of Chivalry cards in hand (future combos)."""
SCALE = 1.5


def projected_vp(state: TournamentState) -> list[float]:
    """VP scored so far plus the discounted VP of every contest not yet played."""
    n = state.players
    proj = [float(v) for v in state.vp]
    cache: dict[int, list[int]] = {}

    def scores(cat: int) -> list[int]:
        got = cache.get(cat)
        if got is None:
            got = cache[cat] = [category_score(c, cat) for c in state.combos]
        return got

    for p, hand in enumerate(state.hands):
        for card in hand:
            if C.FIRST_CONTEST <= card < C.FIRST_SPECIAL:
                for place, seat in enumerate(contest_order(scores(card - C.FIRST_CONTEST), p)):
                    proj[seat] += HELD * (n - place)
    loose = [c for c in state.deck if C.FIRST_CONTEST <= c < C.FIRST_SPECIAL]
    if state.discard and C.FIRST_CONTEST <= state.discard[-1] < C.FIRST_SPECIAL:
        loose.append(state.discard[-1])
    for card in loose:
        for place, seat in enumerate(contest_order(scores(card - C.FIRST_CONTEST), state.current)):
            proj[seat] += LOOSE * (n - place)
    for p, hand in enumerate(state.hands):
        proj[p] += HAND_FORCE * sum(C.FORCE[c] for c in hand if c != HIDDEN)
    return proj


def evaluate(state: TournamentState, seat: int) -> float:
    """Heuristic chance that ``seat`` wins, in [0, 1] (a full, determinized state)."""
    if state.phase == OVER:
        best = max(state.vp)
        if state.vp[seat] < best:
            return 0.0
        return 1.0 / state.vp.count(best)
    proj = projected_vp(state)
    mine = proj[seat]
    rival = max(v for p, v in enumerate(proj) if p != seat)
    return 1.0 / (1.0 + math.exp(-(mine - rival) / SCALE))
