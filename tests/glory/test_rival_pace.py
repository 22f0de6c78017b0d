"""The rivals' moves are shown at a pace a player can follow at 1×: each rival's pawn placement holds the
table over a second, and each step of a duel between two rivals holds the stage long enough to read (a
support or Strength a second, a choice to pass most of one, a roll till its dice have lain still a second,
a clash's result two); the speed control still makes them quicker. Both duellists' dice land together."""

from __future__ import annotations

import pytest

from game.app import App
from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.settings import Settings
from game.ui.kit.dice import in_the_air
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
    app, table = _open(_rivals_duel_session(), speed)
    try:
        held = _shown_for(app, table, DUEL_MOVE, moves=2)
        assert len(held) == 2 and all(least <= s <= most for s in held), held
    finally:
        app.shutdown()


def _rivals_duel_session() -> Session:
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "medium"), SeatConfig("bot", "medium"))
    sess = Session(get("glory"), Options(3, "standard", seats, ()), 3)
    assert _to_rivals_duel(sess, 3)
    return sess


def _step_holds(app, table, frames: int = 6000) -> list[tuple[tuple[str, ...], float]]:
    """Each history step of the rivals' duel (its events' kinds) and the seconds it stays the last one,
    the next waiting for it to be shown, until the duel is over."""
    out, seen, current, held = [], len(table.store.history), None, 0.0
    for _ in range(frames):
        read_on(app, table)
        history = table.store.history
        if len(history) > seen:
            if current is not None:
                out.append((current, held))
            current, held, seen = tuple(e.kind for e in history[-1].events if not e.data.get("auto")), 0.0, len(history)
            if "duel_end" in current:
                return out
        else:
            held += FRAME
        if table.can_act():
            table.submit(table.legal[0])
    return out


def _holds_of(holds, has: str, only: tuple[str, ...] = ()) -> list[float]:
    return [s for kinds, s in holds if has in kinds and all(k in (has, *only) for k in kinds)]


@pytest.mark.parametrize("speed", [1.0, 4.0])
def test_every_step_of_a_rivals_duel_holds_the_stage(tourney_home, speed):
    app, table = _open(_rivals_duel_session(), speed)
    try:
        holds = _step_holds(app, table)
    finally:
        app.shutdown()
    passes = _holds_of(holds, "duel_pass", ("duel_step",))
    rolls = _holds_of(holds, "duel_roll", ("duel_strength", "duel_step", "duel_pass"))
    rerolls = _holds_of(holds, "duel_reroll", ("duel_step",))
    clashes = _holds_of(holds, "duel_clash", ("duel_step", "duel_pass"))
    assert passes and rolls and rerolls and clashes, holds
    if speed == 1.0:  # a choice read, dice tumbling then still a second, a result read
        assert min(passes) >= 0.6 and min(rolls) >= 2.0 and min(rerolls) >= 1.8 and min(clashes) >= 2.0, holds
    else:  # quicker, a result still read at any speed
        assert max(passes) <= 0.3 and max(rolls) <= 1.0 and max(rerolls) <= 0.7 and max(clashes) <= 1.6, holds


def test_both_rivals_dice_land_together(tourney_home):
    app, table = _open(_rivals_duel_session(), 1.0)
    stage, both, alone = table.stage, 0, 0
    try:
        for _ in range(3000):
            read_on(app, table)
            sides = {key[0] for key in in_the_air(table.timeline.running()) if isinstance(key, tuple)}
            pic = stage.picture()
            if pic is not None and not any(c.is_player and c.seat == table.viewer for c in pic.sides):
                both += sides == {0, 1}
                alone += pic.rolled and any(not c.dice and not pic.side_rolled(i) for i, c in enumerate(pic.sides))
            if table.store.state.duel is None:
                break
            if table.can_act():
                table.submit(table.legal[0])
    finally:
        app.shutdown()
    assert both > 0 and alone == 0, (both, alone)


def _rolls_together(step) -> tuple[int, int] | None:
    """The indexes of a step's two players' rolls of one clash (their dice shown together), if any."""
    rolls = [k for k, e in enumerate(step.events) if e.kind == "duel_roll" and "dice" in e.data]
    return (rolls[0], rolls[1]) if len(rolls) == 2 else None


def test_both_rivals_roll_lines_enter_the_log_with_their_dice(tourney_home):
    """Each roll's line enters the log as its dice land, the second roll's too (it came a second
    later, once its dice had lain still)."""
    app, table = _open(_rivals_duel_session(), 1.0)
    gaps, watching, flew, landed = [], None, False, None
    try:
        for _ in range(4000):
            read_on(app, table)
            history = table.store.history
            if watching is None and history and history[-1].seat != table.viewer:
                pair = _rolls_together(history[-1])
                if pair is not None and (len(history) - 1, pair[1]) not in {
                    (x.step, x.event) for x in table.log_view.entries
                }:
                    watching, flew, landed = (len(history) - 1, *pair), False, None
            if watching is not None:
                step, first, second = watching
                airborne = bool(in_the_air(table.timeline.running()))
                logged = {(x.step, x.event) for x in table.log_view.entries}
                if airborne and landed is None:
                    flew = True
                    assert (step, second) not in logged, "the second roll's line came before its dice landed"
                elif flew and landed is None:
                    landed = 0.0
                elif landed is not None:
                    landed += FRAME
                if (step, second) in logged and landed is not None:
                    assert (step, first) in logged
                    gaps.append(landed)
                    watching = None
            if len(gaps) >= 2 or table.store.state.duel is None and watching is None and gaps:
                break
            if table.can_act():
                table.submit(table.legal[0])
    finally:
        app.shutdown()
    assert gaps and max(gaps) <= 0.2, gaps
