"""The Hint's sentence on the Joust table ("Hint: <the button's words> — <why>") fits its box whole, in
English and Italian, for every reason a bot gives, with the longest names."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust import content as C
from game.i18n import _, set_language
from game.ui import text_fit
from game.ui.scenes import persist

REASONS = Path(__file__).resolve().parents[2] / "game" / "games" / "joust" / "reasons.py"


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_joust_hint_fits_its_box_whole(app, lang):
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 3))
    table = app.top
    box = table.lay["hint"].inflate(-20, -8)  # where Advice.draw writes it
    set_language(lang)
    try:
        knight = max((_(k.name) for k in C.ALL_KNIGHTS), key=len)
        court = max((_(c.name) for c in C.COURTS), key=len)
        words = [_("Fan Support"), _("End your turn"), _("Draw a court card"), _("Draw a knight"), knight]
        templates = re.findall(r'_\(\s*"([^"]+)"\s*\)', REASONS.read_text())
        assert len(templates) > 20
        for template in templates:
            why = _(template).format(
                knight=knight, target=knight, card=court, text=knight, why=knight, more=knight, x=5
            )
            for move in words:
                text = _("Hint: {move} — {why}").format(move=move, why=why)
                got = text_fit.fit(text, "bold", 21, box.w, box.h, min_size=15, max_lines=6)
                assert not got.ellipsized, (lang, text, box.size)
    finally:
        set_language("en")
