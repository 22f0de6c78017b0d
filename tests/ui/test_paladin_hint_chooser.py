"""Paladin's Hint at the dealer's "Choose who starts" with the chooser open: its sentence lies clear of
the bar's button, of the chooser and of the player's panel, and is written whole, in English and
Italian (it was drawn over the button and the panel, its words under the button)."""

from __future__ import annotations

import pygame
import pytest

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.paladin import engine as E
from game.games.paladin.state import START
from game.games.paladin.ui.smoke import drive
from game.ui import text_fit
from game.ui.scenes import persist
from tests.ui.test_hint import wait_for_tip
from tests.ui_driver import FRAME, click, key, settle


@pytest.fixture
def app(make_app):
    return make_app(seed=5, bot_think_seconds=0.3)


def _hint_at_who_starts(app, lang):
    """A 3-player table in ``lang`` at the player's "who starts" choice, with the Hint shown."""
    app.set_language(lang)
    app.step(dt=FRAME)
    seats = (SeatConfig("human", "", ""),) + (SeatConfig("bot", "easy"),) * 2
    persist.open_table(app, Session(get("paladin"), Options(3, "standard", seats), 3))
    table = app.top
    drive(table, lambda st: st.phase == START and E.actor(st) == table.viewer)
    settle(app)
    key(app, pygame.K_h)
    wait_for_tip(app, table)
    return table


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_hint_beside_an_open_chooser_is_never_covered(app, lang):
    table = _hint_at_who_starts(app, lang)
    click(app, table.bar.buttons("first")[0].rect.center)  # open the chooser
    assert table.bar.chooser_for
    text = table.advice.text()
    assert text
    with text_fit.recording() as fits:
        table._layer = None
        app.step(dt=FRAME)
        app.step(dt=FRAME)
    drawn = [f for f in fits if f.text == text]
    assert drawn and not drawn[-1].fit.ellipsized, "the Hint's sentence is written whole"
    box = pygame.Rect(table.advice_place())
    assert not box.colliderect(table.bar.chooser_rect)
    assert not box.colliderect(table.lay.mine)
    for b in table.bar.buttons("first"):
        assert not box.colliderect(b.rect), "no button lies over the Hint"


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_hints_box_at_who_starts_is_as_tall_as_its_words(app, lang):
    """A one-line choice's Hint sat in a box the height of the whole strip (three times its words)."""
    table = _hint_at_who_starts(app, lang)
    for opened in (False, True):
        if opened:
            click(app, table.bar.buttons("first")[0].rect.center)
            assert table.bar.chooser_for
        text = table.advice.text()
        with text_fit.recording() as fits:
            table._layer = None
            app.step(dt=FRAME)
            app.step(dt=FRAME)
        drawn = [f for f in fits if f.text == text and f.where == "hint"]
        assert drawn and not drawn[-1].fit.ellipsized, "written whole"
        box = pygame.Rect(table.advice_place())
        assert box.h <= drawn[-1].fit.height + 8 + 40, (box, drawn[-1].fit.height)
        assert box.h < pygame.Rect(table.lay["hint"]).h
        assert not table.hint_rect().colliderect(box), "the line of what to do goes under the Hint's box"
