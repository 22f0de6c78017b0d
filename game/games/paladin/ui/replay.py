"""Replaying events on a copy of the viewer's view: while the resolution plays, the table draws this
copy, brought forward one event at a time, so each reveal, beat, take-back and win shows in turn
before the table shows the new state."""

from __future__ import annotations

from game.core.rules import Event
from game.games.paladin import engine as E
from game.games.paladin.state import HIDDEN, PaladinState


def slot_of(s: PaladinState, m: int, seat: int) -> int:
    for i, (o, _c) in enumerate(s.table[m]):
        if o == seat:
            return i
    return -1


def apply_event(s: PaladinState, e: Event) -> None:
    """Bring the shown state ``s`` forward by one event (as far as the event, redacted for the
    viewer, tells)."""
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
    elif k == "peeked":
        m, owner = d["mission"], d["owner"]
        i = slot_of(s, m, owner)
        if i >= 0 and "card" in e.secret:
            s.table[m][i] = (owner, e.secret["card"])
    elif k == "revealed":
        m, seat = d["mission"], d["seat"]
        i = slot_of(s, m, seat)
        if i >= 0:
            s.table[m][i] = (seat, d["card"])
            s.public |= 1 << d["card"]
            s.phase = "resolve"
            s.res_mission, s.res_pos, s.leader = m, 1, i
    elif k == "beat":
        m, seat = d["mission"], d["seat"]
        i = slot_of(s, m, seat)
        j = slot_of(s, m, d["beaten_seat"])
        if i >= 0:
            s.table[m][i] = (seat, d["card"])
            s.public |= 1 << d["card"]
            s.fates[m][i] = E.LEAD
            s.leader = i
            s.res_pos = i + 1
        if j >= 0:
            s.fates[m][j] = E.BEATEN
            s.discard.append(d["beaten_card"])
    elif k in ("took_back", "discarded"):
        m, seat = d["mission"], d["seat"]
        i = slot_of(s, m, seat)
        if i >= 0:
            card = s.table[m][i][1]
            if "card" not in e.secret and not (card >= 0 and (s.public >> card) & 1):
                card = HIDDEN  # a peek shows a card at its spot only: once it leaves, others forget it
                s.table[m][i] = (seat, HIDDEN)
            s.fates[m][i] = E.TAKEN if k == "took_back" else E.DISCARDED
            s.res_pos = i + 1
            if k == "took_back":
                s.hands[seat].append(card)
            else:
                s.discard.append(card)
    elif k == "mission_won":
        m, seat = d["mission"], d["seat"]
        i = slot_of(s, m, seat)
        if i >= 0:
            s.fates[m][i] = E.WON
        if d["mission_id"] not in s.won_missions[seat]:
            s.won_missions[seat].append(d["mission_id"])
            s.won_cards[seat].append(d["card"])
    elif k == "reshuffled":  # the discard pile, face down, goes under the deck: the piles show it as the log tells it
        for c in s.discard:
            if c >= 0:
                s.public &= ~(1 << c)
        s.deck = [HIDDEN] * len(s.discard) + s.deck
        s.discard = []
