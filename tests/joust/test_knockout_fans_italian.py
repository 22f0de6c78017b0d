"""The log's line for the fans a knock-out wins uses the glossary's Italian ("fuori combattimento"),
not the English-looking "KO"."""

from __future__ import annotations

from game.games.joust import content as C
from game.games.joust.describe import describe
from game.i18n import set_language
from tests.joust.helpers import fight, table, to_combat


def test_the_fans_of_a_knock_out_are_told_in_italian_words():
    st = to_combat(
        table(["Sir Galahad the Gallant", "Sir Humphrey the Hefty"], [("Sir Kay the Crowd-Pleaser", C.HEALTH - 1)])
    )
    _st, events = fight(st, 4, 2)
    gain = next(e for e in events if e.kind == "fans" and e.data.get("why") == "knockout")
    assert describe(gain, 0) == "You gain 3 fans for the knock-out (3 in all)."
    set_language("it")
    try:
        said = describe(gain, 0)
    finally:
        set_language("en")
    assert said == "Guadagni 3 fan per aver messo fuori combattimento un cavaliere (3 in tutto)."
    assert "KO" not in said
