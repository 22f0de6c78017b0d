"""The mission-result panel shows all its rows at once: a click on "Click to continue" as soon as it
appears cannot hide who beat whom."""

from __future__ import annotations

from types import SimpleNamespace

from game.games.paladin.rules import PaladinRules
from game.games.paladin.ui.outcomes import mission_panel

from .helpers import resolution_state, three_missions

RULES = PaladinRules()


def test_the_mission_panel_shows_every_row_the_moment_it_appears():
    s = resolution_state(three_missions())
    s, _ = RULES.apply(s, 1, ("discard",))
    s, events = RULES.apply(s, 0, ("discard",))
    won = next(ev for ev in events if ev.kind == "mission_won")
    table = SimpleNamespace(viewer_is_human=lambda: True, _is_you=lambda seat: seat == 0, seat_name=str)
    panel = mission_panel(table, won, s)
    assert panel.until_click and len(panel.rows) == 3
    assert [panel.row_shown_at(i) for i in range(3)] == [0.0, 0.0, 0.0]
    assert panel.built_at == 0.0
