"""The Hint tells the player why in the player's terms: the bots' reason without its third-person
opening ("takes Travel Plans: …"), as a sentence; a reason with no such part is left to the bot's words."""

from __future__ import annotations

from game import i18n
from game.games.glory.hint_words import hint_reason
from game.games.glory.reasons import explain
from game.games.glory.ui.presentation import PRESENTATION
from tests.glory.glory_helpers import finish_setup, new


def test_the_hint_gives_the_reason_without_the_moves_name_as_a_sentence():
    s = finish_setup(new(3, seed=2))
    assert explain(s, 0, ("place", "travel")) == "takes Travel Plans: more journey cards"
    words = hint_reason(s, 0, ("place", "travel"))
    assert words.startswith("You pick 2 journey cards") and "Travel Plans" not in words
    assert PRESENTATION.hint_reason(s, 0, ("place", "travel")) == words  # the Hint's hook


def test_the_italian_hint_drops_the_third_person_too():
    s = finish_setup(new(3, seed=2))
    i18n.set_language("it")
    try:
        words = hint_reason(s, 0, ("place", "travel"))
    finally:
        i18n.set_language("en")
    assert words and not words.startswith("sceglie") and "Piani di viaggio" not in words
    assert words[0].isupper()
