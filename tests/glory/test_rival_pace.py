"""The rivals' moves are shown at a pace a player can follow at 1×: each rival's pawn placement holds the
table over a second, and each support or Strength a rival puts into a duel between two rivals holds the
stage a second; the speed control still makes them quicker."""

from __future__ import annotations

import pytest

from game.app import App
from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.settings import Settings
from game.ui.scenes import persist
from tests.glory.duel_host import session
from tests.ui_driver import FRAME, read_on

PAWN, DUEL_MOVE = ("pawn_placed",), ("duel_support", "duel_strength")


def _shown_for(app, table, kinds, moves: int = 3, frames: int = 6000) -> list[float]:
    """Seconds each of the next ``moves`` rivals' moves with an event of ``kinds`` (and nothing else
    shown) stays the last move, the next one waiting for it to be shown (bots answer at once here)."""
    out, seen, watching = [], len(table.store.history), None
    for _ in range(frames):
        read_on(app, table)
        history = table.store.history
        if watching is not None and len(history) > seen:
            out.append(watching)
            watching = None
            if len(out) == moves:
                return out
        elif watching is not None:
            watching += FRAME
        for step in history[seen:]:
            shown = [e.kind for e in step.events if e.kind not in ("duel_step", "support_gained", "gain")]
            if step.seat != table.viewer and shown and all(k in kinds for k in shown):
                watching = 0.0
        seen = len(history)
        if table.can_act():
            table.submit(table.legal[0])
    return out


def _open(sess, speed: float):
    app = App(headless=True, settings=Settings(sound=False, animation_speed=speed))
    persist.open_table(app, sess)
    return app, app.top


@pytest.mark.parametrize(("speed", "least", "most"), [(1.0, 1.2, 9.0), (4.0, 0.0, 0.5)])
def test_each_rivals_pawn_placement_holds_the_table(tourney_home, speed, least, most):
    app, table = _open(session(seed=5, players=4), speed)
    try:
        held = _shown_for(app, table, PAWN)
        assert len(held) == 3 and all(least <= s <= most for s in held), held
    finally:
        app.shutdown()


def _to_rivals_duel(sess, seed: int) -> bool:
    rng, store = Rng.from_seed(seed), sess.store
    for _ in range(20_000):
        st = store.state
        if sess.rules.outcome(st) is not None:
            return False
        d = st.duel.state if st.duel is not None else None
        if d is not None and all(c.is_player and c.seat != 0 for c in d.sides):
            return True
        seat = min(sess.rules.actors(st))
        store.apply(seat, sess.bot_choose(seat) if sess.is_bot(seat) else rng.choice(store.legal_actions(seat)))
    return False


@pytest.mark.parametrize(("speed", "least", "most"), [(1.0, 0.95, 3.0), (4.0, 0.0, 0.4)])
def test_a_rivals_support_or_strength_in_their_duel_holds_the_stage(tourney_home, speed, least, most):
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "medium"), SeatConfig("bot", "medium"))
    sess = Session(get("glory"), Options(3, "standard", seats, ()), 3)
    assert _to_rivals_duel(sess, 3)
    app, table = _open(sess, speed)
    try:
        held = _shown_for(app, table, DUEL_MOVE, moves=2)
        assert len(held) == 2 and all(least <= s <= most for s in held), held
    finally:
        app.shutdown()
