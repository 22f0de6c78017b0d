"""At every game's table, Menu (or Escape) asks before leaving a game going on, and says the game is
saved; no tooltip of the table stays up once a dialog opens over it (EN and IT)."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import UITooltip

from game.app import App
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.settings import Settings
from game.ui.scenes import persist
from game.ui.scenes.dialog import DialogScene
from game.ui.scenes.menu import MainMenuScene
from tests import ui_driver

PLAYERS = {"tournament": 2, "joust": 2, "glory": 2, "paladin": 3}
SAVED = {"en": "saved automatically", "it": "salvata automaticamente"}


def _table(lang: str, game: str) -> tuple[App, object]:
    spec = get(game)
    players = PLAYERS[game]
    seats = tuple(SeatConfig("human", "", "Ada") if i == 0 else SeatConfig("bot", "random") for i in range(players))
    defaults = tuple((o.key, o.default) for o in spec.options)
    app = App(headless=True, lang=lang, settings=Settings(sound=False, animation_speed=8.0))
    persist.open_table(app, Session(spec, Options(players, "standard", seats, defaults), 5))
    table = app.top
    ui_driver.until_turn(app, table)
    table.submit(table.legal[0])
    ui_driver.until_turn(app, table)
    ui_driver.settle(app)
    return app, table


def _tips(scene) -> list:
    """What of ``scene``'s tooltips is on screen: the tooltips alive in its widgets (pygame_gui's and
    the drawn regions'), and any image its widget group still blits though its sprite is gone (the
    group of a covered scene is not updated)."""
    group = scene.gui.manager.get_sprite_group()
    live = {id(sprite.image) for sprite in group.sprites()}
    gone = [entry for entry in group.visible if id(entry[0]) not in live]
    return [e for e in group.sprites() if isinstance(e, UITooltip)] + gone


@pytest.mark.parametrize("lang", sorted(SAVED))
@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_menu_asks_before_leaving_and_says_the_game_is_saved(tourney_home, game, lang):
    app, table = _table(lang, game)
    try:
        moves = len(table.store.history)
        ui_driver.click(app, table.top_buttons["menu"].rect.center)
        dialog = app.top
        assert isinstance(dialog, DialogScene), "Menu asks first"
        assert SAVED[lang] in dialog.message
        ui_driver.press(app, dialog.buttons[1])  # Keep playing
        assert app.top is table and len(table.store.history) == moves  # nothing changed
        ui_driver.key(app, pygame.K_ESCAPE, frames=2)  # Escape asks too, and Escape again stays
        assert isinstance(app.top, DialogScene)
        ui_driver.key(app, pygame.K_ESCAPE, frames=2)
        assert app.top is table
        ui_driver.click(app, table.top_buttons["menu"].rect.center)
        ui_driver.press(app, app.top.buttons[0], frames=3)  # Main menu
        assert isinstance(app.top, MainMenuScene)
        assert app.top.continue_btn.is_enabled  # the game left is there to Continue
    finally:
        app.shutdown()


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_no_table_tooltip_stays_up_over_a_dialog(tourney_home, game):
    """The Undo button's tooltip (shown while the pointer rests on it) closes when Save opens its
    dialog, and none of the table's tooltips shows while the pointer moves over the dialog."""
    app, table = _table("en", game)
    try:
        undo = table.top_buttons["undo"]
        ui_driver.move(app, undo.rect.center, frames=30)
        assert _tips(table), "the Undo button's tooltip is up"
        ui_driver.click(app, table.top_buttons["save"].rect.center)
        assert app.top is not table
        for x in range(undo.rect.x, app.top.rect.right, 40):  # the pointer wanders over bar and dialog
            ui_driver.move(app, (x, undo.rect.centery), frames=3)
            assert not _tips(table)
        ui_driver.move(app, undo.rect.center, frames=30)
        assert not _tips(table)
    finally:
        app.shutdown()
