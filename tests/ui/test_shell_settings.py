"""Settings applied live and persisted: language switch without restart, restart keeps settings,
F11, and the window scaling that maps mouse positions back to the logical surface."""

from __future__ import annotations

import shutil

import pygame
import pytest

from game import i18n
from game.app import App
from game.resources import resource_path
from game.settings import load_settings
from game.ui.scenes.settings import SettingsScene
from tests.ui_driver import choose, click, key


@pytest.fixture
def italian_catalog(tmp_path, monkeypatch):
    """The shell's Italian strings as the only catalog (independent of the shared catalog's merge state)."""
    base = tmp_path / "locale" / "it" / "LC_MESSAGES"
    base.mkdir(parents=True)
    shutil.copy(resource_path("locale", "it", "parts", "shell.po"), base / "tourney.po")
    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path / "locale")
    yield
    i18n.set_language("en")


def test_language_switch_is_live_and_survives_a_restart(tourney_home, italian_catalog):
    app = App(headless=True)
    app.step(dt=0.05)
    manager = app.ui_manager  # pygame_gui widgets follow the language too
    menu = app.top
    assert menu.continue_btn.text == "Continue"
    click(app, menu.lang_buttons["it"].rect.center)
    assert i18n.language() == "it"
    assert manager.get_locale() == "it"
    menu = app.top
    assert menu.continue_btn.text == "Continua"
    assert menu.lang_buttons["it"].kind == "gold" and menu.lang_buttons["en"].kind == "ghost"
    # a scene opened afterwards and one already open both speak Italian
    app.push(SettingsScene(app))
    app.step(dt=0.05)
    assert app.top.rows[0][0] == "Lingua"
    app.shutdown()
    assert load_settings().language == "it"
    i18n.set_language("en")
    again = App(headless=True)  # a restart reads the saved settings
    again.step(dt=0.05)
    assert i18n.language() == "it" and again.top.continue_btn.text == "Continua"
    again.shutdown()


def test_settings_widgets_apply_and_persist(tourney_home):
    app = App(headless=True, lang="en")
    app.push(SettingsScene(app))
    app.step(dt=0.05)
    scene = app.top
    choose(app, scene.speed, 2.0)
    assert app.settings.animation_speed == 2.0
    click(app, scene.sound.rect.center)
    assert app.settings.sound is False
    assert scene.sound.text == "Off"
    click(app, scene.reasons.rect.center)
    assert app.settings.show_bot_reasons is True
    right = scene.volume.element.right_button.rect.center  # the slider's arrow: one step up
    before = app.settings.volume
    click(app, right, frames=3)
    assert app.settings.volume == min(1.0, round(before + 0.05, 2))
    app.shutdown()
    saved = load_settings()
    assert saved.animation_speed == 2.0 and saved.sound is False and saved.show_bot_reasons is True
    assert saved.volume == app.settings.volume


def test_f11_toggles_fullscreen_and_remembers_it(tourney_home):
    app = App(headless=True, lang="en")
    assert not app.settings.fullscreen
    key(app, pygame.K_F11)
    assert app.settings.fullscreen and load_settings().fullscreen
    key(app, pygame.K_F11)
    assert not load_settings().fullscreen
    app.shutdown()


def test_scaled_window_maps_the_mouse_back_to_logical_coordinates(tourney_home):
    app = App(headless=True, lang="en")
    app.window = pygame.display.set_mode((1000, 450))  # wider than 16:9: bars left and right
    app._relayout()
    assert app._dest == pygame.Rect(100, 0, 800, 450)
    assert app.map_mouse((100, 0)) == (0, 0)
    assert app.map_mouse((500, 225)) == (800, 450)
    assert app.map_mouse((5, 5)) == (0, 10)  # clamped inside the surface
    # a click on a button drawn at logical coordinates lands on it through the real event queue
    menu = app.top
    target = menu.lang_buttons["it"].rect.center  # logical
    window_pos = (100 + target[0] // 2, target[1] // 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window_pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window_pos, button=1))
    app.step(dt=0.05)
    assert i18n.language() == "it"
    i18n.set_language("en")
    app.step(dt=0.05)  # drawing scaled into the window works
    app.shutdown()
