"""The Joust Hint says why, in the player's own words: a combat card with the damage a strike deals or
the card it blocks (what the rival may pick said as a guess), a draw with what the player's stable
needs (the Hint said only "Hint: Draw a court card" or "play your 2 to guard Dame …")."""

from __future__ import annotations

import pygame
import pytest

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust.state import COMBAT, DRAW
from game.games.joust.ui.smoke import advance
from game.ui import text_fit
from game.ui.scenes import persist
from tests import ui_driver
from tests.ui.test_hint import wait_for_tip


@pytest.fixture
def app(make_app):
    return make_app(seed=5, bot_think_seconds=0.3)


def _table_at(app, lang: str, phase: str):
    app.set_language(lang)
    app.step(dt=ui_driver.FRAME)
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 11))
    table = app.top
    advance(table, lambda st: st.phase == phase and table.viewer in table.rules.actors(st) and st.turn >= 2)
    table.skip_animations()
    ui_driver.settle(app)
    assert len(table.legal) > 1
    return table


def _hint(app, table) -> str:
    ui_driver.key(app, pygame.K_h)
    wait_for_tip(app, table)
    assert table.advice.tip is not None
    with text_fit.recording() as fits:
        table._layer = None
        app.step(dt=ui_driver.FRAME)
        app.step(dt=ui_driver.FRAME)
    text = table.advice.text()
    drawn = [f for f in fits if f.text == text]
    assert drawn and not drawn[0].fit.ellipsized  # said whole in the hint's box
    return text


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_combat_hint_says_why_and_words_the_rivals_pick_as_a_guess(app, lang):
    table = _table_at(app, lang, COMBAT)
    text = _hint(app, table)
    assert " — " in text, text
    v = table.view
    if table.viewer == v.defender:
        assert ("guess" if lang == "en" else "supposizione") in text
    else:
        assert ("blocks" if lang == "en" else "para") in text


def test_a_draw_hint_says_why(app):
    table = _table_at(app, "en", DRAW)
    text = _hint(app, table)
    assert text.startswith("Hint: ") and " — " in text, text
