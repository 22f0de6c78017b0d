"""The log line of titles scored adds up: the Chronicler's glory (one per title scored) is named beside
the titles, so "5 glory points for titles: Influential" no longer hides its fifth point."""

from __future__ import annotations

from game.core.rules import Event
from game.games.glory import content as C
from game.games.glory.describe import describe


def _line(glory: int, viewer: int = 1) -> str:
    data = {"seat": 0, "titles": ["influential"], "glory": glory, "secret": [], "secret_met": []}
    return describe(Event("titles_scored", data), viewer, {0: "Isotta", 1: "Ada"}.__getitem__)


def test_the_chroniclers_glory_is_named_beside_the_titles():
    worth = C.TITLES["influential"].glory
    assert _line(worth + 1) == f"Isotta scores {worth + 1} glory points for titles: Influential, Chronicler +1."
    assert _line(worth) == f"Isotta scores {worth} glory points for titles: Influential."
