"""Deals read from the table: a rival who finished a turn is dealt no hidden Special, class weights
shift its hidden cards towards Contests and away from the strongest Chivalry cards, every deal is
consistent with the view, and a seed gives the same deal."""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import Options
from game.games.tournament import content as C
from game.games.tournament.hidden import unseen_cards
from game.games.tournament.reading import RIVAL_WEIGHTS, acted_rivals, card_class, deal_without_specials
from game.games.tournament.rules import TournamentRules
from game.games.tournament.search import PairedSearchBot, sample_world
from game.games.tournament.state import HIDDEN

from .helpers import card, combo, contest, make_state

R = TournamentRules()


def _view():
    """Seat 0 to play; seat 1 holds seven hidden cards; all three Specials are unseen."""
    hand = [contest("Melee"), card("K", 3), card("W", 4), card("H", 5), card("S", 6)]
    s = make_state([hand, []], [[combo(1, 9, 1, 1)], [combo(2, 2, 9, 2)]])
    s.hands[1] = sorted(s.deck[-7:])
    del s.deck[-7:]
    return R.view(s, 0)


def _consistent(world, view) -> None:
    assert world.hands[0] == view.hands[0]
    assert len(world.hands[1]) == len(view.hands[1])
    assert len(world.deck) == len(view.deck)
    placed = sorted(world.hands[1] + world.deck)
    assert placed == sorted(unseen_cards(view))
    assert HIDDEN not in placed


def test_card_classes():
    assert card_class(contest("Joust")) == 0
    assert card_class(C.SPECIALS[0]) == 1
    assert card_class(card("K", 1)) == 2 and card_class(card("S", 2)) == 2
    assert card_class(card("W", 10)) == 6 and card_class(card("H", 9)) == 6
    assert len(RIVAL_WEIGHTS) == 7


def test_a_rival_who_played_holds_no_special():
    view = _view()
    assert acted_rivals(view, 0) == [1]
    plain = [R.determinize(view, 0, Rng.from_seed(i)) for i in range(80)]
    read = [deal_without_specials(view, Rng.from_seed(i), [1]) for i in range(80)]
    assert sum(any(c in C.SPECIALS for c in w.hands[1]) for w in plain) >= 20
    for w in read:
        _consistent(w, view)
        assert not any(c in C.SPECIALS for c in w.hands[1])
    # the Specials are still somewhere: in the deck
    assert all(set(C.SPECIALS) <= set(w.deck) for w in read)


def test_weights_move_contests_into_the_rival_hand():
    view = _view()
    n = 300
    flat = [deal_without_specials(view, Rng.from_seed(i), [1]) for i in range(n)]
    heavy = (6.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.2)
    weighted = [deal_without_specials(view, Rng.from_seed(i), [1], heavy) for i in range(n)]

    def count(worlds, test):
        return sum(1 for w in worlds for c in w.hands[1] if test(c))

    def is_contest(c):
        return C.FIRST_CONTEST <= c < C.FIRST_SPECIAL

    def is_strong(c):
        return c < C.FIRST_CONTEST and C.FORCE[c] >= 9

    assert count(weighted, is_contest) > 1.5 * count(flat, is_contest)
    assert count(weighted, is_strong) < 0.6 * count(flat, is_strong)
    for w in weighted:
        _consistent(w, view)
        assert not any(c in C.SPECIALS for c in w.hands[1])


def test_reading_is_deterministic_from_a_seed():
    view = _view()
    a = sample_world(R, view, 0, Rng.from_seed(9), True, RIVAL_WEIGHTS)
    b = sample_world(R, view, 0, Rng.from_seed(9), True, RIVAL_WEIGHTS)
    assert a.hands == b.hands and a.deck == b.deck


def test_a_rival_yet_to_play_is_dealt_anything():
    view = _view()
    view.turns, view.first = 1, 0  # seat 1 has not had a turn yet
    assert acted_rivals(view, 0) == []
    worlds = [sample_world(R, view, 0, Rng.from_seed(i), True, RIVAL_WEIGHTS) for i in range(80)]
    assert sum(any(c in C.SPECIALS for c in w.hands[1]) for w in worlds) >= 20


def test_the_reading_bot_plays_legal_moves_and_repeats_from_a_seed():
    """Whole games with the reading hard bot in both seats: every move legal, the same seed the same game."""

    def game(seed: int) -> list:
        bot = PairedSearchBot(40, read_hands=True, read_specials=True, read_weights=True, policy_kinds=("special",))
        s = R.new_game(Options(2, "standard", (), ()), seed)
        rng = Rng.from_seed(seed)
        moves = []
        while R.outcome(s) is None:
            seat = s.current
            action = bot.choose(R, R.view(s, seat), seat, rng)
            assert action in R.legal_actions(s, seat)
            moves.append(action)
            s, _ = R.apply(s, seat, action)
        return moves

    assert game(3) == game(3)
