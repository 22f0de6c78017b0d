"""Passing in a duel says what is passed ("Keep the dice", "No relic"), so two steps in a row never
put the same "Pass" under the cursor for different things, and the next step's Pass waits unshown
under a resting mouse for a moment (a double click never passes two steps)."""

from __future__ import annotations

from game.games.glory import duel as D
from game.ui.kit.action_bar import REVEAL_SECONDS
from tests.glory.duel_host import open_host, play_to_duel, session
from tests.glory.test_duel_stage import fighting
from tests.ui_driver import click, settle


def test_each_duel_step_passes_under_its_own_name_and_never_under_a_double_click():
    sess = session(seed=3)
    assert play_to_duel(sess, lambda st: st.duel.reason == "tournament" and not st.duel.b.startswith("p:"), seed=3)
    app, table = open_host(sess)
    try:
        settle(app)
        where = table.bar.slots["end"].center
        named: dict[str, str] = {}
        last = ""
        for _ in range(600):
            if not fighting(table):
                break
            legal = table.legal if table.can_act() else []
            if D.PASS not in legal or "end" not in table.bar.controls:
                app.step(dt=0.05)
                continue
            step, label = table.store.state.duel.state.phase, table.bar.controls["end"].label
            if label != last and last:  # another Pass came under the resting mouse: not a button yet
                assert table.bar.buttons("end") == [] and table.bar.hidden == {"end"}
                before = len(table.store.history)
                click(app, where)  # the second click of a double click
                assert len(table.store.history) == before
                settle(app, REVEAL_SECONDS)
            settle(app)
            assert named.setdefault(step, label) == label
            click(app, where)
            last = label
        assert len(named) >= 3, named
        assert len(set(named.values())) == len(named) and "Pass" not in named.values(), named
    finally:
        app.shutdown()
