"""The Brave title's knight is written with a small letter inside a log line ("Duel: you against
the Brave title's knight.", "il cavaliere del titolo Coraggioso") and a capital only where a line begins."""

from __future__ import annotations

from game import i18n
from game.core.rules import Event
from game.games.glory.describe import describe


def _lines() -> tuple[str, str, str]:
    start = Event("duel_start", {"entrants": ["p:0", "t:brave"], "sides": []})
    roll = Event("duel_roll", {"side": 1, "seat": None, "clash": 1, "entrants": ["p:0", "t:brave"], "attack": [5, 7]})
    over = Event("duel_end", {"winner": 1, "seat": None, "entrants": ["p:0", "t:brave"], "glory_gain": [0, 0]})
    return describe(start, 0), describe(roll, 0), describe(over, 0)


def test_the_title_challenger_is_lower_case_inside_a_line_and_capital_at_its_start():
    start, roll, over = _lines()
    assert start == "Duel: you against the Brave title's knight."
    assert roll.startswith("The Brave title's knight ")
    assert over == "The Brave title's knight wins the duel."
    i18n.set_language("it")
    try:
        start, roll, over = _lines()
        assert "contro il cavaliere del titolo Coraggioso" in start
        assert roll.startswith("Il cavaliere del titolo Coraggioso ")
        assert over.startswith("Il cavaliere del titolo Coraggioso ")
    finally:
        i18n.set_language("en")
