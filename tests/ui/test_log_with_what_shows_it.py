"""Every game's log tells a move's event as the table shows it: a line appears with the panel, banner
or caption that tells its event (never once that has gone, never before it appears); a move with
none of those has its lines once its animations have played."""

from __future__ import annotations

import random

import pytest

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.ui.scenes import persist
from tests.ui.test_log_follows_timeline import drive


def watch_tellers(table) -> dict[int, tuple]:
    """Record, for the first animation of each event that tells it (the table's ``logs_with``: later
    ones tell it again), which event of which move it tells: id → (step, event, the animation: kept, so its id is never reused)."""
    told: dict[int, tuple] = {}
    real = table.logged_with_shown

    def recording(anims, event):
        step = len(table.store.history) - 1
        first = next((a for a in anims if table.logs_with(a)), None)
        if first is not None:
            told[id(first)] = (step, event, first)
        return real(anims, event)

    table.logged_with_shown = recording
    return told


def check(table, told: dict, seen: list) -> None:
    """Each telling animation on screen has its event's lines in the log (none left queued); a line
    never reaches the log while the animation telling its event is still to appear."""
    queue = table.timeline.queue
    head = queue[0] if queue else []
    queued = {(line.step, line.event) for line in table._log_queue}
    logged = {(line.step, line.event) for line in table.log_view.entries}
    for a in head:
        key = told.get(id(a), (None, None))[:2]
        if key[0] is not None and a.t >= a.delay and not a.done:
            assert key not in queued, f"{type(a).__name__} is on screen, its event's line is not in the log"
            if key in logged:
                seen.append(key)
    later = [a for a in head if a.t < a.delay] + [a for group in queue[1:] for a in group]
    for a in later:
        key = told.get(id(a), (None, None))[:2]
        assert key[0] is None or key not in logged, f"a line is in the log before the {type(a).__name__} telling it"


@pytest.mark.parametrize("game", ["tournament", "joust", "paladin", "glory"])
def test_a_line_shows_with_what_tells_its_event(app, game):
    spec = get(game)
    level = "easy" if "easy" in spec.bots else next(iter(spec.bots))
    seats = (SeatConfig("human", "", "Ada"),) + (SeatConfig("bot", level),) * 2
    persist.open_table(app, Session(spec, Options(3, spec.variants[0].id, seats), 5))
    table = app.top
    told = watch_tellers(table)
    seen: list = []
    drive(app, table, 1500, [lambda: check(table, told, seen)], random.Random(3))
    assert len(set(seen)) >= 2, seen  # panels or banners telling an event were on screen with its line
