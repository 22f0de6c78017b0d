"""Smoke screenshots of the duel stage: a tournament duel mid-roll, a clash's result with its
breakdown, a Challenge-card duel, and a duel between two players (a Joust à Plaisance game of its
own) saying who acts first and why. Glory's smoke list adds ``smoke_states(table)``."""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng
from game.games.glory.ui.duel_view import DuelStage
from game.ui.kit import Pause, Roll


def _fights(state, seat: int, reason: str = "", pvp: bool = False) -> bool:
    ctx = state.duel
    if ctx is None or ctx.state is None or f"p:{seat}" not in (ctx.a, ctx.b) or seat != state.actor:
        return False
    return (not reason or ctx.reason == reason) and (not pvp or (ctx.a + ctx.b).count("p:") == 2)


def play_until(table: Any, done, seed: int = 7, limit: int = 6000) -> bool:
    """Let every seat play (bots, and random moves for the humans) until ``done(state)``."""
    rng, store = Rng.from_seed(seed), table.store
    for _ in range(limit):
        if done(store.state) or table.rules.outcome(store.state) is not None:
            break
        seat = min(table.rules.actors(store.state))
        bot = table.session.is_bot(seat)
        store.apply(seat, table.session.bot_choose(seat) if bot else rng.choice(store.legal_actions(seat)))
    table.skip_animations()
    table.refresh()
    table.rebuild_log()
    return done(store.state)


def _stage(table: Any) -> DuelStage:
    return table.duel_stage


def mid_roll(table: Any) -> None:
    """The viewer passes until their dice are rolled, and the shot catches them tumbling."""
    me = table.viewer
    play_until(table, lambda s: _fights(s, me, "tournament") and s.duel.state.phase in ("tent", "strength"))
    while _fights(table.store.state, me) and not any(isinstance(a, Roll) for a in table.timeline.running()):
        table.skip_animations()
        table.submit(table.legal[-1] if table.store.state.duel.state.phase == "strength" else ("pass",))
        for _i in range(8):  # on to the roll
            if any(isinstance(a, Roll) for a in table.timeline.running()):
                break
            table.timeline.update(0.5, 1.0)
    for a in table.timeline.running():
        if isinstance(a, Roll):
            a.t = 0.45 * a.duration - 0.8  # the smoke's two frames at its speed bring it to mid-roll


def clash_result(table: Any) -> None:
    """The viewer passes to the end of a clash; the shot holds its result and breakdown."""
    me, stage = table.viewer, _stage(table)
    play_until(table, lambda s: _fights(s, me))
    for _i in range(40):
        if stage.moment() == "clash" or not _fights(table.store.state, me):
            break
        table.skip_animations()
        table.submit(("pass",) if ("pass",) in table.legal else table.legal[0])
        while table.timeline.busy and stage.moment() != "clash":
            table.timeline.update(5.0, 1.0)
    for a in table.timeline.running():
        if isinstance(a, Pause):
            a.duration = 1000.0


def challenge(table: Any) -> None:
    play_until(table, lambda s: _fights(s, table.viewer, "challenge") and s.duel.state.rolled)


def pvp(table: Any) -> None:
    """A game of its own (Joust à Plaisance in round 1) up to a duel between the viewer and a rival."""
    from dataclasses import replace

    from game.core.session import Session
    from game.ui.scenes import persist

    old = table.session
    options = replace(old.options, extra=tuple((k, "plaisance" if k == "t1" else v) for k, v in old.options.extra))
    session = Session(old.spec, options, 1)
    persist.open_table(table.app, session)
    rival = table.app.top
    play_until(rival, lambda s: _fights(s, rival.viewer, pvp=True) and s.duel.state.rolled, seed=1)


def smoke_states(table: Any) -> list:
    return [  # in the order they come in a game: a Challenge card in round 1's journeys, then its tournament
        ("duel-challenge", lambda: challenge(table)),
        ("duel", lambda: mid_roll(table)),
        ("clash-result", lambda: clash_result(table)),
        ("duel-pvp", lambda: pvp(table)),
    ]
