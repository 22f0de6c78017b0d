"""Kit pieces for a player's panel and a choice: resources declared as data drawn as counters with
their tooltips, and an offer of large cards, each chosen by a click, its text under it."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.ui.art.cards import CardSpec
from game.ui.kit import Card
from game.ui.kit.offer import draw_offer
from game.ui.kit.resources import Resource, draw_resources, picture
from game.ui.kit.spots import Spots


@pytest.fixture
def table():
    pygame.init()
    return SimpleNamespace(spots=Spots(), seat_name=lambda s: f"P{s}", app=SimpleNamespace(mouse_pos=(-1, -1)))


def test_resources_are_drawn_as_counters_each_with_its_tooltip(table):
    surface = pygame.Surface((600, 40))
    row = [
        Resource(("token", "coin"), "12", "Coins", "coins"),
        (("icon", "horse-head"), "II", "Mount: level II", "mount", True),
        (("badge", 1), "3", "Pawns", "pawns"),
        (("back", "glory", "romance"), "2", "2 Romance cards", "hand"),
        (("token", "prestige", "red", False), "0", "none left", "red"),
    ]
    right = draw_resources(table, surface, (0, 0), row, 24, height=30, gap=10)
    table.spots.end()
    tips = {key: table.spots.find(key).tip for key in ("coins", "mount", "pawns", "hand", "red")}
    assert tips == {
        "coins": "Coins",
        "mount": "Mount: level II",
        "pawns": "Pawns",
        "hand": "2 Romance cards",
        "red": "none left",
    }
    rects = [table.spots.find(k).rect for k in ("coins", "mount", "pawns", "hand", "red")]
    assert all(a.right < b.left for a, b in zip(rects, rects[1:])) and right > rects[-1].right
    table.spots = Spots()
    short = draw_resources(table, surface, (0, 0), row, 24, height=30, gap=10, right=rects[1].right + 2)
    table.spots.end()
    assert table.spots.find("pawns") is None and short <= rects[2].left  # what does not fit is left out


def test_a_resource_picture_has_its_size_and_an_unknown_kind_is_refused():
    pygame.init()
    assert picture(("token", "coin"), 24).get_size() == (24, 24)
    assert picture(("back", "glory", "romance"), 14).get_size() == (14, 19)
    assert picture(("back", "glory", "title", 20), 14).get_size() == (14, 20)
    with pytest.raises(ValueError):
        picture(("sticker", "x"), 10)


def test_an_offer_draws_each_card_large_and_clickable_with_its_text_under_it(table):
    surface, chosen = pygame.Surface((800, 400)), []
    spec = CardSpec("glory", "Courtier", "Character")
    offers = [
        (Card(("choice", i), spec, tip=f"text {i}", on_click=lambda i=i: chosen.append(i)), f"text {i}")
        for i in range(3)
    ]
    silent = pygame.Surface((800, 400))
    draw_offer(
        SimpleNamespace(spots=Spots(), app=table.app),
        silent,
        pygame.Rect(0, 0, 800, 400),
        [(c, "") for c, _t in offers],
    )
    draw_offer(table, surface, pygame.Rect(0, 0, 800, 400), offers)
    table.spots.end()
    spots = [table.spots.find(("choice", i)) for i in range(3)]
    assert all(s is not None and s.rect.h >= 150 for s in spots)
    assert spots[0].rect.right < spots[1].rect.left < spots[1].rect.right < spots[2].rect.left
    spots[2].on_click()
    assert chosen == [2]
    below = pygame.Rect(0, spots[0].rect.bottom + 4, spots[1].rect.left, 200)  # the first column, under its card
    assert pygame.image.tobytes(surface.subsurface(below), "RGB") != pygame.image.tobytes(
        silent.subsurface(below), "RGB"
    )
