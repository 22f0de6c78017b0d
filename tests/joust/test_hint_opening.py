"""The Hint at the opening choice of knight names the knight to joust with first and says why (it said
"You place your knights face down"), in both languages, from the player's own knights only."""

from __future__ import annotations

import pytest

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust import effects as fx
from game.games.joust.describe import knight_name
from game.games.joust.state import SETUP
from game.games.joust.ui.hint import hint_text
from game.i18n import set_language
from game.ui import text_fit
from game.ui.scenes import persist


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_opening_hint_names_the_knight_and_why(app, lang):
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 7))
    table = app.top
    v = table.view
    assert v.phase == SETUP
    set_language(lang)
    try:
        mine = v.seats[table.viewer].knights
        for i, k in enumerate(mine):
            text = hint_text(v, table.viewer, ("setup", i), "You place your knights face down.")
            box = table.advice_rect().inflate(-20, -8)  # as the advice writes it
            lines = getattr(table, "advice_lines", 6)
            fit = text_fit.fit(text, "bold", 21, box.w, box.h, min_size=15, max_lines=lines)
            assert not fit.ellipsized, text
            assert knight_name(k.card) in text, text
            assert "face down" not in text and "coperti" not in text
            s, t = fx.strength(v, k), fx.strength(v, mine[1 - i])
            if s != t:
                assert f"{s}" in text and f"{t}" in text, text  # the strengths compared
            else:
                assert knight_name(mine[1 - i].card) in text, text  # as strong as the other: its abilities
    finally:
        set_language("en")
