"""The Glory table's Hint, asked with the H key: at the character choice it says what the character is
worth over the game (not its card again), and the sentence fits the Hint box whole, in English and
Italian."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.ui import text_fit
from game.ui.scenes import persist
from tests import ui_driver
from tests.glory.duel_host import session
from tests.ui.test_hint import wait_for_tip


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_character_hint_on_the_table_says_its_worth_and_fits(make_app, lang):
    app = make_app(seed=5, bot_think_seconds=0.5)
    i18n.set_language(lang)
    try:
        sess = session(seed=2, players=2)
        persist.open_table(app, sess)
        table = app.top
        for _ in range(40):
            if table.can_act():
                break
            app.step(dt=0.1)
        ui_driver.settle(app)
        assert table.legal[0][0] == "character"
        ui_driver.key(app, pygame.K_h)
        wait_for_tip(app, table)
        text = table.advice.text()
        assert ("over the game it brings" if lang == "en" else "con la sua rendita") in text, text
        box = table.advice_rect().inflate(-20, -8)
        fit = text_fit.fit(text, "bold", 21, box.w, box.h, min_size=15, max_lines=table.advice_lines)
        assert not fit.ellipsized, text
        app.step(dt=0.05)
    finally:
        i18n.set_language("en")
