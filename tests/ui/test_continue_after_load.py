"""A game loaded from a named save and left at once (Escape, before any move) is the game Continue
resumes on the menu: leaving a table in progress writes the autosave."""

from __future__ import annotations

import pygame

from game.core import saves
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.ui.scenes import persist
from game.ui.scenes.menu import MainMenuScene
from tests.ui_driver import key, press, settle, until_turn


def test_escape_from_a_just_loaded_game_leaves_continue_on(app):
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("tournament"), Options(2, "standard", seats), 5))
    table = app.top
    for _move in range(2):
        until_turn(app, table)
        table.submit(table.legal[0])
    until_turn(app, table)
    moves = len(table.store.history)
    path = persist.save_named(table.session, "before the joust")
    persist.drop_autosave()  # as after a finished game: nothing for Continue
    app.go_to_menu()
    assert not app.top.continue_btn.is_enabled

    assert persist.open_save(app, path)
    settle(app)
    key(app, pygame.K_ESCAPE, frames=3)  # asks first: Enter says yes, back to the menu
    key(app, pygame.K_RETURN, frames=3)
    menu = app.top
    assert isinstance(menu, MainMenuScene)
    assert menu.continue_btn.is_enabled
    assert "Tournament" in menu._continue_tip() and f"{moves} moves" in menu._continue_tip()
    assert saves.autosave_path().exists()

    press(app, menu.continue_btn, frames=3)  # Continue opens the game that was left
    assert len(app.top.store.history) == moves
