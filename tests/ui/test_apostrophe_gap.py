"""An apostrophe before an accented vowel ("Com’è") sits a hair from it in every EB Garamond face:
the SemiBold's own hair space is wider than its word space, so the results' "Com’è stata vinta"
read "Com’ è" before the gap was drawn by hand there."""

from __future__ import annotations

import pygame
import pytest

from game.ui.art import fonts


@pytest.mark.parametrize("role", ["text", "bold", "italic"])
@pytest.mark.parametrize("size", [15, 21, 28])
def test_an_apostrophe_before_an_accent_opens_a_hair_not_a_space(role, size):
    pygame.init()
    f = fonts.font(role, size)
    plain = pygame.font.Font(str(fonts.font_path(role)), size)
    joined = f.size("Com’è")[0]
    apart = plain.size("Com’")[0] + plain.size("è")[0]
    space = plain.size(" ")[0]
    assert joined < apart + space - 1, (joined, apart, space)  # never a word space ("Com’ è")
    assert joined >= plain.size("Com’è")[0]  # never tighter than the font's own kerning (the clash)
    assert f.render("Com’è", True, (0, 0, 0)).get_width() == joined  # drawn as wide as measured


def test_a_background_colour_still_shows_the_text():
    pygame.init()
    f = fonts.font("bold", 21)
    img = f.render("Com’è", True, (0, 0, 0), (255, 255, 255))
    dark = sum(1 for x in range(img.get_width()) for y in range(img.get_height()) if img.get_at((x, y))[0] < 100)
    assert dark > 20
