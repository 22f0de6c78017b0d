"""A bot chooses its secret combat card only once the human in the combat has chosen theirs: laid face
down while the human still chose, the moment it landed would time the bot's thinking, which depends on
the position that also shapes its pick (bench/joust_pick_timing.py). The cards still turn over together."""

from __future__ import annotations

from game.games.joust.state import COMBAT, NONE
from game.games.joust.ui.smoke import advance
from tests.joust.test_table import open_table, wait_turn
from tests.ui_driver import FRAME


def test_the_bots_combat_card_waits_for_yours(app):
    table = open_table(app, seed=7, bot="hard")
    advance(table, lambda st: st.phase == COMBAT and table.viewer in table.rules.actors(st) and st.turn >= 2)
    table.skip_animations()
    st = table.store.state
    rival = st.defender if table.viewer == st.attacker else st.attacker
    assert rival in table.rules.actors(st)
    for _frame in range(60):  # three seconds: far longer than any bot's thinking shows
        app.step(dt=FRAME)
    st = table.store.state
    assert (st.pick_att if rival == st.attacker else st.pick_def) == NONE and table.thinking is None
    assert rival in table.rules.actors(st) and table.can_act()
    seen = len(st.revealed)
    assert table.submit(table.rules.legal_actions(st, table.viewer)[0])
    wait_turn(app, table)
    assert len(table.store.state.revealed) == seen + 1  # the bot then chose, and both cards turned over
