"""The Brave title's challenger is written with a small letter inside a log line ("Duel: you against
the Brave challenger.", "lo sfidante del titolo Coraggioso") and a capital only where a line begins."""

from __future__ import annotations

from game import i18n
from game.core.rules import Event
from game.games.glory.describe import describe


def _lines() -> tuple[str, str, str]:
    start = Event("duel_start", {"entrants": ["p:0", "t:brave"], "sides": []})
    roll = Event("duel_roll", {"side": 1, "seat": None, "clash": 1, "entrants": ["p:0", "t:brave"], "attack": [5, 7]})
    over = Event("duel_over", {"winner": "t:brave"})
    return describe(start, 0), describe(roll, 0), describe(over, 0)


def test_the_title_challenger_is_lower_case_inside_a_line_and_capital_at_its_start():
    start, roll, over = _lines()
    assert start == "Duel: you against the Brave challenger."
    assert roll.startswith("The Brave challenger ")
    assert over == "Duel over: the Brave challenger wins."
    i18n.set_language("it")
    try:
        start, roll, over = _lines()
        assert "contro lo sfidante del titolo Coraggioso" in start
        assert roll.startswith("Lo sfidante del titolo Coraggioso ")
        assert "lo sfidante del titolo Coraggioso" in over
    finally:
        i18n.set_language("en")
