"""Otto's log line says which space he took and why each earlier action of his card was impossible,
and his card's tooltip explains every action on it (Special Support included), in English and Italian."""

from __future__ import annotations

import pytest

from game import i18n
from game.games.glory.automa import otto_turn
from game.games.glory.describe import describe
from game.games.glory.otto_words import otto_card_tip
from tests.glory.test_glory_automa import solo


def test_a_champion_otto_passing_his_herald_says_it_is_only_for_rivalry():
    s = solo("champion")
    s.solo.deck = ["A4"]  # herald, travel M, training
    events: list = []
    otto_turn(s, events)
    action = next(e for e in events if e.kind == "otto_action")
    assert action.data["passed"] == ["herald"] and action.data["why"] == ["rivalry"]
    line = describe(action, 0)
    assert line == (
        "Otto takes the Travel Plans space and removes the face-up Market cards "
        "(not possible on his card: Herald, he joins tournaments only in Rivalry)."
    )


@pytest.mark.parametrize("lang", ["en", "it"])
def test_ottos_card_tip_explains_each_action(lang):
    i18n.set_language(lang)
    try:
        tip = otto_card_tip("A3").split("\n")  # special, prayer, travel R
        assert len(tip) == 4
        if lang == "en":
            assert tip[1] == "I. Special Support: he discards the special support from the support track."
            assert tip[3].startswith("III. Travel Plans: he takes Travel Plans and removes the 4 face-up")
        else:
            assert tip[1].startswith("I. Sostenitore speciale: ")
            assert all(" he " not in f" {line}" for line in tip)  # every line translated
    finally:
        i18n.set_language("en")
