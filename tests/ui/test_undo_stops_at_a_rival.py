"""At every game's table Undo stops at another seat's move: once a bot has moved after the player's
move, the Undo button is off with the reason as its tooltip, Ctrl+Z says it by a toast, and nothing is
taken back. (Paladin's table: tests/paladin/test_undo_answers.py.)"""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.settings import Settings
from game.ui.scenes import persist
from tests import ui_driver

REFUSAL = "You cannot take your move back: another player has seen it and moved since. Undo takes back only a move nobody has answered yet."
PLAYERS = {"tournament": 2, "joust": 2, "glory": 2}


def open_table(game: str) -> tuple[App, object]:
    spec = get(game)
    players = PLAYERS[game]
    seats = tuple(SeatConfig("human", "", "Ada") if i == 0 else SeatConfig("bot", "random") for i in range(players))
    defaults = tuple((o.key, o.default) for o in spec.options)
    session = Session(spec, Options(players, "standard", seats, defaults), 5)
    app = App(headless=True, lang="en", settings=Settings(sound=False, animation_speed=8.0))
    persist.open_table(app, session)
    return app, app.top


def a_bot_moved_after_ada(table) -> bool:
    seats = [step.seat for step in table.store.history]
    return 0 in seats and seats[-1] != 0


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_undo_is_refused_once_a_bot_has_moved_after_the_players_move(tourney_home, game):
    app, table = open_table(game)
    try:
        for _move in range(40):
            ui_driver.until_turn(app, table)
            if a_bot_moved_after_ada(table) and table.can_act():
                break
            table.submit(table.legal[0])
        assert a_bot_moved_after_ada(table), "no bot moved after the player"
        ui_driver.settle(app)
        assert table.store.undo_refusal(0) == REFUSAL
        assert not table.undo_button.is_enabled and table.undo_button.tip_text == REFUSAL
        moves = len(table.store.history)
        ctrl_z = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z")
        app.step([ctrl_z], dt=0.05)
        assert REFUSAL in table.toasts.texts
        assert len(table.store.history) == moves
    finally:
        app.shutdown()
