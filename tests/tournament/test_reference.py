"""The in-app rules text of Tournament agrees with what the table shows."""

from __future__ import annotations

from game.games.tournament import content as C
from game.games.tournament.reference import CONTEST_DETAILS, chapters
from game.games.tournament.ui.favour import Favour
from game.games.tournament.ui.finale import approach_at
from game.i18n import set_language


def _text() -> str:
    set_language("en")
    return " ".join(str(p) for ch in chapters() for p in ch.paragraphs if isinstance(p, str))


def test_the_end_warning_in_the_rules_is_the_one_the_table_gives():
    """The rules said the table warns when the deck holds no more cards than players; it also warns
    earlier, at ``approach_at`` cards (8 in a two-player game): the text names both."""
    assert approach_at(2) == 8 and approach_at(5) == 10
    text = _text()
    assert "twice as many cards as there are players, and never fewer than 8" in text
    assert "no more cards than there are players" in text


def test_the_kings_favour_text_explains_the_scoreboards_plus():
    """The scoreboard shows '4+' for a hand it cannot see: the rules text says what that means."""
    assert Favour(in_play=4, in_hand=0, hidden=3).text == "4+"
    favour = CONTEST_DETAILS[C.KINGS_FAVOR]
    assert "'4+': at least 4" in favour and "hand cards you know of" in favour


def test_the_rules_summary_agrees_with_the_table_too():
    """The short rules said only how many Chivalry cards a hand holds is shown and that the table warns
    at as many cards as players: it now says what the table does."""
    from game.games.tournament.ui.summary import rules_summary

    set_language("en")
    text = rules_summary()
    assert "only how many is shown" not in text
    assert "'4+' means at least 4" in text
    assert "twice as many cards as players, never under 8" in text


def test_the_rules_and_a_specials_tooltip_say_a_played_special_may_be_taken_again():
    from game.games.tournament.prompts import card_text
    from game.games.tournament.ui.summary import rules_summary

    assert "goes to the discard pile, where the next player may take it and play it again" in _text()
    assert "then lies on the discard pile for the next player to take" in rules_summary()
    tip = card_text(None, C.FIRST_SPECIAL, str)
    assert tip.endswith("where the next player may take it and play it again.")
