"""A playtest: the caption "Galvano è in testa con Turpino (1, / rosso)" broke its line inside the
parenthesis. A caption keeps each parenthesis on one line, at any width it is given."""

from __future__ import annotations

import pygame

from game.ui import text_fit
from game.ui.kit.fading_caption import Caption

WORDS = "Galvano è in testa con Turpino (1, rosso)"


def _opens_and_closes_on_one_line(lines) -> bool:
    return all(line.count("(") == line.count(")") for line in lines)


def test_a_caption_never_breaks_a_line_inside_a_parenthesis(app):
    split_before = 0
    for width in range(260, 640, 10):
        caption = Caption(text=WORDS, rect=pygame.Rect(0, 0, width, 80))
        fit = caption.fitted()
        assert _opens_and_closes_on_one_line(fit.lines), (width, fit.lines)
        assert not fit.ellipsized, (width, fit.lines)
        plain = text_fit.fit(WORDS, "title", 22, width - 24, 2 * text_fit.line_height("title", 22))
        split_before += not _opens_and_closes_on_one_line(plain.lines)
    assert split_before > 0  # the widths tried include some where the plain words break inside
