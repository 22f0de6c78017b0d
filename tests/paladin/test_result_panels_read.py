"""A mission's result panel is read before a click takes it away: clicks kept up fast (0.15 s apart)
close it only once it has been shown ``SERIES_READ``; a click on a log "why?" never closes it; a
single deliberate click once it has been shown ``click_guard`` closes it first time."""

from __future__ import annotations

from game.ui.game_log import LogLine
from game.ui.kit.table import SERIES_READ, STREAK_GAP
from tests.paladin.test_auto_continue import _until_mission_panel
from tests.paladin.test_table import open_table
from tests.paladin.test_table_sequence import last_decision_by_a_bot
from tests.ui_driver import FRAME, click


def _panel(app):
    app.settings.animation_speed = 1.0
    table = open_table(app, seed=5)
    last_decision_by_a_bot(app, table)
    return table, _until_mission_panel(app, table)


def _clicks_until_closed(app, table, panel, where, seconds: float) -> float | None:
    """Click ``where()`` every 0.15 s for up to ``seconds``: how long the panel was shown when a click
    closed it (None when it stayed)."""
    for _ in range(round(seconds / 0.15)):
        shown_for = table._shown_for
        click(app, where(), frames=1)
        app.step(dt=FRAME)
        app.step(dt=FRAME)
        if table.timeline.announcement is not panel:
            return shown_for
    return None


def test_fast_clicks_on_a_result_close_it_only_once_it_has_been_read(app):
    table, panel = _panel(app)
    closed_at = _clicks_until_closed(app, table, panel, lambda: table._announced_at.center, 4.0)
    assert closed_at is not None and closed_at >= SERIES_READ - 1e-6


def test_clicks_on_a_why_never_close_a_result(app):
    table, panel = _panel(app)
    view = table.log_view
    view.set_lines([*view.entries, LogLine("Bot 2 does a thing.", 1, 99, reason="because")])
    app.step(dt=FRAME)
    assert view.why_rect(99) is not None
    click(app, view.why_rect(99).center, frames=1)
    assert view.open_step == 99  # the click opened the reason (the log, at its end, moves its line up)
    assert _clicks_until_closed(app, table, panel, lambda: view.why_rect(99).center, 3.0) is None
    assert view.open_step in (None, 99)


def test_a_deliberate_click_closes_a_result_once_shown_its_guard(app):
    table, panel = _panel(app)
    for _ in range(round((table.click_guard + 0.1) / FRAME)):
        app.step(dt=FRAME)
    assert table._since_press > STREAK_GAP  # no click came just before
    click(app, table._announced_at.center)
    assert table.timeline.announcement is not panel
