"""Smoke screenshots of the duel stage: a Challenge-card duel, a tournament duel mid-roll, a clash's
result with its breakdown, and a duel between two players (a Joust à Plaisance game of its own)
saying who acts first and why. Glory's smoke list adds ``smoke_states(table)``."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.smoke import hold_on, play_until
from game.ui.kit import Pause, Roll


def _fights(state, seat: int, reason: str = "", pvp: bool = False) -> bool:
    ctx = state.duel
    if ctx is None or ctx.state is None or f"p:{seat}" not in (ctx.a, ctx.b) or seat != state.actor:
        return False
    return (not reason or ctx.reason == reason) and (not pvp or (ctx.a + ctx.b).count("p:") == 2)


def _pass_until(table: Any, wanted) -> None:
    """The viewer passes (adds all the Strength they may) until an animation ``wanted`` is held on screen."""
    for _i in range(40):
        if not _fights(table.store.state, table.viewer) or hold_on(table, wanted):
            return
        table.skip_animations()
        table.submit(("pass",) if table.store.state.duel.state.phase != "strength" else table.legal[-1])


def mid_roll(table: Any) -> None:
    play_until(table, lambda s: _fights(s, table.viewer, "tournament") and not s.duel.state.rolled)
    _pass_until(table, lambda a: isinstance(a, Roll))


def clash_result(table: Any) -> None:
    play_until(table, lambda s: _fights(s, table.viewer))
    _pass_until(table, lambda a: isinstance(a, Pause) and a.tag and a.tag[1] == "clash")


def pvp(table: Any) -> None:
    from game.core.session import Session
    from game.ui.scenes import persist

    extra = tuple((k, "plaisance" if k == "t1" else v) for k, v in table.session.options.extra)
    persist.open_table(table.app, Session(table.session.spec, replace(table.session.options, extra=extra), 1))
    rival = table.app.top
    play_until(rival, lambda s: _fights(s, rival.viewer, pvp=True) and s.duel.state.rolled, seed=1)


def smoke_states(table: Any) -> list:
    challenge = lambda: play_until(table, lambda s: _fights(s, table.viewer, "challenge") and s.duel.state.rolled)  # noqa: E731
    return [  # in the order they come in a game: a Challenge card in round 1's journeys, then its tournament
        ("duel-challenge", challenge),
        ("duel", lambda: mid_roll(table)),
        ("clash-result", lambda: clash_result(table)),
        ("duel-pvp", lambda: pvp(table)),
    ]
