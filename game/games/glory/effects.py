"""Small state operations shared by every phase: gains, draws, supports, the support track."""

from __future__ import annotations

from game.core.rules import Event
from game.games.glory import content as C
from game.games.glory.state import GloryState, Pending, PlayerState, Tile


def gain_useful(p: PlayerState, s: GloryState, what: str, value: object) -> bool:
    """Whether receiving ``(what, value)`` would change anything for ``p``."""
    if what in ("coins", "strength", "faith", "glory"):
        return True
    if what == "prestige":
        return value not in p.prestige and s.prestige_supply.get(str(value), 0) > 0
    if what == "relic":
        return s.relic_supply.get(str(value), 0) > 0
    if what == "support":
        return any(C.SUPPORT_TILES[t] == value for t in s.piles.get("scroll", ()))
    if what == "mount":
        return p.mount == int(value) - 1  # never skip a level
    if what == "armor":
        return p.armor == int(value) - 1
    if what == "titles":
        return bool(s.title_deck or s.title_discard)
    return False


def option_useful(p: PlayerState, s: GloryState, option: tuple) -> bool:
    """An option is worth choosing when at least one of its gains applies."""
    return any(gain_useful(p, s, w, v) for w, v in option)


def apply_gains(s: GloryState, seat: int, gains: tuple, events: list[Event], source: str = "") -> None:
    """Give ``gains`` to ``seat`` (gains that cannot apply are skipped, as the rulebook says)."""
    p = s.players[seat]
    for what, value in gains:
        if value == 0 and what in ("coins", "strength", "faith", "glory"):
            continue
        gain(s, p, what, value, events, source)


def gain(s: GloryState, p: PlayerState, what: str, value: object, events: list[Event], source: str = "") -> None:
    if what in ("coins", "strength", "faith", "glory"):
        before = getattr(p, what)
        setattr(p, what, max(0, before + int(value)))  # never below 0 (ours, e.g. Moneylender)
        value = getattr(p, what) - before
    elif what == "prestige":
        colour = str(value)
        if colour in p.prestige or s.prestige_supply.get(colour, 0) <= 0:
            return  # one token of a colour each, and none once the supply of that colour is gone (book)
        s.prestige_supply[colour] -= 1
        p.prestige[colour] = True
    elif what == "relic":
        kind = str(value)
        if s.relic_supply.get(kind, 0) <= 0:
            return
        s.relic_supply[kind] -= 1
        n = sum(1 for r in p.relics) + 1
        p.relics.append(Tile(f"{kind}{p.seat}_{n}", kind, True))
    elif what == "support":
        pile = s.piles.get("scroll", [])
        tile = next((t for t in pile if C.SUPPORT_TILES[t] == value), None)
        if tile is None:
            return
        pile.remove(tile)
        give_support(s, p, tile, events)
        return
    elif what in ("mount", "armor"):
        level = int(value)
        if getattr(p, what) != level - 1:
            return
        setattr(p, what, level)
    elif what == "titles":
        drawn = [t for t in (draw_title(s) for _ in range(int(value))) if t]
        if drawn:
            s.pending.append(Pending("keep_title", p.seat, 1, drawn))
        events.append(
            Event("titles_drawn", {"seat": p.seat, "count": len(drawn)}, {"titles": drawn}, frozenset({p.seat}), True)
        )
        return
    else:
        raise ValueError(f"unknown gain {what!r}")
    events.append(Event("gain", {"seat": p.seat, "what": what, "value": value, "source": source}))


def give_support(s: GloryState, p: PlayerState, tile: str, events: list[Event], cost: int = 0) -> None:
    """``p`` receives support tile ``tile`` (bought for ``cost`` coins, said in the log); a one-time
    support pays its bonus at once."""
    kind = C.SUPPORT_TILES.get(tile, tile.split(":")[-1])
    p.supports.append(Tile(tile, kind, True))
    events.append(Event("support_gained", {"seat": p.seat, "tile": tile, "kind": kind, "cost": cost}))
    for what, value in C.SUPPORT_ONCE_GAINS.get(kind, ()):
        gain(s, p, what, value, events, kind)


def count_supports(p: PlayerState, kind: str) -> int:
    return sum(1 for t in p.supports if t.kind == kind)


def discount(p: PlayerState, price: int) -> int:
    """Diplomat: 1 coin less per Diplomat for Market and Support actions (never below 0)."""
    return max(0, price - count_supports(p, "diplomat"))


def draw_title(s: GloryState) -> str:
    """Top title of the deck; an empty deck is rebuilt from the shuffled discard (book)."""
    if not s.title_deck and s.title_discard:
        s.title_deck = list(s.title_discard)
        s.title_discard = []
        s.rng.shuffle(s.title_deck)
    return s.title_deck.pop() if s.title_deck else ""


def draw_journey(s: GloryState, jtype: str) -> str:
    deck = s.decks[jtype]
    return deck.pop() if deck else ""


def refill_face_up(s: GloryState) -> None:
    """Remove face-up journey cards from the game, then reveal up to 4 of each type."""
    for t in C.JOURNEY_TYPES:
        s.removed.extend(s.face_up[t])
        s.face_up[t] = [c for c in (draw_journey(s, t) for _ in range(C.FACE_UP)) if c]


def draw_special(s: GloryState) -> str:
    pile = s.piles["special"]
    return pile.pop() if pile else ""


def draw_regular(s: GloryState) -> str:
    """Regular piles in order, then the special pile once they are exhausted (ours)."""
    for name in C.REGULAR_PILES:
        if s.piles[name]:
            return s.piles[name].pop()
    return draw_special(s)


def refill_track(s: GloryState, remove_left: bool) -> None:
    """Maintenance (and setup): clear the support track and fill it again, special spaces first."""
    if remove_left:
        s.supports_out.extend(t for t in s.track if t)
        s.track = ["" for _ in s.track]
    for i in range(s.n_special):
        if not s.track[i]:
            s.track[i] = draw_special(s)
    for i in range(len(s.track) - 1, s.n_special - 1, -1):  # right to left (book)
        if not s.track[i]:
            s.track[i] = draw_regular(s)
