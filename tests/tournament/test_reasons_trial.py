"""The trial playtest: a knight's "why?" named a Contest buried in the discard pile, and a turn in which a
bot only drew and discarded never said why it played nothing."""

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


def test_a_turn_that_only_drew_says_why_it_played_nothing():
    no_knight = [card("K", k) for k in (2, 3, 4, 5)] + [card("W", w) for w in (2, 3, 4)] + [contest("Quest")]
    words = explain(only_drew(no_knight), 0, ("discard", card("K", 2)))
    assert words.endswith("; it played nothing: no knight it could build, no contest it leads"), words
    leads = [combo(9, 9, 9, 9)], [combo(5, 5, 5, 5)]
    held = [c for c in no_knight if c not in combo(9, 9, 9, 9)]
    words = explain(only_drew(held, [leads[0], leads[1]]), 0, ("discard", card("K", 2)))
    assert words.endswith("; it played nothing: no knight it could build"), words


def test_a_knight_kept_back_or_a_turn_with_a_knight_says_nothing_more():
    knight = list(combo(2, 2, 2, 2)) + [card("K", 3), card("K", 4), card("W", 3), card("W", 4)]
    assert "played nothing" not in explain(only_drew(knight), 0, ("discard", card("K", 3)))
    played = only_drew([card("K", k) for k in (2, 3, 4, 5)] + [card("W", w) for w in (2, 3, 4, 5)])
    played.combo_played = True
    assert "played nothing" not in explain(played, 0, ("discard", card("K", 2)))
