"""Otto's glory over a finished solo game (pure: no pygame), for the results screen's standings and
chart: the store keeps only the players' scores, so the game is replayed from its seed and moves."""

from __future__ import annotations

from typing import Any

from game.games.glory.automa import rivalry


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
    """Otto's place in a finished Rivalry game's standings: 2 when the player beat him, else 1; None in
    any other game (only in Rivalry does he score glory)."""
    state, outcome = store.state, store.outcome()
    if state.solo is None or not rivalry(state) or outcome is None:
        return None
    return 2 if outcome.winners else 1
