"""Folders that cannot be written: the app starts, plays and says once where it could not save;
New game, Play again, Undo and the autosave never crash on it; nothing is written anywhere else."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.app import App
from game.core import saves
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.settings import cache_dir, data_dir
from game.ui.scenes import menu as menu_module
from game.ui.scenes import persist
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.setup import SetupScene
from game.ui.table import TableScene
from tests import ui_driver


def files_under(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file())


@pytest.fixture
def blocked_home(tmp_path, monkeypatch):
    """An app home that cannot even be created (a file stands where its folder would be), and a
    working folder that must stay empty."""
    (tmp_path / "blocker").write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("TOURNEY_HOME", str(tmp_path / "blocker" / "home"))
    cwd = tmp_path / "cwd"
    cwd.mkdir()
    monkeypatch.chdir(cwd)
    monkeypatch.setattr(menu_module, "all_games", lambda: [get("demo")])
    yield tmp_path
    assert files_under(tmp_path) == [tmp_path / "blocker"], "something was written outside the app's folders"


@pytest.fixture
def saves_blocked(tourney_home, monkeypatch):
    """A home that exists and works, but whose saves folder cannot be written."""
    monkeypatch.setattr(menu_module, "all_games", lambda: [get("demo")])
    data_dir()
    (tourney_home / "saves").write_text("in the way", encoding="utf-8")
    return tourney_home


def vs_bot() -> Session:
    return Session(
        get("demo"), Options(2, "standard", (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random"))), 5
    )


def play_through(app: App) -> ResultsScene:
    """Start a demo game from the menu's setup screen and play it to the results."""
    app.push(SetupScene(app, get("demo")))
    app.step(dt=0.05)
    ui_driver.click(app, app.top.start_btn.rect.center, frames=2)
    table = app.top
    assert isinstance(table, TableScene)
    table.sync_bots = True
    for _ in range(600):
        if isinstance(app.top, ResultsScene):
            return app.top
        if isinstance(app.top, TableScene) and app.top.can_act():
            app.top.submit(app.top.legal[0])
            if app.top.store.can_undo(0):
                app.top.undo()
                app.top.submit(app.top.legal[0])
        app.step(dt=0.2)
    raise AssertionError("the game did not reach the results")


@pytest.mark.parametrize("home", ["blocked_home", "saves_blocked"])
def test_the_app_starts_plays_and_says_once_that_games_cannot_be_saved(home, request):
    request.getfixturevalue(home)
    app = App(headless=True, lang="en")
    app.step(dt=0.05)
    menu = app.top
    assert menu.name == "menu", getattr(menu, "info", None)
    said = [n for n in menu.notices if n.startswith("Games cannot be saved")]
    assert len(said) == 1 and str(saves.autosave_path().parent) in said[0]
    results = play_through(app)
    assert results.outcome is not None
    ui_driver.click(app, results.again_button.rect.center, frames=2)  # Play again
    assert isinstance(app.top, TableScene)
    app.go_to_menu()
    app.step(dt=0.05)
    assert app.top.name == "menu" and app.top.notices == [], "the notice is given once"
    app.shutdown()


def test_a_failing_autosave_is_reported_once_not_after_every_move(saves_blocked):
    app = App(headless=True, lang="en")
    app.step(dt=0.05)
    persist.open_table(app, vs_bot())
    table = app.top
    shown = []
    table.toast = lambda text, *a, **k: shown.append(text)
    for _ in range(6):
        if table.can_act():
            table.submit(table.legal[0])
        app.step(dt=0.2)
    assert len([t for t in shown if t.startswith("Autosave failed")]) == 1
    app.shutdown()


def test_settings_changes_apply_when_they_cannot_be_saved(blocked_home):
    app = App(headless=True, lang="en")
    app.update_settings(animation_speed=2.0)
    app.toggle_fullscreen()
    assert app.settings.animation_speed == 2.0 and app.settings.fullscreen
    assert any(n.startswith("Settings cannot be saved") for n in app.top.notices)
    app.shutdown()


def test_a_crash_with_no_log_folder_still_says_what_happened(blocked_home):
    from game.ui.scenes.crash import CrashScene
    from tests.core.test_crash_dialog import Exploding

    app = App(headless=True, lang="en")
    app.push(Exploding(app))
    app.step(dt=0.05)
    crash = app.top
    assert isinstance(crash, CrashScene) and crash.info["log_error"] and "boom" in crash.info["error"]
    app.step(dt=0.05)
    app.shutdown()


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root may write anywhere")
def test_a_read_only_home(tourney_home, monkeypatch):
    monkeypatch.setattr(menu_module, "all_games", lambda: [get("demo")])
    for folder in (data_dir(), cache_dir()):
        folder.chmod(0o500)
    try:
        app = App(headless=True, lang="en")
        app.step(dt=0.05)
        assert app.top.name == "menu"
        assert any(n.startswith("Games cannot be saved") for n in app.top.notices)
        play_through(app)
        app.shutdown()
    finally:
        for folder in (data_dir(), cache_dir()):
            folder.chmod(0o700)
