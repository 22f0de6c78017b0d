"""The bar's menu of resource spaces says what each gives ("Patrol: 2 coins", "Warm-Up: 2 Strength
tokens"), in English and Italian, and every label fits its button."""

from __future__ import annotations

import pytest

from game import i18n
from game.games.glory import bar_moves
from game.games.glory import content as C
from game.ui import text_fit
from tests.glory.test_glory_automa import solo


@pytest.mark.parametrize("lang", ["en", "it"])
def test_each_resource_space_says_what_it_gives(app, lang):  # app: a display, for the fonts' widths
    i18n.set_language(lang)
    try:
        s = solo()
        labels = {sp: bar_moves.label(s, ("place", sp)) for sp in C.ACTION_GAINS}
        if lang == "en":
            assert labels["patrol"] == "Patrol: 2 coins"
            assert labels["warmup"] == "Warm-Up: 2 Strength tokens"
            assert labels["training"] == "Training: 3 Strength tokens"
        else:
            assert labels["patrol"].startswith("Pattuglia: 2 monete")
        for text in labels.values():
            assert text_fit.text_width(text, "bold", 18) <= 330, text
    finally:
        i18n.set_language("en")
