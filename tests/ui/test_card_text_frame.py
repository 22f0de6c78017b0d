"""A card's rules text stays inside its face's inner filet (or above its stats), whole, at every size a
card is drawn and zoomed, in English and Italian: Polished Shield's enlarged card had its last line
drawn across the frame."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.games.joust import content as C
from game.games.joust.ui.cards import court_spec
from game.ui.art.cards import text_problems
from game.ui.kit.zoom import SCALES, ZOOM_SIZE


@pytest.fixture(autouse=True)
def _display():
    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((8, 8))
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_court_cards_zoom_keeps_its_text_inside_the_frame(lang):
    i18n.set_language(lang)
    sizes = [ZOOM_SIZE, *((round(ZOOM_SIZE[0] * k), round(ZOOM_SIZE[1] * k)) for k in SCALES)]
    problems = [
        f"{c.name} {size}: {msg}"
        for i, c in enumerate(C.COURTS)
        for size in sizes
        for msg in text_problems(court_spec(i), size)
    ]
    assert not problems, "\n".join(problems)
