"""Reading the rival's last discards: the reader finds the cards the rival threw since our last move,
keeps deals whose rival hand holds only what it valued more, turns down deals where it kept weaker
cards, and reads nothing in a game of more than two players."""

from __future__ import annotations

from game.core.rng import Rng
from game.games.tournament.discards import DiscardReader
from game.games.tournament.rules import TournamentRules
from game.games.tournament.state import DRAW

from .helpers import card, combo, contest, make_state

R = TournamentRules()


def _after_rival_discard(thrown: int):
    """Seat 0 ends its turn; seat 1 draws, ends with eight cards and throws ``thrown``. Returns the
    reader (having seen both of seat 0's decisions) and seat 0's view at its next draw."""
    rival = [contest("Melee"), card("K", 9), card("W", 8), card("H", 7), card("K", 1), card("K", 2), card("S", 5)]
    s = make_state([[card("S", 3)], sorted(rival)], [[combo(1, 2, 1, 1)], [combo(2, 9, 2, 2)]])
    s.deck.remove(thrown)
    s.deck.append(thrown)  # the rival's draw
    reader = DiscardReader()
    view = R.view(s, 0)
    reader.observe(R, view, 0)
    reader.record(R, view, 0, ("end",))
    s, _ = R.apply(s, 0, ("end",))
    s, _ = R.apply(s, 1, ("draw", "deck"))
    s, _ = R.apply(s, 1, ("end",))
    s, _ = R.apply(s, 1, ("discard", thrown))
    assert s.phase == DRAW and s.current == 0
    view = R.view(s, 0)
    reader.observe(R, view, 0)
    return reader, s


def _kept(reader, world, tries: int = 200) -> int:
    rng = Rng.from_seed(5)
    return sum(reader.accepts(world, 0, rng) for _ in range(tries))


def test_the_reader_finds_the_rivals_discard():
    reader, _s = _after_rival_discard(card("S", 9))
    assert reader._thrown == [card("S", 9)]


def test_a_deal_where_the_rival_kept_weaker_cards_than_it_threw_is_turned_down():
    reader, s = _after_rival_discard(card("S", 9))
    world = s.clone()  # the true hand: Knights of force 1 and 2 and a Shield 5 kept over the best Shield
    assert _kept(reader, world) == 0
    strong = s.clone()
    hands = list(s.hands)
    leads = [contest(name) for name in ("Melee", "Joust", "Heraldry", "Quest")]  # the rival leads all four
    hands[1] = sorted([*leads, card("W", 10), card("H", 10), card("S", 10)])
    strong.hands = hands
    assert _kept(reader, strong) == 200  # every card worth at least the thrown one to the rival


def test_a_discard_of_little_value_rules_out_little():
    reader, s = _after_rival_discard(card("K", 3))  # a Knight weaker than the Knight 9 it holds: worth 3
    assert 10 <= _kept(reader, s.clone()) < 190  # only the Knights of force 1 and 2 weigh against it


def test_nothing_is_read_with_more_than_two_players():
    s = make_state([[card("S", 3)], [card("K", 1)], [card("K", 2)]])
    reader = DiscardReader()
    view = R.view(s, 0)
    reader.observe(R, view, 0)
    reader.record(R, view, 0, ("end",))
    assert reader._left is None and reader.accepts(s, 0, Rng(1))
