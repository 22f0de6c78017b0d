"""Court cards: drawing them (or feeding the Carousel), choosing their knights, applying them."""

from __future__ import annotations

from game.core.rules import Event
from game.games.joust import content as C
from game.games.joust import effects as fx
from game.games.joust.state import CourtPlay, JoustState


def candidates(st: JoustState, play: CourtPlay, slot: int) -> list[int]:
    """Knight uids the active player may choose for ``slot`` of ``play`` (never one already chosen)."""
    kind = C.COURTS[play.card].targets[slot]
    me = st.active
    chosen = play.targets[:slot]
    out: list[int] = []
    for s, seat in enumerate(st.seats):
        mine = s == me
        if kind in (C.OWN, C.OWN_STABLE) and not mine:
            continue
        if kind in (C.OPP, C.OPP_STABLE) and mine:
            continue
        for i, k in enumerate(seat.knights):
            if kind in (C.OWN_STABLE, C.OPP_STABLE) and i == seat.jousting:
                continue
            if k.uid not in chosen:
                out.append(k.uid)
    return out


def may_skip(st: JoustState, play: CourtPlay, slot: int) -> bool:
    """Whether the player may leave ``slot`` empty ("up to two of your knights": stop at one)."""
    return slot in C.COURTS[play.card].optional and bool(candidates(st, play, slot))


def draw_court_card(st: JoustState, events: list[Event]) -> int:
    """Take the top court card (reshuffling the discard pile into a new deck if needed); -1 if none."""
    if not st.court_deck:
        if not st.court_discard:
            return -1
        st.court_deck = st.court_discard
        st.court_discard = []
        st.rng.shuffle(st.court_deck)
        events.append(Event("reshuffle", {"deck": "court"}))
    return st.court_deck.pop()


def draw(st: JoustState, events: list[Event]) -> None:
    """The active player draws a court card: in play (or into the Carousel), then activations start."""
    card = draw_court_card(st, events)
    if card < 0:
        return
    if st.variant == C.CAROUSEL:
        st.court.append(CourtPlay(card, [], st.active))
        events.append(Event("carousel_add", {"seat": st.active, "card": card}))
        if len(st.court) > C.CAROUSEL_SIZE:
            old = st.court.pop(0)
            st.court_discard.append(old.card)
            events.append(Event("carousel_drop", {"card": old.card}))
        for play in st.court:
            play.targets = []
        st.to_activate = list(range(len(st.court)))
    else:
        st.court.append(CourtPlay(card, [], st.active))
        events.append(Event("court_drawn", {"seat": st.active, "card": card}))
        st.to_activate = [len(st.court) - 1]
    st.target_slot = 0


def advance_targets(st: JoustState, events: list[Event]) -> bool:
    """Fill forced target slots and apply finished cards; True when a real choice is waiting."""
    while st.to_activate:
        play = st.court[st.to_activate[0]]
        card = C.COURTS[play.card]
        while st.target_slot < len(card.targets):
            options = candidates(st, play, st.target_slot)
            if len(options) > 1 or may_skip(st, play, st.target_slot):
                return True
            choose(st, options[0] if options else -1, events, only=len(options) == 1)
        activate(st, play, events)
        st.to_activate.pop(0)
        st.target_slot = 0
        if st.phase == "over":
            st.to_activate = []
            return False
    return False


def choose(st: JoustState, uid: int, events: list[Event], only: bool = False) -> None:
    """Record ``uid`` (or -1: nobody fits, or the player left an optional slot empty) for the current
    slot; ``only``: it was the one knight the slot allowed (chosen with no question: the table says so)."""
    play = st.court[st.to_activate[0]]
    if uid < 0 and may_skip(st, play, st.target_slot):  # told: the player chose to stop
        events.append(Event("court_skipped", {"seat": st.active, "card": play.card, "slot": st.target_slot}))
    play.targets.append(uid)
    if uid >= 0:
        s, i = st.find(uid)
        events.append(
            Event(
                "court_target",
                {
                    "seat": st.active,
                    "card": play.card,
                    "slot": st.target_slot,
                    "uid": uid,
                    "owner": s,
                    "knight": st.seats[s].knights[i].card,
                    "only": only,
                },
            )
        )
    st.target_slot += 1


def activate(st: JoustState, play: CourtPlay, events: list[Event]) -> None:
    """Apply a court card's immediate effects (grants and copies simply hold while it is in play)."""
    card = C.COURTS[play.card]
    events.append(Event("court_activated", {"seat": st.active, "card": play.card, "targets": list(play.targets)}))
    for eff in card.effects:
        uid = play.targets[eff.slot] if eff.slot < len(play.targets) else -1
        if uid < 0:
            continue
        if eff.kind == C.C_HEAL:
            s, i = st.find(uid)
            only_heals = all(e.kind == C.C_HEAL for e in card.effects)
            if s >= 0 and only_heals and not st.seats[s].knights[i].damage:  # told: the card healed nothing
                k = st.seats[s].knights[i]
                events.append(Event("heal", {"uid": uid, "seat": s, "card": k.card, "amount": 0, "total": 0}))
            fx.heal(st, uid, eff.amount, events)
        elif eff.kind == C.C_DAMAGE:
            fx.deal_damage(st, uid, eff.amount, st.active, events)
        elif eff.kind == C.C_STEAL:
            fx.take_fans(st, fx.owner(st, uid), st.active, eff.amount, events)


def end_of_turn(st: JoustState, events: list[Event]) -> None:
    """Discard the court cards in play, except lasting ones (the Carousel stays)."""
    if st.variant == C.CAROUSEL or not st.court:
        return
    _discard(st, [p for p in st.court if not C.COURTS[p.card].lasting], events)


def start_of_turn(st: JoustState, events: list[Event]) -> None:
    """The active player's lasting court cards leave play as their new turn starts."""
    if st.variant == C.CAROUSEL or not st.court:
        return
    _discard(st, [p for p in st.court if p.owner == st.active], events)


def _discard(st: JoustState, plays: list[CourtPlay], events: list[Event]) -> None:
    if not plays:
        return
    st.court_discard.extend(p.card for p in plays)
    st.court = [p for p in st.court if p not in plays]
    for seat in dict.fromkeys(p.owner for p in plays):  # one line per player whose cards leave (their colour)
        cards = [p.card for p in plays if p.owner == seat]
        events.append(Event("court_discarded", {"cards": cards, "seat": seat}))
