"""A first, simple evaluator (the game's bots are in bots.py; bench/bench_glory_duel.py uses this one).

The value of a state for a seat: its glory plus a rough worth of what it holds, compared with the
best rival, squashed into [0, 1].
"""

from __future__ import annotations

from game.games.glory.state import GloryState, PlayerState


def worth(p: PlayerState) -> float:
    """Glory plus a rough glory-equivalent of resources and equipment (coins are only a means)."""
    return (
        p.glory
        + 0.15 * p.coins
        + 0.25 * min(p.strength, 8)
        + 0.25 * min(p.faith, 4)
        + 2.5 * (p.mount + p.armor - 4)
        + 1.0 * len(p.supports)
        + 1.0 * len(p.relics)
        + 0.6 * len(p.prestige)
        + 0.5 * len(p.hand)
    )


def evaluate(state: GloryState, seat: int) -> float:
    mine = worth(state.players[seat])
    others = [worth(p) for i, p in enumerate(state.players) if i != seat]
    if state.solo is not None:
        others.append(state.solo.glory + 8.0 * (4 - state.round))
    best = max(others) if others else 60.0
    return 1.0 / (1.0 + pow(2.718281828, -(mine - best) / 8.0))
