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


def test_the_italian_kings_favour_face_is_a_whole_sentence_like_the_others_in_the_hand_and_the_zoom(make_app):
    """A playtest found the Italian King's Favour face terse ("Più carte Cavalleria, in gioco e in mano:
    vince."): it says who wins in a sentence like every other Italian Contest face, whole at hand size
    and in the zoom."""
    from game import i18n
    from game.ui.kit.zoom import ZOOM_SIZE

    app = make_app()
    app.set_language("it")
    try:
        favour = card_spec(C.FIRST_CONTEST + C.KINGS_FAVOR)
        text = i18n._(favour.body)
        assert text.startswith("Vince ") and ":" not in text, text
        assert all(i18n._(card_spec(c).body).startswith("Vince ") for c in C.CONTESTS)
        for size in (HAND_CARD, ZOOM_SIZE):
            layout = art._Layout(*size, favour)
            assert layout.has_text and not art.text_problems(favour, size), size
            _size, lines, _lh, _need = art._body_plan(layout, favour)
            assert " ".join(lines) == text  # every word on the face
    finally:
        app.set_language("en")
