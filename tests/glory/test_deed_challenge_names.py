"""A Challenge card named after a deed (Rescue) is not a person: the log's duel lines call its
opponent "the Rescue challenge" ("la sfida Soccorso"); a card named after a knight keeps his name."""

from __future__ import annotations

import pytest

from game import i18n
from game.core.rules import Event
from game.games.glory import content as C
from game.games.glory.describe import describe


def _card(name: str) -> str:
    return next(cid for cid, c in C.JOURNEY.items() if c.name == name)


@pytest.mark.parametrize(
    ("lang", "name", "expected"),
    [
        ("en", "Rescue", "Duel: you against the Rescue challenge."),
        ("it", "Rescue", "Duello: tu contro la sfida Soccorso."),
        ("en", "Thomas Malory", "Duel: you against Thomas Malory."),
    ],
)
def test_the_duel_line_names_a_deed_as_a_challenge(lang, name, expected):
    i18n.set_language(lang)
    try:
        ev = Event("duel_start", {"context": "journey", "entrants": ["p:0", f"c:{_card(name)}"], "sides": []})
        assert describe(ev, 0) == expected
    finally:
        i18n.set_language("en")


def test_the_deeds_are_challenge_cards():
    names = {c.name for c in C.JOURNEY.values() if c.type == "C"}
    assert C.DEED_CHALLENGES <= names
