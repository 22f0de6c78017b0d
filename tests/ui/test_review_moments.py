"""Joust's review chart marks every knock-out where it happened: a pennant on the plot's floor at its
move, whose tooltip is the log's own line; a game naming no moments (Tournament) shows none."""

from __future__ import annotations

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust.describe import describe
from game.smoke import review_example
from game.ui.scenes.review import ReviewScene
from game.ui.scenes.review_moments import SIZE
from tests import ui_driver


def _joust_review(app) -> ReviewScene:
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random"))
    session = Session(get("joust"), Options(2, "standard", seats), 4)
    store = session.store
    decisions = []
    while store.outcome() is None:
        seat = min(store.actors())
        legal = store.legal_actions(seat)
        if seat == 0 and len(legal) > 1:
            decisions.append({"move": len(store.actions), "chance": 0.5, "spread": 0.02, "played": [], "best": []})
        store.apply(seat, legal[len(store.actions) % len(legal)])
    result = {"game": "joust", "seat": 0, "decisions": decisions, "biggest_drops": []}
    return ReviewScene(app, session, 0, result=result)


def test_each_knock_out_is_a_pennant_on_the_chart_that_tells_it(app):
    screen = _joust_review(app)
    app.push(screen)
    app.step(dt=ui_driver.FRAME)
    history = screen.session.store.history
    knocked = [(i + 1, e) for i, step in enumerate(history) for e in step.events if e.kind == "knockout"]
    assert knocked, "no knock-out in this game"
    spots = screen.moment_spots()
    assert len(spots) == len({move for move, _e in knocked})
    rect, text = spots[0]
    line = describe(knocked[0][1].for_seat(0), 0, screen.seat_label)
    assert line in text
    red = [screen_px for screen_px in (app.surface.get_at((x, y))[:3] for x in range(rect.x, rect.right + 3)
           for y in range(rect.y, rect.bottom)) if screen_px[0] > 120 and screen_px[1] < 60]  # fmt: skip
    assert red, rect  # the pennant's crimson flag is drawn there
    ui_driver.move(app, rect.center, frames=40)
    assert line in screen.gui.showing_tip, screen.gui.showing_tip
    assert rect.h <= SIZE + 2


def test_a_game_without_moments_marks_none(app):
    screen = review_example(app)
    app.push(screen)
    app.step(dt=ui_driver.FRAME)
    assert screen.moments() == [] and screen.moment_spots() == []
