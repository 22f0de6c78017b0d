"""The search's discard reading (``disc_read``): the turn reading and the contest count follow every turn,
deal the rival's hand only at the seat's discards, leave every other decision as it was without them, and
read nothing but the seat's views."""

from __future__ import annotations

import copy

from game.core.rng import Rng
from game.core.rules import Options
from game.games.tournament.rules import TournamentRules
from game.games.tournament.search import PairedSearchBot, discard_reading
from game.games.tournament.state import DISCARD, DRAW, PLAY

from .helpers import card, make_state

R = TournamentRules()


def _bot(disc_read: bool) -> PairedSearchBot:
    bot = PairedSearchBot(120, read_hands=True, read_specials=True, read_weights=True, steps=240, disc_read=disc_read)
    bot.turns.carry = disc_read
    return bot


def test_the_readings_deal_only_at_discards_unless_they_are_on():
    s = make_state([[card("S", 3)], [card("K", 1)]])
    for phase, alone in ((DISCARD, True), (DRAW, False), (PLAY, False)):
        s.phase = phase
        assert discard_reading(s, False, False) is alone
        assert discard_reading(s, True, False) and discard_reading(s, False, True)


def test_discard_reading_plays_legal_moves_and_changes_only_discards():
    """A whole game by the reading bot; at every other decision the plain bot, asked the same view with
    the same random stream, makes the same move (its deals are the same); the turns are read."""
    s = R.new_game(Options(2), 53)
    bots = [_bot(True), _bot(True)]
    rng = Rng.from_seed(3)
    read = asked = 0
    while R.outcome(s) is None:
        seat = s.current
        view = R.view(s, seat)
        twin = rng.copy()
        action = bots[seat].choose(R, view, seat, rng)
        assert action in R.legal_actions(s, seat)
        if view.phase != DISCARD and len(R.legal_actions(s, seat)) > 1:
            assert _bot(False).choose(R, view, seat, twin) == action
            assert twin.state == rng.state
            asked += 1
        read += bots[seat].turns.turn is not None
        s, _ = R.apply(s, seat, action)
    assert asked > 10 and read > 10
    assert all(bot.contests.drawn and bot.turns.belief for bot in bots)


def test_a_hidden_rival_card_does_not_change_the_discard():
    """At each of seat 0's discards once the readings have turns to read, the table and a copy of it that
    differs only in a hidden card of the rival's hand (swapped with a deck card) give the same discard."""
    s = R.new_game(Options(2), 61)
    bots = [_bot(True), _bot(True)]
    rng = Rng.from_seed(5)
    compared = 0
    while R.outcome(s) is None and compared < 3:
        seat = s.current
        if seat == 0 and s.phase == DISCARD and s.turns >= 4 and s.deck:
            other = s.clone()
            hand, deck = list(s.hands[1]), list(s.deck)
            i = next(i for i, c in enumerate(hand) if c not in s.known[1])  # a card it did not take face up
            hand[i], deck[0] = deck[0], hand[i]
            other.hands, other.deck = [s.hands[0], sorted(hand)], deck
            assert other.hands[1] != s.hands[1] and R.view(other, 0).hands == R.view(s, 0).hands
            a = copy.deepcopy(bots[0]).choose(R, R.view(s, 0), 0, rng.copy())
            b = copy.deepcopy(bots[0]).choose(R, R.view(other, 0), 0, rng.copy())
            assert a == b
            compared += 1
        action = bots[seat].choose(R, R.view(s, seat), seat, rng)
        s, _ = R.apply(s, seat, action)
    assert compared == 3
