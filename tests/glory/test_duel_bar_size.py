"""The duel's moves keep the action bar's text size: the Relic and the "Reroll 2 dice" buttons have
room enough in their slots that the bar's shared font (one size for every button) stays near the
action phase's, instead of shrinking every button of the bar in those steps."""

from __future__ import annotations

from game.i18n import _, pgettext
from game.ui.kit import Control, Option
from tests.glory.test_table_ui import open_table
from tests.ui_driver import settle


def _size(app, table, controls: list[Control]) -> int:
    table.bar.set(table, controls)
    app.step(dt=0.05)
    return min(b.fitted().size for s in table.bar.slots for b in table.bar.buttons(s))


def test_the_relic_and_reroll_steps_keep_the_bars_text_size(tourney_home):
    app, table = open_table(2, seed=4)
    try:
        settle(app, 0.3)
        passing = Control("clash", pgettext("duel button", "Pass the clash"), on_click=lambda: None)
        relic = [Control("fourth", _("Relic"), choices=[Option("Amulet"), Option("Ring")], icon="trophy-cup"),
                 passing, Control("end", _("No relic"), on_click=lambda: None)]  # fmt: skip
        reroll = [Control("second", _("Reroll 2 dice"), on_click=lambda: None, icon="trophy-cup"),
                  passing, Control("end", _("Keep the dice"), on_click=lambda: None)]  # fmt: skip
        assert _size(app, table, relic) >= 19
        assert _size(app, table, reroll) >= 19
    finally:
        app.shutdown()
