"""A die's tooltip on the duel stage says what its star face is worth, lit or not, and what lights it."""

from __future__ import annotations

import pytest

from game import i18n
from game.games.glory import duel_captions as T


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(
    ("colour", "lights"),
    [(0, "fourth Strength token lights the red star"), (1, "level IV mount"), (2, "level IV armor")],
)
def test_an_unlit_star_says_its_value_and_what_lights_it(colour, lights):
    tip = T.die_tip(colour, 1 if colour == 0 else 0, True, False, star=False)
    assert f"Its star is not lit: it counts as {1 if colour == 0 else 0}." in tip and lights in tip


def test_a_lit_star_and_a_plain_face():
    assert "Its star is lit: it counts as the best face of its colour." in T.die_tip(0, 5, True, False, star=True)
    assert "star" not in T.die_tip(0, 3, True, False)  # not the star face: no word about it


def test_the_star_lines_are_in_italian():
    i18n.set_language("it")
    tip = T.die_tip(1, 0, False, True, star=False)
    assert "stella" in tip and "star" not in tip
