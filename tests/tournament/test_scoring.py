"""Contest scoring against the rulebook: every category, the melee example, ties and VP by rank."""

from __future__ import annotations

import pytest

from game.games.tournament import content as C
from game.games.tournament.rules import TournamentRules
from game.games.tournament.scoring import category_score, contest_order, contest_vp

from .helpers import card, combo, contest, make_state

R = TournamentRules()


def test_melee_example_from_the_rulebook():
    # Three combos whose weapons total 15 against opponents with 11 and 6: the active player wins.
    mine = [combo(1, 3, 1, 1), combo(2, 5, 2, 2), combo(3, 7, 3, 3)]
    second = [combo(4, 10, 4, 4), combo(5, 1, 5, 5)]
    third = [combo(6, 6, 6, 6)]
    melee = contest("Melee")
    state = make_state([[melee], [], []], [mine, second, third])
    new, events = R.apply(state, 0, ("contest", melee))
    (ev,) = [e for e in events if e.kind == "contest"]
    assert ev.data["scores"] == (15, 11, 6)
    assert ev.data["vp"] == (3, 2, 1)  # X, X-1, X-2 with X = 3 players
    assert new.vp == [3, 2, 1]
    assert new.trophies == [[melee], [], []]  # the winner keeps it: it never comes back
    assert melee not in new.hands[0] + new.discard


def test_winner_is_not_always_the_active_player():
    melee = contest("Melee")
    state = make_state([[], [melee], []], [[combo(1, 10, 1, 1)], [combo(1, 2, 1, 1)], [combo(1, 5, 1, 1)]], current=1)
    new, _ = R.apply(state, 1, ("contest", melee))
    assert new.vp == [3, 1, 2]


@pytest.mark.parametrize(
    "name, expected",
    [
        ("Melee", [9 + 2, 4]),  # weapons
        ("Joust", [3 + 8, 10]),  # horses
        ("Heraldry", [4 + 1, 7]),  # shields
        ("Quest", [1 + 10, 5]),  # knights
        ("Challenge", [max(1 + 9 + 3 + 4, 10 + 2 + 8 + 1), 5 + 4 + 10 + 7]),  # single best combo
        ("Royal Hunt", [2, 1]),  # number of combos
        ("King's Favour", [8, 4]),  # Chivalry cards in play (and in hand: none given here)
        ("Court Intrigue", [17 + 21, 26]),  # all force in play
        ("Romance", [2, 1]),  # most cards sharing one force value
    ],
)
def test_each_category(name, expected):
    a = [combo(1, 9, 3, 4), combo(10, 2, 8, 1)]
    b = [combo(5, 4, 10, 7)]
    cat = contest(name) - C.FIRST_CONTEST
    assert [category_score(a, cat), category_score(b, cat)] == expected


def test_romance_counts_across_kinds_and_combos():
    # Force 5 appears four times across two combos; force 2 twice.
    combos = [combo(5, 5, 2, 3), combo(5, 2, 5, 1)]
    assert category_score(combos, C.ROMANCE) == 4
    assert category_score([], C.ROMANCE) == 0
    assert category_score([], C.CHALLENGE) == 0


def test_active_player_wins_a_tie():
    scores = [7, 7]
    assert contest_vp(scores, active=1) == [1, 2]
    assert contest_vp(scores, active=0) == [2, 1]


def test_ties_without_the_active_player_go_by_turn_order_after_the_active_player():
    # Active seat 2 scores least; seats 0 and 3 tie: seat 3 comes first after seat 2.
    scores = [9, 1, 0, 9]
    assert contest_order(scores, active=2) == [3, 0, 1, 2]
    assert contest_vp(scores, active=2) == [3, 2, 1, 4]


def test_everyone_zero_active_player_first():
    state = make_state([[], [contest("Joust")], []], current=1)
    new, _ = R.apply(state, 1, ("contest", contest("Joust")))
    assert new.vp == [1, 3, 2]


def test_only_cards_in_play_count_not_hands():
    lance = card("W", 10)
    melee = contest("Melee")
    state = make_state([[melee], [lance]], [[combo(1, 1, 1, 1)], []])
    new, _ = R.apply(state, 0, ("contest", melee))
    assert new.vp == [2, 1]
