"""Text drawn clean: an apostrophe before an accented vowel ("com’è", "c’è") stands clear of the accent
(the body font kerns ’ tight against e and è inherited it), and a small card title keeps its words
whole (hinted advances opened gaps inside them: "pre done")."""

from __future__ import annotations

import pygame
import pytest

from game.ui import text_fit
from game.ui.art import fonts


def runs_above_x_height(img: pygame.Surface, f: pygame.font.Font) -> int:
    """How many separate runs of inked columns lie above the x-height (the apostrophe, the accent)."""
    band = f.get_ascent() - f.metrics("x")[0][3]
    inked = [any(img.get_at((x, y)).a > 60 for y in range(band)) for x in range(img.get_width())]
    return sum(1 for x, on in enumerate(inked) if on and (x == 0 or not inked[x - 1]))


@pytest.mark.parametrize("size", range(14, 30))
@pytest.mark.parametrize("role", ["text", "bold"])  # (italic leans: its columns overlap anyway)
def test_the_apostrophe_stands_clear_of_the_accent(size, role):
    pygame.font.init()
    f = fonts.font(role, size)
    img = f.render("’è", True, (255, 255, 255))
    assert runs_above_x_height(img, f) == 2


def test_a_text_is_measured_as_it_is_drawn():
    pygame.font.init()
    f = fonts.font("text", 20)
    for text in ("Così com’è, perdi", "c’è", "l’uomo"):
        assert text_fit.text_width(text, "text", 20) == f.render(text, True, (0, 0, 0)).get_width()


def widest_gap_inside(img: pygame.Surface) -> int:
    """The widest run of blank columns between a word's first and last inked column."""
    inked = [max(img.get_at((x, y)).a for y in range(img.get_height())) > 20 for x in range(img.get_width())]
    first, last = inked.index(True), len(inked) - 1 - inked[::-1].index(True)
    widest = run = 0
    for on in inked[first : last + 1]:
        run = 0 if on else run + 1
        widest = max(widest, run)
    return widest


@pytest.mark.parametrize("size", range(8, 16))
def test_a_small_card_title_keeps_its_words_whole(size):
    """At a card title's small sizes the hinted advances opened a gap inside a word ("pre done")."""
    pygame.font.init()
    for word in ("predone", "Menestrello", "Viaggiatore"):
        assert widest_gap_inside(fonts.render_even("bold", size, word, (0, 0, 0))) <= 1, (word, size)


def test_a_title_font_without_a_hair_space_draws_the_apostrophe_as_written():
    """Cinzel (titles) has no hair space: "Com’è" there is drawn as written, no gap like a space."""
    pygame.font.init()
    f = fonts.font("title", 24)
    assert f.size("Com’è") == pygame.font.Font(str(fonts.font_path("title")), 24).size("Com’è")
