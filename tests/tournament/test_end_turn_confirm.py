"""Playtest: "End turn" while a knight could still be put into play ended the turn with no word. With a
Knight Combo still playable, the bar's "End turn" (click or Enter) asks first (EN and IT); "Keep playing"
keeps the turn, "End turn" ends it, "End, don’t ask again" ends it and stops the question (saved in the
settings, which turn it back on); a hand that cannot make a knight is never asked."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.app import App
from game.games.tournament.state import PLAY
from game.settings import load_settings, read_settings, settings_path
from game.ui.scenes.dialog import DialogScene
from game.ui.scenes.settings import SettingsScene
from tests.tournament.test_table import bar_button, open_table, play_on
from tests.ui_driver import click, key, press, settle

END = ("end",)


def knight_in_hand(viewer: int, rules):
    def ready(st) -> bool:
        return st.phase == PLAY and any(a[0] == "combo" for a in rules.legal_actions(st, viewer))

    return ready


def no_knight_in_hand(viewer: int, rules):
    def ready(st) -> bool:
        legal = rules.legal_actions(st, viewer)
        return st.phase == PLAY and END in legal and not any(a[0] == "combo" for a in legal)

    return ready


def table_with_a_knight_to_play(app, seed: int = 4):
    table = open_table(app, seed)
    assert play_on(app, table, knight_in_hand(table.viewer, table.rules)), "no turn with a knight to play"
    settle(app)
    return table


@pytest.mark.parametrize("lang", ["en", "it"])
def test_ending_a_turn_with_a_knight_to_play_asks_first(app, lang):
    i18n.set_language(lang)
    app.set_language(lang)
    try:
        table = table_with_a_knight_to_play(app)
        before = len(table.store.history)
        click(app, bar_button(table, "end").rect.center)
        dialog = app.top
        assert isinstance(dialog, DialogScene) and len(table.store.history) == before
        assert dialog.message == i18n._("You can still put a knight into play. End your turn anyway?")
        if lang == "it":
            assert "cavaliere" in dialog.message and dialog.buttons[2].text == "Non ancora"
        press(app, dialog.buttons[2])  # Not yet
        assert app.top is table and len(table.store.history) == before and table.store.state.phase == PLAY
        settle(app)
        click(app, bar_button(table, "end").rect.center)
        assert isinstance(app.top, DialogScene)
        press(app, app.top.buttons[0])  # End turn
        assert app.top is table and table.store.history[before].action == END
    finally:
        i18n.set_language("en")
        app.set_language("en")


def test_enter_asks_too_and_enter_again_ends_the_turn(app):
    table = table_with_a_knight_to_play(app)
    before = len(table.store.history)
    key(app, pygame.K_RETURN, frames=2)
    assert isinstance(app.top, DialogScene) and len(table.store.history) == before
    key(app, pygame.K_RETURN, frames=2)
    assert app.top is table and table.store.history[before].action == END


def test_dont_ask_again_ends_the_turn_and_stops_the_question_in_later_games_too(app):
    """The answer is saved in the settings (``ask_end_with_knight``): a new table, like the next game or
    the app started again, does not ask either."""
    table = table_with_a_knight_to_play(app)
    before = len(table.store.history)
    click(app, bar_button(table, "end").rect.center)
    press(app, app.top.buttons[1])  # End, don't ask again
    assert app.top is table and table.store.history[before].action == END
    assert app.settings.ask_end_with_knight is False and load_settings().ask_end_with_knight is False
    assert play_on(app, table, knight_in_hand(table.viewer, table.rules)), "no second turn with a knight"
    settle(app)
    before = len(table.store.history)
    click(app, bar_button(table, "end").rect.center)
    assert app.top is table and table.store.history[before].action == END
    app.pop()
    again = App(headless=True, lang="en")  # the app started again reads the saved answer
    try:
        table = table_with_a_knight_to_play(again)
        before = len(table.store.history)
        click(again, bar_button(table, "end").rect.center)
        assert again.top is table and table.store.history[before].action == END
    finally:
        again.shutdown()


def test_settings_turn_the_question_back_on(app):
    app.update_settings(ask_end_with_knight=False)
    app.push(SettingsScene(app))
    app.step(dt=0.05)
    toggle = app.top.ask_end
    assert toggle.text == "Off"
    click(app, toggle.rect.center)
    assert app.settings.ask_end_with_knight is True and load_settings().ask_end_with_knight is True
    app.pop()
    table = table_with_a_knight_to_play(app)
    click(app, bar_button(table, "end").rect.center)
    assert isinstance(app.top, DialogScene)


@pytest.mark.parametrize("saved", ['"maybe"', "null", "3"])
def test_a_broken_saved_answer_falls_back_to_asking(tourney_home, saved):
    settings_path().write_text('{"ask_end_with_knight": ' + saved + "}", encoding="utf-8")
    read = read_settings()
    assert read.settings.ask_end_with_knight is True and read.reset == ["ask_end_with_knight"]
    settings_path().write_text("{}", encoding="utf-8")
    assert load_settings().ask_end_with_knight is True  # missing: asked


def test_a_hand_without_a_knight_ends_the_turn_at_once(app):
    table = open_table(app, 4)
    assert play_on(app, table, no_knight_in_hand(table.viewer, table.rules)), "no turn without a knight"
    settle(app)
    before = len(table.store.history)
    click(app, bar_button(table, "end").rect.center)
    assert app.top is table and table.store.history[before].action == END


def test_the_end_turn_question_draws_no_button_as_the_suggested_one(app):
    """The crimson (primary) style suggested "End turn", the risky choice: no button carries it now,
    while Enter still ends the turn."""
    table = table_with_a_knight_to_play(app)
    click(app, bar_button(table, "end").rect.center)
    dialog = app.top
    assert isinstance(dialog, DialogScene)
    assert "primary" not in [b.kind for b in dialog.buttons]
