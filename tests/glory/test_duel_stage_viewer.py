"""The duel stage from the viewer's seat: their own results stay on screen long enough to read at
every animation speed, their side is always drawn on the left (in the Pas d'Armes and in the joust,
clash after clash), and thrown dice stay inside the stage."""

from __future__ import annotations

import pygame
import pytest

from game.ui.kit import Roll
from tests.glory.duel_host import open_host, play_to_duel, session
from tests.glory.test_duel_stage import fighting, wait_for_turn
from tests.ui_driver import click, press, settle

FRAME = 0.05
PAS = (3, (), lambda st: st.duel.reason == "tournament" and not st.duel.b.startswith("p:"))
JOUST_AS_SECOND = (1, (("t1", "plaisance"),), lambda st: st.duel.b == "p:0")  # the viewer is the duel's side b


def open_scene(seed, extra, want, speed: float = 1.0):
    sess = session(seed=seed, extra=extra)
    assert play_to_duel(sess, want, seed=seed, limit=4000)
    app, table = open_host(sess, speed=speed)
    settle(app)
    return app, table


def step_on(app, table) -> None:
    """The viewer makes the quickest move on offer (its pass, else the main slot)."""
    slot = (getattr(table, "duel_stage", None) or table.stage).pass_slot
    press(app, table.bar.buttons(slot)[0] if slot in table.bar.controls else table.bar.buttons("main")[0])


def play_duel_out(app, table, watch) -> None:
    """Frame by frame, the viewer making the quickest move whenever they may, until their duel is over
    and shown; ``watch()`` runs before every frame. The end of their own duel, which waits for a click,
    is clicked after three seconds of reading."""
    waited = 0.0
    for _ in range(4000):  # the rivals' duels before the viewer's are shown at a pace one can follow
        watch()
        if not fighting(table) and not table.duel_stage.playing():
            return
        if fighting(table) and table.can_act() and table.bar.lock <= 0 and table.bar.controls and not table.bar.hidden:
            step_on(app, table)
        elif table.duel_stage.waits_for_click():
            waited += FRAME
            if waited >= 3.0:
                click(app, (5, 5), frames=1)
                waited = 0.0
        app.step(dt=FRAME)
    raise AssertionError("the duel never ended")


@pytest.mark.parametrize("speed", [1.0, 4.0, 8.0])
def test_the_viewers_own_results_stay_on_screen_at_every_speed(speed):
    app, table = open_scene(*PAS, speed=speed)
    try:
        stage, stretches, last = table.duel_stage, [], [""]  # (moment, seconds on screen), each time it shows

        def watch() -> None:
            shown = stage.staging.shown
            mine = shown is not None and f"p:{table.viewer}" in shown.entrants
            moment = stage.staging.moment(table.timeline) if mine else ""  # the viewer's own duel only
            if moment and moment != last[0]:
                stretches.append([moment, 0.0])
            if moment:
                stretches[-1][1] += FRAME
            last[0] = moment

        play_duel_out(app, table, watch)
        clashes, ends = [t for m, t in stretches if m == "clash"], [t for m, t in stretches if m == "end"]
        assert clashes and ends, stretches
        assert min(clashes) >= 1.6 and min(ends) >= 2.2, stretches  # real seconds, even at 4× and 8×
    finally:
        app.shutdown()


@pytest.mark.parametrize("scene", [PAS, JOUST_AS_SECOND], ids=["pas", "joust-as-second"])
def test_the_viewers_side_is_drawn_on_the_left_every_clash(scene):
    app, table = open_scene(*scene)
    try:
        stage, clashes = table.duel_stage, set()
        while wait_for_turn(app, table):
            mine = stage.my_side()
            assert mine is not None
            left, right = stage.side_parts(mine)["panel"], stage.side_parts(1 - mine)["panel"]
            assert left.right <= right.left, (mine, left, right)
            dice = [s.rect for s in table.spots.shown if isinstance(s.key, tuple) and s.key[:1] == (mine,)]
            assert all(left.contains(r) for r in dice)  # the viewer's dice lie on the left too
            clashes.add(stage.picture().clash)
            step_on(app, table)
            app.step(dt=FRAME)
        assert len(clashes) >= 2  # the same side through more than one clash
    finally:
        app.shutdown()


@pytest.mark.parametrize("scene", [PAS, JOUST_AS_SECOND], ids=["pas", "joust-as-second"])
def test_thrown_dice_stay_inside_the_stage(scene):
    app, table = open_scene(*scene)
    try:
        rolls: list[Roll] = []
        play_duel_out(
            app,
            table,
            lambda: rolls.extend(a for a in table.timeline.running() if isinstance(a, Roll) and a not in rolls),
        )
        assert rolls
        stage = table.duel_stage.rect
        for roll in rolls:  # the same throw again, frame by frame, each die whole inside the stage
            again = Roll(dice=roll.dice, targets=roll.targets, size=roll.size, origin=roll.origin, keys=roll.keys)
            while not again._roll.done:
                for x, y, _angle in again._roll.positions():
                    half = roll.size // 2
                    assert stage.contains(pygame.Rect(round(x) - half, round(y) - half, roll.size, roll.size))
                again._roll.update(0.02)
    finally:
        app.shutdown()


def test_no_die_flies_over_another_view_while_the_stage_is_behind_its_tab(tourney_home):
    from game.app import App
    from game.settings import Settings
    from game.ui.scenes import persist

    seed, extra, want = PAS
    sess = session(seed=seed, extra=extra)
    assert play_to_duel(sess, want, seed=seed, limit=4000)
    app = App(headless=True, settings=Settings(sound=False, animation_speed=1.0))
    try:
        persist.open_table(app, sess)
        table, seen = app.top, []
        settle(app)
        table.tabs.pick("spaces")  # the player looks at the action spaces during their duel
        for _ in range(600):
            rolls = [a for a in table.timeline.running() if isinstance(a, Roll)]
            if rolls:
                drawn, throw = [], rolls[0]._roll
                throw.draw = lambda surface, throw=throw, drawn=drawn: drawn.append(type(throw).draw(throw, surface))
                app.step(dt=FRAME)
                seen.append((table.view_shown(), bool(drawn)))
                if len(seen) == 3:
                    table.tabs.pick("duel")
                if len(seen) > 6:
                    break
                continue
            if table.can_act() and table.bar.lock <= 0 and table.bar.controls and not table.bar.hidden:
                step_on(app, table)
            app.step(dt=FRAME)
        assert seen[:3] == [("spaces", False)] * 3, seen  # behind the tab: no dice in the air
        assert seen[-1] == ("duel", True), seen  # back on the duel: the throw shows
    finally:
        app.shutdown()
