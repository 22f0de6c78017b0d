"""The end of a round's Pas d'Armes and the end of the game, as the moments Glory's table holds until
the player clicks (pure text: no pygame).

``pas_over(history, viewer, name)``: every duel of the tournament that just ended, in the order fought
(who beat whom, the glory each player won in it); ``game_over(session, name)``: who won and why, and
every player's glory (Otto's too in the solo game), best first. A Joust à Plaisance ends with its own
moment already (the joust won and its trophy)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.games.glory import content as C
from game.games.glory.bracket_text import Advance, advance_line
from game.games.glory.state import OTTO
from game.games.glory.story import winner_lines
from game.games.glory.title_scoring import glory_text
from game.i18n import _, ngettext

MAX_ROWS = 8  # the panel's rows; more duels are counted in a line beneath

#: one row: (text, value, badge seat or None, highlighted)
Line = tuple[str, str, int | None, bool]


def tournament_events(history: Sequence[Any]) -> list:
    """The events since the last tournament began (its "phase: tournament" event), in order."""
    out: list = []
    for step in reversed(history):
        events = list(step.events)
        start = next(
            (i for i in range(len(events) - 1, -1, -1) if events[i].kind == "phase"
             and events[i].data.get("phase") == "tournament"),
            None,
        )  # fmt: skip
        if start is not None:
            return events[start:] + out
        out = events + out
    return out


def _player(entrant: str) -> int | None:
    return int(entrant[2:]) if entrant.startswith("p:") else None


def _seat(entrant: str) -> int | None:
    """The seat a duel's glory goes to: a player's, Otto's (OTTO), or None for a knight."""
    return OTTO if entrant == "o" else _player(entrant)


def duel_values(
    history: Sequence[Any], name: Callable[[str], str] | None = None
) -> list[tuple[str, str, int | None, str]]:
    """Each duel of the tournament under way or just ended, in the order fought: (winner, loser, the
    player (or Otto) it concerns or None, the glory won in it: "+3 glory" for the winner; glory the
    loser took for a clash won is said with their name, "You: +1 glory", never read as the winner's)."""
    out: list[tuple[str, str, int | None, str]] = []
    gains: list[int] = [0, 0]
    side = 0
    for ev in tournament_events(history):
        d = ev.data
        if ev.kind == "duel_end" and d.get("context") == "tournament":
            gains, side = list(d.get("glory_gain", [0, 0])), d["winner"]
        elif ev.kind == "duel_over" and d.get("reason") == "tournament":
            winner, loser = d["winner"], d["loser"]
            won, lost = gains[side], gains[1 - side]
            values = [glory_text(won)] if won else []
            if lost:
                who = name(loser) if name is not None else ""
                values.append(_("{who}: {glory}").format(who=who, glory=glory_text(lost)) if who else glory_text(lost))
            concerned = _seat(winner) if _seat(winner) is not None and (won or not lost) else _seat(loser)
            out.append((winner, loser, concerned, " · ".join(values)))
            gains = [0, 0]
    return out


def pas_over(history: Sequence[Any], viewer: str, name: Callable[[str], str]) -> tuple[str, str, list[Line]]:
    """(title, line under the rows, rows) of the Pas d'Armes that has just ended: each duel ("You beat
    Sir Kay", "+3 glory"); ``viewer`` is the viewer's entrant ("p:0", or "" for no one), ``name`` names
    an entrant."""
    rows: list[Line] = [
        (advance_line(Advance(winner, loser), viewer, name), value, player, winner == viewer)
        for winner, loser, player, value in duel_values(history, name)
    ]
    more = len(rows) - MAX_ROWS
    foot = ngettext("… and {n} more duel", "… and {n} more duels", more).format(n=more) if more > 0 else ""
    if not rows:
        foot = _("No duel was fought.")
    return _("The Pas d'Armes is over"), foot, rows[:MAX_ROWS]


def game_over(session: Any, name: Callable[[int], str]) -> tuple[str, str, list[Line]]:
    """(title, who won and why, every player's glory best first) at the end of the game."""
    state = session.store.state
    outcome = session.store.outcome()
    order = [s for group in outcome.ranking for s in group] if outcome is not None else list(range(state.n))
    order += [s for s in range(state.n) if s not in order]
    winners = set(outcome.winners) if outcome is not None else set()
    rows: list[Line] = [
        (name(s), ngettext("{n} glory", "{n} glory", state.players[s].glory).format(n=state.players[s].glory), s,
         s in winners)
        for s in order
    ]  # fmt: skip
    why = " ".join(text for _seat, text in winner_lines(session))
    if state.solo is not None and state.solo.mode != "rivalry":
        return _("The end of the game"), why, solo_rows(state, name(0), bool(winners))
    if state.solo is not None:
        o = state.solo.glory
        otto = (_("Otto"), ngettext("{n} glory", "{n} glory", o).format(n=o), OTTO, not winners)
        rows.insert(0 if not winners else len(rows), otto)  # the winner first
        why = _("You beat Otto.") if winners else _("Otto wins.")
    return _("The end of the game"), why, rows


def solo_rows(state: Any, you: str, won: bool) -> list[Line]:
    """The end's rows in Champion and Score, where Otto scores nothing: the mode's result first (the
    tournaments won, or the glory beside its goal), the glory that does not count after it."""
    glory = state.players[0].glory
    points = ngettext("{n} glory", "{n} glory", glory).format(n=glory)
    if state.solo.mode == "champion":
        n = state.players[0].tournaments_won
        result = ngettext("{n} of 3 tournament", "{n} of 3 tournaments", n).format(n=n)
        return [(you, result, 0, won), (_("Glory (it does not count in Champion)"), points, None, False)]
    goal = C.SCORE_TARGETS[state.solo.difficulty]
    return [
        (you, points, 0, won),
        (_("The goal"), ngettext("{n} glory", "{n} glory", goal).format(n=goal), None, False),
    ]
