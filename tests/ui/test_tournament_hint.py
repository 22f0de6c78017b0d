"""The Hint on the Tournament table says why, whatever the move (a playtest saw a Hint with no reason
beside a draw from the deck), and its sentence is written whole, in English and Italian."""

from __future__ import annotations

import pygame
import pytest

from game.games.tournament.state import DRAW
from game.ui import text_fit
from tests import ui_driver
from tests.tournament.test_table import play_on
from tests.ui.test_hint import wait_for_tip
from tests.ui.test_table_polish import tournament_table


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_hint_for_a_draw_from_the_deck_says_why_in_one_whole_line(make_app, lang):
    app = make_app(seed=5, bot_think_seconds=0.5)
    app.set_language(lang)
    table = tournament_table(app, 3, players=2)
    tip = None
    for turns in range(2, 24, 2):  # the viewer's turns until the Hint draws from the deck
        assert play_on(app, table, lambda st, t=turns: st.phase == DRAW and st.turns >= t)
        ui_driver.key(app, pygame.K_h)
        wait_for_tip(app, table)
        tip = table.advice.tip
        assert tip is not None and tip.why, tip  # a reason whatever the move
        if tip.action == ("draw", "deck"):
            break
    assert tip is not None and tip.action == ("draw", "deck")
    assert tip.why in table.advice.text()
    table._layer = None
    with text_fit.recording() as fits:
        app.step(dt=ui_driver.FRAME)
    said = [f for f in fits if tip.why in f.text]
    assert said and not [f for f in said if f.failed or f.fit.ellipsized]
