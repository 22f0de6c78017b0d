"""Italian Hints follow one rule: the move after "Consiglio:" starts small ("Consiglio: pesca…", as
"Consiglio: comincia…"); a knight's name whose article is part of it ("Il Cavaliere Nero") writes the
article small inside a sentence ("colpire il Cavaliere Nero") and keeps its capital where one starts."""

from __future__ import annotations

import pygame
import pytest

from game.games.joust.articles import contract
from game.games.joust.state import DRAW
from game.games.joust.ui.hint import advice_case, hint_text
from game.i18n import set_language
from tests import ui_driver
from tests.joust.helpers import R, to_combat
from tests.joust.helpers import table as position
from tests.joust.test_table import open_table
from tests.ui.test_hint import wait_for_tip


@pytest.fixture
def italian():
    set_language("it")
    yield
    set_language("en")


def test_a_moves_label_after_hint_starts_small(italian):
    st = position(["Sir Galahad the Gallant"], ["The Black Knight"])
    assert st.phase == DRAW
    said = hint_text(R.view(st, 0), 0, ("draw", "court"), "Pesca una carta di corte")
    assert said == "Consiglio: pesca una carta di corte"
    assert advice_case("Il Cavaliere Nero va in lizza") == "Il Cavaliere Nero va in lizza"  # a name stays


def test_a_knights_article_is_small_inside_a_sentence_only(italian):
    assert contract("Enide manda in lizza Il Cavaliere Nero.") == "Enide manda in lizza il Cavaliere Nero."
    assert contract("Il Cavaliere Nero subisce 1 danno.") == "Il Cavaliere Nero subisce 1 danno."
    assert contract("Parata! Il Cavaliere Nero cade.") == "Parata! Il Cavaliere Nero cade."
    assert contract("3 danni a Il Cavaliere Nero.") == "3 danni al Cavaliere Nero."


def test_the_hint_strikes_the_black_knight_with_a_small_article(app):
    table = open_table(app)
    table.store.state = to_combat(position(["Sir Galahad the Gallant"], ["The Black Knight"]))
    table.refresh()
    set_language("it")
    try:
        ui_driver.settle(app)
        ui_driver.key(app, pygame.K_h)
        wait_for_tip(app, table)
        text = table.advice.text()
        assert text.startswith("Consiglio: gioca il tuo") and "il Cavaliere Nero" in text, text
        assert "Il Cavaliere Nero" not in text, text
    finally:
        set_language("en")
