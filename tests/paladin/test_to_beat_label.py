"""The "To beat" words under the mission resolving never cross a card and stay inside the mission's
red frame, five paladins deep at 5 players with the longest leader names, in English and Italian: the
card whole when it fits there, else its value (and whether it is red); the whole words are in its
tooltip; the card is named whole five deep too (the frame reaches over the strip above the hand)."""

from __future__ import annotations

import pytest

from game.games.paladin import content as C
from game.games.paladin.describe import card_label
from game.games.paladin.ui.table import HAND_LIFT, HAND_SIZE
from game.ui import text_fit

from .helpers import held_table, resolution_state


def _longest_leaders() -> list[int]:
    """The three paladins with the longest labels in the current language (the leader of the stack)."""
    return sorted(range(C.PALADIN_COUNT), key=lambda c: -text_fit.text_width(card_label(c), "bold", 13))[:3]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_to_beat_words_never_cross_a_card_five_deep(app, lang):
    from game import i18n

    i18n.set_language(lang)
    for lead in _longest_leaders():
        others = [c for c in range(C.PALADIN_COUNT) if c != lead]
        rows = [[(p, lead if p == 0 else others[p])] for p in range(5)]
        rows[0] = [(p, lead if p == 0 else others[p]) for p in range(5)]  # five deep, the longest name leads
        rows[1:] = [[(p, others[5 + 3 * k + p]) for p in range(3)] for k in range(4)]
        s = resolution_state(rows, players=5)
        table = held_table(app, s)
        table._layer = None
        with text_fit.recording() as fits:
            app.step(dt=0.05)
        label = table.spots.find(("to-beat", 0))
        assert label is not None and label.rect.h >= 13
        assert card_label(lead) in label.tip
        cards = [table.slot_rect(0, i) for i in range(5)]
        assert label.rect.collidelist(cards) == -1, (lang, card_label(lead), label.rect, cards[-1])
        assert label.rect.bottom <= table.lay.hand.bottom - HAND_SIZE[1] - HAND_LIFT  # over the hand's cards
        frame = table.resolving_frame(table.view, 0).inflate(-6, -6)  # inside its 3 px border
        assert frame.contains(label.rect), (lang, label.rect, frame)
        drawn = [f for f in fits if f.text.startswith(label.tip.split(":")[0] + ":")][-1]
        assert drawn.text == label.tip, (lang, drawn.text)  # the card named, never its value alone
        assert not drawn.fit.ellipsized and drawn.fit.size >= 13, (lang, drawn.text)
        assert drawn.fit.height <= label.rect.h
