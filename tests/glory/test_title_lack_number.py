"""The Hint's reason for keeping a title says what is still lacking with its verb in the right number:
"ti manca 1 segnalino Forza" for one thing, "ti mancano" for more."""

from __future__ import annotations

from game import i18n
from game.games.glory.hint_why import title_why
from tests.glory.glory_helpers import finish_setup, new


def _why_it(coins: int, strength: int) -> str:
    s = finish_setup(new(3, seed=2))
    p = s.players[0]
    p.coins, p.strength = coins, strength
    i18n.set_language("it")
    try:
        return title_why(s, 0, "fortunate")  # 3 coins and 3 Strength tokens
    finally:
        i18n.set_language("en")


def test_one_strength_token_lacking_takes_the_singular_verb():
    words = _why_it(3, 2)
    assert "ti manca 1 " in words and "mancano" not in words, words


def test_two_tokens_or_two_needs_lacking_take_the_plural_verb():
    assert "ti mancano 2 " in _why_it(3, 1)
    both = _why_it(2, 2)
    assert "ti mancano 1 " in both and " e 1 " in both, both


def test_the_english_reason_is_unchanged():
    s = finish_setup(new(3, seed=2))
    s.players[0].coins, s.players[0].strength = 3, 2
    assert title_why(s, 0, "fortunate") == "3 glory points at the end of the game; you still need 1 Strength token"
