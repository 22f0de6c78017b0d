"""The registration phase (rulebook §V "Registration Phase"; Otto's rules in §IX).

Pas d'Armes: in initiative order each player must challenge one knight (``("register", town, i)``),
one per town; then, in a second pass, each may challenge one more in another town or ``("pass",)``.
Joust à Plaisance: in initiative order each unregistered player takes a free lower-row space
(``("register", slot)``) or passes; the rightmost unregistered player may not pass. Then the free
spaces are filled with the card's knights.
"""

from __future__ import annotations

from game.core.rules import Event, IllegalAction
from game.games.glory.actions import herald_targets, register
from game.games.glory.automa import otto_register, rivalry
from game.games.glory.state import OTTO, GloryState
from game.games.glory.tournament import fill_plaisance
from game.i18n import _


def participants(s: GloryState) -> list[int]:
    return [x for x in s.initiative if x != OTTO or rivalry(s)]


def start_registration(s: GloryState) -> None:
    s.reg_pass = 0
    s.reg_done = []
    s.turn = 0


def unregistered(s: GloryState) -> list[int]:
    row = s.bracket[0]
    return [x for x in participants(s) if ("o" if x == OTTO else f"p:{x}") not in row]


def registration_actor(s: GloryState, events: list[Event]) -> int:
    """The next registrant (OTTO is resolved here, automatically); -1 when the phase is over."""
    while True:
        if s.pas:
            order = participants(s)
            todo = [x for x in order if x not in s.reg_done]
            if not todo:
                if s.reg_pass == 0:
                    s.reg_pass, s.reg_done = 1, []
                    continue
                return -1
            who = todo[0]
            if not herald_targets(s, who):
                s.reg_done.append(who)
                continue
            if who == OTTO:
                otto_register(s, events, herald=False)
                s.reg_done.append(who)
                continue
            return who
        todo = unregistered(s)
        if not todo:
            fill_plaisance(s, events)
            return -1
        order = participants(s)
        # cycle in initiative order from the turn pointer
        for k in range(len(order)):
            who = order[(s.turn + k) % len(order)]
            if who in todo:
                s.turn = (s.turn + k) % len(order)
                break
        if who == OTTO:
            if not otto_register(s, events, herald=False):
                # ours: Otto always finds a space when forced; the rightmost free one
                slot = max(i for i, x in enumerate(s.bracket[0]) if not x)
                register(s, OTTO, (slot,), events)
            s.turn = (s.turn + 1) % len(order)
            continue
        return who


def must_place(s: GloryState, seat: int) -> bool:
    if s.pas:
        return s.reg_pass == 0
    todo = unregistered(s)
    return todo[-1] == seat  # the rightmost unregistered player may not pass (book)


def registration_legal(s: GloryState, seat: int) -> list[tuple]:
    out = [("register", *t) for t in herald_targets(s, seat)]
    if not must_place(s, seat) or not out:
        out.append(("pass",))
    return out


def registration_apply(s: GloryState, seat: int, action: tuple, events: list[Event]) -> None:
    if action not in registration_legal(s, seat):
        raise IllegalAction(_("You cannot register there."), action, seat)
    if action[0] == "register":
        register(s, seat, action[1:], events)
    else:
        events.append(Event("registration_pass", {"seat": seat}))
    if s.pas:
        s.reg_done.append(seat)
    else:
        order = participants(s)
        s.turn = (order.index(seat) + 1) % len(order)
