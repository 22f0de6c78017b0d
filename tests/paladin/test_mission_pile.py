"""The Missions pile at the Paladin table shows the back of the deck the next missions come from: the
Queen's while any of hers are left (her deck lies on the King's), then the King's; its tooltip says
which."""

from __future__ import annotations

import pygame

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.paladin import content as C
from game.games.paladin.counting import KING_MISSIONS, next_mission_deck
from game.games.paladin.ui.smoke import drive
from game.games.paladin.ui.table import PILE_SIZE
from game.ui.art.cards import card_back
from game.ui.scenes import persist
from tests.ui_driver import FRAME, settle


def _open(app):
    seats = (SeatConfig("human", "", ""),) + (SeatConfig("bot", "easy"),) * 2
    persist.open_table(app, Session(get("paladin"), Options(3, "standard", seats), 3))
    return app.top


def _shown_back(app, table) -> str:
    """Which mission back the pile's top card shows on screen: the one whose pixels it matches."""
    table._layer = None
    app.step(dt=FRAME)
    rect = table.click_spot("missions").rect
    top = pygame.Rect(rect.right - PILE_SIZE[0], rect.y, *PILE_SIZE)  # the stack's top card: up and right
    shown = app.surface.subsurface(top)
    scores = {}
    for style in ("queen", "king"):
        back = card_back("paladin", PILE_SIZE, style)
        points = [(x, y) for x in range(8, PILE_SIZE[0] - 8, 9) for y in range(8, PILE_SIZE[1] - 8, 9)]
        scores[style] = sum(shown.get_at(p)[:3] == back.get_at(p)[:3] for p in points) / len(points)
    best = max(scores, key=scores.get)
    assert scores[best] > 0.9, scores
    return best


def test_the_next_deck_is_the_queens_while_any_of_hers_are_left():
    s = get("paladin").rules.new_game(Options(3, "standard", ()), 1)
    assert KING_MISSIONS == sum(1 for m in range(C.MISSION_COUNT) if not C.queens_deck(m))
    assert next_mission_deck(s) == "queen" and C.queens_deck(s.mission_deck[-1])
    s.mission_deck = s.mission_deck[:KING_MISSIONS]
    assert next_mission_deck(s) == "king" and not C.queens_deck(s.mission_deck[-1])
    s.mission_deck = []
    assert next_mission_deck(s) is None


def test_the_missions_pile_shows_the_back_of_the_next_missions_deck(app):
    table = _open(app)
    settle(app)
    assert len(table.view.mission_deck) > KING_MISSIONS
    assert _shown_back(app, table) == "queen"
    assert "On top: The Queen's Missions" in table.click_spot("missions").tip
    drive(table, lambda st: len(st.mission_deck) <= KING_MISSIONS)
    settle(app)
    assert 0 < len(table.view.mission_deck) <= KING_MISSIONS
    assert _shown_back(app, table) == "king"
    assert "On top: The King's Missions" in table.click_spot("missions").tip


def _field_colour(app, rect: pygame.Rect) -> tuple[float, float, float]:
    """The mean colour of a pile's top card on screen, its edge left out."""
    top = pygame.Rect(rect.right - PILE_SIZE[0], rect.y, *PILE_SIZE).inflate(-20, -20)
    points = [(x, y) for x in range(top.x, top.right, 5) for y in range(top.y, top.bottom, 5)]
    pixels = [app.surface.get_at(p) for p in points]
    return tuple(sum(px[i] for px in pixels) / len(pixels) for i in range(3))  # type: ignore[return-value]


def test_the_missions_pile_never_looks_like_the_deck(app):
    """The King's missions come out from round 3 at three players: their back is not the paladins'
    blue, so the Missions pile and the Deck stay two piles at a glance all game."""
    table = _open(app)
    settle(app)
    drive(table, lambda st: 0 < len(st.mission_deck) <= KING_MISSIONS)
    settle(app)
    assert _shown_back(app, table) == "king"
    deck = _field_colour(app, table.click_spot("deck").rect)
    missions = _field_colour(app, table.click_spot("missions").rect)
    distance = sum((a - b) ** 2 for a, b in zip(deck, missions)) ** 0.5
    assert distance > 40, (deck, missions)  # the two blues were 8 apart
