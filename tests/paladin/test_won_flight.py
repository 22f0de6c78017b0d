"""A won mission flies to its winner drawn whole: its paladin first slides under the mission's card
(never drawn across any mission's art), then the two fly together, shrinking onto the place where the
winner's newest kept paladin appears (never cut at the edge of the rivals' panels)."""

from __future__ import annotations

import pygame

from game.games.paladin.ui.sequence import UnderFlight
from tests.paladin.test_table import open_table
from tests.paladin.test_table_sequence import last_decision_by_a_bot
from tests.ui_driver import FRAME


def _won_flights(app, table) -> list[UnderFlight]:
    """The won mission's flights, once the first of them has begun."""
    for _ in range(round(30.0 / FRAME)):
        app.step(dt=FRAME)
        flights = [a for a in table.timeline.running() if isinstance(a, UnderFlight)]
        if any(a.leaves for a in flights):
            return flights
    raise AssertionError("the won mission never flew")


def _at(flight: UnderFlight, k: float) -> None:
    flight.t = flight.delay + flight.duration * k


def test_the_winning_paladin_never_crosses_a_missions_art(app):
    app.settings.animation_speed = 1.0
    table = open_table(app, seed=5)
    app.step(dt=FRAME)
    assert "mission_won" in last_decision_by_a_bot(app, table)
    flights = _won_flights(app, table)
    card = next(a for a in flights if a.leaves)
    layer = table._layer.copy()
    for k in (0.0, 0.2, 0.4, 0.6, 0.8, 1.0):
        surface = layer.copy()
        _at(card, k)
        card.draw(surface)
        for m in range(table.shown.players):
            art = table.mission_rect(m)
            same = surface.subsurface(art).copy()
            same.blit(layer.subsurface(art), (0, 0), special_flags=pygame.BLEND_RGB_SUB)
            changed = art.w * art.h - pygame.mask.from_threshold(same, (0, 0, 0), (1, 1, 1, 255)).count()
            assert changed == 0, (k, m, changed)


def test_the_won_mission_lands_whole_on_the_winners_newest_kept_place(app):
    app.settings.animation_speed = 1.0
    table = open_table(app, seed=5)
    app.step(dt=FRAME)
    assert "mission_won" in last_decision_by_a_bot(app, table)
    (winner,) = [p for p in range(table.store.state.players) if table.store.state.won_cards[p]]  # the first won
    flights = _won_flights(app, table)
    pair = next(a for a in flights if not a.leaves)
    goal = table.anchors[("next-kept", winner)]
    assert pair.end_rect == goal and pair.end_size == goal.size
    assert goal.colliderect(table.lay.top)  # a rival's: in the row of their panel
    surface = pygame.Surface(app.surface.get_size())
    for k in (0.5, 0.8, 1.0):
        surface.fill((0, 0, 0))
        _at(pair, k)
        pair.draw(surface)
        rect = pair.rect_at(k * k * (3 - 2 * k)).inflate(-6, -6)
        dark = pygame.mask.from_threshold(surface.subsurface(rect), (0, 0, 0), (1, 1, 1, 255)).count()
        assert dark < rect.w * rect.h * 0.05, (k, rect)  # drawn whole, in the panel's row too
