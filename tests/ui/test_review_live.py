"""The review as a player meets it after a real game: the chart grows while the worker judges (each
decision sent as it is judged), Back leaves at once and stops the worker, and a finished review lists
only costs clear of their noise, never the move that won, each with why the better move is better."""

from __future__ import annotations

import time

from game.ui.kit.advice import hint_reason
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.review import ReviewScene
from tests import ui_driver
from tests.core.test_review import finished_game


def _open_review(app, session) -> ReviewScene:
    app.push(ResultsScene(app, session))
    app.step(dt=0.05)
    ui_driver.press(app, app.top.review_button)
    assert isinstance(app.top, ReviewScene)
    return app.top


def _frames_until(app, done, seconds: float = 180) -> None:
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        app.step(dt=0.05)
        time.sleep(0.02)


def test_the_chart_grows_while_the_worker_judges_then_the_costly_moves_come_with_reasons(app):
    session = finished_game("paladin", 3, 31)  # seat 0 wins with the game's last move, a real choice
    screen = _open_review(app, session)
    _frames_until(app, lambda: screen.shown > 0 or screen.result is not None)
    assert screen.result is None and screen.shown > 0  # the chart began before the review was done
    assert screen.bar.visible and "judged" in screen.progress_text()
    _frames_until(app, lambda: screen.result is not None or bool(screen.error))
    assert not screen.error and screen.result is not None
    app.step(dt=0.05)
    decisions = screen.result["decisions"]
    last = decisions[-1]
    assert last["move"] == len(session.store.actions) - 1 and last["decided"]
    assert last["chance"] == 1.0 and last["cost"] == 0.0  # the winning move
    assert all(d["move"] != last["move"] for d in screen.drops())
    assert all(d["cost"] > 2 * d["noise"] for d in screen.drops())
    assert all(d["spread"] <= 0.15 for d in decisions)  # 32 deals: the line is steady
    screen.labels()
    rules = session.spec.rules
    replay = type(session.store)(rules, session.options, session.seed)
    for i, (actor, action) in enumerate(session.store.actions):
        for d in screen.drops():
            if d["move"] == i:
                view = rules.view(replay.state, 0)
                assert screen.reasons[i] == hint_reason(session.spec, view, 0, tuple(d["best"])) != ""
        replay.apply(actor, action)


def _working_review(app):
    """The review of a finished Paladin game, its worker process started and still judging."""
    screen = _open_review(app, finished_game("paladin", 3, 31))
    _frames_until(app, lambda: screen._proc is not None, 30)
    proc = screen._proc
    assert proc is not None and proc.poll() is None
    return screen, proc


def _ended(proc) -> bool:
    deadline = time.monotonic() + 10
    while proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    return proc.poll() is not None


def test_back_leaves_at_once_and_stops_the_worker(app):
    screen, proc = _working_review(app)
    ui_driver.press(app, screen.back_button)
    assert isinstance(app.top, ResultsScene)
    assert _ended(proc)  # no worker left judging a review nobody will see
    app.step(dt=0.05)
    assert not screen.error


def test_quitting_the_app_stops_the_worker(app):
    _screen, proc = _working_review(app)
    app.shutdown()
    assert _ended(proc)  # the app's end leaves no review judging on its own
