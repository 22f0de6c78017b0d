"""A title not met reads apart from its name in Italian too ("Forte: non raggiunto", not "Forte non
raggiunto", which reads as one name)."""

from __future__ import annotations

from game import i18n
from game.games.glory.title_scoring import _ as tr


def test_a_title_not_met_is_set_apart_from_its_name_in_italian():
    i18n.set_language("it")
    try:
        assert tr("{title} not met").format(title="Forte") == "Forte: non raggiunto"
    finally:
        i18n.set_language("en")
