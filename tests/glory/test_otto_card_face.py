"""Every card of Otto's deck shows its three actions on its face at the size of his panel and at hand
size, whole, in English and in Italian (a long list no longer leaves the face blank)."""

from __future__ import annotations

import pytest

from game import i18n
from game.games.glory import content as C
from game.games.glory.ui.cards import automa_spec
from game.ui.art import cards as A


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("size", [(84, 118), "hand"])
def test_every_otto_card_shows_its_actions_whole(lang, size):
    i18n.set_language(lang)
    try:
        for card in C.AUTOMA_CARDS:
            spec = automa_spec(card.id)
            w, h = A._resolve_size(spec.shape, size)
            assert A._Layout(w, h, spec).has_text, (card.id, i18n._(spec.body))
            assert A.text_problems(spec, size) == [], card.id
            assert i18n._(spec.body).count("\u00a0· ") == len(card.actions) - 1
    finally:
        i18n.set_language("en")


def test_the_face_names_the_actions_in_order():
    from game.games.glory.otto_words import otto_card_face

    assert (
        otto_card_face("A3") == "I\u00a0Special\u00a0· II\u00a0Prayer\u00a0· III\u00a0Travel"
    )  # a numeral kept with its word
