"""Solo mode: Otto the automa (rulebook §IX).

Otto never collects anything: he blocks action spaces and discards tiles and cards. Each time he
must act, the top card of his deck is revealed and its Action I, II or III is resolved — the first
that can be fully resolved; otherwise the next card. In Rivalry he also registers for tournaments
("brave but not reckless") and scores glory.
"""

from __future__ import annotations

from game.core.rules import Event
from game.games.glory import content as C
from game.games.glory.actions import current_event, place_pawn, register, space_free
from game.games.glory.effects import draw_title
from game.games.glory.state import OTTO, GloryState

INF = 10**6


def rivalry(s: GloryState) -> bool:
    return s.solo is not None and s.solo.mode == "rivalry"


# ------------------------------------------------------------------ certainty against knights


def knight_range(kid: str) -> tuple[int, int]:
    k = C.KNIGHTS[kid]
    return (k.attack, k.attack + (3 if k.type == "polish" else 0))  # a Polish noble adds a white die 0-3


def otto_certain_win(s: GloryState, kid: str) -> bool:
    """Otto beats this knight whatever it rolls (ties: prestige, then Otto as a player)."""
    o = s.solo
    assert o is not None
    _lo, hi = knight_range(kid)
    return o.attack > hi or (o.attack == hi and o.prestige >= C.KNIGHTS[kid].prestige)


def otto_certain_loss(s: GloryState, kid: str) -> bool:
    o = s.solo
    assert o is not None
    lo, _hi = knight_range(kid)
    return lo > o.attack or (lo == o.attack and C.KNIGHTS[kid].prestige > o.prestige)


# ------------------------------------------------------------------ registration choices


def pas_choice(s: GloryState, avoid_player_towns: bool) -> tuple[int, int] | None:
    """The best knight (highest glory) Otto is certain to defeat, in a town where he is not registered
    (and, for Herald, where the player has no coat)."""
    best: tuple[int, int] | None = None
    best_glory = -1
    for t, row in enumerate(s.pas):
        if any(x.challenger == OTTO for x in row):
            continue
        if avoid_player_towns and any(0 <= x.challenger < s.n for x in row):
            continue
        for i, x in enumerate(row):
            if x.challenger == -1 and otto_certain_win(s, x.knight):
                g = C.KNIGHTS[x.knight].glory
                if g > best_glory:
                    best, best_glory = (t, i), g
    return best


def _path_value(s: GloryState, row: list[str], slot: int) -> float:
    """Glory Otto can count on along his bracket path from ``slot``; -INF if a knight surely beats him.
    Unknown opponents (empty spaces, the player) stop the count; facing the player costs a little
    so he prefers a knight he outmatches (book)."""
    value = 0.0
    group = [slot]
    size = 1
    while size < C.PLAISANCE_SLOTS:
        start = (slot // (2 * size)) * 2 * size
        other = [i for i in range(start, start + 2 * size) if i not in group]
        entrants = [row[i] for i in other]
        knights = [e[2:] for e in entrants if e.startswith("k:")]
        if any(e.startswith("p:") for e in entrants):
            return value - (0.5 if size == 1 else 0.25)
        if len(knights) != len(entrants):  # an empty space: unknown knight
            return value
        # the opponent is the winner of the other half (knights: by glory, prestige, left side)
        opp = sorted(knights, key=lambda k: (-C.KNIGHTS[k].glory, -C.KNIGHTS[k].prestige, entrants.index("k:" + k)))[0]
        if otto_certain_loss(s, opp):
            return -INF if size == 1 else value
        if not otto_certain_win(s, opp):
            return value
        value += C.KNIGHTS[opp].glory
        group = list(range(start, start + 2 * size))
        size *= 2
    return value


def plaisance_choice(s: GloryState) -> int:
    """Otto's lower-row space: the best glory path, rightmost among equals (book §IX)."""
    row = s.bracket[0]
    free = [i for i, x in enumerate(row) if not x]
    best, best_v = free[-1] if free else -1, -float("inf")
    for i in free:
        v = _path_value(s, row, i)
        if v >= best_v:
            best, best_v = i, v
    return best


def otto_register(s: GloryState, events: list[Event], herald: bool) -> bool:
    """Register Otto if his rules allow; True if he did."""
    if s.pas:
        where = pas_choice(s, avoid_player_towns=herald)
        if where is None:
            return False
        register(s, OTTO, where, events, herald)
        return True
    if "o" in s.bracket[0]:
        return False
    slot = plaisance_choice(s)
    if slot < 0:
        return False
    if herald and _path_value(s, s.bracket[0], slot) <= -INF:
        return False
    register(s, OTTO, (slot,), events, herald)
    return True


# ------------------------------------------------------------------ action phase


def _regular_targets(s: GloryState, kinds: tuple[str, ...]) -> int:
    """Track index of the first support of ``kinds`` (in the card's order), skipping the 2-coin space."""
    for kind in kinds:
        for i in range(s.n_special, len(s.track)):
            if s.track[i] and s.track_costs[i] != 2 and C.SUPPORT_TILES.get(s.track[i]) == kind:
                return i
    return -1


def feasible(s: GloryState, act: tuple[str, ...]) -> bool:
    kind = act[0]
    if kind == "support":
        return _regular_targets(s, act[1:]) >= 0
    if kind == "special":
        return any(s.track[i] for i in range(s.n_special))
    if kind == "travel":
        return space_free(s, "travel") and len(s.face_up[act[1]]) >= C.FACE_UP
    if kind == "objective":
        return bool(s.title_deck or s.title_discard)
    if kind == "event":
        return current_event(s).action and not s.spaces["event"]
    if kind == "initiative":
        return not s.initiative_pawns
    if kind in ("training", "prayer", "service"):
        return space_free(s, kind)
    if kind == "herald":
        if not rivalry(s):
            return False
        if s.pas:
            return pas_choice(s, avoid_player_towns=True) is not None
        return "o" not in s.bracket[0] and any(
            not x and _path_value(s, s.bracket[0], i) > -INF for i, x in enumerate(s.bracket[0])
        )
    return False


def why_not(s: GloryState, act: tuple[str, ...]) -> str:
    """Why an action of Otto's card cannot be done now (it is not ``feasible``), as a short code:
    taken (its space is full), tile (no support to discard), cards (fewer than 4 face-up), titles,
    no_action (the event has none), rivalry (Herald only there), no_place (no duel he is sure of)."""
    kind = act[0]
    if kind in ("support", "special"):
        return "tile"
    if kind == "travel":
        return "cards" if space_free(s, "travel") else "taken"
    if kind == "objective":
        return "titles"
    if kind == "event":
        return "taken" if current_event(s).action else "no_action"
    if kind == "herald":
        return "no_place" if rivalry(s) else "rivalry"
    return "taken"


def resolve(s: GloryState, act: tuple[str, ...], events: list[Event]) -> None:
    """Carry out one of Otto's actions (it is feasible)."""
    o = s.solo
    assert o is not None
    kind = act[0]
    space = {"special": "support", "event": "event", "herald": "herald"}.get(kind, kind)
    place_pawn(s, OTTO, space)
    data: dict = {"action": kind, "args": list(act[1:])}
    if kind in ("support", "special"):
        i = _regular_targets(s, act[1:]) if kind == "support" else next(j for j in range(s.n_special) if s.track[j])
        tile, s.track[i] = s.track[i], ""
        s.supports_out.append(tile)
        data["tile"] = tile
        if rivalry(s):
            data["glory"] = C.OTTO_SUPPORT_GLORY.get(C.SUPPORT_TILES[tile], 0)
            o.glory += data["glory"]
    elif kind == "travel":
        data["cards"] = list(s.face_up[act[1]])
        s.removed.extend(s.face_up[act[1]])
        s.face_up[act[1]] = []
    elif kind == "objective":
        drawn = [t for t in (draw_title(s) for _ in range(C.OBJECTIVE_DRAW)) if t]
        keep = drawn[-1:]
        s.title_discard.extend(drawn[:-1])
        o.titles.extend(keep)
    elif kind == "event":
        ev = current_event(s)
        data["event"] = ev.id
        if ev.id in C.SUPPORT_EVENTS:
            data["tile"], s.event_support = s.event_support, ""
            if data["tile"]:
                s.supports_out.append(data["tile"])
        if rivalry(s):
            data["glory"] = C.OTTO_EVENT_GLORY.get(ev.id, 0)
            o.glory += data["glory"]
    elif kind == "initiative":
        s.initiative_pawns.append(OTTO)
    mark = len(events)
    if kind == "herald":  # his herald is told before the place it takes
        otto_register(s, events, herald=True)
    o.last_action = kind
    events.insert(mark, Event("otto_action", data))


def otto_turn(s: GloryState, events: list[Event]) -> None:
    """Otto takes one action (book §IX): reveal cards until an action can be fully resolved."""
    o = s.solo
    assert o is not None
    for _ in range(len(C.AUTOMA_CARDS) * 2 + 2):
        if not o.deck:
            if not o.discard:
                break
            o.deck, o.discard = o.discard, []
            s.rng.shuffle(o.deck)
        card = o.deck.pop()
        o.discard.append(card)
        o.last_card = card
        events.append(Event("otto_card", {"card": card}, reveals=True))
        actions, why = C.AUTOMA[card].actions, []
        for i, act in enumerate(actions):
            if feasible(s, act):
                resolve(s, act, events)
                done = next(e for e in reversed(events) if e.kind == "otto_action")
                done.data["passed"] = [a[0] for a in actions[:i]]  # the card's actions he could not do
                done.data["why"] = why  # and why not (told in the log)
                s.turn = (s.turn + 1) % len(s.initiative)
                return
            why.append(why_not(s, act))
    # ours: nothing on his cards can be done — he stands on Patrol (an open zone)
    place_pawn(s, OTTO, "patrol")
    o.last_action = "patrol"
    events.append(Event("otto_action", {"action": "patrol", "args": []}))
    s.turn = (s.turn + 1) % len(s.initiative)


def otto_score_titles(s: GloryState, events: list[Event]) -> None:
    """Rivalry: Otto scores every public title and all his personal objectives."""
    o = s.solo
    assert o is not None
    total = sum(C.TITLES[t].glory for t in s.public_titles + o.titles)
    o.glory += total
    data = {"titles": s.public_titles + o.titles, "secret": list(o.titles), "glory": total}
    events.append(Event("otto_titles", data))
