"""At the end of a game, on the real Tournament table: Hint and Save are off (pointing at them says the
game is over), Save opens no dialog, and Menu no longer promises the game is saved."""

from __future__ import annotations

from game.games.tournament.policy import policy_action
from game.games.tournament.state import OVER
from game.ui.scenes.saves import SaveDialog
from tests.ui.test_table_polish import tournament_table
from tests.ui_driver import FRAME, move, press, settle


def test_hint_and_save_are_off_once_the_game_is_over(app):
    table = tournament_table(app, 3, players=2)
    settle(app)
    hint, save, menu = (table.top_buttons[k] for k in ("hint", "save", "menu"))
    assert hint.is_enabled and save.is_enabled and "saved" in menu.tip_text
    store = table.store
    while store.state.phase != OVER:
        st = store.state
        store.apply(st.current, policy_action(st, st.current))
    table.refresh()
    table.skip_animations()
    for _ in range(3):
        app.step(dt=FRAME)
    assert app.top is table  # the finished game's table, before the results
    assert not hint.is_enabled and not save.is_enabled
    for button in (hint, save):
        move(app, button.rect.center, frames=2)
        assert table.gui.hovered_tip() == "The game is over."
    press(app, save)
    assert not isinstance(app.top, SaveDialog)
    assert menu.tip_text == "Back to the main menu" and menu.tool_tip_text == "Back to the main menu"
