"""The Hint's gold outlines stay under an open pop-up (the bar's chooser): a place it outlines that lies
under the chooser is not ringed over the chooser's buttons, while a choice of the chooser itself is."""

from __future__ import annotations

import pygame

from game.ui.kit.advice import Tip
from tests.glory.test_table_ui import open_table, to_action_phase


def _pixels(app, table, rect: pygame.Rect, tip: Tip | None) -> bytes:
    table.advice.tip, table.advice.shown_for = tip, 60.0
    app.step(dt=0.02)
    return pygame.image.tobytes(app.surface.subsurface(rect), "RGB")


def test_the_hints_outline_is_drawn_under_an_open_chooser(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        slot = next(s for s, c in table.bar.controls.items() if len(c.choices) > 1 and not c.placeholder)
        table.bar.open_chooser(slot)
        app.step(dt=0.02)
        pop = pygame.Rect(table.bar.chooser_rect)
        choice = pygame.Rect(table.bar.chooser_buttons()[-2].rect)  # the last choice (then Cancel)
        below = pygame.Rect(pop.x + 30, pop.y - 40, 120, 90)  # a place half under the chooser's top
        table.rects_for_action = lambda action: [below, choice]
        tip = Tip(table.legal[0], "Training", "", len(table.store.history))
        ring = below.inflate(10, 10)
        inside = pygame.Rect(ring.x, pop.y + 2, ring.w, ring.bottom - pop.y - 2)
        outside = pygame.Rect(ring.x, ring.y, ring.w, pop.y - ring.y)
        top = pygame.Rect(choice.x - 5, choice.y - 5, choice.w + 10, 4)  # the choice's own ring, its top side
        for rect, ringed in ((inside, False), (outside, True), (top, True)):
            with_tip, without = _pixels(app, table, rect, tip), _pixels(app, table, rect, None)
            assert (with_tip != without) == ringed, f"{rect}: ringed {with_tip != without}, expected {ringed}"
        assert table.bar.chooser_for == slot
    finally:
        app.shutdown()


def test_a_place_wholly_under_an_open_chooser_is_not_ringed_over_it(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        slot = next(s for s, c in table.bar.controls.items() if len(c.choices) > 1 and not c.placeholder)
        table.bar.open_chooser(slot)
        app.step(dt=0.02)
        pop = pygame.Rect(table.bar.chooser_rect)
        card = pygame.Rect(pop.x + 40, pop.y + 30, 90, 110)  # a hand card lying wholly under the chooser
        assert pop.contains(card.inflate(10, 10))
        table.rects_for_action = lambda action: [card]
        tip = Tip(table.legal[0], "Riccio da Parma", "", len(table.store.history))
        ring = card.inflate(10, 10)
        for side in (pygame.Rect(ring.x, ring.y, ring.w, 4), pygame.Rect(ring.x, ring.y, 4, ring.h)):
            assert _pixels(app, table, side, tip) == _pixels(app, table, side, None)
        assert table.bar.chooser_for == slot
    finally:
        app.shutdown()
