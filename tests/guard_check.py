"""Shared check of a table's click guard: a panel just shown ignores a click, one read a moment takes it."""

from __future__ import annotations

from game.ui.kit.banner import Announcement
from tests.ui_driver import click, settle


def show_panel(app, table):
    """Put a panel that waits for a click on the table, as a rival's event would, and show it."""
    table.timeline.add(table.announce(Announcement("Guard", "a rival's moment", until_click=True)))
    table.animating = True
    app.step(dt=0.05)
    shown = table.timeline.announcement
    assert shown is not None and shown.until_click
    return shown


def click_as_it_appears_is_ignored(app, table) -> None:
    assert table.click_guard > 0
    shown = show_panel(app, table)
    click(app, (800, 450))  # the click meant for what the panel now covers
    assert table.timeline.announcement is shown
    settle(app, 0.3)
    click(app, (800, 450))  # still too soon
    assert table.timeline.announcement is shown


def click_after_the_guard_closes(app, table) -> None:
    show_panel(app, table)
    settle(app, table.click_guard + 0.1)  # read a moment of real time
    click(app, (800, 450))
    assert table.timeline.announcement is None
