"""Smoke screenshots of Glory's table beyond the first (the action phase): the public titles and a
character in the zoom panel, the character choice, the Pas d'Armes and Plaisance boards at
registration, the joust's bracket with winners moved up, the tournament chosen between rounds with
both boards previewed, a solo game against Otto and a four-player table; then the duel stage's own."""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.glory.ui import duel_smoke


def play_until(table: Any, done, anyone: bool = False, limit: int = 4000) -> None:
    """Let every seat play (bots, and random moves for the human, who never sends a herald: they would
    skip the registration) until ``done(state)`` holds at a decision of the viewer (``anyone``: of
    any seat, and then the bots wait, so the screenshot shows that moment)."""
    rng, store, rules = Rng.from_seed(7), table.store, table.rules
    table.app.mouse_pos = (-1, -1)
    for _i in range(limit):
        state = store.state
        if rules.outcome(state) is not None or (done(state) and (anyone or table.viewer in rules.actors(state))):
            break
        seat = min(rules.actors(state))
        legal = store.legal_actions(seat)
        mine = [a for a in legal if a[:2] != ("place", "herald")] or legal
        store.apply(seat, table.session.bot_choose(seat) if table.session.is_bot(seat) else rng.choice(mine))
    if anyone:
        table._start_bot = lambda seat: None
    table.skip_animations()
    table.refresh()
    table.rebuild_log()
    table.update_controls()


def new_table(table: Any, players: int, extra: tuple = ()) -> Any:
    """A fresh Glory table (seat 0 the human, random bots) opened in ``table``'s app."""
    from game.ui.scenes import persist

    spec = table.spec
    seats = tuple(SeatConfig("human", "", "Ada") if i == 0 else SeatConfig("bot", "random") for i in range(players))
    options = Options(players, "standard", seats, extra + tuple((o.key, o.default) for o in spec.options))
    table.app.mouse_pos = (-1, -1)
    persist.open_table(table.app, Session(spec, options, 20240601))
    return table.app.top


def hover(table: Any, key: Any) -> None:
    """Point the mouse at the spot drawn for ``key`` (its zoom and tooltip show)."""
    table.app.step(dt=0.05)
    spot = next((x for x in table.spots.shown if x.key == key and x.zoom is not None), None)
    if spot is not None:
        table.app.mouse_pos = spot.rect.center


def smoke_states(table: Any) -> list:
    joust: dict[str, Any] = {}

    def titles() -> None:
        hover(table, ("title", table.view.public_titles[0]))

    def characters() -> None:
        play_until(new_table(table, 3), lambda s: s.phase == "setup")

    def pas() -> None:
        play_until(new_table(table, 3), lambda s: s.phase == "registration" and bool(s.pas))

    def choice() -> None:
        play_until(new_table(table, 3), lambda s: s.phase == "tournament_choice", anyone=True)

    def plaisance() -> None:
        joust["t"] = new_table(table, 3, (("t1", "plaisance"),))
        play_until(joust["t"], lambda s: s.phase == "registration" and bool(s.bracket))

    def bracket() -> None:
        t = joust.get("t") or new_table(table, 3, (("t1", "plaisance"),))
        table.app.go_to_menu()
        table.app.push(t)
        play_until(t, lambda s: len(s.bracket) > 1 and any(s.bracket[1]))

    def solo() -> None:
        t = new_table(table, 1, (("solo_mode", "rivalry"), ("solo_difficulty", "medium")))
        play_until(t, lambda s: s.phase == "action" and s.round == 2)

    def four() -> None:
        play_until(new_table(table, 4), lambda s: s.phase == "action" and s.round == 2)

    shots = [("glory-titles", titles), ("characters", characters), ("pas", pas), ("choice", choice)]
    shots += [("plaisance", plaisance), ("bracket", bracket), ("solo", solo), ("four", four)]
    return shots + duel_smoke.smoke_states(table)
