"""Tournament's Contest cards in hand: their rule, the point of the card, is printed large enough to
read at a glance (12 px at hand size) and whole, in both languages."""

from __future__ import annotations

import pytest

from game.games.tournament import content as C
from game.games.tournament.ui.cards import card_spec
from game.games.tournament.ui.table import HAND_CARD
from game.ui.art import cards as art


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_contest_s_rule_is_read_at_a_glance_in_the_hand(make_app, lang):
    app = make_app()
    app.set_language(lang)
    for card in C.CONTESTS:
        spec = card_spec(card)
        layout = art._Layout(*HAND_CARD, spec)
        size, lines, _lh, need = art._body_plan(layout, spec)
        assert layout.has_text and size >= 12, (spec.title, size)
        assert lines and need <= layout.text.h + 2
        assert not art.text_problems(spec, HAND_CARD)
        assert layout.art.h >= 40  # the picture keeps room beside the bigger text
