"""The Glory rules reference tells the Brave title's duel in its Titles chapter, in English and
Italian, with the challenger the engine sets (attack 11, prestige 1)."""

from __future__ import annotations

import pytest

from game import i18n
from game.games.glory import content as C
from game.games.glory.reference import chapters


@pytest.mark.parametrize(
    ("lang", "chapter", "words"),
    [("en", "Titles", ("Brave", "duel", "challenger")), ("it", "Titoli", ("Coraggioso", "duello", "sfidante"))],
)
def test_the_titles_chapter_tells_the_brave_duel(lang, chapter, words):
    attack, prestige = C.TITLES["brave"].duel
    try:
        i18n.set_language(lang)
        titles = next(c for c in chapters() if c.title == chapter)
        texts = [p for p in titles.paragraphs if isinstance(p, str) and words[0] in p]
    finally:
        i18n.set_language("en")
    assert texts  # the summary's sentence, and the paragraph with the challenger's figures
    assert any(all(w in t for w in words) and f" {attack} " in t and f" {prestige}:" in t for t in texts)
