"""Words a playtester found odd: equipment levels in the log in Roman numerals as everywhere else
("armor level III"), a journey card traded at setup said as a trade (not "receives 1 Strength token"
three times), and the results' titles line read as a sentence, in English and Italian."""

from __future__ import annotations

import pytest

from game import i18n
from game.core.rules import Event
from game.games.glory import content as C
from game.games.glory.describe import describe, gain_text
from game.games.glory.story import _scored_line

NAMES = {0: "Galvano", 1: "Ada"}.__getitem__


@pytest.fixture
def italian():
    i18n.set_language("it")
    yield
    i18n.set_language("en")


def test_equipment_levels_are_roman_numerals():
    assert gain_text("armor", 3) == "armor level III"  # running text: the glossary's lower case
    assert gain_text("mount", 4) == "mount level IV"


def test_equipment_levels_are_roman_numerals_in_italian(italian):
    assert gain_text("armor", 3) == "armatura di livello III"


def _exchange(viewer: int) -> str:
    data = {"seat": 0, "what": "strength", "value": 1, "source": "exchange"}
    return describe(Event("gain", data), viewer, NAMES)


def test_a_journey_card_traded_at_setup_is_said_as_a_trade():
    assert _exchange(1) == "Galvano trades a journey card for 1 Strength token."
    assert _exchange(0) == "You trade a journey card for 1 Strength token."
    plain = describe(Event("gain", {"seat": 0, "what": "strength", "value": 1, "source": "x"}), 1, NAMES)
    assert plain == "Galvano receives 1 Strength token."


def test_a_journey_card_traded_at_setup_in_italian(italian):
    assert _exchange(1) == "Galvano scambia una carta viaggio con 1 segnalino Forza."


def test_the_results_titles_line_reads_as_a_sentence():
    worth = C.TITLES["influential"].glory
    assert _scored_line(False, "Galvano", ["influential"], worth) == (
        f"Galvano's title scores {worth} glory points: Influential ({worth})."
    )
    assert _scored_line(True, "", ["influential"], worth + 1) == (
        f"Your titles score {worth + 1} glory points: Influential ({worth}), Chronicler (1)."
    )


def test_the_results_titles_line_in_italian(italian):
    worth = C.TITLES["influential"].glory
    assert _scored_line(False, "Galvano", ["influential"], worth) == (
        f"Il titolo di Galvano vale {worth} punti gloria: Influente ({worth})."
    )
