"""The Hint says what decides the game when the rival in the combat is one block or one strike from the
fans that win, whatever card is played ("any block wins Enide the game"), read from the player's view
only (the fans on the score, the jousting knights' public abilities); in both languages, whole in its box."""

from __future__ import annotations

import pygame
import pytest

from game.games.joust.stakes import rival_wins_with
from game.i18n import set_language
from game.ui import text_fit
from tests import ui_driver
from tests.joust.helpers import R, to_combat
from tests.joust.helpers import table as position
from tests.joust.test_table import open_table
from tests.ui.test_hint import wait_for_tip


def _combat(rival_fans: int, viewer_attacks: bool, rival: str = "Sir Humphrey the Hefty"):
    """A combat between the viewer (seat 0, Sir Galahad) and the rival (seat 1) holding ``rival_fans``."""
    seats = [["Sir Galahad the Gallant"], [rival]]
    return to_combat(position(*seats, active=0 if viewer_attacks else 1, fans=(0, rival_fans)))


@pytest.mark.parametrize(
    ("fans", "viewer_attacks", "rival", "said"),
    [
        (11, True, "Sir Cedric of the Shiny Helm", (1, "block")),  # a block's own fan
        (10, True, "Sir Humphrey the Hefty", (1, "block")),  # and his Block: +1 fan
        (9, True, "Sir Humphrey the Hefty", None),
        (10, False, "Sir Humphrey the Hefty", (1, "strike")),  # a strike's fan and his Strike: +1 fan
        (10, False, "Sir Cedric of the Shiny Helm", None),  # his +2 fans only with a 4: not any strike
        (11, False, "Sir Cedric of the Shiny Helm", (1, "strike")),
    ],
)
def test_the_rival_one_combat_from_winning(fans, viewer_attacks, rival, said):
    st = _combat(fans, viewer_attacks, rival)
    assert rival_wins_with(R.view(st, 0), 0) == said


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_hint_says_any_block_of_the_rivals_wins_the_game(app, lang):
    table = open_table(app)
    table.store.state = _combat(10, True)
    table.refresh()
    set_language(lang)
    try:
        ui_driver.settle(app)
        assert table.can_act()
        ui_driver.key(app, pygame.K_h)
        wait_for_tip(app, table)
        text = table.advice.text()
        rival = table.player_name(1)
        want = {
            "en": f"Beware: any block wins {rival} the game.",
            "it": f"Attenzione: a {rival} basta una parata qualsiasi per vincere la partita.",
        }
        assert text.endswith(want[lang]), text
        box = table.advice_rect().inflate(-20, -8)
        fit = text_fit.fit(text, "bold", 21, box.w, box.h, min_size=15, max_lines=getattr(table, "advice_lines", 6))
        assert not fit.ellipsized, text
    finally:
        set_language("en")
