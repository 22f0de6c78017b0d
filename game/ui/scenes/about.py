"""About and credits: what Tourney is, who made the games, and the licences of fonts and icons."""

from __future__ import annotations

import pygame

from game import __version__
from game.i18n import _
from game.ui.scene import LOGICAL_SIZE
from game.ui.scenes.base import ShellScene
from game.ui.widgets import style
from game.version import about_line

PANEL = pygame.Rect(230, 140, 1140, 620)


def credit_sections() -> list[tuple[str, str]]:
    """(heading, text) sections of the About screen, translated."""
    return [
        (
            "",
            _(
                "Tourney {version} brings four knightly tabletop games to one screen: play them against "
                "computer opponents or with friends taking turns."
            ).format(version=__version__)
            + "\n"
            + about_line(),
        ),
        (
            _("The games"),
            _(
                "Tournament, Paladin, Joust for Fun and Glory: A Game of Knights belong to their authors. "
                "Tourney follows their published rules; every rules text in the app is written in our own words."
            ),
        ),
        (
            _("Fonts"),
            _(
                "Cinzel (Natanael Gama) and EB Garamond (Georg Duffner, Octavio Pardo): SIL Open Font "
                "License 1.1. The licence texts are in assets/fonts."
            ),
        ),
        (
            _("Icons"),
            _(
                "Game icons by Lorc, Delapouite and the other contributors of game-icons.net, licensed under "
                "Creative Commons Attribution 3.0 (CC BY 3.0). Details in assets/icons/CREDITS.md."
            ),
        ),
        (_("Software"), _("Made with Python, pygame-ce, pygame_gui, Pillow, platformdirs and Babel.")),
    ]


class AboutScene(ShellScene):
    name = "about"

    def build(self) -> None:
        self.text = self.gui.text_box(PANEL.inflate(-40, -40), credit_sections(), size=23, background=None)
        self.gui.button(
            (LOGICAL_SIZE[0] // 2 - 150, PANEL.bottom + 30, 300, 60), _("Back"), self.back, hotkey=pygame.K_RETURN
        )

    def paint(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_title(surface, _("About Tourney"), 80)
        style.draw_panel(surface, PANEL)
