"""What the Joust table shows while a move's events play: the view before the move, brought forward
one event at a time (the combat cards turn face up once the reveal has played, damage, healing, a
knock-out and fans land as their animation starts), so the table never tells a result before it has
been shown. Pure: no pygame."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.rules import Event
from game.games.joust.state import CourtPlay, JoustState, Knight

#: the events that change what the table shows while they play
LANDS = frozenset({"reveal", "court_drawn", "decree", "damage", "heal", "knockout", "fans", "fans_lost", "trophy"})
#: the events that land once their animation has played (cards turned over, a card flown in, a knight
#: knocked out: its label is read on it before it leaves)
AFTER = frozenset({"reveal", "court_drawn", "knockout"})


def lands(events: Sequence[Event]) -> bool:
    """True when a move's events change the table as they play (it is then shown event by event)."""
    return any(ev.kind in LANDS for ev in events)


def land(board: JoustState, ev: Event, final: JoustState) -> None:
    """Bring ``board`` (a copy of the viewer's view before the move) forward by ``ev``; ``final`` is the
    viewer's view after the move (the revealed combat is read from it)."""
    d = ev.data
    if ev.kind == "reveal":
        board.pick_att, board.pick_def = d["att"], d["def"]
        board.revealed = list(final.revealed[: len(board.revealed) + 1])
    elif ev.kind == "court_drawn":
        played = [c for c in final.court if c.card == d["card"]]
        board.court.append(CourtPlay(d["card"], list(played[0].targets) if played else [], d["seat"]))
    elif ev.kind in ("damage", "heal"):
        s, i = board.find(d["uid"])
        if s >= 0:
            k = board.seats[s].knights[i]
            board.seats[s].knights[i] = Knight(k.card, d["total"], k.uid)
    elif ev.kind == "knockout":
        s, i = board.find(d["uid"])
        if s >= 0:
            seat = board.seats[s]
            seat.knights.pop(i)
            seat.jousting = -1 if seat.jousting == i else seat.jousting - (seat.jousting > i)
    elif ev.kind in ("fans", "fans_lost"):
        board.seats[d["seat"]].fans = d["total"]
    elif ev.kind == "decree":  # Fan Support: the fans spent leave the score as the damage is dealt
        board.seats[d["seat"]].fans = d["fans"]
    elif ev.kind == "trophy":
        board.seats[d["seat"]].trophies = d["total"]


def fan_runs(events: Sequence[Event]) -> dict[int, Event | None]:
    """The fans one seat wins (or loses) in one moment, several events in a row (an ability's fan and
    the block's), told as one: the run's first index maps to one event with their sum and the last
    total, the others to None; events outside such runs are left out."""
    out: dict[int, Event | None] = {}
    i = 0
    while i < len(events):
        ev, j = events[i], i + 1
        if ev.kind in ("fans", "fans_lost"):
            while j < len(events) and events[j].kind == ev.kind and events[j].data["seat"] == ev.data["seat"]:
                j += 1
        if j - i > 1:
            amount = sum(e.data["amount"] for e in events[i:j])
            out[i] = Event(ev.kind, {**ev.data, "amount": amount, "total": events[j - 1].data["total"]})
            out.update({k: None for k in range(i + 1, j)})
        i = j
    return out
