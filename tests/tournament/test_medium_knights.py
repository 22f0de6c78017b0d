"""Medium keeps room in its hand for a knight: the guard against handing a rival a contest yields when
the hand holds more trailed contests than it can keep, and a contest's lead counts the knight the hand
can build."""

from __future__ import annotations

from game.core.rng import Rng
from game.games.tournament import content as C
from game.games.tournament.bots import medium_bot
from game.games.tournament.rules import TournamentRules
from game.games.tournament.state import DISCARD, DRAW

from .helpers import card, combo, contest, make_state

R = TournamentRules()
RIVAL = [combo(8, 7, 10, 10)]
"""A rival's knight in play: Black Knight, Broad Sword, War Horse, Dragon."""


def _choose(state, seat: int = 0):
    return medium_bot().choose(R, R.view(state, seat), seat, Rng(1))


def test_with_no_knight_and_four_trailed_contests_medium_throws_a_contest_not_a_knight_card():
    contests = [contest(n) for n in ("Melee", "Joust", "Heraldry", "Quest")]
    chivalry = [card("K", 4), card("W", 5), card("W", 8), card("H", 4)]
    state = make_state([contests + chivalry, [], []], [[], RIVAL, []], phase=DISCARD)
    action = _choose(state)
    assert action[0] == "discard"
    assert C.FIRST_CONTEST <= action[1] < C.FIRST_SPECIAL, C.NAME[action[1]]


def test_with_two_trailed_contests_the_guard_still_keeps_them():
    contests = [contest("Melee"), contest("Quest")]
    chivalry = [card("K", 4), card("W", 5), card("W", 8), card("H", 4), card("H", 6), card("S", 3)]
    state = make_state([contests + chivalry, [], []], [[], RIVAL, []], phase=DISCARD)
    assert _choose(state) == ("discard", card("H", 4))  # the weaker Horse


def test_medium_takes_a_contest_its_knight_in_hand_would_lead():
    hand = [card("K", 10), card("W", 2), card("H", 2), card("S", 2)]
    state = make_state([hand, [], []], [[], RIVAL, []], discard=[contest("Quest")], phase=DRAW)
    assert _choose(state) == ("draw", "discard")  # Quest: its Famous Knight 10 against the Black Knight 8


def test_a_chivalry_take_does_not_claim_the_kings_favour_once_it_lies_in_the_discard_pile():
    from game.games.tournament.reasons import explain

    favour, sword = contest("King's Favour"), card("W", 8)
    state = make_state([[], [], []], [[], RIVAL, []], discard=[favour, sword], phase=DRAW)
    said = explain(state, 0, ("draw", "discard"))
    assert "Bastard Sword" in said and "King" not in said


def test_medium_does_not_take_a_card_it_would_throw_back_the_same_turn():
    """A playtest: medium took Bastard Sword (8) from the discard pile and discarded it that turn."""
    hand = [contest("Melee"), contest("Quest"), card("K", 9), card("W", 9), card("W", 10), card("H", 9), card("H", 10)]
    state = make_state([hand, [], []], [[], RIVAL, []], discard=[card("W", 8)], phase=DRAW)
    assert _choose(state) == ("draw", "deck")
    short = make_state([hand[:-1], [], []], [[], RIVAL, []], discard=[card("W", 8)], phase=DRAW)
    assert _choose(short) == ("draw", "discard")  # room for it in a hand of six


def test_with_no_knight_yet_medium_keeps_a_contest_its_cards_in_hand_can_win():
    """A playtest: with no knight in play medium 'trailed' every contest and threw them all; a contest
    whose kind it holds strongly (Heraldry with a Dragon) is kept, one it cannot reach goes."""
    heraldry, quest = contest("Heraldry"), contest("Quest")
    hand = [heraldry, quest, card("S", 10), card("S", 4), card("K", 2), card("K", 3), card("H", 5)]
    hand += [card("H", 6), card("H", 7)]  # no Weapon: no whole knight
    state = make_state([hand, [], []], [[], RIVAL, []], phase=DISCARD)
    assert _choose(state) == ("discard", quest)  # Quest: Cavalier 3 against Black Knight 8


def _discards_of_the_turn(state, seat: int = 0) -> list[int]:
    """The cards one medium bot discards until its hand is within the limit, played through the rules."""
    bot, thrown = medium_bot(), []
    while state.phase == DISCARD and state.current == seat:
        action = bot.choose(R, R.view(state, seat), seat, Rng(1))
        assert action[0] == "discard"
        thrown.append(action[1])
        state, _ = R.apply(state, seat, action)
    return thrown


def test_on_its_first_turn_medium_throws_one_contest_and_keeps_its_only_knight_card():
    """A playtest (3 players, turn 1): after two Specials medium threw Melee, Heraldry, Challenge, Royal Hunt
    and its Squire, the only Knight card it held, with no knight in play."""
    contests = [contest(n) for n in ("Melee", "Heraldry", "Challenge", "Royal Hunt", "King's Favour", "Romance")]
    chivalry = [card("K", 1), card("W", 8), card("H", 2), card("S", 2), card("S", 6), card("S", 10)]
    rival = [combo(6, 6, 8, 5)]
    state = make_state([contests + chivalry, [], []], [[], rival, []], phase=DISCARD, turns=1)
    thrown = _discards_of_the_turn(state)
    assert len(thrown) == 5
    assert card("K", 1) not in thrown
    assert sum(1 for c in thrown if C.FIRST_CONTEST <= c < C.FIRST_SPECIAL) <= 1, [C.NAME[c] for c in thrown]


def test_medium_keeps_its_only_knight_card_over_strong_cards_of_other_kinds():
    hand = [card("K", 2), card("W", 9), card("W", 10), card("H", 9), card("H", 10), card("S", 9), card("S", 10)]
    state = make_state([[*hand, card("S", 8)], [], []], [[], RIVAL, []], phase=DISCARD, turns=4)
    assert _choose(state) != ("discard", card("K", 2))


def test_medium_keeps_a_weaker_knight_card_that_fits_a_second_knight_off_the_piles_top():
    """A playtest: at the hand limit medium discarded the Green Knight (6) beside a stronger Knight, and
    the rival took it from the pile at once. With a second Weapon to build another knight with, it keeps
    the Knight card and throws a weaker card; the Hint's and hard's instinct (``GUARDED``) is unchanged."""
    from game.games.tournament.policy import GUARDED, MEDIUM, card_keep_value

    hand = [card("K", 9), card("K", 6), card("W", 7), card("W", 8), card("H", 7), card("H", 9), card("S", 7)]
    hand.append(card("S", 8))  # every other card is worth more than the Green Knight's force alone
    state = make_state([hand, [], []], [[], RIVAL, []], phase=DISCARD)
    action = _choose(state)
    assert action[0] == "discard" and action[1] in (card("W", 7), card("H", 7), card("S", 7)), C.NAME[action[1]]
    assert card_keep_value(state, 0, card("K", 6), False, True, MEDIUM) == 10.0
    assert card_keep_value(state, 0, card("K", 6), False, True, GUARDED) == 6.0  # its force alone, as before
    no_spare = [card("K", 9), card("K", 6), card("W", 7), card("H", 7), card("S", 8)]
    no_spare += [contest("Melee"), contest("Joust"), contest("Quest")]
    bare = make_state([no_spare, [], []], [[], RIVAL, []], phase=DISCARD)
    assert card_keep_value(bare, 0, card("K", 6), False, True, MEDIUM) == 6.0  # no second knight to build
    assert card_keep_value(state, 0, card("K", 6), True, True, MEDIUM) == 6.0  # another discard covers it
