"""A crash anywhere writes the report and keeps the autosave; the crash dialog never loops into
itself: "Return to the menu" reaches a working menu, or — when the menu fails too — a last dialog
that only offers Quit with the report's path."""

from __future__ import annotations

import pygame
import pytest

from game.core import saves
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.settings import log_dir
from game.ui.scene import Scene
from game.ui.scenes import menu as menu_module
from game.ui.scenes import persist
from game.ui.scenes.crash import CrashScene
from tests import ui_driver


class Exploding(Scene):
    name = "exploding"

    def draw(self, surface):
        raise RuntimeError("boom in draw")


@pytest.fixture
def app(make_app):
    a = make_app(demo_only=True)
    persist.autosave(
        Session(get("demo"), Options(2, "standard", (SeatConfig("human"), SeatConfig("bot", "random"))), 3)
    )
    return a


def reports() -> list:
    return sorted(log_dir().glob("crash-*.log"))


def test_return_to_the_menu_reaches_a_working_menu(app):
    before = saves.autosave_path().read_bytes()
    app.push(Exploding(app))
    app.step(dt=0.05)
    assert isinstance(app.top, CrashScene) and not app.top.info["final"]
    assert "boom in draw" in reports()[-1].read_text(encoding="utf-8")
    ui_driver.click(app, app.top.buttons[0].rect.center, frames=3)
    assert app.top.name == "menu" and app.top.continue_btn.is_enabled
    assert saves.autosave_path().read_bytes() == before


def test_a_menu_that_fails_too_ends_on_a_dialog_with_quit_and_the_report(app, monkeypatch):
    app.push(Exploding(app))
    app.step(dt=0.05)

    def broken_build(self):
        raise RuntimeError("the menu is broken as well")

    monkeypatch.setattr(menu_module.MainMenuScene, "build", broken_build)
    ui_driver.click(app, app.top.buttons[0].rect.center, frames=3)  # Return to the menu
    last = app.top
    assert isinstance(last, CrashScene) and last.info["final"] and len(app.stack) == 1
    assert [b.text for b in last.buttons] == ["Quit"]
    assert "menu is broken" in last.info["path"].read_text(encoding="utf-8")
    for _ in range(5):  # no loop: the same dialog stays, no new report per frame
        app.step(dt=0.05)
    assert app.top is last and len(reports()) == 2
    ui_driver.click(app, last.buttons[0].rect.center)
    assert not app.running


def test_a_menu_that_fails_on_its_first_frames_counts_as_failing(app, monkeypatch):
    app.push(Exploding(app))
    app.step(dt=0.05)

    def broken_draw(self, surface):
        raise RuntimeError("the menu cannot draw")

    monkeypatch.setattr(menu_module.MainMenuScene, "draw", broken_draw)
    ui_driver.click(app, app.top.buttons[0].rect.center, frames=4)
    assert isinstance(app.top, CrashScene) and app.top.info["final"]


def test_a_dialog_that_cannot_even_draw_falls_back_to_plain_text(app, monkeypatch):
    def broken(self, surface):
        raise RuntimeError("no fonts")

    monkeypatch.setattr(CrashScene, "draw", broken)
    app.push(Exploding(app))
    for _ in range(4):
        app.step(dt=0.05)
    assert app._emergency is not None and app.running
    n = len(reports())
    app.step(dt=0.05)
    assert len(reports()) == n, "no report per frame"
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=0, unicode="q")], dt=0.05)
    assert not app.running


def test_a_crash_before_the_window_opens_still_writes_the_report(tourney_home, monkeypatch, capsys):
    from game import app as app_module

    def no_display():
        raise RuntimeError("no video device")

    monkeypatch.setattr(app_module.pygame.display, "init", no_display)
    assert app_module.run_app() == 1
    assert "no video device" in reports()[-1].read_text(encoding="utf-8")
    assert str(reports()[-1]) in capsys.readouterr().err
