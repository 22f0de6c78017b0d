"""Bots think in a worker process (frames never wait for them) and choose exactly what they would
choose in-process from the same view and RNG state."""

from __future__ import annotations

import time

from game.app import App
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.ui.bot_runner import BotRunner
from game.ui.scenes import persist

SEATS = (SeatConfig("bot", "hard"), SeatConfig("bot", "easy"), SeatConfig("bot", "medium"))


def wait(runner: BotRunner, job, timeout: float = 60.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        got = runner.poll(job)
        if got is not None:
            return got
        time.sleep(0.01)
    raise AssertionError("the worker did not answer")


def test_worker_process_chooses_what_the_in_process_bot_chooses(tourney_home):
    ours = Session(get("demo"), Options(3, "standard", SEATS), 5)
    reference = Session(get("demo"), Options(3, "standard", SEATS), 5)
    runner = BotRunner()
    try:
        for step in range(8):
            seat = min(ours.rules.actors(ours.store.state))
            runner.request((1, step), ours, seat, None)
            action, rng_state, _explain = wait(runner, (1, step))
            expected = reference.bot_choose(seat)
            assert action == expected
            assert rng_state == reference.bot_rng(seat).state
            ours.bot_rng(seat).state = rng_state
            ours.store.apply(seat, action)
            reference.store.apply(seat, expected)
    finally:
        runner.close()


def test_a_table_plays_its_bots_through_the_worker(tourney_home, monkeypatch):
    from game.ui import table as table_module

    monkeypatch.setattr(table_module, "BOT_MIN_SECONDS", 0.0)
    app = App(headless=True, lang="en")
    session = Session(get("demo"), Options(2, "standard", SEATS[:2]), 9)
    persist.open_table(app, session)
    table = app.top
    table.bot_mode = "process"
    end = time.monotonic() + 60
    while len(session.store.history) < 4 and time.monotonic() < end:
        app.step(dt=0.02)
        time.sleep(0.005)
    assert len(session.store.history) >= 4
    assert table.bot_mode == "process"  # no fallback to a thread was needed
    app.shutdown()
