"""The top bar while an announcement is up, at every kit table: the panel's title, and "click to
continue" while it waits for the player's click (never the name of whoever moved before it); a
title too long for the bar beside those words gives way to the short phrase, in both languages."""

from __future__ import annotations

import pytest

from game import i18n
from game.ui import text_fit
from game.ui.kit.banner import Announcement
from game.ui.kit.timeline import Announce
from game.ui.table import ONE_LINE_MIN
from tests.tournament.test_table import open_table, run_until_human


def show(table, title: str, until_click: bool) -> Announcement:
    a = Announcement(title, "", "", until_click=until_click)
    table.timeline.add([Announce(announcement=a)])
    return a


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_waiting_panel_says_click_to_continue_and_fits(make_app, lang):
    app = make_app()
    i18n.set_language(lang)
    try:
        table = open_table(app)
        run_until_human(app, table)
        show(table, i18n._("The final Contests"), until_click=True)
        words = table.current_status()
        assert words == i18n._("{title} · click to continue").format(title=i18n._("The final Contests"))
        assert table.status_seat() is None  # the panel speaks of several players: no one badge
        assert text_fit.text_width(words, "bold", ONE_LINE_MIN) <= table.status_room()
        table.timeline.skip()
        show(table, "W" * 60, until_click=True)  # longer than any title: the short phrase alone
        assert table.current_status() == i18n._("Click to continue")
        table.timeline.skip()
        show(table, i18n._("The end approaches"), until_click=False)  # a timed panel: its title only
        assert table.current_status() == i18n._("The end approaches")
    finally:
        i18n.set_language("en")
