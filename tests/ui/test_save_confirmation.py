"""At every game's table, Save then Save in the dialog confirms it twice: a toast, and a line in the
game log that stays after the toast has faded (EN and IT)."""

from __future__ import annotations

import pytest

from game.app import App
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.settings import Settings
from game.ui.scenes import persist
from game.ui.scenes.saves import SaveDialog
from game.ui.toasts import TOAST_SECONDS
from tests import ui_driver

PLAYERS = {"tournament": 2, "joust": 2, "glory": 2, "paladin": 3}
LOGGED = {"en": "Game saved as “{name}”.", "it": "Partita salvata come «{name}»."}


@pytest.mark.parametrize("lang", sorted(LOGGED))
@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_a_save_is_confirmed_in_the_log(tourney_home, game, lang):
    spec = get(game)
    players = PLAYERS[game]
    seats = tuple(SeatConfig("human", "", "Ada") if i == 0 else SeatConfig("bot", "random") for i in range(players))
    defaults = tuple((o.key, o.default) for o in spec.options)
    app = App(headless=True, lang=lang, settings=Settings(sound=False, animation_speed=8.0))
    try:
        persist.open_table(app, Session(spec, Options(players, "standard", seats, defaults), 5))
        table = app.top
        for _move in range(20):  # Joust refuses a save while a rival's secret choice is committed
            ui_driver.until_turn(app, table)
            if table.save_refusal() is None:
                break
            table.submit(table.legal[0])
        ui_driver.settle(app)
        ui_driver.click(app, table.top_buttons["save"].rect.center)
        dialog = app.top
        assert isinstance(dialog, SaveDialog)
        name = dialog.entry.value.strip()
        ui_driver.press(app, dialog.buttons[0])
        assert app.top is table and any(e.title == name for e in persist.entries())
        assert len(table.toasts.texts) == 1
        for _frame in range(int(TOAST_SECONDS / 0.05) + 4):
            app.step(dt=0.05)
        assert not table.toasts.texts
        assert LOGGED[lang].format(name=name) in [text for text, _colour in table.log_view.lines]
    finally:
        app.shutdown()
