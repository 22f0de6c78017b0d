"""The combat box after a strike with many terms (a knock-out's lost damage, court cards): the
"Strike!" verdict goes between the two combat cards, under the swords, never on a band over the
cards' feet; in both languages, whole."""

from __future__ import annotations

import pygame
import pytest

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust.ui import combat_box, damage
from game.games.joust.ui.combat_box import COMBAT_CARD
from game.games.joust.ui.smoke import advance
from game.i18n import _, set_language
from game.ui import text_fit
from game.ui.scenes import persist
from tests.ui_driver import FRAME


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_long_strike_breakdown_leaves_the_cards_whole(app, monkeypatch, lang):
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 7))
    table = app.top

    def struck(st) -> bool:
        return st.phase == "draw" and st.last_att > 0 and st.last_att != st.last_def and st.last_turn == st.turn - 1

    advance(table, struck, 3000)
    v = table.board
    assert struck(v), "no strike this turn in this seed"
    extras = (damage.Extra(1, "a"), damage.Extra(-2, "b"), damage.Extra(1, "c"))
    table.strike = damage.StrikeDamage(v.last_att, extras, v.last_turn, lost=2, abilities=3)
    area = table.lay["combat"]
    slots = [
        pygame.Rect(area.x + 30, area.y + 34, *COMBAT_CARD),
        pygame.Rect(area.right - 30 - COMBAT_CARD[0], area.y + 34, *COMBAT_CARD),
    ]
    drawn: list[tuple[str, pygame.Rect, text_fit.Fit]] = []
    real = combat_box.text_fit.draw

    def record(surface, text, rect, *args, **kwargs):
        fit = real(surface, text, rect, *args, **kwargs)
        drawn.append((text, pygame.Rect(rect), fit))
        return fit

    monkeypatch.setattr(combat_box.text_fit, "draw", record)
    set_language(lang)
    try:
        app.step(dt=FRAME)
        combat_box.draw_combat(table, app.surface, area)
        verdict = _("Strike!")
    finally:
        set_language("en")
    (box, fit) = next((r, f) for t, r, f in drawn if t == verdict)
    assert not any(box.colliderect(s) for s in slots), (box, slots)
    assert area.contains(box) and not fit.ellipsized and fit.size >= 11
