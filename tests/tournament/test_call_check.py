"""Playtest: fast clicks at the start of a turn called a Contest the player trailed in (0 force) and
gave it away. Calling a Contest the player trails in asks first (EN and IT): "Not yet" (or Escape)
keeps the turn, "Call" calls it; a Contest the player leads, or ties as the caller, is called at once."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.games.tournament import content as C
from game.games.tournament import prompts
from game.games.tournament.state import PLAY
from game.ui.scenes.dialog import DialogScene
from tests.tournament.test_table import bar_button, open_table, play_on
from tests.ui_driver import click, key, press, settle


def holding(table, standings: tuple[str, ...]):
    """At the viewer's turn, a callable Contest (not King's Favour) where the viewer stands so."""

    def ready(st) -> bool:
        if st.phase != PLAY:
            return False
        for a in table.rules.legal_actions(st, table.viewer):
            if a[0] == "contest" and C.category(a[1]) != C.KINGS_FAVOR:
                if prompts.call_standing(st, a[1], table.viewer)[0] in standings:
                    return True
        return False

    return ready


def table_holding(app, standings: tuple[str, ...]):
    for seed in range(30):
        table = open_table(app, seed)
        if play_on(app, table, holding(table, standings)):
            settle(app)
            action = next(
                a
                for a in table.legal
                if a[0] == "contest"
                and C.category(a[1]) != C.KINGS_FAVOR
                and prompts.call_standing(table.view, a[1], table.viewer)[0] in standings
            )
            return table, action
    pytest.skip("no deal with such a Contest")


def call_from_bar(app, table, action) -> None:
    """Select the Contest card in the hand: the bar's Contest slot then calls it; click that."""
    table.selected = [action[1]]
    table.update_controls()
    settle(app)
    click(app, bar_button(table, "contest").rect.center)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_calling_a_contest_you_trail_in_asks_first(app, lang):
    i18n.set_language(lang)
    app.set_language(lang)
    try:
        table, action = table_holding(app, ("trail",))
        before = len(table.store.history)
        call_from_bar(app, table, action)
        dialog = app.top
        assert isinstance(dialog, DialogScene) and len(table.store.history) == before
        rival = table.seat_name(prompts.call_standing(table.view, action[1], table.viewer)[1])
        contest = i18n._(C.NAME[action[1]])
        assert contest in dialog.message and rival in dialog.message
        assert [b.kind for b in dialog.buttons] == ["secondary", "secondary"]
        if lang == "it":
            assert dialog.buttons[0].text == "Indici" and dialog.buttons[1].text == "Non ancora"
            assert "’" in dialog.message or "'" not in dialog.message
        press(app, dialog.buttons[1])  # Not yet
        assert app.top is table and len(table.store.history) == before and table.store.state.phase == PLAY
        settle(app)
        call_from_bar(app, table, action)
        assert isinstance(app.top, DialogScene)
        key(app, pygame.K_ESCAPE, frames=2)  # Escape is "Not yet"
        assert app.top is table and len(table.store.history) == before
        settle(app)
        call_from_bar(app, table, action)
        press(app, app.top.buttons[0])  # Call
        assert app.top is table and table.store.history[before].action == action
    finally:
        i18n.set_language("en")
        app.set_language("en")


def test_a_contest_you_lead_or_tie_is_called_at_once(app):
    table, action = table_holding(app, ("lead", "tie"))
    before = len(table.store.history)
    call_from_bar(app, table, action)
    assert app.top is table and table.store.history[before].action == action
