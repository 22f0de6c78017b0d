"""A new game never throws away the unfinished one silently: started from the menu's setup (or Play
again), it first keeps the autosave's game in Load under a name of its own, and a toast says so; a
saves folder that cannot be written stops the start with a clear message and changes nothing."""

from __future__ import annotations

import pytest

from game.core import saves
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.ui.scenes import persist
from game.ui.scenes.dialog import DialogScene
from game.ui.scenes.menu import MainMenuScene
from game.ui.scenes.setup import SetupScene
from game.ui.table import TableScene
from tests.ui_driver import click, press, until_turn

GAMES = ["tournament", "paladin", "joust", "glory"]


def _unfinished_game(app, game: str) -> tuple[int, float]:
    """A game of ``game`` played a few moves, then left for the menu: its moves and save time."""
    spec = get(game)
    players = min(spec.players_for(spec.variants[0].id))
    seats = (SeatConfig("human", "", "Ada"),) + tuple(SeatConfig("bot", "random") for _ in range(players - 1))
    persist.open_table(app, Session(spec, Options(players, spec.variants[0].id, seats), 5))
    table = app.top
    for _move in range(3):
        until_turn(app, table)
        table.submit(table.legal[0])
    until_turn(app, table)
    table.to_menu()
    persist.flush()
    info = saves.read_info(saves.autosave_path())
    assert info.moves == len(table.store.history) > 0
    return info.moves, info.saved_at


def _start_from_menu(app, game: str) -> SetupScene:
    """Play on ``game``'s menu tile, then Start the game (it opens a frame later)."""
    menu = app.top
    assert isinstance(menu, MainMenuScene)
    press(app, menu.play_buttons[[e.id for e in menu.games].index(game)])
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.spec.id == game
    click(app, setup.start_btn.rect.center, frames=4)
    return setup


@pytest.mark.parametrize("game", GAMES)
def test_a_new_game_keeps_the_unfinished_one_in_load(app, game):
    moves, stamped = _unfinished_game(app, game)
    _start_from_menu(app, game)
    table = app.top
    assert isinstance(table, TableScene)
    persist.flush()
    assert saves.read_info(saves.autosave_path()).moves == len(table.store.history)  # Continue: the new game
    kept = [e for e in persist.entries() if not e.is_autosave]
    assert len(kept) == 1  # the old game is in Load, as the player left it
    assert kept[0].moves == moves and kept[0].saved_at == stamped
    assert kept[0].title == f"{persist.game_name(game)} {persist.when(stamped)}"
    assert len(persist.load(kept[0].path).store.history) == moves
    assert any(kept[0].title in text for text, *_rest in table.toasts.items)


def test_a_new_game_of_another_kind_keeps_the_unfinished_one_too(app):
    moves, _stamped = _unfinished_game(app, "glory")
    _start_from_menu(app, "paladin")
    assert isinstance(app.top, TableScene) and app.top.session.spec.id == "paladin"
    kept = [e for e in persist.entries() if not e.is_autosave]
    assert [(e.game, e.moves) for e in kept] == [("glory", moves)]


def test_a_new_game_with_no_game_in_progress_keeps_nothing(app):
    _start_from_menu(app, "tournament")
    assert isinstance(app.top, TableScene)
    assert [e.path.name for e in persist.entries()] == ["autosave.json"]
    assert not app.top.toasts.items


def test_an_unwritable_saves_folder_stops_the_new_game_and_loses_nothing(app, monkeypatch):
    moves, stamped = _unfinished_game(app, "joust")

    def refuse(path, text):
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(saves, "write_atomic", refuse)
        setup = _start_from_menu(app, "joust")
    dialog = app.top
    assert isinstance(dialog, DialogScene)
    assert dialog.title_label() == "Cannot start a new game"
    assert "No space left on device" in dialog.message and "Continue" in dialog.message
    press(app, dialog.buttons[0])
    assert app.top is setup and setup.start_btn.is_enabled  # back on setup, free to try again
    info = saves.read_info(saves.autosave_path())
    assert (info.game, info.moves, info.saved_at) == ("joust", moves, stamped)
    assert [e.path.name for e in persist.entries()] == ["autosave.json"]


def test_play_again_keeps_a_game_the_autosave_still_holds(app):
    """Play again on a results screen while the autosave holds another game (its removal at the end
    failed, say): that game is kept in Load too."""
    from game.ui.scenes.results import ResultsScene

    moves, _stamped = _unfinished_game(app, "paladin")
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random"))
    app.push(ResultsScene(app, Session(get("tournament"), Options(2, "standard", seats), 3)))
    app.step(dt=0.05)
    press(app, app.top.again_button)
    table = app.top
    assert isinstance(table, TableScene) and table.session.spec.id == "tournament"
    kept = [e for e in persist.entries() if not e.is_autosave]
    assert [(e.game, e.moves) for e in kept] == [("paladin", moves)]
    assert any(kept[0].title in text for text, *_rest in table.toasts.items)
