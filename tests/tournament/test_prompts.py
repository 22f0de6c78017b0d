"""The Tournament table's words, built without drawing: the prompts for each phase, the Contest
forecast and the strongest knight of a hand."""

from __future__ import annotations

from game.games.tournament import content as C
from game.games.tournament import prompts
from game.games.tournament.rules import TournamentRules
from game.games.tournament.state import DISCARD, DRAW

from .helpers import card, combo, contest, make_state

R = TournamentRules()


def names(seat: int) -> str:
    return ("Ada", "Bert")[seat]


def test_the_strongest_knight_takes_the_highest_card_of_each_kind():
    hand = [card("K", 2), card("K", 7), card("W", 3), card("H", 5), card("H", 1), card("S", 4), contest("Joust")]
    best = prompts.strongest_knight(sorted(hand))
    assert best == [card("K", 7), card("W", 3), card("H", 5), card("S", 4)]


def test_no_strongest_knight_without_every_kind():
    assert prompts.strongest_knight(sorted([card("K", 7), card("W", 3), card("H", 5)])) is None


def test_the_discard_prompts_count_the_cards_over_the_limit():
    hand = [card("K", f) for f in range(1, C.HAND_LIMIT + 3)]
    st = make_state([hand, []], phase=DISCARD)
    assert prompts.status(st, hand) == "Discard 2 cards"
    assert prompts.hint(st, hand, []) == "Choose 2 cards to discard."
    assert prompts.status(make_state([[], []], phase=DRAW), []) == "Draw a card from the deck or the discard pile"


def test_a_partial_knight_selection_is_explained():
    hand = [card("K", 2), card("W", 3)]
    st = make_state([hand, []])
    assert "one Knight, one Weapon" in prompts.hint(st, hand, hand)
    assert prompts.hint(st, hand, []) == ""


def test_the_forecast_ranks_the_players_by_their_total_in_that_contest():
    joust = contest("Joust")
    st = make_state([[joust], []], combos=[[combo(1, 1, 1, 1)], [combo(9, 9, 9, 9)]])
    lines = prompts.contest_forecast(st, joust, names).split("\n")
    assert lines[1].startswith("1. Bert:") and lines[1].endswith("+2 VP")
    assert lines[2].startswith("2. Ada:") and lines[2].endswith("+1 VP")
    assert prompts.card_text(st, joust, names).endswith("\n".join(lines))


def test_a_tie_in_the_forecast_goes_to_the_holder_even_in_a_rivals_turn():
    """Only its holder can call their Contest, and the caller wins ties: at 0–0, with Bert to play,
    Ada's Contest still forecasts Ada first."""
    joust = contest("Joust")
    st = make_state([[joust], []], current=1)
    lines = prompts.contest_forecast(st, joust, names, caller=0).split("\n")
    assert lines[1].startswith("1. Ada:") and lines[1].endswith("+2 VP")
    assert lines[2].startswith("2. Bert:") and lines[2].endswith("+1 VP")
    assert prompts.card_text(st, joust, names, holder=0).endswith("\n".join(lines))
    assert prompts.contest_forecast(st, joust, names).split("\n")[1].startswith("1. Bert:")
