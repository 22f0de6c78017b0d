"""About and credits: what Tourney is, who made the games, and the licences of fonts and icons."""

from __future__ import annotations

import pygame

from game import __version__
from game.i18n import N_, _
from game.ui.scene import LOGICAL_SIZE
from game.ui.scenes.base import ShellScene
from game.ui.widgets import style
from game.ui.widgets.button import Button
from game.version import about_line

PANEL = pygame.Rect(230, 140, 1140, 620)


def credits_text() -> str:
    return "\n".join(
        [
            _(
                "Tourney {version} brings four knightly tabletop games to one screen: play them against "
                "computer opponents or with friends taking turns."
            ).format(version=__version__),
            about_line(),
            "",
            _("The games"),
            _(
                "Tournament, Paladin, Joust for Fun and Glory: A Game of Knights belong to their authors. "
                "Tourney follows their published rules; every rules text in the app is written in our own words."
            ),
            "",
            _("Fonts"),
            _(
                "Cinzel (Natanael Gama) and EB Garamond (Georg Duffner, Octavio Pardo): SIL Open Font "
                "License 1.1. The licence texts are in assets/fonts."
            ),
            "",
            _("Icons"),
            _(
                "Game icons by Lorc, Delapouite and the other contributors of game-icons.net, licensed under "
                "Creative Commons Attribution 3.0 (CC BY 3.0). Details in assets/icons/CREDITS.md."
            ),
            "",
            _("Software"),
            _("Made with Python, pygame-ce, pygame_gui, Pillow, platformdirs and Babel."),
        ]
    )


HEADINGS = (N_("The games"), N_("Fonts"), N_("Icons"), N_("Software"))


class AboutScene(ShellScene):
    name = "about"

    def build(self) -> None:
        self.offset = 0
        self.widgets = [
            Button(
                (LOGICAL_SIZE[0] // 2 - 150, PANEL.bottom + 30, 300, 60),
                lambda: _("Back"),
                self.back,
                hotkey=pygame.K_RETURN,
            )
        ]

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_title(surface, _("About Tourney"), 80)
        style.draw_panel(surface, PANEL)
        x, y = PANEL.x + 60, PANEL.y + 40
        headings = {_(h) for h in HEADINGS}
        for para in credits_text().split("\n"):
            if not para:
                y += 12
                continue
            if para in headings:
                style.blit_text(surface, para, (x, y), "title", 26, style.CRIMSON_DARK)
                y += 38
                continue
            y += style.blit_paragraphs(
                surface, para, pygame.Rect(x, y, PANEL.width - 120, 200), "text", 23, style.INK, 2
            )
        self.draw_widgets(surface)
