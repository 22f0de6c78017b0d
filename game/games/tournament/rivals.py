"""The rivals of the search's playouts played the way experienced players play, not by the rollout
policy: the searching seat keeps the policy, and in each deal its rivals are one of two players.

- The *counter* builds the knight that wins the most contests still to come (each live contest weighed
  by where it lies: in its own hand, in another hand or the deck, on the discard pile's top, buried).
- The *staller*, when behind on contests, slows the game: it takes a harmless Chivalry card from the
  discard pile rather than draw from the deck, and keeps its Specials (which draw from the deck) unless
  it still lacks a kind for its next knight with the deck far from its end.

Which one a deal gets follows from its deck's bottom card (never drawn until the last draw), so every
candidate move of a search meets the same rivals on the same deal and the comparison stays paired.
"""

from __future__ import annotations

import math
from itertools import product

from game.games.tournament import content as C
from game.games.tournament.playout import Table, category_scores, playout
from game.games.tournament.state import TournamentState
from game.games.tournament.tactics import SCALE

_FC, _FS = C.FIRST_CONTEST, C.FIRST_SPECIAL
_FORCE = C.FORCE
STALL_FORCE = 5
"""The staller, behind, takes a Chivalry card from the discard pile from this force up."""
IN_HAND, ELSEWHERE, ON_TOP, BURIED = 1.0, 0.45, 0.6, 0.1
"""How much a live contest weighs in the counter's choice of knight, by where it lies (``ELSEWHERE``:
another hand or the deck, which a player cannot tell apart)."""
_SKIP = (C.KINGS_FAVOR, C.ROYAL_HUNT)
"""Categories every knight changes alike."""


def _sig(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


class RivalTable(Table):
    """A playout's table whose seats other than ``seat`` play as the counter (``counter``) or the staller."""

    def __init__(self, state: TournamentState, seat: int, counter: bool) -> None:
        super().__init__(state)
        self.seat = seat
        self.counter = counter

    def behind(self, seat: int) -> bool:
        """Fewer VP than the best other seat once the contests ``seat`` wins in hand are counted."""
        ahead = self.vp[seat] - max(v for p, v in enumerate(self.vp) if p != seat)
        ahead += sum(1 for c in self.hands[seat] if _FC <= c < _FS and self.lead(seat, c) >= 0)
        return ahead < 0

    def take_top(self, seat: int) -> bool:
        if super().take_top(seat):
            return True
        if seat == self.seat or self.counter:
            return False
        top = self.discard[-1]
        return top < _FC and _FORCE[top] >= STALL_FORCE and self.behind(seat)

    def plays_specials(self, seat: int) -> bool:
        if seat == self.seat or self.counter or not self.behind(seat):
            return True
        return bool(self.missing(seat)) and len(self.deck) > 3 * self.n

    def missing(self, seat: int) -> list[int]:
        have = [False] * 4
        for c in self.hands[seat]:
            if c < _FC:
                have[c // 10] = True
        return [k for k in range(4) if not have[k]]

    def knight(self, seat: int) -> tuple | None:
        if seat == self.seat or not self.counter:
            return super().knight(seat)
        parts: tuple[list[int], ...] = ([], [], [], [])
        for c in self.hands[seat]:
            if c < _FC:
                parts[c // 10].append(c)
        if not all(parts):
            return None
        if all(len(p) == 1 for p in parts):
            return (parts[0][0], parts[1][0], parts[2][0], parts[3][0])
        weights = self.contest_weights(seat)
        others = [max(self.cats[p][cat] for p in range(self.n) if p != seat) for cat in range(9)]
        base = tuple(self.combos[seat])
        best, best_value = None, -math.inf
        for option in product(*parts):
            mine = category_scores(base + (option,))
            value = 0.002 * sum(_FORCE[c] for c in option)
            for cat, w in weights.items():
                value += w * _sig((mine[cat] - others[cat]) / SCALE[cat])
            if value > best_value:
                best, best_value = option, value
        return best

    def contest_weights(self, seat: int) -> dict[int, float]:
        """Each live contest's category (but those every knight changes alike) and its weight."""
        weights: dict[int, float] = {}
        for p, hand in enumerate(self.hands):
            for c in hand:
                if _FC <= c < _FS:
                    weights[c - _FC] = IN_HAND if p == seat else ELSEWHERE
        for c in self.deck:
            if _FC <= c < _FS:
                weights[c - _FC] = ELSEWHERE
        last = len(self.discard) - 1
        for i, c in enumerate(self.discard):
            if _FC <= c < _FS:
                weights[c - _FC] = ON_TOP if i == last else BURIED
        for cat in _SKIP:
            weights.pop(cat, None)
        return weights


def rival_playout(state: TournamentState, seat: int) -> tuple[list[int], list[int]]:
    """``playout`` with ``seat`` playing the policy and its rivals the counter or the staller, as the
    deal's deck bottom card says (odd: the counter)."""
    counter = bool(state.deck[0] % 2) if state.deck else False
    return playout(state, RivalTable(state, seat, counter))
