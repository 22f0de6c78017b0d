"""A duel's steps bring their buttons one after another into the same spots ("Keep the dice", then
"No lance" in the pass's spot): when the viewer's next step shows its buttons, the bar ignores clicks
a moment longer than its usual lock while the mouse stays still, and the new step is named on a
ribbon under the stage, so a double click never passes two steps; once the mouse moves (a click
aimed anew) the buttons answer at once."""

from __future__ import annotations

from game.app import App
from game.games.glory import duel as D
from game.settings import Settings
from game.ui.scenes import persist
from tests.glory.duel_host import play_to_duel, session
from tests.ui_driver import FRAME, click, move, read_on, settle


def _live(table):
    ctx = table.store.state.duel
    return ctx.state if ctx is not None else None


def _my_step(app, table):
    for _ in range(2000):
        if table.stage.pass_slot in table.bar.controls and _live(table) is not None:
            return True
        if _live(table) is None:
            return False
        read_on(app, table)
    return False


def test_a_click_just_after_the_next_steps_buttons_come_does_nothing(tourney_home):
    sess = session(seed=3)
    want = lambda st: st.duel.reason == "tournament" and st.duel.state.phase == D.TENT  # noqa: E731
    assert play_to_duel(sess, want, seed=3)
    app = App(headless=True, settings=Settings(sound=False, animation_speed=4.0))
    try:
        persist.open_table(app, sess)
        table = app.top
        assert _my_step(app, table)
        while table.bar.lock > 0:
            app.step(dt=FRAME)
        before, last = len(table.store.history), table.stage.pass_slot
        click(app, table.bar.slots[last].center)  # the first step passed, read
        assert len(table.store.history) > before
        checked = 0
        while checked < 3 and _my_step(app, table):  # the next steps: caught as their buttons come
            assert table.stage.step_flash > 0  # the step is named on the ribbon
            spot = table.bar.slots[table.stage.pass_slot].center  # this step's pass
            before = len(table.store.history)
            if table.stage.pass_slot != last:  # its pass elsewhere ("No Strength"): aimed at anew
                last = table.stage.pass_slot
                settle(app, 0.6)
                click(app, spot)
                assert len(table.store.history) > before
                continue
            assert table.stage.hold is None  # no step left out: the same spot, the next pass
            click(app, spot)  # the double click's second click, the mouse not moved
            assert len(table.store.history) == before, "a click passed a step the moment it appeared"
            assert table.stage.guard > 0 and table.bar.lock >= table.stage.guard  # still guarded, mouse still
            move(app, (5, 5))  # the mouse moves: the player aims anew
            app.step(dt=FRAME)
            assert table.bar.lock == 0 and table.stage.guard == 0
            while table.bar.slot_held(table.stage.pass_slot):  # the kit's own double-click hold of the slot
                app.step(dt=FRAME)
            click(app, spot)  # the pass, clicked at once
            assert len(table.store.history) > before and table.store.history[before].action == D.PASS
            checked += 1
        assert checked >= 1, "no step of the viewer's came with its pass where the last one was"
    finally:
        app.shutdown()
