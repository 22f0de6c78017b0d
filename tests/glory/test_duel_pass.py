"""Passing in a duel says what is passed ("Keep the dice", "No relic"), and a new step's pass never
comes where the last step's pass was: clicking one spot steadily never passes step after step unread."""

from __future__ import annotations

from game.games.glory import duel as D
from game.games.glory.ui.duel_view import PASS_ALL_SLOT
from tests.glory.duel_host import open_host, play_to_duel, session
from tests.glory.test_duel_stage import fighting
from tests.ui_driver import click, settle


def _passes_at(table, slot: str) -> bool:
    """The bar's button at ``slot`` passes (the step's pass, or "Pass the clash")."""
    control = table.bar.controls.get(slot)
    return control is not None and (control.action == D.PASS or slot == PASS_ALL_SLOT)


def test_each_duel_step_passes_under_its_own_name_never_where_the_last_pass_was():
    sess = session(seed=3)
    assert play_to_duel(sess, lambda st: st.duel.reason == "tournament" and not st.duel.b.startswith("p:"), seed=3)
    app, table = open_host(sess)
    try:
        settle(app)
        named: dict[str, str] = {}
        last_spot, moved = None, 0
        for _ in range(600):
            if not fighting(table):
                break
            legal = table.legal if table.can_act() else []
            slot = table.duel_stage.pass_slot
            if D.PASS not in legal or slot not in table.bar.controls or table.bar.controls[slot].action != D.PASS:
                app.step(dt=0.05)
                continue
            settle(app)
            step, label = table.store.state.duel.state.phase, table.bar.controls[slot].label
            if last_spot is not None:  # the spot clicked for the last step's pass holds no pass now
                assert slot != last_spot and not _passes_at(table, last_spot), (step, slot, last_spot)
                moved += 1
            assert named.setdefault(step, label) == label
            before = len(table.store.history)
            click(app, table.bar.slots[slot].center)
            settle(app)
            assert len(table.store.history) > before and table.store.history[before].action == D.PASS
            last_spot = slot
        assert len(named) >= 3 and moved >= 3, (named, moved)
        assert len(set(named.values())) == len(named) and "Pass" not in named.values(), named
    finally:
        app.shutdown()


def test_a_duels_first_pass_is_never_where_the_move_that_began_it_was(tourney_home):
    """The viewer's first duel step on the real table: its pass keeps off the bar's end spot, where
    "No more challenges" or "End your journey" was (a double click there passes nothing)."""
    from tests.glory.test_duel_stage_moments import PAS, _glory_table

    app, table = _glory_table(*PAS, speed=1.0)
    try:
        for _ in range(400):
            if table.can_act() and table.bar.controls and not table.bar.hidden:
                break
            app.step(dt=0.05)
        assert D.PASS in table.legal
        slot = table.stage.pass_slot
        assert slot in table.bar.controls and table.bar.controls[slot].action == D.PASS
        assert slot != "end" and not _passes_at(table, "end")
    finally:
        app.shutdown()
