"""The end of a game of Joust for Fun as a moment on the table: who won and why, what the last move
did (the court card drawn and its effect, or the combat), every player's score — held until the
player clicks, before the results screen. Every player's row shows at once."""

from __future__ import annotations

from typing import Any

from game.games.joust import content as C
from game.games.joust import prompts
from game.games.joust.describe import court_name, describe, knight_name
from game.i18n import _, ngettext
from game.ui.kit import Announcement, Row


def what_happened(events: list, view: Any = None, viewer: int | None = None, names: Any = None) -> tuple[str, str]:
    """(body text, icon) for the move that ended the game: its court card and that card's effect, its
    Fan Support (A Knight's Tale) and the knight it knocked out, else its combat and the knights it
    knocked out. A move that only ordered the abilities of a strike has no reveal of its own: the combat
    is then read from ``view`` (its last revealed combat). ``viewer``/``names``: as ``describe``'s."""
    for ev in events:
        if ev.kind in ("court_drawn", "carousel_add", "court_activated"):
            card = C.COURTS[ev.data["card"]]
            return _("{card}: {text}").format(card=court_name(ev.data["card"]), text=C.court_text(card)), card.icon
    knocked = [_("{k} is knocked out!").format(k=knight_name(e.data["card"])) for e in events if e.kind == "knockout"]
    decree = next((ev for ev in events if ev.kind == "decree"), None)
    if decree is not None:  # Fan Support dealt the last damage, after the turn's combat
        return " ".join([describe(decree, viewer, names=names), *knocked]), "trophy-cup"
    reveal = next((ev.data for ev in events if ev.kind == "reveal"), None)
    if reveal is not None:
        a, d, struck = reveal["att"], reveal["def"], reveal["result"] == "strike"
    elif knocked and view is not None and getattr(view, "last_att", 0) > 0:
        a, d = view.last_att, view.last_def
        struck = a != d
    else:
        return (" ".join(knocked), "crossed-swords") if knocked else ("", "trophy-cup")
    if struck:
        text = _("Cards revealed: {a} against {d} — a strike!").format(a=a, d=d)
    else:
        text = _("Cards revealed: {a} against {d} — blocked!").format(a=a, d=d)
    return " ".join([text, *knocked]), "crossed-swords"


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
    viewer = table.viewer if table.viewer_is_human() else None
    body, icon = what_happened(events, v, viewer, table.player_name)
    rows = [Row(table.seat_name(s), end_score(v, s), seat=s, lead=s == winner) for s in range(v.players)]
    return Announcement(title, sub, body, rows=rows, icon=icon, until_click=True)


def end_score(v: Any, seat: int) -> str:
    """A seat's score at the end, in one format for every row of every end (a win, a loss, a reloaded
    game): "13 fans", never "11/12 fans" beside it; in A Knight's Tale its fans and trophies."""
    if v.variant == C.STANDARD:
        n = v.seats[seat].fans
        return ngettext("{n} fan", "{n} fans", n).format(n=n)
    return prompts.score(v, seat)[0]
