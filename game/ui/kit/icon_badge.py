"""A round badge with an icon in it, for a player who holds no seat (an automaton, a neutral side):
it stands where a seat's badge would (panels, tracks, boards)."""

from __future__ import annotations

import pygame

from game.ui.art.cache import memo
from game.ui.widgets import style


def icon_badge(icon: str, size: int, fill: tuple[int, int, int] = (34, 32, 38)) -> pygame.Surface:
    """A ``size`` px disc of ``fill`` ringed in gold with the game-icons ``icon`` in light ink."""

    def build() -> pygame.Surface:
        img = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(img, fill, (size // 2, size // 2), size // 2)
        pygame.draw.circle(img, style.GOLD, (size // 2, size // 2), size // 2, 2)
        glyph = style.icon(icon, int(size * 0.7), style.TEXT_LIGHT)
        if glyph is not None:
            img.blit(glyph, glyph.get_rect(center=(size // 2, size // 2)))
        return img

    return memo(("icon-badge", icon, size, fill), build)
