"""Smoke screenshots of Glory's table beyond the first (the action phase): the public titles and a
character in the zoom panel, the character choice, the Pas d'Armes and Plaisance boards at
registration, the joust's bracket with winners moved up, the tournament chosen between rounds with
both boards previewed, a solo game against Otto and a four-player table; then the duel stage's own."""

from __future__ import annotations

from typing import Any

from game.games.glory.ui import duel_smoke
from game.i18n import _
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


def step_to_event(table: Any, kind: str, seed: int = 11, limit: int = 4000) -> bool:
    """Play on through the table (each move shown by it, as a player sees it) until a move brings an
    event of ``kind``; that move's animations stay queued. True if one came."""
    from game.core.rng import Rng

    rng, store = Rng.from_seed(seed), table.store
    for _i in range(limit):
        if table.rules.outcome(store.state) is not None:
            return False
        seat = min(table.rules.actors(store.state))
        legal = store.legal_actions(seat)
        liked = [a for a in legal if a[:2] != ("place", "herald")]
        action = table.session.bot_choose(seat) if table.session.is_bot(seat) else rng.choice(liked or legal)
        events = store.apply(seat, action)
        table._after_action(seat, action, events)
        if any(ev.kind == kind for ev in events):
            return True
        table.skip_animations()
    return False


def hold_announcement(table: Any, title: str, limit: int = 600) -> bool:
    """Play the table's timeline on (reading every panel before it) until the announcement ``title``
    is on screen; hold it there for the screenshot. True if it came."""
    for _i in range(limit):
        a = table.timeline.announcing
        if a is not None and a.announcement.title == title:
            a.duration = 1000.0
            table.animating = True
            return True
        if a is not None:
            table.timeline.advance()
        elif not table.timeline.busy:
            return False
        else:
            table.timeline.update(0.5, 1.0)
    return False


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

    def pas_over() -> None:
        t = fresh_table(table, 3, (("t1", "pas"),))
        play_until(t, lambda s: s.phase == "tournament", prefer=lambda a: a[:2] != ("place", "herald"))
        if step_to_event(t, "tournament_over"):
            hold_announcement(t, _("The Pas d'Armes is over"))

    def game_over() -> None:
        t = fresh_table(table, 2)
        play_until(t, lambda s: s.phase == "titles", prefer=lambda a: a[:2] != ("place", "herald"))
        if step_to_event(t, "game_over"):
            hold_announcement(t, _("The end of the game"))

    shots = [
        ("glory-titles", lambda: hover(table, ("title", table.view.public_titles[0]))),
        ("characters", lambda: play_to(fresh_table(table, 3), lambda s: s.phase == "setup")),
        ("pas", lambda: play_to(fresh_table(table, 3), lambda s: s.phase == "registration" and bool(s.pas))),
        ("choice", lambda: play_to(fresh_table(table, 3), lambda s: s.phase == "tournament_choice", anyone=True)),
        ("plaisance", plaisance),
        ("bracket", bracket),
        ("solo", lambda: play_to(fresh_table(table, 1, solo), lambda s: s.phase == "action" and s.round == 2)),
        ("four", lambda: play_to(fresh_table(table, 4), lambda s: s.phase == "action" and s.round == 2)),
        ("pas-over", pas_over),
        ("game-over", game_over),
    ]
    return shots + duel_smoke.smoke_states(table)
