"""The Joust table's click guard: a panel shown as the player clicks is not closed by that click."""

from __future__ import annotations

from tests.guard_check import click_after_the_guard_closes, click_as_it_appears_is_ignored
from tests.joust.test_table import open_table, wait_turn


def test_a_panel_just_shown_is_not_closed_by_a_click_made_as_it_appears(app):
    app.settings.animation_speed = 8.0
    table = open_table(app)
    wait_turn(app, table)
    click_as_it_appears_is_ignored(app, table)


def test_a_panel_shown_past_the_guard_is_closed_by_a_click(app):
    app.settings.animation_speed = 8.0
    table = open_table(app)
    wait_turn(app, table)
    click_after_the_guard_closes(app, table)
