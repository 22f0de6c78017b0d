"""WorkerSpace: one action space of a worker-placement board: a plaque with its icon and name, its
circles (one pawn each; a locked circle is crossed out) or an open area taking any number of pawns,
the pawns on it (those just placed ringed in gold), a glow when the viewer may take it now. A plaque
wider than tall puts its icon at the left, the name and the pawns beside it."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any

import pygame

from game.ui import text_fit
from game.ui.art import icons, paint
from game.ui.art.cache import memo
from game.ui.art.theme import PALETTE
from game.ui.widgets import style

ICON_X = 6  # the icon's left edge on the plaque


def _icon_size(h: int) -> int:
    """The icon's size on a plaque ``h`` tall (capped: a tall plaque leaves its name the room)."""
    return min(int(h * 0.48), 31)


def name_rect(rect: pygame.Rect) -> pygame.Rect:
    """Where a plaque's name goes: beside its icon, clear of it (a long Italian name too)."""
    left = rect.x + ICON_X + _icon_size(rect.h) + 4
    return pygame.Rect(left, rect.y + 4, rect.right - left - 8, rect.h // 2 - 2)  # clear of the frame


def icon_rect(rect: pygame.Rect) -> pygame.Rect:
    """Where a plaque's icon lies."""
    size = _icon_size(rect.h)
    return pygame.Rect(rect.x + ICON_X, rect.centery - size // 2, size, size)


def _plaque(size: tuple[int, int], icon: str, lit: bool) -> pygame.Surface:
    def build() -> pygame.Surface:
        w, h = size
        body = paint.vertical_gradient((w, h), (250, 238, 208), (222, 200, 158))
        out = paint.apply_mask(
            body.convert_alpha() if pygame.display.get_surface() else body, paint.rounded_mask((w, h), 10)
        )
        pygame.draw.rect(
            out, PALETTE["focus"] if lit else PALETTE["gold_dark"], out.get_rect(), 3 if lit else 2, border_radius=10
        )
        ic = icons.outlined(icon, _icon_size(h), (140, 40, 40), outline=(60, 20, 20), width=1, shadow=False)
        out.blit(ic, ic.get_rect(midleft=(ICON_X, h // 2)))
        return out

    return memo(("worker-space", size, icon, lit), build)


def draw_worker_space(
    table: Any,
    surface: pygame.Surface,
    rect: pygame.Rect,
    *,
    key: Any,
    icon: str,
    label: str,
    pawns: Sequence[Any],
    badge: Callable[[Any, int], pygame.Surface],
    circles: Sequence[bool] | None = None,
    marked: Collection[int] = (),
    lit: bool = False,
    tip: str = "",
    locked_tip: str = "",
    on_click: Callable[[], Any] | None = None,
) -> None:
    """``circles``: one flag per circle (False: locked at this player count), None for an open area;
    ``pawns``: who stands on it in placement order, drawn by ``badge(who, size)``; ``marked``: indexes
    of pawns to ring."""
    rect = pygame.Rect(rect)
    table.spots.add(rect, key, tip=tip, on_click=on_click)
    table.anchor(key, rect)
    surface.blit(_plaque(rect.size, icon, lit), rect)
    left = rect.x + _icon_size(rect.h) + 6
    name = name_rect(rect)
    text_fit.draw(surface, label, name, "bold", 18, style.INK, min_size=13, max_lines=2)
    row = pygame.Rect(left, rect.centery + 2, rect.right - left - 6, rect.h // 2 - 6)
    r = min(11, row.h // 2)
    n = len(circles) if circles is not None else len(pawns)
    step = 2 * r + 5
    if circles is None and n > 1:  # an open area: many pawns get smaller (not below 8) before they overlap
        r = max(8, min(r, (row.w - 2 * (n - 1)) // (2 * n)))
        step = min(2 * r + 5, (row.w - 2 * r) // (n - 1))
    for i in range(n):
        c = (row.x + r + i * step, row.centery)
        if circles is not None:
            pygame.draw.circle(surface, (200, 184, 150), c, r)
            pygame.draw.circle(surface, style.GOLD_DARK, c, r, 2)
            if not circles[i]:
                for a, b in (((-6, -6), (6, 6)), ((-6, 6), (6, -6))):
                    ends = (c[0] + a[0], c[1] + a[1]), (c[0] + b[0], c[1] + b[1])
                    pygame.draw.line(surface, style.CRIMSON_DARK, *ends, 3)
                table.spots.add(pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r), None, tip=locked_tip)
                continue
        if i < len(pawns):
            surface.blit(badge(pawns[i], 2 * r), (c[0] - r, c[1] - r))
            if i in marked:
                pygame.draw.circle(surface, style.GOLD, c, r + 3, 3)
