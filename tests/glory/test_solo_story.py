"""The results screen's story of a solo game says how it was won or lost in its mode's terms: against
Otto's glory (and prestige on equal glory), the Score target, the three tournaments of Champion."""

from __future__ import annotations

from game.games.glory import content as C
from game.games.glory.rules import solo_won
from game.games.glory.story import solo_line
from tests.glory.glory_helpers import finish_setup, new


def _solo(mode: str, difficulty: str = "easy"):
    return finish_setup(new(1, 3, solo_mode=mode, solo_difficulty=difficulty))


def test_rivalry_says_the_two_scores_and_who_won():
    s = _solo("rivalry")
    s.players[0].glory, s.solo.glory = 47, 39
    assert solo_won(s) and solo_line(s) == "You beat Otto, 47 glory to 39."
    s.players[0].glory = 30
    assert not solo_won(s) and solo_line(s) == "Otto beats you, 39 glory to 30."


def test_a_rivalry_tie_on_glory_is_told_by_prestige():
    s = _solo("rivalry")
    s.players[0].glory = s.solo.glory = 40
    s.players[0].prestige, s.solo.prestige = [], 1
    assert not solo_won(s)
    line = solo_line(s)
    assert line.startswith("Otto beats you at 40 glory each") and "(0)" in line and "(1)" in line, line


def test_score_and_champion_say_what_was_needed():
    s = _solo("score", "medium")
    s.players[0].glory = 80
    assert solo_won(s) and solo_line(s) == f"You reach 80 glory: {C.SCORE_TARGETS['medium']} were needed."
    s.players[0].glory = 60
    assert not solo_won(s) and "short of the 75 needed" in solo_line(s)
    c = _solo("champion")
    c.players[0].tournaments_won = 2
    assert not solo_won(c) and solo_line(c) == "2 of 3 tournaments won: Champion needs all three."
    c.players[0].tournaments_won = 3
    assert solo_won(c) and solo_line(c) == "You win all three tournaments."
