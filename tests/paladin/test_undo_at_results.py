"""Undo on the real Paladin table: off once the game is over (its tooltip says why); on a mission's
result after the player's own deciding move only when that move turned up nothing, and then it takes
the move back and the panel with it (the store's rule: nothing seen is ever taken back)."""

from __future__ import annotations

from game.games.paladin import engine as E
from game.games.paladin.state import OVER, RESOLVE
from game.games.paladin.ui.smoke import drive
from tests.paladin.test_table import open_table
from tests.ui_driver import FRAME, click, move


def _last_step_shown(app, table, seat, action) -> None:
    events = table.store.apply(seat, action)
    table._after_action(seat, table.store.history[-1].action, events)
    for _ in range(round(30.0 / FRAME)):
        app.step(dt=FRAME)
        if table.timeline.announcement is not None:
            return
    raise AssertionError("no result panel came")


def test_undo_is_off_on_the_final_panel_and_says_the_game_is_over(app):
    app.settings.animation_speed = 4.0
    table = open_table(app)
    drive(table, lambda _st: False)  # to the end
    assert table.store.state.phase == OVER
    table.skip_animations()
    for _ in range(3):
        app.step(dt=FRAME)
    assert app.top is table and not table.undo_button.is_enabled
    move(app, table.undo_button.rect.center, frames=round(1.5 / FRAME))
    assert table.gui.hovered_tip() == "The game is over."


def test_undo_on_a_mission_result_takes_back_the_players_own_move_that_showed_nothing(app):
    app.settings.animation_speed = 4.0
    table = open_table(app, seed=5)
    me = table.viewer
    found = False
    for _ in range(6):
        drive(
            table,
            lambda st: st.phase == RESOLVE and E.actor(st) == me and st.res_pos == len(st.table[st.res_mission]) - 1,
        )
        st = table.store.state
        if st.phase == OVER:
            break
        before = len(table.store.history)
        _last_step_shown(app, table, me, table.store.legal_actions(me)[0])
        if table.store.undo_refusal(me) is None:
            found = True
            break
        table.skip_animations()
    assert found, "no deciding move of the player's that showed nothing"
    app.step(dt=FRAME)
    assert table.timeline.announcement is not None and table.undo_button.is_enabled
    click(app, table.undo_button.rect.center)
    assert len(table.store.history) == before and table.timeline.announcement is None
    assert table.can_act()
