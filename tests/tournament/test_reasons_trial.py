"""The trial playtest: a knight's "why?" named a Contest buried in the discard pile; and a turn in which a
bot only drew and discarded says nothing of why it played nothing (it would tell of its hidden hand)."""

from __future__ import annotations

from game.games.tournament.reasons import explain
from game.games.tournament.state import DISCARD

from .helpers import card, combo, contest, make_state

KNIGHT = ("combo", *combo(1, 1, 10, 1))  # leads the Joust (its Horse) alone


def test_a_knight_names_no_contest_buried_in_the_discard_pile():
    hand = list(KNIGHT[1:])
    buried = make_state([hand, []], [[], [combo(5, 5, 5, 5)]], discard=[contest("Joust"), card("K", 2)])
    assert "Joust" not in explain(buried, 0, KNIGHT)
    on_top = make_state([hand, []], [[], [combo(5, 5, 5, 5)]], discard=[card("K", 2), contest("Joust")])
    assert "Joust" in explain(on_top, 0, KNIGHT)


def only_drew(hand, combos=None):
    return make_state([hand, []], combos or [[], [combo(5, 5, 5, 5)]], discard=[card("K", 1)], phase=DISCARD)


def test_a_turn_that_only_drew_tells_nothing_of_the_hidden_hand():
    no_knight = [card("K", k) for k in (2, 3, 4, 5)] + [card("W", w) for w in (2, 3, 4)] + [contest("Quest")]
    knight = list(combo(2, 2, 2, 2)) + [card("K", 3), card("K", 4), card("W", 3), card("K", 5)]
    without = explain(only_drew(no_knight), 0, ("discard", card("K", 2)))
    kept_back = explain(only_drew(knight), 0, ("discard", card("K", 3)))
    for words in (without, kept_back):
        assert "nothing" not in words and "knight it could" not in words, words
