"""The kit's board place: lit while it is a move, pale when empty, its occupant's badge or its label,
and a spot with the tooltip and the click."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.ui.kit.place import EMPTY, FILLED, LIT, draw_place
from game.ui.kit.spots import Spots


def draw(**kw):
    pygame.init()
    table, surface = SimpleNamespace(spots=Spots()), pygame.Surface((200, 200))
    rect = draw_place(table, surface, pygame.Rect(20, 20, 100, 100), ("slot", 1), **kw)
    table.spots.end()
    return table, surface, rect


def test_a_lit_place_is_ringed_in_blue_and_clicks():
    clicked = []
    table, surface, rect = draw(lit=True, tip="Free place 2", on_click=lambda: clicked.append(1))
    assert tuple(surface.get_at((rect.x + 1, rect.centery)))[:3] == LIT
    spot = table.spots.find(("slot", 1))
    assert spot.rect == rect and spot.tip == "Free place 2"
    spot.on_click()
    assert clicked == [1]


def test_an_empty_place_is_pale_and_shows_its_label_or_its_badge():
    _t, empty, rect = draw(filled=False)
    _t, full, _r = draw()
    assert tuple(empty.get_at(rect.center))[:3] == EMPTY and tuple(full.get_at(rect.center))[:3] == FILLED
    _t, labelled, _r = draw(label="3")
    assert pygame.image.tobytes(labelled, "RGB") != pygame.image.tobytes(full, "RGB")
    badge = pygame.Surface((20, 20))
    badge.fill((1, 2, 3))
    _t, badged, _r = draw(badge=badge, label="3")
    assert tuple(badged.get_at(rect.center))[:3] == (1, 2, 3)
