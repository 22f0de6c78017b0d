"""Fast random playouts on a private copy of a state (the AI's and the bench's inner loop).

A random playout picks uniformly among the legal actions, like ``RandomBot``, but counts them
instead of building the action list, and calls the engine's transitions directly.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.state import OVER, PLACE, RESOLVE, PaladinState

_KIND = ("beat", "take", "discard")


def random_playout(state: PaladinState, rng: Rng, max_rounds: int | None = None) -> PaladinState:
    """Play uniformly random legal actions in place until the game ends (or ``max_rounds`` more
    rounds have started). Returns ``state`` (mutated)."""
    s = state
    n = s.players
    stop_round = None if max_rounds is None else s.round + max_rounds
    below = rng.below
    strength = C.CARD_STRENGTH
    while s.phase != OVER:
        if stop_round is not None and s.round >= stop_round:
            break
        phase = s.phase
        if phase == PLACE:
            seat = (s.starter + s.turn) % n
            table = s.table
            if s.turn < n:
                missions = [m for m in range(n) if not table[m]]
            else:
                missions = [m for m in range(n) if all(o != seat for o, _c in table[m])]
            hand = s.hands[seat]
            places = len(hand) * len(missions)
            targets: list[tuple[int, int]] = []
            if not s.peeked and s.turn:
                mask = s.known[seat] | s.public
                for m in range(n):
                    for o, c in table[m]:
                        if o != seat and not (mask >> c) & 1:
                            targets.append((m, o))
            k = below(places + len(targets))
            if k < places:
                E._place(s, seat, hand[k // len(missions)], missions[k % len(missions)], None)
            else:
                m, o = targets[k - places]
                E._peek(s, seat, m, o, None)
        elif phase == RESOLVE:
            row = s.table[s.res_mission]
            seat = row[s.res_pos][0]
            if s.classic_zero:
                can = C.beats(row[s.res_pos][1], row[s.leader][1], True)
            else:
                can = strength[row[s.res_pos][1]] > strength[row[s.leader][1]]
            k = below(3) if can else 1 + below(2)
            E._decide(s, seat, _KIND[k], None)
        else:
            E.step(s, s.dealer, ("start", below(n)), None)
    return s
