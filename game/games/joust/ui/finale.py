"""The end of a game of Joust for Fun as a moment on the table: who won and why, what the last move
did (the court card drawn and its effect, or the combat), every player's score — held until the
player clicks, before the results screen."""

from __future__ import annotations

from typing import Any

from game.games.joust import content as C
from game.games.joust import prompts
from game.games.joust.describe import court_name, knight_name
from game.i18n import _, ngettext
from game.ui.kit import Announcement, Row


def what_happened(events: list) -> tuple[str, str]:
    """(body text, icon) for the move that ended the game: its court card and that card's effect, else
    its combat."""
    for ev in events:
        if ev.kind in ("court_drawn", "carousel_add", "court_activated"):
            card = C.COURTS[ev.data["card"]]
            return _("{card}: {text}").format(card=court_name(ev.data["card"]), text=C.court_text(card)), card.icon
    for ev in events:
        if ev.kind == "reveal":
            d = ev.data
            if d["result"] == "strike":
                text = _("Cards revealed: {a} against {d} — a strike!").format(a=d["att"], d=d["def"])
            else:
                text = _("Cards revealed: {a} against {d} — blocked!").format(a=d["att"], d=d["def"])
            out = [
                _("{k} is knocked out!").format(k=knight_name(e.data["card"])) for e in events if e.kind == "knockout"
            ]
            return " ".join([text, *out]), "crossed-swords"
    return "", "trophy-cup"


def reason(v: Any, winner: int) -> str:
    """Why the winner won, in the words of the mode's goal."""
    if v.variant == C.CAROUSEL:
        return _("The last Maiden still in the tournament")
    if v.variant == C.TALE:
        n = v.seats[winner].trophies
        line = ngettext("{n} trophy: the first to {goal} wins", "{n} trophies: the first to {goal} wins", n)
        return line.format(n=n, goal=C.TROPHIES_TO_WIN)
    n = v.seats[winner].fans
    return ngettext("{n} fan: the first to {goal} wins", "{n} fans: the first to {goal} wins", n).format(
        n=n, goal=C.FANS_TO_WIN
    )


def finale(table: Any, events: list, winner: int) -> Announcement:
    """The announcement of the end (``events``: the last move's, as the viewer sees them)."""
    v = table.view
    if winner < 0:
        title, sub = _("The tournament ends without a winner."), ""
    else:
        you = winner == table.viewer and table.viewer_is_human()
        title = (
            _("You win the tournament!") if you else _("{p} wins the tournament!").format(p=table.player_name(winner))
        )
        sub = reason(v, winner)
    body, icon = what_happened(events)
    rows = [Row(table.seat_name(s), prompts.score(v, s)[0], seat=s, lead=s == winner) for s in range(v.players)]
    return Announcement(title, sub, body, rows=rows, icon=icon, row_delay=0.25, until_click=True)
