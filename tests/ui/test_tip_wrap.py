"""A tooltip whose line just fits its width shows no empty line after it (pygame_gui wrapped the line's
break alone onto the next row): the Melee's forecast read 'Highest total force of Weapons in play
wins.', a blank line, then the places."""

from __future__ import annotations

import html

import pygame
from pygame_gui.elements import UITooltip

from game.ui.gui import KitButton, KitManager
from game.ui.tip_wrap import stray_break
from tests.ui_driver import hover_tip

TEXT = "Highest total force of Weapons in play wins.\n1. Bot 4: 8 → +4 VP\nCalling a Contest ends your turn."


def test_a_line_that_just_fits_is_found_in_a_plain_tooltip(app):
    tip = UITooltip(html.escape(TEXT), (0, 18), KitManager(app), wrap_width=360)
    assert stray_break(tip)  # the case exists with this font and width (else the next test proves nothing)


def test_a_buttons_tooltip_has_no_empty_line_after_a_line_that_just_fits(app):
    gui = app.top.gui
    button = gui.button(pygame.Rect(600, 400, 240, 44), "Melee", lambda: None, tooltip=TEXT)
    assert isinstance(button, KitButton)
    tip = hover_tip(app, button)
    assert tip is not None
    assert not stray_break(tip)
    rows = tip.text_block.text_box_layout.layout_rows
    assert len(rows) == 3, [r.width for r in rows]
