"""Otto's glory over a finished solo game (pure: no pygame), for the results screen's standings and
chart: the store keeps only the players' scores, so the game is replayed from its seed and moves."""

from __future__ import annotations

from typing import Any


def otto_glory_history(store: Any) -> list[float]:
    """Otto's glory at the start and after every move of ``store``'s game (the moves re-applied)."""
    rules = store.rules
    s = rules.new_game(store.options, store.seed)
    out = [float(s.solo.glory)]
    for step in store.history:
        s, _events = rules.apply(s, step.seat, step.action)
        out.append(float(s.solo.glory))
    return out


def otto_place(store: Any) -> int | None:
    """Otto's place in a finished solo game's standings: 2 when the player won (beat him in Rivalry,
    reached the goal in Score, won every joust in Champion), else 1; None in a game not solo or not over."""
    state, outcome = store.state, store.outcome()
    if state.solo is None or outcome is None:
        return None
    return 2 if outcome.winners else 1
