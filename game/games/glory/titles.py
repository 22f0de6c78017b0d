"""The title phase (rulebook §V "Title Phase", §X "Title Cards").

A resource counted for one title cannot count for another: each player scores the set of completed
titles (public ones and personal objectives) worth the most glory, +1 per title per Chronicler.
The Brave title is a duel (attack 11, prestige 1), attempted once, before the scoring.
"""

from __future__ import annotations

from itertools import combinations

from game.core.rules import Event
from game.games.glory import content as C
from game.games.glory.effects import count_supports
from game.games.glory.state import GloryState, PlayerState

POOLED = ("coins", "strength", "faith", "relics", "prestige")


def candidates(s: GloryState, p: PlayerState) -> list[str]:
    return list(dict.fromkeys(s.public_titles + p.titles))


def _alone_ok(p: PlayerState, t: C.Title) -> bool:
    if t.duel is not None:
        return p.brave == 1
    if t.equipped:
        return p.mount >= 4 and p.armor >= 4
    if t.no_rogue_used and p.used_rogue:
        return False
    if t.played is not None:
        jtype, n = t.played
        return sum(1 for c in p.discard if c[0] == jtype) >= n
    return True


def holdings(p: PlayerState) -> dict[str, int]:
    """The counted resources a title can ask for, as ``p`` holds them (supports are counted apart:
    by kind, or all of them)."""
    return {
        "coins": p.coins,
        "strength": p.strength,
        "faith": p.faith,
        "relics": len(p.relics),
        "prestige": len(p.prestige),
    }


def feasible(p: PlayerState, titles: tuple[C.Title, ...]) -> bool:
    """Whether ``p`` completes every title in ``titles`` at once, no resource counted twice."""
    have = holdings(p)
    need: dict[str, int] = {}
    for t in titles:
        if not _alone_ok(p, t):
            return False
        for what, n in t.needs:
            need[what] = need.get(what, 0) + n
    total_supports = len(p.supports)
    specific = 0
    for what, n in need.items():
        if what in have:
            if have[what] < n:
                return False
        elif what != "supports":
            if count_supports(p, what) < n:
                return False
            specific += n
    return specific + need.get("supports", 0) <= total_supports


def best_titles(s: GloryState, p: PlayerState) -> list[str]:
    ids = candidates(s, p)
    best: tuple[int, list[str]] = (0, [])
    for k in range(len(ids), 0, -1):
        for combo in combinations(ids, k):
            titles = tuple(C.TITLES[t] for t in combo)
            value = sum(t.glory for t in titles)
            if value > best[0] and feasible(p, titles):
                best = (value, list(combo))
    return best[1]


def titles_glory(s: GloryState, p: PlayerState) -> tuple[list[str], int]:
    """The titles ``p`` would score now (their best set) and the glory they give, +1 per title per
    Chronicler."""
    done = best_titles(s, p)
    return done, sum(C.TITLES[t].glory for t in done) + count_supports(p, "chronicler") * len(done)


def score_titles(s: GloryState, events: list[Event]) -> None:
    for p in s.players:
        done, glory = titles_glory(s, p)
        p.titles_scored = done
        p.glory += glory
        # the personal objectives are revealed now, each met or not (one met may still not score:
        # its resources counted for titles worth more)
        secret = [t for t in p.titles if t in C.TITLES]
        met = [t for t in secret if feasible(p, (C.TITLES[t],))]
        data = {"seat": p.seat, "titles": done, "glory": glory, "secret": secret, "secret_met": met}
        events.append(Event("titles_scored", data, reveals=True))


def wants_brave(s: GloryState, p: PlayerState) -> bool:
    return p.brave == 0 and "brave" in candidates(s, p)
