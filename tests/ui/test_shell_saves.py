"""Saves from the shell: Continue resumes exactly, named saves load back, damaged files get a clear
message while the app carries on and nothing is lost."""

from __future__ import annotations

import pygame

from game.app import App
from game.core import saves
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.serial import to_jsonable
from game.core.session import Session
from game.games.demo.ui.table import DemoTable
from game.settings import saves_dir
from game.ui.scenes import persist
from game.ui.scenes.dialog import DialogScene
from game.ui.scenes.saves import LoadScene, SaveDialog
from tests.ui.test_shell_flow import click


def started_session(moves: int = 3) -> Session:
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random"))
    session = Session(get("demo"), Options(2, "standard", seats), 11)
    for _ in range(moves):
        seat = min(session.rules.actors(session.store.state))
        session.store.apply(seat, session.store.legal_actions(seat)[0])
    return session


def test_continue_resumes_the_exact_game(tourney_home):
    session = started_session(3)
    persist.autosave(session)
    app = App(headless=True, lang="en")
    app.step(dt=0.05)
    assert app.top.continue_btn.is_enabled
    table_sync_before = to_jsonable(session.store.state)
    click(app, app.top.continue_btn.rect.center, frames=1)
    table = app.top
    assert isinstance(table, DemoTable)
    # the game goes on from exactly where it was (the bot to move has moved once in that frame)
    n = len(session.store.actions)
    assert table.store.actions[:n] == session.store.actions and len(table.store.actions) <= n + 1
    from game.core.store import Store

    again = Store.replay(table.rules, table.session.options, table.store.seed, table.store.actions[:n])
    assert to_jsonable(again.state) == table_sync_before
    app.shutdown()


def test_named_save_then_load(tourney_home):
    app = App(headless=True, lang="en")
    session = started_session(2)
    persist.open_table(app, session)
    app.step(dt=0.05)
    app.top.save()
    dialog = app.top
    assert isinstance(dialog, SaveDialog)
    assert dialog.entry.is_focused and dialog.entry.value  # the default name, selected: typing replaces it
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="Sunday joust")], dt=0.05)
    assert dialog.entry.value == "Sunday joust"
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)], dt=0.05)
    app.step(dt=0.05)  # pygame_gui reports the finished entry one frame later
    assert (saves_dir() / "Sunday_joust.json").exists()
    assert any("Sunday joust" in t for t in app.top.toasts.texts)
    app.go_to_menu()
    app.push(LoadScene(app))
    app.step(dt=0.05)
    load = app.top
    i = next(i for i, e in enumerate(load.items) if e.title == "Sunday joust")
    click(app, load.row_rect(i).center)
    assert isinstance(app.top, DemoTable)
    assert app.top.store.actions == session.store.actions[: len(app.top.store.actions)]
    app.shutdown()


def test_damaged_saves_get_a_clear_message_and_nothing_is_lost(tourney_home):
    persist.autosave(started_session(2))
    good = saves.autosave_path().read_bytes()
    broken = saves_dir() / "broken.json"
    broken.write_text('{"format": "tourney-save", "schema": 1, "game": "demo", "seed": 1, "act', encoding="utf-8")
    alien = saves_dir() / "alien.json"
    alien.write_text('{"hello": "world"}', encoding="utf-8")
    app = App(headless=True, lang="en")
    app.push(LoadScene(app))
    app.step(dt=0.05)
    load = app.top
    errors = {e.path.name: e.error for e in load.items}
    assert errors["autosave.json"] == ""
    assert "damaged" in errors["broken.json"]
    assert "not a Tourney save" in errors["alien.json"]
    i = next(i for i, e in enumerate(load.items) if e.path == broken)
    click(app, load.row_rect(i).center)
    assert isinstance(app.top, DialogScene)
    assert "damaged" in app.top.message
    click(app, app.top.buttons[0].rect.center)
    assert app.top is load and app.running
    assert not load.open_buttons[
        load.items.index(next(e for e in load.items if e.path == broken)) - load.first
    ].is_enabled
    # everything is still on disk as it was
    assert broken.exists() and alien.exists() and saves.autosave_path().read_bytes() == good
    # a damaged autosave disables Continue (with the reason as its tooltip) instead of failing
    saves.autosave_path().write_text("{not json", encoding="utf-8")
    app.go_to_menu()
    app.step(dt=0.05)
    assert not app.top.continue_btn.is_enabled
    assert "damaged" in app.top.continue_btn.tip_text
    app.shutdown()


def test_delete_a_save_after_confirmation(tourney_home):
    path = persist.save_named(started_session(1), "Old one")
    app = App(headless=True, lang="en")
    app.push(LoadScene(app))
    app.step(dt=0.05)
    load = app.top
    i = next(i for i, e in enumerate(load.items) if e.path == path)
    click(app, load.delete_rect(i).center)
    assert isinstance(app.top, DialogScene)
    click(app, app.top.buttons[1].rect.center)  # Cancel keeps it
    assert path.exists() and app.top is load
    click(app, load.delete_rect(i).center)
    click(app, app.top.buttons[0].rect.center)  # Delete
    assert not path.exists()
    assert app.top is load and all(e.path != path for e in load.items)
    app.shutdown()


def test_background_autosave_reaches_the_disk_before_anyone_reads_it(tourney_home):
    app = App(headless=True, lang="en")
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random"))
    session = Session(get("demo"), Options(2, "standard", seats), 4)
    persist.open_table(app, session)
    table = app.top
    table.background_saves = True  # as in the windowed app: the file is written off the frame loop
    for _ in range(3):
        app.step(dt=0.05)
        if table.can_act():
            assert table.submit(table.legal[0])
    # reading the saves (menu, load list, Continue) waits for pending writes
    entry = persist.autosave_entry()
    assert entry is not None and entry.moves == len(session.store.history) > 0
    assert persist.load(saves.autosave_path()).store.actions == session.store.actions
    app.shutdown()
