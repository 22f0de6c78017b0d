"""The end-of-game panel of a Champion or Score game against Otto says the mode's result first (the
tournaments won, or the glory beside its goal) and shows no glory of Otto's: he scores none there."""

from __future__ import annotations

import pytest

from game.games.glory import content as C
from game.games.glory.tournament_end import game_over
from tests.glory.test_solo_results_otto import solo


def _name(seat: int) -> str:
    return "You" if seat == 0 else "Otto"


def test_a_lost_champion_game_says_the_tournaments_won_and_the_glory_does_not_count():
    session = solo("champion", 5)
    state = session.store.state
    won = state.players[0].tournaments_won
    assert won < C.ROUNDS
    _title, why, rows = game_over(session, _name)
    assert why == f"{won} of 3 tournaments won: Champion needs all three."
    assert "Otto" not in why
    assert rows[0] == ("You", f"{won} of 3 tournaments", 0, False)
    assert rows[1] == ("Glory (it does not count in Champion)", f"{state.players[0].glory} glory", None, False)
    assert all(text != "Otto" for text, *_rest in rows)


def test_a_won_champion_game_leads_with_all_three_tournaments():
    session = solo("champion", 5)
    session.store.state.players[0].tournaments_won = C.ROUNDS
    _title, why, rows = game_over(session, _name)
    assert why == "You win all three tournaments."
    assert rows[0][:2] == ("You", "3 of 3 tournaments")


@pytest.mark.parametrize("mode", ["score"])
def test_a_score_game_shows_the_goal_not_ottos_glory(mode):
    session = solo(mode, 5)
    state = session.store.state
    goal = C.SCORE_TARGETS[state.solo.difficulty]
    _title, why, rows = game_over(session, _name)
    assert f"short of the {goal} needed" in why
    assert [r[:2] for r in rows] == [("You", f"{state.players[0].glory} glory"), ("The goal", f"{goal} glory")]


@pytest.mark.parametrize("mode", ["champion", "score", "rivalry"])
def test_the_results_breakdown_shows_ottos_glory_only_in_rivalry(mode):
    session = solo(mode, 5)
    state = session.store.state
    shown = session.store.outcome().breakdown[0]
    assert ("Otto's glory" in shown) == (mode == "rivalry")
    if mode == "champion":
        assert shown["Tournaments won"] == state.players[0].tournaments_won
    else:
        assert "Tournaments won" not in shown
