"""The search's fast playout: the rule-of-thumb policy (``policy_action``) played to the end on plain
lists, without events, views or copies of the state.

It plays exactly the game ``rules.apply`` with ``policy_action`` would play from a full state (a test
replays both), about three times faster, and returns what the search scores: each seat's final VP and
Court Intrigue (the tie-break).
"""

from __future__ import annotations

import math
from bisect import insort
from functools import lru_cache

from game.games.tournament import content as C
from game.games.tournament.policy import Tastes, gift_keep, tastes_for
from game.games.tournament.scoring import category_score
from game.games.tournament.state import DISCARD, DRAW, OVER, PLAY, TournamentState
from game.games.tournament.tactics import SCALE, STALL_TURNS

_FC, _FS = C.FIRST_CONTEST, C.FIRST_SPECIAL
_FORCE = C.FORCE
_KF, _CI = C.KINGS_FAVOR, C.COURT_INTRIGUE
_LIMIT = C.HAND_LIMIT
_DRAWN = C.SPECIAL_DRAW


@lru_cache(maxsize=8192)
def category_scores(combos: tuple) -> tuple[int, ...]:
    """The nine category scores of one seat's combos in play (King's Favour without the hand); the
    searches meet the same few sets of combos again and again, so they are remembered."""
    return tuple(category_score(combos, cat) for cat in range(9))


class Table:
    """The mutable lists of one playout and the category scores of the combos in play; ``guard``: the
    policy's guard against discarding a contest the rival would take (``policy.gift_keep``); ``tastes``:
    the policy's numbers (``policy.tastes_for(guard)`` when None)."""

    def __init__(self, state: TournamentState, guard: bool = True, tastes: Tastes | None = None) -> None:
        self.n = state.players
        self.guard = guard
        self.tastes = tastes or tastes_for(guard)
        self.hands = [list(h) for h in state.hands]
        self.deck = list(state.deck)
        self.discard = list(state.discard)
        self.combos = [list(c) for c in state.combos]
        self.vp = list(state.vp)
        self.cats = [category_scores(tuple(c)) for c in self.combos]

    def score(self, seat: int, cat: int) -> int:
        """``seat``'s score in ``cat`` now (King's Favour with its hand)."""
        if cat == _KF:
            return self.cats[seat][_KF] + sum(1 for c in self.hands[seat] if c < _FC)
        return self.cats[seat][cat]

    def lead(self, seat: int, card: int) -> int:
        """``seat``'s lead over the best other seat in ``card``'s category."""
        cat = card - _FC
        if cat == _KF:
            return self.score(seat, cat) - max(self.score(p, cat) for p in range(self.n) if p != seat)
        cats = self.cats
        if self.n == 2:
            return cats[seat][cat] - cats[1 - seat][cat]
        return cats[seat][cat] - max(cats[p][cat] for p in range(self.n) if p != seat)

    def contest(self, seat: int, card: int) -> None:
        """Score ``card`` from ``seat``'s hand (the VP only: trophies and history do not matter here)."""
        self.hands[seat].remove(card)
        cat = card - _FC
        n = self.n
        scores = [self.score(p, cat) for p in range(n)]
        order = sorted(range(n), key=lambda s: (-scores[s], (s - seat) % n))
        for place, p in enumerate(order):
            self.vp[p] += n - place

    def take_top(self, seat: int) -> bool:
        """``policy.take_top``: whether to draw the discard pile's top card."""
        top = self.discard[-1]
        if top >= _FS:
            return bool(self.deck)
        if top >= _FC:
            gap = self.tastes.take_contest_gap
            return gap == math.inf or self.lead(seat, top) >= -gap * SCALE[top - _FC]
        if _FORCE[top] >= self.tastes.take_force:
            return True
        have = [False] * 4
        for c in self.hands[seat]:
            if c < _FC:
                have[c // 10] = True
        return not have[top // 10] and sum(have) == 3

    def keep_value(self, seat: int, card: int, covered: bool) -> float:
        """``policy.card_keep_value`` on a full state (with the table's ``guard``)."""
        t = self.tastes
        if card >= _FS:
            return t.special_keep if self.deck else -1.0
        if card >= _FC:
            lead = self.lead(seat, card)
            if lead >= 0:
                return t.lead_keep + lead / SCALE[card - _FC]
            if covered:
                return t.buried_contest
            return gift_keep(lead / SCALE[card - _FC], self.n, self.guard, t)
        kind = card // 10
        value = float(_FORCE[card])
        for c in self.hands[seat]:
            if c < _FC and c // 10 == kind and c > card:
                return value
        return value + t.best_kind

    def plays_specials(self, seat: int) -> bool:
        """Whether ``seat`` plays the Specials it holds this turn (the policy always does)."""
        return True

    def knight(self, seat: int) -> tuple | None:
        """The Knight Combo ``seat`` builds from its hand: the strongest card of each kind, or None."""
        top = [-1, -1, -1, -1]
        for c in self.hands[seat]:
            if c < _FC:
                top[c // 10] = c
        return tuple(top) if min(top) >= 0 else None

    def play_phase(self, seat: int, combo_played: bool, turns: int) -> None:
        """Specials, the strongest knight, then the held contest won by the narrowest lead."""
        hand = self.hands[seat]
        plays = self.plays_specials(seat)
        while self.deck and plays:
            special = next((c for c in hand if c >= _FS), None)
            if special is None:
                break
            hand.remove(special)
            k = min(_DRAWN, len(self.deck))
            drawn = self.deck[-k:]
            del self.deck[-k:]
            for c in drawn:
                insort(hand, c)
            self.discard.append(special)
        if not combo_played:
            top = self.knight(seat)
            if top is not None:
                for c in top:
                    hand.remove(c)
                self.combos[seat].append(top)
                self.cats[seat] = category_scores(tuple(self.combos[seat]))
        if turns >= self.n + self.tastes.call_from:
            best, best_key = None, 0.0
            sign = -1.0 if self.tastes.call_widest else 1.0
            for c in hand:
                if _FC <= c < _FS:
                    lead = self.lead(seat, c)
                    if lead >= 0:
                        key = sign * lead / SCALE[c - _FC]
                        if best is None or key < best_key:
                            best, best_key = c, key
            if best is not None:
                self.contest(seat, best)

    def discard_down(self, seat: int) -> None:
        """Discard to the hand limit, one card at a time, the least valuable first."""
        hand = self.hands[seat]
        while len(hand) > _LIMIT:
            covered = len(hand) - _LIMIT >= 2
            card = min(hand, key=lambda c: self.keep_value(seat, c, covered))
            hand.remove(card)
            self.discard.append(card)

    def final_contests(self, last: int) -> None:
        """The deck is out: from the next player on, every Contest card left in a hand is scored."""
        n = self.n
        order = [(last + i) % n for i in range(1, n + 1)]
        held = [[c for c in h if _FC <= c < _FS] for h in self.hands]
        for p in order:
            for card in held[p]:
                self.contest(p, card)


def playout(state: TournamentState, table: Table | None = None) -> tuple[list[int], list[int]]:
    """Final VP and Court Intrigue of every seat after the policy plays ``state`` to the end (or the
    players of ``table``, a ``Table`` of ``state`` whose seats play their own way)."""
    t = table if table is not None else Table(state)
    seat, phase, combo_played, turns = state.current, state.phase, state.combo_played, state.turns
    while phase != OVER:
        if phase == DRAW:
            hand = t.hands[seat]
            if t.discard and turns < STALL_TURNS and t.take_top(seat):
                insort(hand, t.discard.pop())
            else:
                insort(hand, t.deck.pop())
            phase = PLAY
        if phase == PLAY:
            t.play_phase(seat, combo_played, turns)
        if phase in (PLAY, DISCARD):
            t.discard_down(seat)
        turns += 1
        combo_played = False
        if not t.deck:
            t.final_contests(seat)
            phase = OVER
        else:
            seat = (seat + 1) % t.n
            phase = DRAW
    return t.vp, [t.cats[p][_CI] for p in range(t.n)]
