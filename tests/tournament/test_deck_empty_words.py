"""The trial playtest (Italian): the pop-up said "Il mazzo è vuoto" and the log "Il mazzo è finito" for
the same moment, the last card drawn. The log's line begins with the pop-up's title, in both languages."""

from __future__ import annotations

import pytest

from game import i18n
from game.core.rules import Event
from game.games.tournament.describe import describe
from game.games.tournament.ui import finale
from tests.tournament.test_table import open_table, run_until_human


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_deck_empty_pop_up_and_log_line_say_it_alike(app, lang):
    i18n.set_language(lang)
    app.set_language(lang)
    try:
        table = open_table(app, seed=4, players=2)
        run_until_human(app, table)
        shown = []
        table.announce = lambda a, **_kw: shown.append(a) or []
        for seat in (table.viewer, 1 - table.viewer):
            ev = Event("deck_empty", {"seat": seat})
            finale.deck_empty(table, ev)
            line = describe(ev, table.viewer, table.seat_name)
            assert line.startswith(shown[-1].title + ":"), (shown[-1].title, line)
    finally:
        i18n.set_language("en")
        app.set_language("en")
