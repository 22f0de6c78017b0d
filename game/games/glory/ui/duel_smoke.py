"""Smoke screenshots of the duel stage: a Challenge-card duel, a tournament duel mid-roll, a clash's
result with its breakdown, and a duel between two players (a Joust à Plaisance game of its own)
saying who acts first and why. Glory's smoke list adds ``smoke_states(table)``."""

from __future__ import annotations

from typing import Any

from game.smoke import fresh_table, hold_on, play_until
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


def _tournament(table: Any, done) -> Any:
    """A new game played on until ``done`` in its first tournament (the viewer registers when they can)."""
    t = fresh_table(table, seed=1)
    play_until(t, lambda s: _fights(s, t.viewer, "tournament") and done(s), prefer=lambda a: a[0] == "register")
    return t


def mid_roll(table: Any) -> None:
    t = _tournament(table, lambda s: not s.duel.state.rolled)
    _pass_until(t, lambda a: isinstance(a, Roll))


def clash_result(table: Any) -> None:
    t = _tournament(table, lambda s: True)
    _pass_until(t, lambda a: isinstance(a, Pause) and a.tag and a.tag[1] == "clash")


def challenge(table: Any) -> None:
    t = fresh_table(table, seed=1)
    play_until(t, lambda s: _fights(s, t.viewer, "challenge") and s.duel.state.rolled)


def pvp(table: Any) -> None:
    t = fresh_table(table, extra=(("t1", "plaisance"),), seed=1)
    play_until(t, lambda s: _fights(s, t.viewer, pvp=True) and s.duel.state.rolled, seed=1)


def smoke_states(table: Any) -> list:
    """Each in a game of its own, opened on top of ``table``."""
    return [
        ("duel", lambda: mid_roll(table)),
        ("glory-clash-result", lambda: clash_result(table)),
        ("duel-challenge", lambda: challenge(table)),
        ("glory-duel-pvp", lambda: pvp(table)),
    ]
