"""A playtest: the caption over a resolution ("Galvano beats with Salomon of Brittany (2, red)!")
covered the second line of "To beat: Salomon of Brittany (2, red)" under the column (in Italian "Da
battere: Salomone di…", in English "(red)" lost). The caption starts under the words "To beat"."""

from __future__ import annotations

import pytest

from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.state import RESOLVE
from game.games.paladin.ui.smoke import drive
from game.i18n import set_language
from tests.paladin.test_table import open_table


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_resolutions_caption_lies_under_the_words_to_beat(app, lang):
    table = open_table(app, seed=3)
    drive(table, lambda st: st.phase == RESOLVE and st.leader >= 0 and st.fates[st.res_mission][st.leader] == E.LEAD)
    s = table.store.state.clone()
    assert s.phase == RESOLVE
    m = s.res_mission
    salomon = next(c for c in C.RED_CARDS if C.CARD_VALUE[c] == 2)  # the longest red name
    owner, _card = s.table[m][s.leader]
    s.table[m][s.leader] = (owner, salomon)
    try:
        set_language(lang)
        app.set_language(lang)
        bottom = table.to_beat_bottom(s)
        assert bottom > table.slot_rect(m, len(s.table[m]) - 1).bottom
        caption = table._caption_rect(m, s)
        assert caption.top >= bottom, (caption, bottom)
    finally:
        set_language("en")
        app.set_language("en")
