"""A click on the Market space always opens the bar's Market chooser, even when only one entry can be
bought (it bought that one at once before, while two possible entries opened the chooser: the same
click did two different things from round to round)."""

from __future__ import annotations

from tests.glory.test_table_ui import open_table, to_action_phase
from tests.ui_driver import click, settle


def _market_moves(table) -> list[tuple]:
    return [a for a in table.legal if a[:2] == ("place", "market")]


def test_the_market_space_opens_the_chooser_with_one_entry_possible(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        p = table.store.state.players[table.viewer]
        p.coins, p.armor, p.mount = 20, 4, 2  # armor at its top level: only the mount can be bought
        table.refresh()
        table.update_controls()
        settle(app)
        assert _market_moves(table) == [("place", "market", "mount")], table.legal
        before = len(table.store.history)
        click(app, table.where(("space", "market")).center)
        settle(app)
        assert len(table.store.history) == before  # nothing bought by the click alone
        assert table.bar.chooser_for != ""  # the Market chooser is open instead
        labels = [b.text for b in table.bar.chooser_buttons()]
        assert any("Mount" in t for t in labels) and labels[-1] == "Cancel"
        p.armor = 2  # both entries possible: the same click opens the same chooser
        table.bar.close_chooser()
        table.refresh()
        table.update_controls()
        settle(app)
        click(app, table.where(("space", "market")).center)
        settle(app)
        assert len(table.store.history) == before and table.bar.chooser_for != ""
    finally:
        app.shutdown()
