"""The Glory table's click guard: a panel shown as the player clicks is not closed by that click."""

from __future__ import annotations

from tests.glory.test_table_ui import open_table
from tests.guard_check import click_after_the_guard_closes, click_as_it_appears_is_ignored
from tests.ui_driver import settle


def test_a_panel_just_shown_is_not_closed_by_a_click_made_as_it_appears():
    app, table = open_table()
    settle(app, 1.0)
    table.skip_animations()
    click_as_it_appears_is_ignored(app, table)


def test_a_panel_shown_past_the_guard_is_closed_by_a_click():
    app, table = open_table()
    settle(app, 1.0)
    table.skip_animations()
    click_after_the_guard_closes(app, table)
