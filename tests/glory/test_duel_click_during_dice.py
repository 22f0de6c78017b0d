"""A click while the viewer's own dice roll only skips the roll: the buttons that then come ("Keep the
dice" where the click was) ignore clicks until the player could see them, whatever the mouse does,
at any speed; a click made once they have been seen still plays the step."""

from __future__ import annotations

import pytest

from game.app import App
from game.games.glory import duel as D
from game.settings import Settings
from game.ui.scenes import persist
from tests.glory.duel_host import play_to_duel, session
from tests.ui_driver import FRAME, click, read_on, settle


def _strength_with_faith(st) -> bool:
    """The viewer adds Strength in a duel and will have Faith to reroll the dice it brings."""
    duel = st.duel.state
    side = D.side_of(duel, 0)
    return duel.phase == D.STRENGTH and side is not None and min(duel.sides[side].faith, duel.sides[side].strength) > 0


@pytest.mark.parametrize("speed", [1.0, 2.0])
def test_a_click_during_the_roll_never_keeps_the_dice(tourney_home, speed):
    sess = session(seed=3)
    assert play_to_duel(sess, _strength_with_faith, seed=3)
    app = App(headless=True, settings=Settings(sound=False, animation_speed=speed))
    try:
        persist.open_table(app, sess)
        table = app.top
        for _ in range(400):
            if table.can_act() and "main" in table.bar.controls:
                break
            read_on(app, table)
        settle(app, 1.0)
        click(app, table.bar.slots["main"].center)  # "Add Strength …" opens its chooser
        settle(app, 0.5)
        before = len(table.store.history)
        click(app, table.bar.chooser_buttons()[0].rect.center, frames=1)  # +1 Strength: the dice roll
        assert len(table.store.history) == before + 1
        app.step(dt=FRAME)
        assert table.animating and not table.bar.controls  # the viewer's dice are in the air
        spot = table.bar.slots["end"].center  # where "Keep the dice" will come
        click(app, spot, frames=1)  # a click during the roll: it skips the roll, no more
        assert not table.animating and table.stage.live().phase == D.FAITH
        assert len(table.store.history) == before + 1
        for _ in range(int(0.4 / FRAME)):
            app.step(dt=FRAME)
        click(app, (spot[0] + 12, spot[1]), frames=2)  # clicks kept up, the mouse moved a little
        assert len(table.store.history) == before + 1, "a click kept up through the roll kept the dice unseen"
        settle(app, 1.2)  # the player stops, sees "Keep the dice", and clicks it
        click(app, spot)
        assert len(table.store.history) == before + 2 and table.store.history[-1].action == D.PASS
    finally:
        app.shutdown()
