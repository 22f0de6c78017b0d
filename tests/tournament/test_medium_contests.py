"""Medium does not sit on contests it cannot win: one it trails by more than a typical swing
(``policy.HOPELESS_SWINGS``) goes first when the hand must shed a card, even with a knight in hand (where
the guard used to keep every trailed contest and throw Chivalry cards instead, all game), unless the next
player would take it from the pile and score it at once; a contest it leads is called."""

from __future__ import annotations

from game.core.rng import Rng
from game.games.tournament import content as C
from game.games.tournament.bots import medium_bot
from game.games.tournament.policy import GUARDED, MEDIUM, card_keep_value
from game.games.tournament.rules import TournamentRules
from game.games.tournament.state import DISCARD, PLAY

from .helpers import card, combo, contest, make_state

R = TournamentRules()
RIVAL = [combo(8, 7, 10, 10), combo(1, 1, 1, 1)]
"""A rival's two knights in play: Court Intrigue 39, Melee 8, Quest 9, Heraldry 11."""
HAND = [contest("Melee"), contest("Quest"), contest("Heraldry"), contest("Court Intrigue")]
HAND += [card("K", 5), card("W", 5), card("H", 5), card("S", 6)]  # a knight: Court Intrigue 21 at best


def _choose(state, seat: int = 0, bot=None):
    return (bot or medium_bot()).choose(R, R.view(state, seat), seat, Rng(1))


def test_with_a_knight_in_hand_medium_throws_the_contest_it_cannot_win_not_a_chivalry_card():
    state = make_state([list(HAND), [], []], [[], [], RIVAL], phase=DISCARD, turns=4)
    assert _choose(state) == ("discard", contest("Court Intrigue"))  # 21 against 39: hopeless


def test_a_contest_the_next_player_would_score_at_once_is_not_thrown_to_it():
    state = make_state([list(HAND), [], []], [[], RIVAL, []], phase=DISCARD, turns=4)
    action = _choose(state)
    assert action[0] == "discard" and not C.FIRST_CONTEST <= action[1] < C.FIRST_SPECIAL, C.NAME[action[1]]


def test_contests_within_a_swing_are_still_kept_and_the_hint_keeps_the_hopeless_one_too():
    state = make_state([list(HAND), [], []], [[], [], RIVAL], phase=DISCARD, turns=4)
    for name in ("Melee", "Quest", "Heraldry"):  # trailed by 3, 4 and 5: within one swing (6)
        assert card_keep_value(state, 0, contest(name), False, True, MEDIUM) > 14.0, name
    assert card_keep_value(state, 0, contest("Court Intrigue"), False, True, MEDIUM) < 0
    assert card_keep_value(state, 0, contest("Court Intrigue"), False, True, GUARDED) > 14.0


def test_a_second_hopeless_contest_waits_for_the_next_turn():
    hand = [*HAND, contest("Challenge")]  # Challenge: 21 against 35, more hopeless than Court Intrigue
    state = make_state([hand, [], []], [[], [], RIVAL], phase=DISCARD, turns=4)
    bot = medium_bot()
    first = _choose(state, bot=bot)
    assert first == ("discard", contest("Challenge"))
    state, _ = R.apply(state, 0, first)
    second = _choose(state, bot=bot)
    assert second[0] == "discard" and not C.FIRST_CONTEST <= second[1] < C.FIRST_SPECIAL, C.NAME[second[1]]


def test_medium_calls_a_contest_it_leads_and_not_one_it_trails():
    hand = [contest("Melee"), contest("Court Intrigue"), card("K", 2)]
    state = make_state([hand, [], []], [[combo(9, 9, 9, 10)], RIVAL, []], phase=PLAY, turns=4)
    assert _choose(state) == ("contest", contest("Melee"))  # Melee 9 against 8; Court Intrigue 37 against 39
