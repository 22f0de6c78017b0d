"""A hurt knight's abilities in short end above its damage count: Sir Ector Oldguard's "Block: hits
back = block value, +1 fan" ran under the red "3" at the right end of the type line."""

from __future__ import annotations

import pygame
import pytest

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust.ui import knights
from game.i18n import set_language
from game.ui.scenes import persist
from tests.joust.helpers import table as position

ECTOR, CEDRIC = "Sir Ector Oldguard", "Sir Cedric of the Shiny Helm"


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_rows_of_a_hurt_knight_end_above_its_damage_count(app, monkeypatch, lang):
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 7))
    table = app.top
    table.store.state = position([(ECTOR, 3), CEDRIC], [CEDRIC])
    plates: list[tuple[pygame.Rect, pygame.Rect]] = []
    real = knights.abilities.draw

    def record(surface, spec, rect, card, *args, **kwargs):
        plate = real(surface, spec, rect, card, *args, **kwargs)
        plates.append((pygame.Rect(rect), plate))
        return plate

    monkeypatch.setattr(knights.abilities, "draw", record)
    set_language(lang)
    try:
        table.refresh()
        table._board_gen += 1
        table.draw(app.surface)
    finally:
        set_language("en")
    ector = table.view.seats[0].knights[0]
    rect = table.where(("knight", ector.uid))
    (plate,) = [p for r, p in plates if r == rect]
    top = knights.damage_centre(rect)[1] - 13  # the red count's radius
    assert plate is not None and plate.bottom <= top, (plate, top)
