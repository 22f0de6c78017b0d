"""An apostrophe before an accented vowel ("com’è", "c’è") is set close in every face: a hair space
keeps the grave accent off the apostrophe in EB Garamond Regular and Italic, which kern them together;
the SemiBold keeps them apart by itself, and a hair space there opens a visible gap ("Com’ è")."""

from __future__ import annotations

import pytest

from game.ui.art import fonts


@pytest.mark.parametrize("role", ["text", "italic", "bold", "title", "title_bold"])
def test_the_apostrophe_and_the_accented_vowel_sit_close(role):
    font = fonts.font(role, 22)
    word_space = font.size("c è")[0] - font.size("cè")[0]
    gap = font.size("c’è")[0] - font.size("c")[0] - font.size("’")[0] - font.size("è")[0]
    assert gap < word_space / 2, (role, gap, word_space)
