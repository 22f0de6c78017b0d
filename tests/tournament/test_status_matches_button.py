"""The top bar's line for a turn's play names the bar's end-of-turn button in its own words (the
Italian once said "o passa" beside a button "Termina il turno"), and stays on one line in both
languages."""

from __future__ import annotations

import pytest

from game import i18n
from game.games.tournament import prompts
from game.ui import text_fit
from game.ui.table import ONE_LINE_MIN
from tests.tournament.test_table import open_table, run_until_human

from .helpers import card, contest, make_state

BADGE = 36  # the seat's badge before the line


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_play_status_names_the_end_turn_button_and_fits_one_line(make_app, lang):
    app = make_app()
    i18n.set_language(lang)
    try:
        table = open_table(app)
        run_until_human(app, table)
        hand = [contest("Joust"), card("K", 2)]
        status = prompts.status(make_state([hand, [card("W", 5)]], turns=10), hand)
        ends = [c for c in table.play_controls() if c.slot == "end"]
        assert ends, "the bar has its end-of-turn button"
        words = status.lower().replace(",", " ").split()
        for word in ends[0].label.lower().split():
            assert word in words, (word, status)
        app.step(dt=0.05)
        assert text_fit.text_width(status, "bold", ONE_LINE_MIN) <= table.status_room() - BADGE
    finally:
        i18n.set_language("en")
