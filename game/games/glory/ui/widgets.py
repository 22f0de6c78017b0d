"""Small drawing helpers shared by Glory's board parts: cards with hover inspection, seat markers."""

from __future__ import annotations

import pygame

from game.games.glory.state import OTTO
from game.ui.art.cards import CardSpec, draw_card, render_card, render_face_down
from game.ui.widgets import style


def seat_badge(seat: int, size: int) -> pygame.Surface:
    """A player's badge, or Otto's black helm."""
    if seat == OTTO:
        img = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(img, (34, 32, 38), (size // 2, size // 2), size // 2)
        pygame.draw.circle(img, style.GOLD, (size // 2, size // 2), size // 2, 2)
        helm = style.icon("black-knight-helm", int(size * 0.7), style.TEXT_LIGHT)
        if helm is not None:
            img.blit(helm, helm.get_rect(center=(size // 2, size // 2)))
        return img
    return style.badge(seat, size)


class Inspector:
    """Remembers which card the mouse rests on this frame and draws it enlarged on top."""

    def __init__(self) -> None:
        self.spec: CardSpec | None = None
        self.anchor = (0, 0)

    def begin(self) -> None:
        self.spec = None

    def card(
        self,
        surface: pygame.Surface,
        spec: CardSpec,
        pos: tuple[int, int],
        width: int,
        mouse: tuple[int, int],
        highlight: str | None = None,
        dim: bool = False,
    ) -> pygame.Rect:
        img = render_card(spec, width)
        rect = draw_card(surface, img, pos, highlight=highlight, dim=dim, shadow=width > 50)
        if rect.collidepoint(mouse):
            self.spec, self.anchor = spec, rect.center
        return rect

    def back(self, surface: pygame.Surface, style_name: str, pos: tuple[int, int], width: int) -> pygame.Rect:
        img = render_face_down("glory", width, style_name)
        return draw_card(surface, img, pos, shadow=False)

    def draw(self, surface: pygame.Surface) -> None:
        if self.spec is None:
            return
        img = render_card(self.spec, "large")
        w, h = img.get_size()
        x = min(max(10, self.anchor[0] - w // 2), surface.get_width() - w - 10)
        y = self.anchor[1] - h - 30 if self.anchor[1] > h + 70 else self.anchor[1] + 40
        y = min(max(60, y), surface.get_height() - h - 10)
        draw_card(surface, img, (x, y))


def count_label(
    surface: pygame.Surface,
    icon_img: pygame.Surface,
    value: str,
    pos: tuple[int, int],
    colour=style.TEXT_LIGHT,
    size: int = 20,
) -> pygame.Rect:
    """An icon followed by a number; returns the rect covering both."""
    surface.blit(icon_img, pos)
    r = style.blit_text(
        surface,
        value,
        (pos[0] + icon_img.get_width() + 4, pos[1] + icon_img.get_height() // 2),
        "bold",
        size,
        colour,
        "midleft",
    )
    return pygame.Rect(pos, (r.right - pos[0], icon_img.get_height()))
