"""'Pass the clash': one click passes the step at hand and every later step of the same clash for the
viewer (the dice and the result still play); the next clash waits for the player again."""

from __future__ import annotations

from game.app import App
from game.games.glory import duel as D
from game.games.glory.pass_clash import reroll_chance, turning_move
from game.games.glory.ui.duel_view import STEP_GUARD
from game.settings import Settings
from game.ui.scenes import persist
from tests.glory.duel_host import play_to_duel, session
from tests.ui_driver import click, read_on, settle


def _live(table):
    ctx = table.store.state.duel
    return ctx.state if ctx is not None else None


def test_pass_the_clash_passes_the_rest_of_that_clash_only(tourney_home):
    sess = session(seed=3)
    want = lambda st: st.duel.reason == "tournament" and st.duel.state.phase == D.TENT  # noqa: E731
    assert play_to_duel(sess, want, seed=3)
    app = App(headless=True, settings=Settings(sound=False, animation_speed=4.0))
    try:
        persist.open_table(app, sess)
        table = app.top
        for _ in range(400):
            if table.can_act() and "clash" in table.bar.controls:
                break
            read_on(app, table)
        settle(app, STEP_GUARD + 0.1)  # past the new step's guard
        control = table.bar.controls["clash"]
        assert control.label == "Pass the clash" and "every step left in this clash" in control.tip
        clash, before = _live(table).clash, len(table.store.history)
        click(app, table.bar.slots["clash"].center)
        assert table.store.history[before].action == D.PASS
        mine = []
        for _ in range(2000):  # the clash plays on: the viewer's passes come by themselves
            live = _live(table)
            if live is None or live.clash != clash:
                break
            mine.append(table.can_act())
            if mine[-40:] == [True] * 40:  # left to decide: only where a move could still turn the clash
                side = D.side_of(live, table.viewer)
                chance = reroll_chance(live, side, table.legal)
                assert chance or turning_move(live, side, table.legal) is not None, "left to pass by hand"
                assert table.stage.passing is None
                if chance:  # the reroll on offer and how far behind: in the hint and the button's tooltip
                    assert "behind" in table.hint() or "tie" in table.hint()
                    assert chance in table.bar.controls["clash"].tip
                return
            read_on(app, table)
        steps = [s for s in table.store.history[before:] if s.seat == table.viewer]
        assert len(steps) >= 2, "no later step of the clash was passed for the viewer"
        assert all(s.action == D.PASS for s in steps)
        app.step(dt=0.05)
        assert table.stage.passing is None
        live = _live(table)
        if live is not None:  # the next clash: the viewer decides again
            for _ in range(400):
                if table.can_act():
                    break
                read_on(app, table)
            waiting = len(table.store.history)
            for _ in range(20):
                app.step(dt=0.05)
            assert len(table.store.history) == waiting and table.can_act()
    finally:
        app.shutdown()


def test_pass_the_clash_keeps_its_own_slot_through_every_step(tourney_home):
    """Strength, Faith, supports, relics: at each of the viewer's steps 'Pass the clash' is in the same
    slot, and no spending move ever takes that slot."""
    sess = session(seed=3)
    want = lambda st: st.duel.reason == "tournament" and st.duel.state.phase == D.TENT  # noqa: E731
    assert play_to_duel(sess, want, seed=3)
    app = App(headless=True, settings=Settings(sound=False, animation_speed=4.0))
    try:
        persist.open_table(app, sess)
        table = app.top
        steps = set()
        for _ in range(3000):
            live = _live(table)
            if live is None:
                break
            if table.can_act() and table.bar.controls and live.phase != D.RECOVER:
                settle(app, STEP_GUARD + 0.1)
                controls = table.bar.controls
                assert controls["clash"].label == "Pass the clash", live.phase
                assert all(c.label != "Pass the clash" for slot, c in controls.items() if slot != "clash")
                steps.add(live.phase)
                table.submit(D.PASS)
            read_on(app, table)
        assert {D.STRENGTH, D.FAITH} <= steps, steps
    finally:
        app.shutdown()
