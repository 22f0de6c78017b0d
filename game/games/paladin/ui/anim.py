"""Animation steps of the Paladin table: one per event, each bringing the shown state one step on."""

from __future__ import annotations

from game.core.rules import Event
from game.games.paladin import engine as E
from game.games.paladin.state import HIDDEN, PaladinState
from game.ui.event_steps import EventStep

#: seconds per event at speed 1 (events not listed are not animated)
DURATIONS: dict[str, float] = {
    "placed": 0.35,
    "peeked": 0.8,
    "resolution_started": 0.9,
    "revealed": 0.7,
    "beat": 0.9,
    "took_back": 0.55,
    "discarded": 0.55,
    "mission_won": 1.0,
    "round_started": 0.9,
    "start_chosen": 0.7,
}


class Anim(EventStep):
    """One running step: the event and its progress ``t`` in [0, 1], plus the slots it moves."""

    def __init__(self, event: Event) -> None:
        super().__init__(event)
        self._flip: tuple[int, int] | None = None
        self._hide: tuple[int, int] | None = None

    def hidden_slot(self) -> tuple[int, int] | None:
        """The table slot not to draw in place (the moving card is drawn instead)."""
        return self._hide

    def flip_slot(self) -> tuple[int, int] | None:
        """The slot whose card turns over during this step."""
        return self._flip


def _slot_of(s: PaladinState, m: int, seat: int) -> int:
    for i, (o, _c) in enumerate(s.table[m]):
        if o == seat:
            return i
    return -1


def apply_event(s: PaladinState, e: Event, anim: Anim | None = None) -> None:
    """Bring the shown state ``s`` forward by one event (as far as the event tells)."""
    d = e.data
    k = e.kind
    if k == "placed":
        m, seat = d["mission"], d["seat"]
        card = e.secret.get("card", HIDDEN)
        hand = s.hands[seat]
        if card in hand:
            hand.remove(card)
        elif HIDDEN in hand:
            hand.remove(HIDDEN)
        elif hand:
            hand.pop()
        s.table[m].append((seat, card))
        s.fates[m].append(E.LEAD if d.get("main") else E.PENDING)
        if anim is not None:
            anim._hide = (m, len(s.table[m]) - 1)
    elif k == "peeked":
        m, owner = d["mission"], d["owner"]
        i = _slot_of(s, m, owner)
        if i >= 0 and "card" in e.secret:
            s.table[m][i] = (owner, e.secret["card"])
            if anim is not None:
                anim._flip = (m, i)
    elif k == "revealed":
        m, seat = d["mission"], d["seat"]
        i = _slot_of(s, m, seat)
        if i >= 0:
            s.table[m][i] = (seat, d["card"])
            s.public |= 1 << d["card"]
            s.phase = "resolve"
            s.res_mission, s.res_pos, s.leader = m, 1, i
            if anim is not None:
                anim._flip = (m, i)
    elif k == "beat":
        m, seat = d["mission"], d["seat"]
        i = _slot_of(s, m, seat)
        j = _slot_of(s, m, d["beaten_seat"])
        if i >= 0:
            s.table[m][i] = (seat, d["card"])
            s.public |= 1 << d["card"]
            s.fates[m][i] = E.LEAD
            s.leader = i
            s.res_pos = i + 1
            if anim is not None:
                anim._flip = (m, i)
        if j >= 0:
            s.fates[m][j] = E.BEATEN
            s.discard.append(d["beaten_card"])
    elif k in ("took_back", "discarded"):
        m, seat = d["mission"], d["seat"]
        i = _slot_of(s, m, seat)
        if i >= 0:
            card = s.table[m][i][1]
            s.fates[m][i] = E.TAKEN if k == "took_back" else E.DISCARDED
            s.res_pos = i + 1
            if k == "took_back":
                s.hands[seat].append(card)
            else:
                s.discard.append(card)
    elif k == "mission_won":
        m, seat = d["mission"], d["seat"]
        i = _slot_of(s, m, seat)
        if i >= 0:
            s.fates[m][i] = E.WON
        if d["mission_id"] not in s.won_missions[seat]:
            s.won_missions[seat].append(d["mission_id"])
            s.won_cards[seat].append(d["card"])
