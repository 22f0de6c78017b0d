"""Loading a named save never loses the player's last game silently: left unchanged, the loaded game
leaves the autosave alone (Continue still resumes the later game); changed, the autosave's game is
first kept in Load under a name of its own."""

from __future__ import annotations

import pygame
import pytest

from game.core import saves
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.settings import saves_dir
from game.ui.scenes import persist
from game.ui.scenes.menu import MainMenuScene
from tests.ui_driver import key, settle, until_turn

GAMES = ["tournament", "paladin", "joust", "glory"]


def _play(app, table, moves: int) -> None:
    for _move in range(moves):
        until_turn(app, table)
        table.submit(table.legal[0])
    until_turn(app, table)


def _early_save_and_later_autosave(app, game: str):
    """A game saved by name early on, then played on (the autosave holds the later point)."""
    spec = get(game)
    players = min(spec.players_for(spec.variants[0].id))
    seats = (SeatConfig("human", "", "Ada"),) + tuple(SeatConfig("bot", "random") for _ in range(players - 1))
    persist.open_table(app, Session(spec, Options(players, spec.variants[0].id, seats), 5))
    table = app.top
    _play(app, table, 1)
    path = persist.save_named(table.session, "early")
    early = len(table.store.history)
    _play(app, table, 3)
    later = len(table.store.history)
    assert later > early
    persist.flush()
    assert saves.read_info(saves.autosave_path()).moves == later
    return path, early, later


@pytest.mark.parametrize("game", GAMES)
def test_leaving_a_loaded_save_unchanged_keeps_continue_on_the_later_game(app, game):
    path, early, later = _early_save_and_later_autosave(app, game)
    app.go_to_menu()
    assert persist.open_save(app, path)
    settle(app)
    assert len(app.top.store.history) == early
    key(app, pygame.K_ESCAPE, frames=3)  # asks first: Enter says yes
    key(app, pygame.K_RETURN, frames=3)
    assert isinstance(app.top, MainMenuScene)
    assert saves.read_info(saves.autosave_path()).moves == later
    assert f"{later} moves" in app.top._continue_tip()


@pytest.mark.parametrize("game", GAMES)
def test_a_move_in_a_loaded_save_keeps_the_last_game_in_load(app, game):
    path, early, later = _early_save_and_later_autosave(app, game)
    stamped = saves.read_info(saves.autosave_path()).saved_at
    app.go_to_menu()
    assert persist.open_save(app, path)
    table = app.top
    until_turn(app, table)
    table.submit(table.legal[-1])
    settle(app)
    persist.flush()
    now = saves.read_info(saves.autosave_path())
    assert now.moves < later  # the autosave is the loaded game now ...
    kept = [e for e in persist.entries() if not e.is_autosave and e.path != path]
    assert len(kept) == 1  # ... and the later game is in Load, as the player left it
    assert kept[0].moves == later and kept[0].saved_at == stamped
    assert kept[0].title == f"{persist.game_name(game)} {persist.when(stamped)}"
    assert kept[0].path.parent == saves_dir()
    assert any(kept[0].title in t[0] for t in table.toasts.items)
    assert len(persist.load(kept[0].path).store.history) == later


def test_a_loaded_save_of_the_game_continue_holds_keeps_nothing_twice(app):
    """Loading the save the autosave's game grew from, and playing on from there: nothing is lost
    when the autosave is this game's earlier point, so no extra save appears."""
    path, early, _later = _early_save_and_later_autosave(app, "tournament")
    table = app.top
    persist.save_named(table.session, "later")
    app.go_to_menu()
    persist.open_save(app, saves_dir() / "later.json")
    table = app.top
    until_turn(app, table)
    table.submit(table.legal[0])
    settle(app)
    names = sorted(e.path.name for e in persist.entries())
    assert names == sorted(["autosave.json", "early.json", "later.json"])
