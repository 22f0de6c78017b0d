"""Tournament's turn rules: setup, draws, combos, specials, contest timing, hand limit, end game."""

from __future__ import annotations

import pytest

from game.core.rules import IllegalAction, InvalidOptions, Options
from game.core.serial import from_jsonable, to_jsonable
from game.games.tournament import content as C
from game.games.tournament.rules import TournamentRules
from game.games.tournament.state import DISCARD, DRAW, OVER, PLAY, TournamentState

from .helpers import card, combo, conserved, contest, make_state

R = TournamentRules()


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_setup_deals_seven_cards_each(players):
    s = R.new_game(Options(players), 7)
    assert [len(h) for h in s.hands] == [7] * players
    assert len(s.deck) == 52 - 7 * players
    assert s.discard == [] and s.vp == [0] * players and s.phase == DRAW
    assert conserved(s)
    assert R.actors(s) == frozenset({s.current})


def test_player_count_and_first_player_options():
    with pytest.raises(InvalidOptions):
        R.new_game(Options(1), 1)
    with pytest.raises(InvalidOptions):
        R.new_game(Options(7), 1)
    s = R.new_game(Options(3, extra=(("first_player", 2),)), 1)
    assert s.current == 2 and s.first == 2


def test_same_seed_same_game_and_different_seed_different_deal():
    a, b = R.new_game(Options(4), 42), R.new_game(Options(4), 42)
    assert a == b
    assert R.new_game(Options(4), 43).deck != a.deck


def test_draw_from_deck_or_discard_top():
    top, under = card("K", 9), card("W", 1)
    s = make_state([[card("H", 1)], []], discard=[under, top], phase=DRAW, turns=0)
    assert R.legal_actions(s, 0) == [("draw", "deck"), ("draw", "discard")]
    new, events = R.apply(s, 0, ("draw", "discard"))
    assert top in new.hands[0] and new.discard == [under] and new.phase == PLAY
    assert events[0].data["card"] == top  # a card from the discard pile is public
    assert top in new.known[0]
    new, events = R.apply(s, 0, ("draw", "deck"))
    assert s.deck[-1] in new.hands[0] and len(new.deck) == len(s.deck) - 1
    assert "card" not in events[0].data and events[0].secret["card"] == s.deck[-1]


def test_cannot_draw_from_an_empty_discard_pile_or_skip_the_draw():
    s = make_state([[card("H", 1)], []], phase=DRAW, turns=0)
    assert R.legal_actions(s, 0) == [("draw", "deck")]
    with pytest.raises(IllegalAction):
        R.apply(s, 0, ("draw", "discard"))
    with pytest.raises(IllegalAction):
        R.apply(s, 0, ("end",))
    with pytest.raises(IllegalAction):
        R.apply(s, 1, ("draw", "deck"))  # not seat 1's turn


def test_knight_combo_one_of_each_kind_once_per_turn():
    hand = [card("K", 2), card("K", 5), card("W", 3), card("H", 7), card("S", 10), card("W", 9), card("H", 1)]
    s = make_state([hand, []])
    combos = [a for a in R.legal_actions(s, 0) if a[0] == "combo"]
    assert len(combos) == 2 * 2 * 2 * 1
    new, _ = R.apply(s, 0, ("combo", card("K", 5), card("W", 9), card("H", 7), card("S", 10)))
    assert new.combos[0] == [(card("K", 5), card("W", 9), card("H", 7), card("S", 10))]
    assert sorted(new.hands[0]) == sorted([card("K", 2), card("W", 3), card("H", 1)])
    with pytest.raises(IllegalAction):  # a second combo in the same turn
        R.apply(new, 0, ("combo", card("K", 2), card("W", 3), card("H", 1), card("S", 10)))
    with pytest.raises(IllegalAction):  # two knights, no shield
        R.apply(s, 0, ("combo", card("K", 2), card("K", 5), card("H", 7), card("S", 10)))
    with pytest.raises(IllegalAction):  # a card not in hand
        R.apply(s, 0, ("combo", card("K", 1), card("W", 3), card("H", 7), card("S", 10)))
    assert s.combos[0] == []  # apply never mutates its input


def test_special_draws_three_and_goes_to_the_discard_pile():
    feast = C.SPECIALS[0]
    s = make_state([[feast], []])
    new, events = R.apply(s, 0, ("special", feast))
    assert len(new.hands[0]) == 3 and feast in new.discard
    assert set(new.hands[0]) == set(s.deck[-3:])
    assert events[0].reveals and set(events[0].secret["cards"]) == set(s.deck[-3:])
    # with fewer cards left it draws what there is; with none it cannot be played
    s2 = make_state([[feast], []], deck=s.deck[:2], discard=s.deck[2:])
    assert len(R.apply(s2, 0, ("special", feast))[0].hands[0]) == 2
    s3 = make_state([[feast], []], deck=[], discard=s.deck)
    assert ("special", feast) not in R.legal_actions(s3, 0)
    with pytest.raises(IllegalAction):
        R.apply(s3, 0, ("special", feast))


def test_no_contest_until_every_player_had_a_first_turn():
    joust = contest("Joust")
    s = R.new_game(Options(3, extra=(("first_player", 0),)), 5)
    # give every player the Joust card in turn (by editing the deal) and check the timing
    for turn in range(3):
        seat = s.current
        assert seat == turn
        s, _ = R.apply(s, seat, ("draw", "deck"))
        if joust in s.hands[seat]:
            assert ("contest", joust) not in R.legal_actions(s, seat)
        s, _ = R.apply(s, seat, ("end",))
        while s.phase == DISCARD:
            s, _ = R.apply(s, seat, R.legal_actions(s, seat)[0])
    # the third player's first turn: two turns are finished, contests stay closed until it ends
    held = make_state([[], [], [joust]], turns=2, current=2)
    assert ("contest", joust) not in R.legal_actions(held, 2)
    with pytest.raises(IllegalAction):
        R.apply(held, 2, ("contest", joust))
    held.turns = 3  # the first round is complete
    assert ("contest", joust) in R.legal_actions(held, 2)


def test_contest_ends_the_turn_at_most_one():
    melee, joust = contest("Melee"), contest("Joust")
    s = make_state([[melee, joust], []], [[combo(1, 1, 1, 1)], []])
    new, events = R.apply(s, 0, ("contest", melee))
    assert new.current == 1 and new.phase == DRAW
    assert [e.kind for e in events] == ["contest", "turn"]


def test_hand_limit_player_chooses_the_discards():
    feast = C.SPECIALS[0]
    hand = [feast] + [card("K", f) for f in range(1, 7)]  # 7 cards; the special makes it 9
    s = make_state([hand, []])
    s, _ = R.apply(s, 0, ("special", feast))
    assert len(s.hands[0]) == 9
    s, events = R.apply(s, 0, ("end",))
    assert s.phase == DISCARD and s.current == 0 and events[-1].data["excess"] == 2
    assert all(a[0] == "discard" for a in R.legal_actions(s, 0))
    assert len(R.legal_actions(s, 0)) == 9  # any card of the hand
    with pytest.raises(IllegalAction):
        R.apply(s, 0, ("end",))
    choice = card("K", 6)
    s, _ = R.apply(s, 0, ("discard", choice))
    assert s.phase == DISCARD and s.discard[-1] == choice
    s, _ = R.apply(s, 0, ("discard", card("K", 1)))
    assert s.phase == DRAW and s.current == 1 and len(s.hands[0]) == 7
    assert s.discard[-2:] == [choice, card("K", 1)]


def test_seven_cards_is_fine():
    s = make_state([[card("K", f) for f in range(1, 8)], []])
    s, _ = R.apply(s, 0, ("end",))
    assert s.phase == DRAW and s.current == 1


def test_game_ends_when_the_deck_runs_out_and_every_contest_in_hand_is_played():
    melee, joust, quest, romance = contest("Melee"), contest("Joust"), contest("Quest"), contest("Romance")
    last = card("K", 1)
    # Seat 1 draws the last card; then seat 2, seat 0 and seat 1 play their contests, in that order.
    hands = [[melee], [romance], [joust, quest]]
    combos = [[combo(2, 9, 1, 1)], [combo(3, 1, 9, 3)], [combo(10, 2, 2, 2)]]
    placed = {last, melee, romance, joust, quest} | {c for cs in combos for cb in cs for c in cb}
    rest = [c for c in C.ALL_CARDS if c not in placed]
    s = make_state(hands, combos, current=1, phase=DRAW, deck=[last], discard=rest)
    assert conserved(s)
    s, _ = R.apply(s, 1, ("draw", "deck"))
    assert s.deck == [] and s.phase == PLAY
    s, events = R.apply(s, 1, ("end",))
    assert s.phase == OVER and R.actors(s) == frozenset()
    played = [(e.data["seat"], e.data["card"]) for e in events if e.kind == "contest"]
    assert played == [(2, joust), (2, quest), (0, melee), (1, romance)]
    assert all(e.data["final"] for e in events if e.kind == "contest")
    # Joust: horses 1, 9, 2; Quest: knights 2, 3, 10; Melee: weapons 9, 1, 2;
    # Romance: seat 2 has three 2s, seats 0 and 1 two of a kind each (seat 1 is active: wins that tie).
    assert s.vp == [1 + 1 + 3 + 1, 3 + 2 + 1 + 2, 2 + 3 + 2 + 3]
    outcome = R.outcome(s)
    assert outcome is not None and outcome.winners == (2,)
    assert conserved(s)


def test_final_ranking_tie_broken_by_court_intrigue_then_shared():
    s = make_state([[], []], [[combo(5, 5, 5, 5)], [combo(1, 1, 1, 1)]], phase=OVER)
    s.vp = [6, 6]
    assert R.outcome(s).ranking == ((0,), (1,))
    s.combos = [[combo(1, 1, 1, 2)], [combo(2, 1, 1, 1)]]
    assert R.outcome(s).ranking == ((0, 1),)
    assert R.outcome(s).reward(0) == 0.5


def test_outcome_none_while_playing_and_scores_are_vp():
    s = make_state([[], []])
    s.vp = [4, 2]
    assert R.outcome(s) is None
    assert R.scores(s) == [4.0, 2.0]


def test_state_json_round_trip_mid_game():
    s = R.new_game(Options(3), 9)
    for _ in range(40):
        seat = s.current
        s, _ = R.apply(s, seat, R.legal_actions(s, seat)[-1])
    data = to_jsonable(s)
    assert from_jsonable(TournamentState, data) == s


def test_bad_actions_are_refused_with_a_reason():
    s = make_state([[card("K", 1)], []])
    for bad in [(), ("fly",), ("contest", 999), ("special", card("K", 1)), ("contest", "x"), ("discard", 3)]:
        with pytest.raises(IllegalAction) as info:
            R.apply(s, 0, bad)
        assert info.value.reason


def test_a_contests_log_line_lists_the_players_in_the_order_of_its_ranking():
    """The log tells a Contest's result winner first, as its announcement does, not in seat order."""
    from game.core.rules import Event
    from game.games.tournament.describe import describe

    data = {"seat": 1, "card": C.CONTESTS[0], "category": 0, "scores": (3, 9, 12), "vp": (1, 2, 3), "winner": 2}
    line = describe(Event("contest", data), 0, lambda s: ["Ada", "Bo", "Cy"][s])
    assert "Cy: 12 → +3 VP, Bo: 9 → +2 VP, You: 3 → +1 VP." in line
