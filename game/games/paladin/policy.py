"""The bots' Paladin player: prices every move in honour from what its seat may know.

A card spent now (a main paladin, or a paladin that beats) is gone: it is worth what it would win in
the rounds still to come, more for a high card while the King's missions are ahead. A placement is
worth the chance that the card ends up leading the mission times its honour, minus that cost; a
paladin placed beside another main paladin costs nothing unless it beats, since it can always be
taken back. The chance is counted from the unseen cards, the cards seen at the mission, the
players still to decide after it and whether they would spend a card that beats it.

Fast enough to play every seat of a search's rollouts (tens of microseconds a move).
"""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import Action
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.counting import TOP, Count, future_honour, rounds_left, todo
from game.games.paladin.state import PLACE, RESOLVE, START, PaladinState

STRENGTH = C.CARD_STRENGTH
VALUE = C.CARD_VALUE
RED = C.CARD_RED
HONOUR = C.MISSION_HONOUR
N_CARDS = C.PALADIN_COUNT
BY_STRENGTH = sorted(range(N_CARDS), key=lambda c: STRENGTH[c])

KEEP = 0.35  # honour per value point above 4 that a card kept for later rounds is worth (scaled)
MAIN_EXTRA = 0.6  # extra honour per value point above 4 that a main paladin costs: it cannot come back


class Prices:
    """The costs of spending each card at one moment of a round (they only change between rounds)."""

    __slots__ = ("cost", "last", "threats")

    def __init__(self, s: PaladinState, keep: float) -> None:
        scale = future_honour(s) * keep / 3.5
        self.cost = [max(0.0, VALUE[c] - 4.0) * scale for c in range(N_CARDS)]
        self.last = rounds_left(s) == 0
        self.threats: dict[tuple[int, int], list[float]] = {}  # ``threats`` by (seen mask, honour)


class Policy:
    """The heuristic player. ``noise`` blurs its placement values (honour points); ``peek=False``
    never looks at a card; ``keep`` and ``main_extra`` price the cards."""

    def __init__(
        self, noise: float = 0.0, peek: bool = True, keep: float = KEEP, main_extra: float = MAIN_EXTRA
    ) -> None:
        self.noise = noise
        self.peek = peek
        self.vary_peeks = False  # a bot's own moves draw among the main paladins worth a look (``peek_target``)
        self.keep = keep
        self.main_extra = main_extra
        self._prices: dict[tuple, Prices] = {}

    def prices(self, s: PaladinState) -> Prices:
        """Card costs for this round (cached: the missions laid out name the round within a game)."""
        key = (s.round, tuple(s.missions), len(s.mission_deck))
        p = self._prices.get(key)
        if p is None:
            if len(self._prices) > 64:
                self._prices.clear()
            p = self._prices[key] = Prices(s, self.keep)
        return p

    # -- the moves ---------------------------------------------------------------------------------
    def act(self, s: PaladinState, seat: int, rng: Rng) -> Action:
        phase = s.phase
        if phase == RESOLVE:
            return self.resolve(s, seat)
        if phase == START:
            return self.start(s, seat)
        if phase != PLACE:
            raise ValueError("no move in a finished game")
        if self.peek and not s.peeked:
            target = peek_target(s, seat, rng if self.vary_peeks else None)
            if target is not None:
                return ("peek", *target)
        return self.place(s, seat, rng)

    @staticmethod
    def start(s: PaladinState, seat: int) -> Action:
        """The dealer lets the player on its left start, so that it places last and sees the most."""
        return ("start", (seat + 1) % s.players)

    def resolve(self, s: PaladinState, seat: int) -> Action:
        row = s.table[s.res_mission]
        card = row[s.res_pos][1]
        pr = self.prices(s)
        cost = pr.cost[card]
        if E.can_beat(s):
            cnt = Count(s, seat)
            h = HONOUR[s.missions[s.res_mission]]
            later = row[s.res_pos + 1 :]
            if not any(cnt.sees(x) and C.beats(x, card, s.classic_zero) for _o, x in later):
                unknown = sum(1 for _o, x in later if not cnt.sees(x))
                q = 1.0 - beaten_later(s, card, h, cnt, pr, unknown)
                if q * (h + RED[card]) > cost:
                    return E.BEAT
        if cost > 0.0 or (not pr.last and VALUE[card] >= 4):
            return E.TAKE
        return E.DISCARD

    def place(self, s: PaladinState, seat: int, rng: Rng | None = None) -> Action:
        ranked = self.placements(s, seat)
        if self.noise and rng is not None:
            ranked = sorted(((v + rng.random() * self.noise, c, m) for v, c, m in ranked), reverse=True)
        _v, c, m = ranked[0]
        return ("place", c, m)

    def placements(self, s: PaladinState, seat: int) -> list[tuple[float, int, int]]:
        """(value, card, mission) of every placement now, best first: the value of the card there
        plus the best way to give the other missions I still place at one card each."""
        cnt = Count(s, seat)
        pr = self.prices(s)
        hand = s.hands[seat]
        main = E.placing_main(s)
        mine = todo(s, seat)
        tables = {m: threats(s, cnt, pr, HONOUR[s.missions[m]]) for m in mine}
        # the other missions will get paladins beside a main paladin
        values = {(c, m): self.value(s, c, m, cnt, pr, False, tables[m]) for c in hand for m in mine}
        order = sorted(mine, key=lambda i: -HONOUR[s.missions[i]])
        # each mission's cards, best first (of equals, the first in hand): the first one not yet used is
        # the best remaining one
        prefs = {t: sorted(hand, key=lambda x, t=t: (values[(x, t)], -STRENGTH[x]), reverse=True) for t in mine}
        out = []
        for m in E.open_missions(s, seat):
            rest_m = [t for t in order if t != m]
            for c in hand:
                used = {c}
                v = self.value(s, c, m, cnt, pr, True, tables[m]) if main else values[(c, m)]
                for t in rest_m:  # the others, biggest first, each gets its best remaining card
                    if len(used) == len(hand):
                        break
                    best = next(x for x in prefs[t] if x not in used)
                    v += values[(best, t)]
                    used.add(best)
                out.append((v - 0.001 * STRENGTH[c], c, m))
        out.sort(reverse=True)
        return out

    def value(
        self, s: PaladinState, card: int, m: int, cnt: Count, pr: Prices, main: bool, table: list[float] | None = None
    ) -> float:
        """Expected honour of ``card`` at mission ``m`` (placed now), minus what spending it costs."""
        row = s.table[m]
        h = HONOUR[s.missions[m]]
        cost = pr.cost[card]
        # it must be able to beat every card before it (seen ones exactly, unseen ones counted)
        p_top = 1.0
        for _o, x in row:
            if cnt.sees(x):
                if not C.beats(card, x, s.classic_zero):
                    return -cost if main else 0.0
            else:
                p_top *= cnt.p_weaker(card)
        q = 1.0 - beaten_later(s, card, h, cnt, pr, s.players - len(row) - 1, table)
        if main:
            return q * (h + RED[card]) - cost - self.main_extra * max(0, VALUE[card] - 4) * (not pr.last)
        return p_top * max(0.0, q * (h + RED[card]) - cost)


def threats(s: PaladinState, cnt: Count, pr: Prices, h: int) -> list[float]:
    """For each strength key k: the share of unseen cards that beat a card of strength k and that
    their owner would spend on a mission of honour ``h`` (when it pays at least what the card is
    worth). Kept on ``pr`` by what is seen and ``h``: nothing else changes it."""
    key = (cnt.mask, h)
    got = pr.threats.get(key)
    if got is None:
        if len(pr.threats) > THREATS_KEPT:
            pr.threats.clear()
        got = pr.threats[key] = _threats(cnt, pr, h)
    return got


THREATS_KEPT = 1 << 14


def _threats(cnt: Count, pr: Prices, h: int) -> list[float]:
    n = [0] * (TOP + 2)
    cost = pr.cost
    mask = cnt.mask
    for x in range(N_CARDS):
        if not (mask >> x) & 1 and h + RED[x] >= cost[x]:
            n[STRENGTH[x]] += 1
    out = [0.0] * (TOP + 1)
    acc = 0
    for k in range(TOP, -1, -1):
        out[k] = acc / cnt.unseen  # cards strictly stronger than k
        acc += n[k]
    return out


def beaten_later(s: PaladinState, card: int, h: int, cnt: Count, pr: Prices, later: int, table=None) -> float:
    """Chance that one of ``later`` unseen cards beats ``card`` and its owner spends it on a mission
    of honour ``h``."""
    if later <= 0:
        return 0.0
    if s.classic_zero:
        n = 0
        for x in range(N_CARDS):
            if not (cnt.mask >> x) & 1 and h + RED[x] >= pr.cost[x] and C.beats(x, card, True):
                n += 1
        p = n / cnt.unseen
    else:
        p = (table or threats(s, cnt, pr, h))[STRENGTH[card]]
    return 1.0 - (1.0 - p) ** later


def peek_target(s: PaladinState, seat: int, rng: Rng | None = None) -> tuple[int, int] | None:
    """The most useful face-down card to look at: at the missions I still place at, the main paladin
    first, the bigger the mission the better; otherwise the biggest mission's.

    With ``rng`` (a bot's own move, not a rollout) the choice among the main paladins at missions I
    still place at is drawn, each as likely as its mission's honour squared: the biggest mission
    stays the likeliest, but no rival (the first to place, often the human) is always the one
    looked at."""
    targets = E.peek_targets(s, seat)
    if not targets:
        return None
    mine = set(todo(s, seat))
    best = max(targets, key=lambda t: (t[0] in mine, s.table[t[0]][0][0] == t[1], HONOUR[s.missions[t[0]]], -t[0]))
    if rng is None:
        return best
    pool = sorted(t for t in targets if t[0] in mine and s.table[t[0]][0][0] == t[1])
    if len(pool) < 2:
        return best
    weights = [HONOUR[s.missions[m]] ** 2 for m, _o in pool]
    x = rng.random() * sum(weights)
    for t, w in zip(pool, weights):
        x -= w
        if x < 0:
            return t
    return pool[-1]
