"""Paladin's hard bot and Hint in the last round: a paladin kept in hand scores nothing at the end, so
they fight for the mission when they can and never take a paladin back."""

from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.games.paladin import engine as E
from game.games.paladin.counting import rounds_left
from game.games.paladin.hint_bot import HintBot
from game.games.paladin.rules import PaladinRules
from game.games.paladin.search import SearchBot

from .helpers import card, resolution_state

RULES = PaladinRules()


def last_round(rows):
    """``rows`` to resolve in the last round: two missions left in the deck (fewer than the players),
    every other one won earlier, in turn by seats 0, 1, 2 (what a seat's view leaves unseen is then
    the real mission deck, as in a game)."""
    s = resolution_state(rows)
    earlier = s.mission_deck[2:]
    s.mission_deck = s.mission_deck[:2]
    s.won_missions = [earlier[p::3] for p in range(3)]
    assert rounds_left(s) == 0
    return s


def bots():
    return [SearchBot(worlds=16), HintBot()]


@pytest.mark.parametrize("which", [0, 1], ids=["hard", "hint"])
def test_a_paladin_that_can_beat_the_leader_fights_in_the_last_round(which):
    """Seat 0 leads a 3-honour mission with a black 3, seat 1 holds a black 7 beside it and seat 2 a
    1 after it: beating takes the mission, taking the 7 back keeps a card that is worth nothing."""
    rows = [
        [(0, card(3)), (1, card(7)), (2, card(1))],
        [(1, card(1, k=1)), (2, card(1, k=2)), (0, card(2, k=2))],
        [(2, card(2)), (0, card(2, k=1)), (1, card(4))],
    ]
    s = last_round(rows)
    assert E.actor(s) == 1 and E.can_beat(s)
    assert bots()[which].choose(RULES, RULES.view(s, 1), 1, Rng.from_seed(3)) == E.BEAT


@pytest.mark.parametrize("which", [0, 1], ids=["hard", "hint"])
def test_a_paladin_that_cannot_beat_is_let_go_not_taken_back_in_the_last_round(which):
    """Seat 1's black 4 cannot beat the black 9 leading: no later round will use it, so it is
    discarded (the same score as taking it back, without reading as saving a card for later)."""
    rows = [
        [(2, card(9)), (1, card(4)), (0, card(3))],
        [(1, card(1)), (2, card(1, k=1)), (0, card(1, k=2))],
        [(0, card(2)), (1, card(2, k=1)), (2, card(2, k=2))],
    ]
    s = last_round(rows)
    assert E.actor(s) == 1 and not E.can_beat(s)
    for seed in range(3):
        assert bots()[which].choose(RULES, RULES.view(s, 1), 1, Rng.from_seed(seed)) == E.DISCARD


def test_a_paladin_that_cannot_beat_may_still_be_taken_back_before_the_last_round():
    """With rounds to come the take-back stays a choice the search weighs (a black 8 is worth keeping)."""
    rows = [
        [(2, card(9)), (1, card(8)), (0, card(3))],
        [(1, card(1)), (2, card(1, k=1)), (0, card(1, k=2))],
        [(0, card(2)), (1, card(2, k=1)), (2, card(2, k=2))],
    ]
    s = resolution_state(rows)
    s.mission_deck = s.mission_deck[: 2 * 3]  # two more rounds to come
    assert SearchBot(worlds=16).choose(RULES, RULES.view(s, 1), 1, Rng.from_seed(1)) == E.TAKE
