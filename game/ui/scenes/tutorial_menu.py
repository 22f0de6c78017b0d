"""Learn to play: pick the game whose guided first game to start (every game with a tutorial)."""

from __future__ import annotations

import pygame

from game.core.registry import get
from game.i18n import _, ngettext
from game.learn.tutorial import Tutorial, tutorials
from game.ui.presentation import presentation_of
from game.ui.scene import LOGICAL_SIZE
from game.ui.scenes.base import ShellScene
from game.ui.widgets import style

ROW_W, ROW_H, ROW_GAP, TOP = 1000, 132, 16, 200


def menu_tutorials() -> list[Tutorial]:
    """The tutorials in the menu's order of their games."""
    return sorted(tutorials(), key=lambda t: (presentation_of(get(t.game)).order, t.game))


class TutorialMenuScene(ShellScene):
    """One row per game: its emblem, name and pitch, and a Start button."""

    name = "tutorial-menu"

    def build(self) -> None:
        from game.ui.scenes.tutorial import open_tutorial

        self.tutorials = menu_tutorials()
        x = (LOGICAL_SIZE[0] - ROW_W) // 2
        self.rows: list[pygame.Rect] = []
        self.start_buttons = []
        for i, tut in enumerate(self.tutorials):
            row = pygame.Rect(x, TOP + i * (ROW_H + ROW_GAP), ROW_W, ROW_H)
            self.rows.append(row)
            self.start_buttons.append(
                self.gui.button(
                    (row.right - 250, row.centery - 30, 220, 60),
                    _("Start"),
                    lambda g=tut.game: open_tutorial(self.app, g),
                    icon="trumpet-flag",
                    size=24,
                    tooltip=_("A guided first game of {game}").format(game=_(get(tut.game).name)),
                )
            )
        bottom = min(LOGICAL_SIZE[1] - 100, TOP + len(self.tutorials) * (ROW_H + ROW_GAP) + 20)
        self.gui.button((LOGICAL_SIZE[0] // 2 - 150, bottom, 300, 60), _("Back"), self.back, kind="secondary")

    def paint(self, surface: pygame.Surface) -> None:
        from game.ui.scenes.menu import game_art, menu_entry

        self.draw_background(surface)
        self.draw_title(surface, _("Learn to play"), 80)
        self.draw_text(
            surface,
            _("A guided first game on the real table: a few steps, then you play on against an easy bot."),
            (100, 126, LOGICAL_SIZE[0] - 200, 40),
            "text",
            25,
            style.TEXT_DIM,
            min_size=17,
        )
        if not self.tutorials:
            self.draw_text(
                surface, _("No game has a tutorial yet."), (100, 360, 1400, 60), "title", 30, style.TEXT_LIGHT
            )
        for tut, row in zip(self.tutorials, self.rows):
            spec = get(tut.game)
            style.draw_panel(surface, row)
            icon_name, accent = game_art(menu_entry(spec))
            sh = style.shield(96, style.shade(accent, 0.8))
            rect = sh.get_rect(midleft=(row.x + 24, row.centery))
            surface.blit(sh, rect)
            ico = style.icon(icon_name, 62, style.PARCHMENT)
            if ico is not None:
                surface.blit(ico, ico.get_rect(center=(rect.centerx, rect.centery - 6)))
            text_x = rect.right + 24
            text_w = row.right - 270 - text_x
            self.draw_text(surface, _(spec.name), (text_x, row.y + 14, text_w, 42), "title", 30, style.CRIMSON_DARK,
                           align="left", min_size=18)  # fmt: skip
            steps = len(tut.steps)
            line = ngettext("{n} step, then a free finish", "{n} steps, then a free finish", steps).format(n=steps)
            self.draw_text(surface, line, (text_x, row.y + 56, text_w, 26), "bold", 19, style.INK_SOFT, align="left",
                           min_size=14)  # fmt: skip
            self.draw_text(surface, _(spec.pitch), (text_x, row.y + 84, text_w, 40), "text", 19, style.INK,
                           align="left", min_size=14, max_lines=2)  # fmt: skip
