"""Wording a playtest flagged: the missing kinds joined by "né" in Italian, "Com’è stata vinta", the
scoreboard's key, and a knight leading a single contest told in the singular in both languages."""

from __future__ import annotations

import pytest

from game.games.tournament.hint_words import hint_reason
from game.games.tournament.prompts import no_knight_reason
from game.games.tournament.reasons import explain
from game.i18n import _, set_language

from .helpers import card, combo, make_state


@pytest.fixture
def italian():
    set_language("it")
    yield
    set_language("en")


def test_the_missing_kinds_are_joined_by_ne_in_italian(italian):
    st = make_state([[card("H", 3)], []])
    said = no_knight_reason(st, st.hands[0])
    assert said.endswith("non hai carte Cavaliere né Arma né Scudo."), said


def test_the_results_heading_elides_in_italian(italian):
    assert _("How it was won") == "Com’è stata vinta"


def test_the_settled_key_says_the_winner_is_circled():
    import pygame

    from game.games.tournament.ui import settled
    from game.ui import text_fit

    with text_fit.recording() as fits:
        settled.draw_key(pygame.Surface((400, 30)), pygame.Rect(0, 0, 400, 30))
    assert [f.text for f in fits] == ["settled: scores when won, winner circled"]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_knight_that_takes_one_contest_is_told_in_the_singular(lang):
    set_language(lang)
    try:
        knight = ("combo", card("K", 2), card("W", 9), card("H", 3), card("S", 4))
        st = make_state([list(knight[1:]), []], [[], [combo(6, 2, 6, 6)]])
        bot, hint = explain(st, 0, knight), hint_reason(st, 0, knight)
        if lang == "en":
            assert bot == "puts a knight into play: it now leads this contest: Melee"
            assert hint == "you then lead this contest: Melee"
        else:
            assert "in questa Gara" in bot and "in questa Gara" in hint, (bot, hint)
    finally:
        set_language("en")


def test_italian_writes_gara_with_a_capital_everywhere():
    """The glossary's Contest is 'Gara': one line read 'Gara finale: giochi la gara Giostra'."""
    import re

    from game.i18n import locale_dir

    text = (locale_dir() / "it" / "LC_MESSAGES" / "tourney.po").read_text(encoding="utf-8")
    strings = [line for line in text.splitlines() if line.startswith(("msgstr", '"'))]
    assert not [s for s in strings if re.search(r"\bgar[ae]\b", s)]
