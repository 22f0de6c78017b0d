"""What a seat may see of a Glory state, and full states sampled back from a view.

Hidden: other players' journey hands (only the card backs, i.e. the types, show: ``"?R"``, ``"?M"``,
``"?C"``) and personal objectives (``"?"``), the journey decks and the title deck/discard
(``"?R"``.. / ``"?"``), the titles another player is choosing from, Otto's objective, round 3's event
during round 1, and the order of every pile (support piles, knight piles, trophies, Otto's deck —
their contents can be deduced from the table, so a view keeps them sorted), and the RNG.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.games.glory import content as C
from game.games.glory.state import GloryState, clone

HIDDEN = "?"


def _mask_cards(cards: list[str]) -> list[str]:
    return [HIDDEN + c[0] for c in cards]


def event3_hidden(s: GloryState) -> bool:
    return s.round == 1 and s.phase in ("setup", "action", "journey")


def view_state(s: GloryState, seat: int | None) -> GloryState:
    v = clone(s)
    for p in v.players:
        if p.seat != seat:
            p.hand = sorted(_mask_cards(p.hand))
            p.titles = [HIDDEN] * len(p.titles)
    v.decks = {t: _mask_cards(d) for t, d in v.decks.items()}
    v.title_deck = [HIDDEN] * len(v.title_deck)
    v.title_discard = [HIDDEN] * len(v.title_discard)
    for pend in v.pending:
        if pend.seat != seat and pend.kind == "keep_title":
            pend.items = [HIDDEN] * len(pend.items)
    if event3_hidden(v) and len(v.events) == 3:
        v.events[2] = HIDDEN
    for name in v.piles:
        v.piles[name] = sorted(v.piles[name])
    for name in v.knight_piles:
        v.knight_piles[name] = sorted(v.knight_piles[name])
    v.trophy_pile = sorted(v.trophy_pile)
    if v.solo is not None:
        v.solo.deck = sorted(v.solo.deck)
        v.solo.titles = [HIDDEN] * len(v.solo.titles)
    v.rng = Rng(0)
    v.is_view = True
    return v


def _journey_seen(v: GloryState) -> set[str]:
    seen: set[str] = set(v.removed)
    for t in C.JOURNEY_TYPES:
        seen.update(v.face_up[t])
        seen.update(c for c in v.decks[t] if not c.startswith(HIDDEN))
    for p in v.players:
        seen.update(c for c in p.hand if not c.startswith(HIDDEN))
        seen.update(p.discard)
    if v.duel is not None and v.duel.card in C.JOURNEY:
        seen.add(v.duel.card)
    return seen


def _title_seen(v: GloryState) -> set[str]:
    seen = set(v.public_titles)
    for p in v.players:
        seen.update(t for t in p.titles if t != HIDDEN)
    for pend in v.pending:
        if pend.kind == "keep_title":
            seen.update(t for t in pend.items if t != HIDDEN)
    if v.solo is not None:
        seen.update(t for t in v.solo.titles if t != HIDDEN)
    return seen


def determinize_state(view: GloryState, seat: int, rng: Rng) -> GloryState:
    """Deal the hidden cards and titles at random from those not seen; shuffle the piles."""
    s = clone(view)
    seen = _journey_seen(view)
    pools = {t: [c for c in C.JOURNEY_IDS[t] if c not in seen] for t in C.JOURNEY_TYPES}
    for pool in pools.values():
        rng.shuffle(pool)

    def fill(cards: list[str]) -> list[str]:
        return [pools[c[1]].pop() if c.startswith(HIDDEN) else c for c in cards]

    for p in s.players:
        p.hand = fill(p.hand)
    for t in C.JOURNEY_TYPES:
        s.decks[t] = fill(s.decks[t])
    tseen = _title_seen(view)
    tpool = [t.id for t in C.TITLE_LIST if t.id not in tseen]
    rng.shuffle(tpool)

    def tfill(items: list[str]) -> list[str]:
        return [tpool.pop() if x == HIDDEN and tpool else x for x in items]

    for p in s.players:
        p.titles = tfill(p.titles)
    for pend in s.pending:
        if pend.kind == "keep_title":
            pend.items = tfill(pend.items)
    if s.solo is not None:
        s.solo.titles = tfill(s.solo.titles)
        rng.shuffle(s.solo.deck)
    s.title_deck = tfill(s.title_deck)
    s.title_discard = tfill(s.title_discard)
    if len(s.events) == 3 and s.events[2] == HIDDEN:
        s.events[2] = rng.choice([e.id for e in C.EVENT_LIST if e.round == 3])
    for name in s.piles:
        if name != "scroll":
            rng.shuffle(s.piles[name])
    for name in s.knight_piles:
        rng.shuffle(s.knight_piles[name])
    rng.shuffle(s.trophy_pile)
    s.rng = rng.spawn()
    s.is_view = False
    return s
