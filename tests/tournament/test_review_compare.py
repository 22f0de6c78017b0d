"""The review's reason for a better draw comes from the difference between the two draws (what the top
of the discard pile adds, what a Contest card means to the player), never a fixed phrase per kind of
move: the same card is judged the same way whichever of the two draws was made, and taking a contest
the player leads is never called a mistake "for the unknown card's sake"."""

from __future__ import annotations

from game.core.registry import get
from game.games.tournament import content as C
from game.games.tournament.state import TournamentState
from game.ui.scenes.review_words import reason_words

DECK, TAKE = ("draw", "deck"), ("draw", "discard")
K, W, H, S = (C.card_of(k, 5) for k in ("K", "W", "H", "S"))


def _view(hand: list[int], top: int, mine=(), theirs=()) -> TournamentState:
    return TournamentState(
        players=2,
        hands=[sorted(hand), [-1] * 5],
        deck=[-1] * 20,
        discard=[top],
        combos=[list(mine), list(theirs)],
        vp=[0, 0],
        known=[[], []],
        trophies=[[], []],
        current=0,
        first=0,
        turns=4,
    )


def _why(view, played, best) -> str:
    return reason_words(get("tournament"), view, 0, best, played)


def test_a_weak_card_on_the_pile_is_told_the_same_way_whichever_draw_was_made():
    weak = C.card_of("W", 2)
    view = _view([K, W, H, S], weak)
    assert _why(view, TAKE, DECK) == "Flail (2) adds nothing to your next knight, while a card from the deck may"
    assert "sure card" in _why(view, DECK, TAKE) and "did better" in _why(view, DECK, TAKE)


def test_a_card_that_strengthens_the_knight_names_its_gain():
    strong = C.card_of("W", 9)
    view = _view([K, W, H, S], strong)
    assert "adds 4 force" in _why(view, DECK, TAKE)
    assert "adds only 4" in _why(view, TAKE, DECK)


def test_taking_a_contest_one_leads_is_never_blamed_on_the_unknown_card():
    heraldry = C.FIRST_CONTEST + C.HERALDRY
    view = _view([K, W], heraldry, mine=[(K, W, H, C.card_of("S", 10))], theirs=[(K, W, H, C.card_of("S", 1))])
    why = _why(view, TAKE, DECK)
    assert "a contest you lead" in why and "did better" in why
    assert "unknown card may" not in why
