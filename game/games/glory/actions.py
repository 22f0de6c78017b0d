"""The action phase (rulebook §V "Action Phase", "Explanation of Actions", events of §X).

Player actions: ``("place", space, *args)``:
``("place", "training"|"prayer"|"service"|"patrol"|"warmup"|"initiative"|"travel"|"objective")``,
``("place", "market", "mount"|"armor")``, ``("place", "support", track_index)``,
``("place", "herald", town, index)`` (Pas d'Armes) / ``("place", "herald", slot)`` (Plaisance),
``("place", "event")`` / ``("place", "event", "mount"|"armor")`` (Loot).
Follow-up decisions are pendings: ``("take", type, face_up_index | -1)`` for Travel Plans and the
Journey event, ``("keep_title", id)`` for New Objective.
"""

from __future__ import annotations

from functools import cache

from game.core.rules import Event
from game.games.glory import content as C
from game.games.glory.effects import apply_gains, discount, draw_title, give_support
from game.games.glory.state import OTTO, GloryState, Pending, PlayerState


def board_players(s: GloryState) -> int:
    return max(2, s.n)


def circles(s: GloryState, space: str) -> int:
    """Number of usable circles of a limited space (0 for an open zone)."""
    return _circles(space, board_players(s))


@cache
def _circles(space: str, players: int) -> int:
    return sum(1 for lo in C.ACTION_SPACES[space].circles if players >= lo)


def space_free(s: GloryState, space: str) -> bool:
    n = circles(s, space)
    return n == 0 or len(s.spaces[space]) < n


def current_event(s: GloryState) -> C.EventCard:
    return C.EVENTS[s.events[s.round - 1]]


# ------------------------------------------------------------------ phase start


def start_action_phase(s: GloryState, events: list[Event]) -> None:
    """Pawns in hand, then the event's start-of-phase effects (book §X)."""
    ev = current_event(s)
    pawns = C.PAWNS - (1 if ev.id == "to_arms" else 0)
    for p in s.players:
        p.pawns = pawns
    if s.solo is not None:
        s.solo.pawns = pawns
        s.solo.deck = sorted(s.solo.deck + s.solo.discard)
        s.solo.discard = []
        s.rng.shuffle(s.solo.deck)  # book: shuffle Otto's deck at the start of each action phase
    s.spaces = {a: [] for a in C.ACTION_SPACES}
    s.initiative_pawns = []
    s.turn = 0
    events.append(Event("round_start", {"round": s.round, "event": ev.id}, reveals=True))
    for p in s.players:
        if ev.id == "harvest":
            apply_gains(s, p.seat, (("coins", 2),), events, ev.id)
        elif ev.id == "wedding":
            apply_gains(s, p.seat, (("strength", 2),), events, ev.id)
        elif ev.id == "war":
            apply_gains(s, p.seat, (("coins", -min(2, p.coins)),), events, ev.id)
    if ev.id in C.SUPPORT_EVENTS:
        pile = s.piles["special"]
        s.event_support = pile.pop() if pile else ""


def action_actor(s: GloryState) -> int:
    """Who acts now in the action phase (may be OTTO); -1 once every pawn is placed."""
    order = s.initiative
    for k in range(len(order)):
        who = order[(s.turn + k) % len(order)]
        if pawns_of(s, who) > 0:
            s.turn = (s.turn + k) % len(order)
            return who
    return -1


def pawns_of(s: GloryState, who: int) -> int:
    if who == OTTO:
        return s.solo.pawns if s.solo else 0
    return s.players[who].pawns


def end_turn(s: GloryState) -> None:
    s.turn = (s.turn + 1) % len(s.initiative)


# ------------------------------------------------------------------ legal actions


def herald_targets(s: GloryState, who: int) -> list[tuple]:
    """Where ``who`` may register now (Herald, registration): Pas (town, index) / Plaisance (slot,)."""
    if s.pas:
        towns = {t for t, row in enumerate(s.pas) for x in row if x.challenger == who}
        return [
            (t, i) for t, row in enumerate(s.pas) if t not in towns for i, x in enumerate(row) if x.challenger == -1
        ]
    tag = "o" if who == OTTO else f"p:{who}"
    if tag in s.bracket[0]:
        return []
    return [(i,) for i, x in enumerate(s.bracket[0]) if not x]


def event_legal(s: GloryState, p: PlayerState) -> list[tuple]:
    ev = current_event(s)
    if not ev.action or s.spaces["event"]:
        return []
    for what, n in ev.cost:
        if getattr(p, what) < n:
            return []
    if ev.id in C.SUPPORT_EVENTS and not s.event_support:
        return []
    if ev.id == "loot":
        return [("place", "event", k) for k in ("mount", "armor") if getattr(p, k) == 3]
    if ev.id == "journey" and not any(s.face_up[t] or s.decks[t] for t in C.JOURNEY_TYPES):
        return []
    return [("place", "event")]


def action_legal(s: GloryState, seat: int) -> list[tuple]:
    p = s.players[seat]
    out: list[tuple] = []
    for space in ("training", "prayer", "service"):
        if space_free(s, space):
            out.append(("place", space))
    out += [("place", "patrol"), ("place", "warmup")]
    if seat not in s.initiative_pawns and len(s.initiative_pawns) < len(s.initiative):
        out.append(("place", "initiative"))
    if space_free(s, "travel") and any(s.face_up[t] or s.decks[t] for t in C.JOURNEY_TYPES):
        out.append(("place", "travel"))
    for item in ("mount", "armor"):
        level = getattr(p, item)
        if level < C.MAX_LEVEL and p.coins >= discount(p, C.MARKET_PRICES[level + 1]):
            out.append(("place", "market", item))
    for i, tile in enumerate(s.track):
        if tile and p.coins >= discount(p, s.track_costs[i]):
            out.append(("place", "support", i))
    if not p.herald_used or s.pas:
        out += [("place", "herald", *t) for t in herald_targets(s, seat)]
    if s.title_deck or s.title_discard:
        out.append(("place", "objective"))
    out += event_legal(s, p)
    return out


# ------------------------------------------------------------------ applying


def place_pawn(s: GloryState, who: int, space: str) -> None:
    s.spaces[space].append(who)
    if who == OTTO:
        assert s.solo is not None
        s.solo.pawns -= 1
    else:
        s.players[who].pawns -= 1


def action_apply(s: GloryState, seat: int, action: tuple, events: list[Event]) -> None:
    p = s.players[seat]  # legality was checked by the rules' apply
    space = action[1]
    place_pawn(s, seat, space)
    data = {"seat": seat, "space": space, "args": list(action[2:])}
    events.append(Event("pawn_placed", data | ({"event": s.events[s.round - 1]} if space == "event" else {})))
    if space in C.ACTION_GAINS:
        apply_gains(s, seat, C.ACTION_GAINS[space], events, space)
    elif space == "initiative":
        s.initiative_pawns.append(seat)
        apply_gains(s, seat, (("coins", 1),), events, space)
    elif space == "travel":
        n = C.TRAVEL_CARDS + sum(1 for t in p.supports if t.kind == "queen")
        s.pending.append(Pending("travel", seat, n))
    elif space == "market":
        item = action[2]
        level = getattr(p, item) + 1
        paid = discount(p, C.MARKET_PRICES[level])
        p.coins -= paid
        setattr(p, item, level)
        events.append(Event("upgrade", {"seat": seat, "item": item, "level": level, "cost": paid}))
    elif space == "support":
        i = action[2]
        paid = discount(p, s.track_costs[i])
        p.coins -= paid
        tile = s.track[i]
        s.track[i] = ""
        give_support(s, p, tile, events, paid)
    elif space == "herald":
        register(s, seat, action[2:], events, herald=True)
        p.herald_used = True
    elif space == "objective":
        drawn = [t for t in (draw_title(s) for _ in range(C.OBJECTIVE_DRAW)) if t]
        s.pending.append(Pending("keep_title", seat, 1, drawn))
        events.append(
            Event("titles_drawn", {"seat": seat, "count": len(drawn)}, {"titles": drawn}, frozenset({seat}), True)
        )
    elif space == "event":
        event_action(s, seat, action[2:], events)
    end_turn(s)


def register(s: GloryState, who: int, where: tuple, events: list[Event], herald: bool = False) -> None:
    """Put a coat of arms of ``who`` (a seat or OTTO) on the tournament board."""
    data = {"who": who, "where": list(where), "herald": herald}
    if s.pas:
        town, i = where
        s.pas[town][i].challenger = who
        data["knight"] = s.pas[town][i].knight  # public: the knight challenged, for the log line
    else:
        s.bracket[0][where[0]] = "o" if who == OTTO else f"p:{who}"
    events.append(Event("registered", data))


def event_action(s: GloryState, seat: int, args: tuple, events: list[Event]) -> None:
    ev = current_event(s)
    p = s.players[seat]
    for what, n in ev.cost:
        setattr(p, what, getattr(p, what) - n)
    if ev.id == "crusade":
        apply_gains(s, seat, (("glory", 3), ("faith", 3)), events, ev.id)
    elif ev.id in C.SUPPORT_EVENTS:
        tile, s.event_support = s.event_support, ""
        give_support(s, p, tile, events)
    elif ev.id == "journey":
        s.pending.append(Pending("travel", seat, 3))
    elif ev.id == "loot":
        setattr(p, args[0], 4)
        events.append(Event("upgrade", {"seat": seat, "item": args[0], "level": 4}))
    elif ev.id == "siege":
        apply_gains(s, seat, (("glory", 5),), events, ev.id)
    elif ev.id == "wandering":
        apply_gains(s, seat, (("strength", 5),), events, ev.id)


# ------------------------------------------------------------------ pendings of the action phase


def travel_legal(s: GloryState) -> list[tuple]:
    out: list[tuple] = []
    for t in C.JOURNEY_TYPES:
        out += [("take", t, i) for i in range(len(s.face_up[t]))]
        if s.decks[t]:
            out.append(("take", t, -1))
    return out


def travel_apply(s: GloryState, pend: Pending, action: tuple, events: list[Event]) -> None:
    _kind, t, i = action
    p = s.players[pend.seat]
    if i == -1:
        card = s.decks[t].pop()
        events.append(
            Event(
                "journey_drawn", {"seat": p.seat, "type": t, "blind": True}, {"card": card}, frozenset({p.seat}), True
            )
        )
    else:
        card = s.face_up[t].pop(i)
        events.append(Event("journey_drawn", {"seat": p.seat, "type": t, "blind": False, "card": card}))
    p.hand.append(card)
    pend.n -= 1
