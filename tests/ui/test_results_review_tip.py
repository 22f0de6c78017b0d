"""The results screen's "Review my game" tooltip says what the review does without covering the score
chart beside it (it lay over the chart's x-axis label)."""

from __future__ import annotations

import pygame

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.ui.scenes.results import RIGHT, ResultsScene
from tests import ui_driver


def test_the_review_buttons_tooltip_leaves_the_score_chart_in_view(app):
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    session = Session(get("joust"), Options(2, "standard", seats), 7)
    store, rules, rng = session.store, session.rules, Rng.from_seed(5)
    while rules.outcome(store.state) is None:
        seat = min(rules.actors(store.state))
        legal = rules.legal_actions(store.state, seat)
        store.apply(seat, legal[rng.below(len(legal))])
    scene = ResultsScene(app, session)
    app.push(scene)
    app.step(dt=ui_driver.FRAME)
    button = scene.review_button
    assert button.is_enabled
    ui_driver.move(app, button.rect.center, frames=90)
    tip = getattr(button, "tool_tip", None)
    assert tip is not None, "no tooltip on the review button"
    rect = pygame.Rect(tip.rect)
    assert not rect.colliderect(RIGHT), (rect, RIGHT)
    assert not rect.colliderect(button.rect)
    assert not any(rect.colliderect(b.rect) for b in (scene.menu_button, scene.again_button)), rect
