"""A journey card's reward options are buttons of their own, each capitalised like the bar's other
buttons ("3 glory points" stood next to "an Amulet relic")."""

from __future__ import annotations

from game import i18n
from game.games.glory import bar_moves
from game.games.glory import content as C
from game.games.glory.state import Pending
from tests.glory.glory_helpers import new


def test_reward_buttons_start_with_a_capital_or_a_figure():
    s = new(2, 1)
    card = next(k for k, j in C.JOURNEY.items() if j.name == "Ulrich von Liechtenstein")
    s.pending.append(Pending("reward", 0, 0, ["0", "1"], card))
    for lang in ("en", "it"):
        i18n.set_language(lang)
        try:
            labels = [bar_moves.label(s, ("choose", i)) for i in range(2)]
        finally:
            i18n.set_language("en")
        assert all(x[:1].isdigit() or x[:1].isupper() for x in labels), (lang, labels)
        if lang == "en":
            assert labels == ["3 glory points", "An Amulet relic"]
