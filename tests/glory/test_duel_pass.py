"""Passing in a duel says what is passed ("No Strength", "Keep the dice", "No relic"), and every
step's pass is in one spot for the whole duel, the bar's end: going on is always the rightmost button."""

from __future__ import annotations

from game.games.glory import duel as D
from game.games.glory.duel_choices import pass_slot
from game.games.glory.ui.duel_view import PASS_ALL_SLOT
from tests.glory.duel_host import open_host, play_to_duel, session
from tests.glory.test_duel_stage import fighting
from tests.ui_driver import click, settle


def _passes_at(table, slot: str) -> bool:
    """The bar's button at ``slot`` passes (the step's pass, or "Pass the clash")."""
    control = table.bar.controls.get(slot)
    return control is not None and (control.action == D.PASS or slot == PASS_ALL_SLOT)


def test_each_duel_step_passes_under_its_own_name_always_in_the_same_spot():
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
            settle(app, 0.9)  # past the step's guard, and the still mouse's wait to see the new pass
            step, label = table.store.state.duel.state.phase, table.bar.controls[slot].label
            assert slot == pass_slot(step) == "end", (step, slot)
            assert not [s for s in table.bar.controls if s not in (slot, PASS_ALL_SLOT) and _passes_at(table, s)]
            if last_spot is not None:
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


def test_a_duels_first_pass_is_where_every_pass_is(tourney_home):
    """The viewer's first duel step on the real table: its pass is in its step's spot like every
    later step's (a double click on the move that began the duel is stopped by the step's guard)."""
    from tests.glory.test_duel_stage_moments import PAS, _glory_table

    app, table = _glory_table(*PAS, speed=1.0)
    try:
        for _ in range(400):
            if table.can_act() and table.bar.controls and not table.bar.hidden:
                break
            app.step(dt=0.05)
        assert D.PASS in table.legal
        slot = pass_slot(table.store.state.duel.state.phase)
        assert table.stage.pass_slot == slot and table.bar.controls[slot].action == D.PASS
        assert table.stage.guard > 0 or table.stage.step_key is not None  # the step's guard was started
    finally:
        app.shutdown()
