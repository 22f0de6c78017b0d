"""Peek knowledge belongs to a card's spot: it ends when the card leaves it, in the views and the bots'."""

from __future__ import annotations

import pytest

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options
from game.games.paladin import engine as E
from game.games.paladin.rules import PaladinRules
from game.games.paladin.state import HIDDEN, RESOLVE, START, PaladinState

from .helpers import card, resolution_state

RULES = PaladinRules()


def shown_face_up(s: PaladinState, seat: int) -> list[tuple[int, int]]:
    """(mission, owner) of every card still at its spot that ``seat``'s view shows although it is
    another player's and not public."""
    v = RULES.view(s, seat)
    out = []
    for m, (row, fates) in enumerate(zip(v.table, v.fates)):
        for (o, c), f in zip(row, fates):
            if o != seat and c != HIDDEN and f in (E.PENDING, E.LEAD) and not (s.public >> c) & 1:
                out.append((m, o))
    return out


def peeked_here(s: PaladinState, seat: int) -> set[tuple[int, int]]:
    return {(m, o) for p, m, o in s.peeks if p == seat}


def peek_then_resolve(decision: str) -> tuple[PaladinState, int]:
    """Seat 0 has peeked at seat 1's second card at mission 0; seat 1 then ``decision``s it.

    Returns the state after the decision and the card."""
    x = card(4, k=1)
    rows = [
        [(2, card(9, k=0)), (1, x), (0, card(3, k=0))],
        [(1, card(1, k=0)), (2, card(1, k=1)), (0, card(1, k=2))],
        [(0, card(2, k=0)), (1, card(2, k=1)), (2, card(2, k=2))],
    ]
    s = resolution_state(rows)
    s.peeks = [(0, 0, 1)]
    s.known[0] |= 1 << x
    assert RULES.view(s, 0).table[0][1][1] == x  # seen at its spot
    assert RULES.actors(s) == {1}
    s, _ = RULES.apply(s, 1, (decision,))
    return s, x


def test_taken_back_card_is_forgotten_by_the_peeker():
    s, x = peek_then_resolve("take")
    assert x in s.hands[1]
    assert x not in RULES.view(s, 0).hands[1]
    assert not (RULES.view(s, 0).known[0] >> x) & 1
    assert x in RULES.view(s, 1).hands[1]  # the owner still knows it


def test_discarded_card_is_forgotten_by_the_peeker():
    s, x = peek_then_resolve("discard")
    assert x in s.discard
    assert x not in RULES.view(s, 0).discard
    assert x in RULES.view(s, 1).discard


def test_a_card_placed_again_is_face_down_to_the_peeker_and_can_be_peeked_again():
    s, x = peek_then_resolve("take")
    while s.phase == RESOLVE:
        s, _ = RULES.apply(s, E.actor(s), ("take",))
    assert s.phase == START
    s, _ = RULES.apply(s, s.dealer, ("start", 1))
    s, _ = RULES.apply(s, 1, ("place", x, 0))  # seat 1 places the same card again, as main paladin
    assert RULES.view(s, 0).table[0][0] == (1, HIDDEN)
    assert RULES.view(s, 2).table[0][0] == (1, HIDDEN)
    assert RULES.view(s, 1).table[0][0] == (1, x)
    s, _ = RULES.apply(s, 2, ("place", s.hands[2][0], 1))
    assert ("peek", 0, 1) in RULES.legal_actions(s, 0)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_bot_games_show_others_cards_only_where_they_were_peeked(players):
    """Over whole medium-bot games, a seat sees another's unrevealed card only at a spot it peeked at
    this round (the cards medium takes back are often placed again)."""
    spec = get("paladin")
    for seed in range(4):
        s = RULES.new_game(Options(players), seed)
        bots = [spec.bots["medium"]() for _ in range(players)]
        rngs = [Rng.from_seed(seed * 10 + p) for p in range(players)]
        placements = 0
        while RULES.actors(s):
            p = E.actor(s)
            a = bots[p].choose(RULES, RULES.view(s, p), p, rngs[p])
            s, _ = RULES.apply(s, p, a)
            placements += a[0] == "place"
            for seat in range(players):
                assert set(shown_face_up(s, seat)) <= peeked_here(s, seat)
        assert placements == players * players * s.round
