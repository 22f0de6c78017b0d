"""Fast random playouts on a private copy of a state (the AI's and the bench's inner loop)."""

from __future__ import annotations

from game.core.rng import Rng
from game.games.paladin import engine as E
from game.games.paladin.state import OVER, PaladinState


def random_playout(state: PaladinState, rng: Rng, max_rounds: int | None = None) -> PaladinState:
    """Play uniformly random legal actions in place until the game ends (or ``max_rounds`` more
    rounds have started). Returns ``state`` (mutated)."""
    stop_round = None if max_rounds is None else state.round + max_rounds
    while state.phase != OVER:
        if stop_round is not None and state.round >= stop_round:
            break
        seat = E.actor(state)
        acts = E.legal(state, seat)
        E.step(state, seat, acts[rng.below(len(acts))], None)
    return state
