"""Counts read right in both languages where the shell shows them (one move, many moves)."""

from __future__ import annotations

import pytest

from game.app import App
from game.ui.scenes import persist
from tests.ui.test_shell_saves import started_session


@pytest.mark.parametrize(
    ("lang", "moves", "shown", "not_shown"),
    [
        ("en", 1, "(1 move,", "moves"),
        ("en", 2, "(2 moves,", "move,"),
        ("it", 1, "(1 mossa,", "mosse"),
        ("it", 2, "(2 mosse,", "mossa"),
    ],
)
def test_the_continue_tip_counts_the_moves(tourney_home, lang, moves, shown, not_shown):
    persist.autosave(started_session(moves))
    app = App(headless=True, lang=lang)
    app.step(dt=0.05)
    tip = app.top.continue_btn.tip_text
    app.shutdown()
    assert shown in tip and not_shown not in tip
