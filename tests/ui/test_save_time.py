"""A save's time reads the same everywhere: the name the Save dialog suggests, the toast, the load
list's title and its Saved column, Continue's caption — one format, the language's own ("5:31 PM",
"17:31"); the suggestion keeps the minute the dialog opened at, so the name it shows is the name
saved, while the Saved column tells when the game was written."""

from __future__ import annotations

import re
import time
from types import SimpleNamespace

import pygame
import pytest

from game import i18n
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.ui import text_fit
from game.ui.scenes import persist
from game.ui.scenes import saves as saves_scene
from game.ui.scenes.menu import MainMenuScene
from game.ui.scenes.saves import LoadScene, SaveDialog
from tests.ui_driver import FRAME, key, settle, until_turn

OPENED = time.mktime((2026, 12, 4, 17, 30, 40, 0, 0, -1))  # local time: the dialog opens at 17:30...
SAVED = OPENED + 25  # ...and the game is saved at 17:31
CLOCK = {"en": "5:31\u00a0PM", "it": "17:31"}
DATE = {"en": "Dec 4, 2026", "it": "4 dic 2026"}


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_saves_time_reads_the_same_everywhere(app, monkeypatch, lang):
    i18n.set_language(lang)
    app.set_language(lang)
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("tournament"), Options(2, "standard", seats), 5))
    table = app.top
    until_turn(app, table)
    table.submit(table.legal[0])
    until_turn(app, table)

    now = [OPENED]
    monkeypatch.setattr(saves_scene, "time", SimpleNamespace(time=lambda: now[0]))
    table.save()
    dialog = app.top
    assert isinstance(dialog, SaveDialog)
    suggested = dialog.entry.value
    assert suggested == f"Tournament {DATE[lang]}, {CLOCK[lang].replace('31', '30')}"
    now[0] = SAVED
    app.step(dt=FRAME)
    name = suggested
    assert dialog.entry.value == name  # the suggestion never changes under the player's eyes
    key(app, pygame.K_RETURN, frames=2)
    assert any(name in t for t in table.toasts.texts)

    app.go_to_menu()
    app.push(LoadScene(app))
    settle(app)
    load = app.top
    (row,) = [i for i, e in enumerate(load.items) if not e.is_autosave]
    entry = load.items[row]
    assert entry.title == name and entry.saved_at == SAVED
    with text_fit.recording() as fits:
        app.step(dt=FRAME)
    shown = {f.text for f in fits}
    assert name in shown and f"{DATE[lang]}, {CLOCK[lang]}" in shown  # the title and the Saved column
    assert not any(re.search(r"\d\.\d\d\b", t) for t in shown)  # no "17.30" left anywhere

    app.go_to_menu()
    menu = app.top
    assert isinstance(menu, MainMenuScene)
    caption = persist.when(menu.auto.saved_at)
    assert re.fullmatch(
        r"[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\u00a0[AP]M" if lang == "en" else r"\d{1,2} \w{3} \d{4}, \d\d:\d\d",
        caption,
    )


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_suggested_name_stays_as_shown_so_the_name_shown_is_the_name_saved(app, monkeypatch, lang):
    """A playtest: the dialog opened at 16:07 showed '… 16:07'; saved at 16:08, the toast said
    '… 16:08'. The dialog opened at 17:30 and left alone until 17:31 still shows 17:30, and that is
    the name saved, the toast's and the load list's; a name the player typed never changes."""
    i18n.set_language(lang)
    app.set_language(lang)
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random"))
    seats += (SeatConfig("bot", "random"),)
    persist.open_table(app, Session(get("paladin"), Options(3, "standard", seats), 5))
    table = app.top
    now = [OPENED]
    monkeypatch.setattr(saves_scene, "time", SimpleNamespace(time=lambda: now[0]))
    table.save()
    dialog = app.top
    opened = dialog.entry.value
    assert CLOCK[lang].replace("31", "30") in opened
    now[0] = SAVED
    for _frame in range(3):
        app.step(dt=FRAME)
    assert dialog.entry.value == opened
    key(app, pygame.K_RETURN, frames=2)
    assert app.top is not dialog
    assert any(opened in t for t in table.toasts.texts), table.toasts.texts
    (entry,) = [e for e in persist.entries() if not e.is_autosave]
    assert entry.title == opened and entry.saved_at == SAVED

    app.push(SaveDialog(app, table.session))
    typed = app.top
    typed.entry.set_text("Mine")
    now[0] = SAVED + 3600
    app.step(dt=FRAME)
    assert typed.entry.value == "Mine"


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_load_list_shows_a_late_date_on_one_line_and_says_delete(app, lang):
    """The Saved column holds the longest date and time ("Dec 12, 2026, 10:17 PM") on one line, and
    each row's delete button says so in words."""
    i18n.set_language(lang)
    app.set_language(lang)
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random"))
    session = Session(get("tournament"), Options(2, "standard", seats), 5)
    late = time.mktime((2026, 12, 12, 22, 17, 0, 0, 0, -1))
    persist.save_named(session, "Late", saved_at=late)
    app.push(LoadScene(app))
    settle(app)
    with text_fit.recording() as fits:
        app.step(dt=FRAME)
    when = persist.when(late)
    (cell,) = [f for f in fits if f.text == when]
    assert len(cell.fit.lines) == 1 and not cell.fit.ellipsized, cell.fit
    load = app.top
    (button,) = load.delete_buttons[:1]
    assert button.text == i18n._("Delete")


@pytest.mark.parametrize("game", ["tournament", "glory"])
def test_a_save_made_as_the_minute_turns_keeps_the_name_shown(app, monkeypatch, game):
    """A playtest: the dialog showed 'Tournament … 07:31' and the save was named '… 07:32' (the minute
    turned between the last frame and the key): the name saved is the name shown."""
    i18n.set_language("en")
    app.set_language("en")
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get(game), Options(2, get(game).variants[0].id, seats), 5))
    table = app.top
    now = [OPENED]
    monkeypatch.setattr(saves_scene, "time", SimpleNamespace(time=lambda: now[0]))
    app.push(SaveDialog(app, table.session))
    dialog = app.top
    app.step(dt=FRAME)
    shown = dialog.entry.value
    now[0] = SAVED  # the minute turns with the key already pressed
    dialog.save()
    assert app.top is not dialog
    (entry,) = [e for e in persist.entries() if not e.is_autosave]
    assert entry.title == shown and entry.saved_at == SAVED
