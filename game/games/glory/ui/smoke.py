"""Smoke screenshots of Glory's table beyond the first (the action phase): the public titles and a
character in the zoom panel, the character choice, the Pas d'Armes and Plaisance boards at
registration, the joust's bracket with winners moved up, the tournament chosen between rounds with
both boards previewed, a solo game against Otto and a four-player table; then the duel stage's own."""

from __future__ import annotations

from typing import Any

from game.games.glory.ui import duel_smoke
from game.smoke import fresh_table, hover, play_until


def play_to(table: Any, done, anyone: bool = False) -> None:
    """Every seat plays (the human at random, never sending a herald: that would skip the
    registration) until ``done(state)`` at a decision of the viewer (``anyone``: of any seat, and
    then the bots wait, so the screenshot shows that moment)."""
    mine = (lambda s: True) if anyone else (lambda s: table.viewer in table.rules.actors(s))
    play_until(table, lambda s: done(s) and mine(s), prefer=lambda a: a[:2] != ("place", "herald"))
    if anyone:
        table._start_bot = lambda seat: None
    table.update_controls()


def smoke_states(table: Any) -> list:
    joust: dict[str, Any] = {}
    solo = (("solo_mode", "rivalry"), ("solo_difficulty", "medium"))

    def plaisance() -> None:
        joust["t"] = fresh_table(table, 3, (("t1", "plaisance"),))
        play_to(joust["t"], lambda s: s.phase == "registration" and bool(s.bracket))

    def bracket() -> None:
        t = joust.get("t") or fresh_table(table, 3, (("t1", "plaisance"),))
        table.app.go_to_menu()
        table.app.push(t)
        play_to(t, lambda s: len(s.bracket) > 1 and any(s.bracket[1]))

    shots = [
        ("glory-titles", lambda: hover(table, ("title", table.view.public_titles[0]))),
        ("characters", lambda: play_to(fresh_table(table, 3), lambda s: s.phase == "setup")),
        ("pas", lambda: play_to(fresh_table(table, 3), lambda s: s.phase == "registration" and bool(s.pas))),
        ("choice", lambda: play_to(fresh_table(table, 3), lambda s: s.phase == "tournament_choice", anyone=True)),
        ("plaisance", plaisance),
        ("bracket", bracket),
        ("solo", lambda: play_to(fresh_table(table, 1, solo), lambda s: s.phase == "action" and s.round == 2)),
        ("four", lambda: play_to(fresh_table(table, 4), lambda s: s.phase == "action" and s.round == 2)),
    ]
    return shots + duel_smoke.smoke_states(table)
