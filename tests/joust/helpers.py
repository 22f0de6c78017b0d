"""Small builders for Joust for Fun test positions."""

from __future__ import annotations

from game.core.rng import Rng
from game.games.joust import content as C
from game.games.joust.rules import JoustRules
from game.games.joust.state import DRAW, ORDER, JoustState, Knight, Seat

R = JoustRules()


def kid(name: str) -> int:
    """Card id of the knight called ``name``."""
    for i, k in enumerate(C.ALL_KNIGHTS):
        if k.name == name:
            return i
    raise KeyError(name)


def cid(name: str) -> int:
    for i, c in enumerate(C.COURTS):
        if c.name == name:
            return i
    raise KeyError(name)


def table(*seats: list, variant: str = C.STANDARD, active: int = 0, fans: tuple = ()) -> JoustState:
    """A position in the DRAW step: each seat is a list of knight names or (name, damage); the first jousts."""
    st = JoustState(players=len(seats), variant=variant, rng=Rng.from_seed(7))
    used = set()
    for s, knights in enumerate(seats):
        me = Seat()
        for entry in knights:
            name, dmg = (entry, 0) if isinstance(entry, str) else entry
            me.knights.append(Knight(kid(name), dmg, st.next_uid))
            st.next_uid += 1
            used.add(kid(name))
        me.jousting = 0 if knights else -1
        me.fans = fans[s] if s < len(fans) else 0
        st.seats.append(me)
    st.knight_deck = [k for k in C.DECK_KNIGHTS if k not in used] if variant != C.CAROUSEL else []
    st.court_deck = list(C.CAROUSEL_COURTS if variant == C.CAROUSEL else range(len(C.COURTS)))
    st.setup = [0] * len(seats)
    st.setup_done = [True] * len(seats)
    st.active = active
    st.phase = DRAW
    st.turn = 1
    return st


def uid(st: JoustState, seat: int, index: int = 0) -> int:
    return st.seats[seat].knights[index].uid


def to_combat(st: JoustState, jouster: int = 0) -> JoustState:
    """Choose the active seat's jousting knight (by index) without drawing: combat (or attack choice) starts."""
    st = st.clone()
    R._choose_jouster(st, uid(st, st.active, jouster), [])
    return st


def fight(st: JoustState, att: int, dfn: int, order: int = 0):
    """Play both combat cards (and pick ability order ``order`` while asked); return (state, events)."""
    events = []
    st, ev = R.apply(st, st.attacker, ("card", att))
    events += ev
    st, ev = R.apply(st, st.defender, ("card", dfn))
    events += ev
    while st.phase == ORDER:
        st, ev = R.apply(st, st.active, ("order", min(order, len(st.pending) - 1)))
        events += ev
    return st, events


def kinds(events) -> list[str]:
    return [e.kind for e in events]
