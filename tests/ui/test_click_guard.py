"""Every kit table's click guard: a panel shown as the player clicks is not closed by that click, and
one read past the guard is (the checks are in tests/guard_check.py)."""

from __future__ import annotations

import pytest

from tests.guard_check import click_after_the_guard_closes, click_as_it_appears_is_ignored
from tests.ui_driver import settle


def joust(app):
    from tests.joust.test_table import open_table, wait_turn

    app.settings.animation_speed = 8.0
    table = open_table(app)
    wait_turn(app, table)
    return app, table


def paladin(app):
    from tests.paladin.test_table import open_table, run_until_human

    app.settings.animation_speed = 8.0
    table = open_table(app)
    run_until_human(app, table)
    return app, table


def glory(_app):
    from tests.glory.test_table_ui import open_table

    app, table = open_table()  # its own app (shut down by the test)
    settle(app, 1.0)
    table.skip_animations()
    return app, table


CHECKS = [click_as_it_appears_is_ignored, click_after_the_guard_closes]


@pytest.mark.parametrize("check", CHECKS, ids=["just-shown-ignores", "read-closes"])
@pytest.mark.parametrize("opener", [joust, paladin, glory], ids=["joust", "paladin", "glory"])
def test_a_panel_ignores_a_click_as_it_appears_and_takes_one_after_the_guard(app, opener, check):
    own, table = opener(app)
    try:
        check(own, table)
    finally:
        if own is not app:
            own.shutdown()
