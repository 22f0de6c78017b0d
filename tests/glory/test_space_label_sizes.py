"""The action spaces' names are set at one readable size: no name (Italian "Riscaldamento") shrinks
far below its neighbours."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.games.glory import board_text as B
from game.games.glory.ui import board
from game.ui import text_fit
from tests.glory.test_table_ui import open_table


@pytest.mark.parametrize("lang", ["en", "it"])
def test_space_names_keep_a_readable_size(tourney_home, lang):
    app, table = open_table(3, seed=4)
    try:
        i18n.set_language(lang)
        app.step(dt=0.05)
        s = table.view
        labels = {B.space_label(s, sp) for sp in B.visible_spaces(s)}
        with text_fit.recording() as records:
            spaces = pygame.Rect(table.lay.board.x, table.lay.board.y, table.lay.board.w, table.lay.board.h - 94)
            board.draw_spaces(table, pygame.Surface(table.table_rect.bottomright), spaces)
        sizes = {r.text: r.fit.size for r in records if r.text in labels}
        assert set(sizes) == labels
        assert min(sizes.values()) >= 14, sorted(sizes.items(), key=lambda kv: kv[1])[:3]
        words = {text: size for text, size in sizes.items() if " " not in text}  # one word: one line
        assert min(words.values()) >= 15, sorted(words.items(), key=lambda kv: kv[1])[:3]
    finally:
        app.shutdown()


def test_a_space_name_never_touches_its_icon():
    from game.ui.kit.worker_space import icon_rect, name_rect

    for rect in (pygame.Rect(10, 20, 150, 76), pygame.Rect(0, 0, 124, 60), pygame.Rect(5, 5, 200, 90)):
        name, icon = name_rect(rect), icon_rect(rect)
        assert name.left >= icon.right + 4 and rect.contains(name) and rect.contains(icon)
        assert name.right <= rect.right - 8  # clear of the plaque's frame
