"""Every bot move with a choice has its "why?": a draw from the deck while the discard pile offers a card,
and any discard, say why from public facts only; a draw with nothing on offer and ending the turn say
nothing."""

from __future__ import annotations

from game.core.rng import Rng
from game.games.tournament.bots import medium_bot
from game.games.tournament.describe import card_label
from game.games.tournament.reasons import explain
from game.games.tournament.rules import TournamentRules
from game.games.tournament.state import DISCARD, DRAW

from .helpers import card, combo, contest, make_state

R = TournamentRules()
RIVAL = [combo(8, 7, 10, 10)]


def test_a_medium_discarding_a_chivalry_card_says_why_without_naming_its_hand():
    """A playtest: 'Isolde discards Cavalier (3)' had no "why?"."""
    hand = [card("K", 9), card("K", 3), card("W", 9), card("H", 9), card("S", 8), card("S", 9)]
    hand += [card("W", 10), card("H", 10)]
    state = make_state([hand, [], []], [[], RIVAL, []], phase=DISCARD)
    bot = medium_bot()
    action = bot.choose(R, R.view(state, 0), 0, Rng(1))
    assert action == ("discard", card("K", 3))
    assert bot.explain == "discards Cavalier (3): of its cards, the one it needs least"
    kept = [c for c in hand if c != action[1]]
    assert not any(card_label(c) in bot.explain for c in kept)


def test_a_draw_from_the_deck_says_why_when_the_discard_pile_offered_a_card():
    """A playtest: 'Galvano draws a card from the deck' had no "why?"."""
    offered = make_state([[card("K", 2)], [], []], [[], RIVAL, []], discard=[card("W", 1)], phase=DRAW)
    assert (
        explain(offered, 0, ("draw", "deck"))
        == "draws from the deck: an unknown card is worth more to it than Dagger (1)"
    )
    trailed = make_state([[card("K", 2)], [], []], [[], RIVAL, []], discard=[contest("Quest")], phase=DRAW)
    assert explain(trailed, 0, ("draw", "deck")) == (
        "draws from the deck rather than take the Quest: it trails in that contest"
    )
    empty = make_state([[card("K", 2)], [], []], [[], RIVAL, []], phase=DRAW)
    assert explain(empty, 0, ("draw", "deck")) == ""  # no choice
    assert explain(offered, 0, ("end",)) == ""


def test_a_special_thrown_with_the_deck_empty_says_so():
    special = 49
    state = make_state([[special, card("K", 2)], [], []], [[], RIVAL, []], phase=DISCARD, deck=[])
    assert explain(state, 0, ("discard", special)).endswith("with the deck empty a Special draws nothing")
