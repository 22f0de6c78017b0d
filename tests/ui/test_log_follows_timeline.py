"""The log follows the table's timeline, not the store: a line about an event shows once the table
has shown that event (a rival's roll after its dice land, a reveal with its caption), the
viewer's own moves show at once, Space shows everything; and while the moves before the viewer's
decision are being shown, the bar offers nothing yet."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from game.ai.random_bot import RandomBot
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.ui.kit.dice import Roll
from game.ui.scenes import persist
from tests.ui_driver import FRAME, key, read_on, until_turn


def queued(table, kind: type) -> int:
    """Animations of type ``kind`` still waiting on the timeline (not yet fully shown)."""
    return sum(isinstance(a, kind) and not a.done for group in table.timeline.queue for a in group)


def check_lines_wait(table, kinds: set[str], anim: type, seen: list) -> None:
    """No line of an event of ``kinds`` is in the log while an ``anim`` of that event (or of one before
    it) is still to be shown; ``seen`` collects the frames where the rule was put to the test."""
    history = table.store.history
    if not history:
        return
    last = len(history) - 1
    marked = [i for i, ev in enumerate(history[last].events) if ev.kind in kinds]
    waiting = queued(table, anim)
    for line in table.log_view.entries:
        if line.step == last and line.event in marked:
            later = sum(1 for j in marked if j > line.event)
            assert waiting <= later, f"{line.text!r} is in the log before its animation played"
    if marked and waiting:
        seen.append(last)


def check_bar_waits(table, seen: list) -> None:
    """While a rival's move is still being shown, the bar offers none of the viewer's next moves."""
    history = table.store.history
    if table.timeline.busy and history and history[-1].seat != table.viewer:
        assert not table.bar.controls, "the bar shows the next decision during the replay"
        if table.viewer in table.rules.actors(table.store.state):
            seen.append(len(history))


def drive(app, table, frames: int, checks, rng: random.Random, at_once: bool = False) -> None:
    """Play the viewer's moves at random (the other seats are bots), checking every frame; ``at_once``:
    each as soon as it may be made (the moves are submitted, not clicked: no input lock to wait out)."""
    for _ in range(frames):
        for check in checks:
            check()
        if table.can_act() and (at_once or table.bar.lock <= 0) and table.legal:
            table.submit(rng.choice(table.legal))
            for check in checks:
                check()
        read_on(app, table)  # a rival's Contest waiting for a click gets one, as a player reading it gives
        if table.rules.outcome(table.store.state) is not None:
            return


def test_a_rivals_line_waits_for_its_animation_and_space_shows_it(app):
    spec = dataclasses.replace(get("demo"), bots={"random": RandomBot})
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random", "Bors"))
    persist.open_table(app, Session(spec, Options(2, "standard", seats), 5))
    table = app.top
    app.step(dt=FRAME)
    before = len(table.log_view.entries)
    assert table.submit(table.legal[0])
    assert len(table.log_view.entries) > before  # the viewer's own move is in the log at once
    mine = len(table.store.history)
    for _ in range(40):  # the bot answers: its move is animated
        app.step(dt=FRAME)
        if len(table.store.history) > mine and table.timeline.busy:
            break
    bot_step = len(table.store.history) - 1
    assert table.store.history[bot_step].seat == 1 and table.timeline.busy
    assert not [e for e in table.log_view.entries if e.step == bot_step]  # not yet: its card is flying
    assert not table.bar.controls and "Watch the last move" in table.current_status()
    key(app, pygame.K_SPACE)  # Space shows the rest at once
    assert [e for e in table.log_view.entries if e.step == bot_step]
    until_turn(app, table)
    assert table.bar.controls and "Watch" not in table.current_status()


def check_lines_with_captions(table, kinds: set[str], shown: set, seen: list) -> None:
    """A rival's move shown on a Paladin table: while the caption telling one of its events of ``kinds``
    is on screen, that event's line is in the log, and no such line reaches the log before its caption
    has appeared (``shown`` gathers the events whose caption appeared; ``seen`` where both were tested)."""
    from game.ui.kit.fading_caption import Caption

    history, playing, landing = table.store.history, getattr(table, "_playing", None), table._landing
    if not history or history[-1].seat == table.viewer:
        return
    last = len(history) - 1
    logged = {line.event for line in table.log_view.entries if line.step == last}
    if playing is not None and landing is not None and playing[0] is landing and table.timeline.queue:
        event = next(i for i, ev in enumerate(landing.events) if ev is playing[1])
        up = [a for a in table.timeline.queue[0] if isinstance(a, Caption) and a.delay <= a.t and not a.done]
        if up and playing[1].kind in kinds:
            shown.add((last, event))
            assert event in logged, f"{playing[1].kind} is on screen, its line not yet in the log"
            seen.append((last, event))
    for i, ev in enumerate(history[last].events):
        if ev.kind in kinds and i in logged and table.timeline.busy:
            assert (last, i) in shown or not any(
                isinstance(a, Caption) for group in table.timeline.queue for a in group
            ), f"the line of {ev.kind} is in the log before its caption"


def test_paladin_reveals_reach_the_log_with_their_captions(app):
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "medium"), SeatConfig("bot", "medium"))
    persist.open_table(app, Session(get("paladin"), Options(3, "standard", seats), 3))
    table = app.top
    shown: set = set()
    seen: list = []
    bar: list = []
    kinds = {"revealed", "beat", "took_back", "discarded", "mission_won"}
    checks = [lambda: check_lines_with_captions(table, kinds, shown, seen), lambda: check_bar_waits(table, bar)]
    drive(app, table, 1500, checks, random.Random(4))
    assert len(set(seen)) >= 3 and bar  # captions of a rival's resolution were shown and the rule held throughout


def test_glory_rolls_reach_the_log_after_the_dice_land():
    from tests.glory.duel_host import open_host, play_to_duel, session

    sess = session(seed=1, extra=(("t1", "plaisance"),))
    assert play_to_duel(sess, lambda st: st.duel.a.startswith("p:") and st.duel.b.startswith("p:"), seed=1, limit=4000)
    app, table = open_host(sess)
    try:
        rolls: list = []
        bar: list = []
        checks = [lambda: check_lines_wait(table, {"duel_roll"}, Roll, rolls), lambda: check_bar_waits(table, bar)]
        drive(app, table, 900, checks, random.Random(2))
        assert rolls  # a roll was on the timeline while its line waited
    finally:
        app.shutdown()


@pytest.mark.parametrize("game", ["tournament", "joust", "glory"])
def test_every_table_offers_nothing_while_a_rivals_move_is_shown(app, game):
    spec = get(game)
    level = "easy" if "easy" in spec.bots else next(iter(spec.bots))
    seats = (SeatConfig("human", "", "Ada"),) + (SeatConfig("bot", level),) * 2
    persist.open_table(app, Session(spec, Options(3, spec.variants[0].id, seats), 3))
    table = app.top
    bar: list = []
    drive(app, table, 500, [lambda: check_bar_waits(table, bar)], random.Random(1), at_once=True)
    assert bar  # the viewer's decision came while a rival's move was still on screen, and waited
