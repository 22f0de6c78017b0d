"""A Prestige token's tooltip says what the token does, face up and face down, in both languages."""

from __future__ import annotations

import pytest

from game import i18n
from game.games.glory import content as C
from game.games.glory.panel_text import prestige_tip


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_prestige_tokens_tip_tells_what_it_does(lang):
    i18n.set_language(lang)
    try:
        up, down = prestige_tip("charmer", True), prestige_tip("charmer", False)
        name = i18n._(C.PRESTIGE_NAMES["charmer"])
    finally:
        i18n.set_language("en")
    for tip in (up, down):
        assert name in tip and len(tip) > 3 * len(name) + 40  # more than its name
    duel = {"en": "duel", "it": "duell"}[lang]
    assert duel in up and duel in down and up != down
