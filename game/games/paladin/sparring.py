"""Paladin sparring partners: rule-based players written the way experienced players play, used only
to measure the bots (never offered at setup).

Both read only their seat's view: their own cards, the revealed cards and the cards they peeked at
(``known[seat] | public``); everything else is counted from the cards they cannot see.

* ``honour``  -- spreads its hand by the missions' honour (strongest card to the biggest mission),
  commits a strong main paladin only where it should stand, and beats whenever the mission is worth
  the card.
* ``counter`` -- counts the unseen cards and prices every placement in expected honour minus what the
  card would be worth in later rounds, so it fights cheaply for small missions and saves its best
  paladins for the King's.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import Action, Seat
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.counting import Count, future_honour, rounds_left, todo
from game.games.paladin.state import PLACE, RESOLVE, START, PaladinState

STRENGTH = C.CARD_STRENGTH
VALUE = C.CARD_VALUE
RED = C.CARD_RED
HONOUR = C.MISSION_HONOUR
N_CARDS = C.PALADIN_COUNT


# ------------------------------------------------------------------------------------------------
class Honour:
    """Spreads its hand by honour: its weakest card is the main paladin on the smallest mission, then
    the strongest cards go to the biggest missions (the cheapest one that beats what it has seen there);
    beats when the mission is worth the card, saving high cards while the King's missions are ahead."""

    level = "honour"

    def __init__(self, keep: float = 0.3) -> None:
        self.keep = keep  # honour per value point above 4.5 a card is worth in later rounds (scaled)
        self.explain = ""

    def choose(self, rules, view: PaladinState, seat: Seat, rng: Rng, deadline: float | None = None) -> Action:
        s = view
        if s.phase == START:
            return ("start", (seat + 1) % s.players)
        cnt = Count(s, seat)
        if s.phase == RESOLVE:
            return self._resolve(s, seat, cnt)
        assert s.phase == PLACE
        if not s.peeked:
            peek = peek_target(s, seat)
            if peek is not None:
                return ("peek", *peek)
        return self._place(s, seat, cnt)

    @staticmethod
    def _place(s: PaladinState, seat: int, cnt: Count) -> Action:
        hand = sorted(s.hands[seat], key=lambda c: STRENGTH[c], reverse=True)
        if E.placing_main(s):
            m = min(E.open_missions(s, seat), key=lambda i: (HONOUR[s.missions[i]], i))
            return ("place", hand[-1], m)
        # missions I still place at, biggest first, each gets the next strongest card; the weakest stays
        order = sorted(
            todo(s, seat),
            key=lambda i: (-HONOUR[s.missions[i]], i),
        )
        m = order[0]
        seen = [x for _o, x in s.table[m] if cnt.sees(x)]
        beating = [c for c in hand if all(C.beats(c, x, s.classic_zero) for x in seen)]
        if not beating:
            card = hand[-1]  # a card I have seen there beats all I hold: park my weakest card
        elif seen and HONOUR[s.missions[m]] < 4:
            card = beating[-1]  # the cheapest card that beats what I have seen there
        else:
            card = beating[0]
        return ("place", card, m)

    def _resolve(self, s: PaladinState, seat: int, cnt: Count) -> Action:
        row = s.table[s.res_mission]
        card = row[s.res_pos][1]
        last = rounds_left(s) == 0
        if E.can_beat(s):
            later = [x for _o, x in row[s.res_pos + 1 :]]
            if not any(cnt.sees(x) and C.beats(x, card, s.classic_zero) for x in later):
                # no card I have seen after mine beats it; each unseen one might
                p = (1.0 - cnt.p_stronger(card)) ** sum(1 for x in later if not cnt.sees(x))
                keep = max(0.0, VALUE[card] - 4.5) * self.keep * future_honour(s) / 3.5
                if p * (HONOUR[s.missions[s.res_mission]] + RED[card]) >= keep:
                    return E.BEAT
        if not last and VALUE[card] >= 5:
            return E.TAKE
        return E.DISCARD


def peek_target(s: PaladinState, seat: int) -> tuple[int, int] | None:
    """The main paladin of the biggest mission I still place at; then other cards there."""
    targets = E.peek_targets(s, seat)
    if not targets:
        return None
    mine_todo = set(todo(s, seat))

    def worth(t: tuple[int, int]) -> tuple:
        m, o = t
        return (m in mine_todo, s.table[m][0][0] == o, HONOUR[s.missions[m]], -m)

    return max(targets, key=worth)


# ------------------------------------------------------------------------------------------------
class Counter:
    """Counts the unseen cards and prices each placement in expected honour minus the card's worth in
    later rounds: cheap cards chase small missions, strong ones wait for the King's; peeks at the main
    paladin it must beat, beats only when the card is likely to stand and the mission pays for it."""

    level = "counter"

    def __init__(self, keep: float = 0.35, main_extra: float = 0.6) -> None:
        self.keep = keep  # honour per value point above 4 a card is worth in later rounds (scaled)
        self.main_extra = main_extra  # extra honour a high main paladin costs (it cannot be taken back)
        self.explain = ""
        self._costs_for: PaladinState | None = None
        self._costs: list[float] = []

    def choose(self, rules, view: PaladinState, seat: Seat, rng: Rng, deadline: float | None = None) -> Action:
        s = view
        if s.phase == START:
            return self._start(s, seat)
        cnt = Count(s, seat)
        if s.phase == RESOLVE:
            return self._resolve(s, seat, cnt)
        assert s.phase == PLACE
        if not s.peeked:
            peek = peek_target(s, seat)
            if peek is not None:
                return ("peek", *peek)
        return self._place(s, seat, cnt)

    # -- what a card is worth ---------------------------------------------------------------------
    def cost(self, s: PaladinState, card: int) -> float:
        """Honour I expect to lose by spending ``card`` now instead of keeping it for later rounds."""
        if self._costs_for is not s:
            fh = future_honour(s) * self.keep / 3.5
            self._costs = [max(0.0, VALUE[c] - 4.0) * fh for c in range(N_CARDS)]
            self._costs_for = s
        return self._costs[card]

    def p_beaten_by_later(self, s: PaladinState, card: int, h: int, cnt: Count, later_unknown: int) -> float:
        """Chance that at least one of ``later_unknown`` unseen cards beats ``card`` and its owner
        bothers (a strong card is not spent on a small mission)."""
        if later_unknown <= 0:
            return 0.0
        # share of unseen cards that would beat ``card`` and be played
        p = 0.0
        for x in range(N_CARDS):
            if cnt.sees(x) or not C.beats(x, card, s.classic_zero):
                continue
            if h + RED[x] >= self.cost(s, x):
                p += 1.0
        p /= cnt.unseen
        return 1.0 - (1.0 - p) ** later_unknown

    def placement_value(self, s: PaladinState, seat: int, card: int, m: int, cnt: Count, main: bool) -> float:
        """Expected honour of putting ``card`` at mission ``m`` now, minus the card's expected cost."""
        row = s.table[m]
        h = HONOUR[s.missions[m]]
        gain = h + RED[card]
        # I must be able to beat every earlier card (known exactly, unseen counted)
        p_top = 1.0
        for _o, x in row:
            if cnt.sees(x):
                if not C.beats(card, x, s.classic_zero):
                    return -self.cost(s, card) if main else 0.0
            else:
                p_top *= cnt.p_weaker(card)
        later = s.players - len(row) - 1
        q = 1.0 - self.p_beaten_by_later(s, card, h, cnt, later)
        c = self.cost(s, card)
        if main:
            return q * gain - c - self.main_extra * max(0, VALUE[card] - 4)
        return p_top * max(0.0, q * gain - c)

    def _place(self, s: PaladinState, seat: int, cnt: Count) -> Action:
        hand = s.hands[seat]
        main = E.placing_main(s)
        mine = todo(s, seat)
        open_m = E.open_missions(s, seat)
        # my other paladins this round go beside main paladins
        values = {(c, m): self.placement_value(s, seat, c, m, cnt, False) for c in hand for m in mine}
        best, best_v = None, -1e9
        for m in open_m:
            for c in hand:
                v = self.placement_value(s, seat, c, m, cnt, True) if main else values[(c, m)]
                v += self._completion(s, hand, c, [t for t in mine if t != m], values)
                # ties: the weaker card, so strength is saved
                v -= 0.001 * STRENGTH[c]
                if v > best_v:
                    best, best_v = (c, m), v
        assert best is not None
        return ("place", best[0], best[1])

    @staticmethod
    def _completion(s: PaladinState, hand: list[int], used: int, missions: list[int], values: dict) -> float:
        """Greedy value of giving every remaining mission one of the remaining cards (as non-mains)."""
        rest = [c for c in hand if c != used]
        total = 0.0
        for m in sorted(missions, key=lambda i: -HONOUR[s.missions[i]]):
            if not rest:
                break
            c = max(rest, key=lambda x: (values[(x, m)], -STRENGTH[x]))
            total += values[(c, m)]
            rest.remove(c)
        return total

    def _resolve(self, s: PaladinState, seat: int, cnt: Count) -> Action:
        row = s.table[s.res_mission]
        card = row[s.res_pos][1]
        c = self.cost(s, card)
        if E.can_beat(s):
            h = HONOUR[s.missions[s.res_mission]]
            later = row[s.res_pos + 1 :]
            if not any(cnt.sees(x) and C.beats(x, card, s.classic_zero) for _o, x in later):
                unknown = sum(1 for _o, x in later if not cnt.sees(x))
                q = 1.0 - self.p_beaten_by_later(s, card, h, cnt, unknown)
                if q * (h + RED[card]) > c:
                    return E.BEAT
        if c > 0.0 or (rounds_left(s) > 0 and VALUE[card] >= 4):
            return E.TAKE
        return E.DISCARD

    @staticmethod
    def _start(s: PaladinState, seat: int) -> Action:
        """The dealer places last: the player on its left starts."""
        return ("start", (seat + 1) % s.players)
