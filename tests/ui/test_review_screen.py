"""The review screen, reached from the results: a progress bar while the worker estimates, then the
chart of the player's chances and the costliest decisions in words."""

from __future__ import annotations

import time

import pytest

from game.app import App
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.review import ReviewScene
from tests import ui_driver
from tests.core.test_review import finished_demo


@pytest.fixture
def app(tourney_home):
    a = App(headless=True, lang="en")
    a.step(dt=0.05)
    yield a
    a.shutdown()


def test_review_from_the_results_shows_chances_and_costly_moves(app):
    session = finished_demo(4)
    app.push(ResultsScene(app, session))
    app.step(dt=0.05)
    ui_driver.click(app, app.top.review_button.rect.center)
    screen = app.top
    assert isinstance(screen, ReviewScene)
    assert screen.bar.visible
    deadline = time.monotonic() + 120
    while screen.result is None and not screen.error and time.monotonic() < deadline:
        app.step(dt=0.05)
        time.sleep(0.02)
    assert not screen.error and screen.result is not None
    app.step(dt=0.05)
    assert not screen.bar.visible
    decisions = screen.result["decisions"]
    assert decisions and all(0 <= d["chance"] <= 1 for d in decisions)
    words = screen.labels()
    for d in screen.result["biggest_drops"]:
        assert words[d["move"]] and words[-1 - d["move"]]
    app.step(dt=0.05)  # paints chart and list


def test_a_game_among_people_offers_no_review(app):
    session = finished_demo(4)
    from game.core.rules import SeatConfig

    session.seats = (SeatConfig("human"), SeatConfig("human"))
    session.bots = {}
    app.push(ResultsScene(app, session))
    app.step(dt=0.05)
    assert not app.top.review_button.is_enabled
