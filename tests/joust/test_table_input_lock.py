"""A choice that appears on the Joust table as a bot's move ends (the secret defence's combat cards)
ignores clicks for the action bar's lock time: a click meant for what was there is never a move."""

from __future__ import annotations

from game.games.joust.state import COMBAT, NONE
from game.games.joust.ui.smoke import advance
from game.ui.kit.action_bar import LOCK_SECONDS
from tests import ui_driver
from tests.joust.test_table import open_table


def _defence(app):
    for seed in range(1, 20):
        table = open_table(app, seed=seed)
        advance(table, lambda st: st.phase == COMBAT and st.defender == 0 and st.pick_def == NONE, limit=2000)
        st = table.store.state
        if st.phase == COMBAT and st.defender == 0 and st.pick_def == NONE:
            return table
    raise AssertionError("no defence for the human")


def test_a_click_on_a_combat_card_as_the_defence_appears_is_ignored(app):
    table = _defence(app)
    app.step(dt=0.0)  # the table drawn: the hand's cards take clicks
    assert table.can_act()
    card = table.spots.find(("hand", 1))
    assert card is not None and card.on_click is not None
    moves = len(table.store.history)
    ui_driver.click(app, card.rect.center)
    assert len(table.store.history) == moves and table.store.state.pick_def == NONE  # too soon: ignored
    for _ in range(int(LOCK_SECONDS / 0.05) + 2):
        app.step(dt=0.05)
    assert table.bar.lock <= 0
    ui_driver.click(app, table.spots.find(("hand", 1)).rect.center)
    assert table.store.history[moves].seat == 0 and table.store.history[moves].action == ("card", 1)
