"""Icons from the game-icons.net SVG subset in assets/icons (CC BY 3.0, see assets/icons/CREDITS.md).

``icon(name, size, colour)`` rasterizes the SVG at the exact size with ``pygame.image.load_sized_svg``
and tints it (the SVGs are white). Unknown names fall back to a star and are logged once, so a typo
never crashes a table; ``has(name)`` lets tests check names.
"""

from __future__ import annotations

import logging
from functools import lru_cache
from pathlib import Path

import pygame

from game.resources import resource_path
from game.ui.art.cache import memo

log = logging.getLogger(__name__)
FALLBACK = "seven-pointed-star"
_warned: set[str] = set()


def icon_dir() -> Path:
    return resource_path("assets", "icons")


@lru_cache(maxsize=1)
def available() -> frozenset[str]:
    """Names of every icon shipped in assets/icons."""
    return frozenset(p.stem for p in icon_dir().glob("*.svg"))


def has(name: str) -> bool:
    return name in available()


def _resolve(name: str) -> str:
    if has(name):
        return name
    if name not in _warned:
        _warned.add(name)
        log.warning("icon %r is not in assets/icons; using %r", name, FALLBACK)
    return FALLBACK


def _load_white(name: str, w: int, h: int) -> pygame.Surface:
    path = icon_dir() / f"{name}.svg"
    try:
        img = pygame.image.load_sized_svg(str(path), (w, h))
    except (pygame.error, AttributeError):  # very old SDL_image: load at native size and scale
        img = pygame.transform.smoothscale(pygame.image.load(str(path)), (w, h))
    if img.get_size() != (w, h):
        img = pygame.transform.smoothscale(img, (w, h))
    return img.convert_alpha() if pygame.display.get_surface() is not None else img


def icon(name: str, size: int | tuple[int, int], colour: tuple[int, ...] | None = None) -> pygame.Surface:
    """The icon ``name`` at ``size`` px (int = square), tinted ``colour`` (None = white). Cached."""
    w, h = (size, size) if isinstance(size, int) else size
    w, h = max(1, int(w)), max(1, int(h))
    name = _resolve(name)
    col = tuple(colour) if colour is not None else None

    def build() -> pygame.Surface:
        img = _load_white(name, w, h).copy()
        if col is not None:
            tint = pygame.Surface((w, h), pygame.SRCALPHA)
            tint.fill((*col[:3], 255))
            img.blit(tint, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            if len(col) > 3 and col[3] < 255:
                img.fill((255, 255, 255, col[3]), special_flags=pygame.BLEND_RGBA_MULT)
        return img

    return memo(("icon", name, w, h, col), build)


def outlined(
    name: str,
    size: int,
    colour: tuple[int, ...],
    outline: tuple[int, ...] = (30, 20, 12),
    width: int = 2,
    shadow: bool = True,
    relief: bool = False,
) -> pygame.Surface:
    """An icon with a contour (and soft drop shadow) so it reads on any background. Cached."""

    def build() -> pygame.Surface:
        pad = width + 3
        out = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
        if shadow:
            sh = icon(name, size, (0, 0, 0, 90))
            for dx, dy in ((2, 3), (3, 3), (3, 4)):
                out.blit(sh, (pad + dx, pad + dy))
        edge = icon(name, size, outline)
        for dx in range(-width, width + 1):
            for dy in range(-width, width + 1):
                if dx * dx + dy * dy <= width * width + 1:
                    out.blit(edge, (pad + dx, pad + dy))
        body = icon(name, size, colour).copy()
        if relief:  # light from above: lighter top, darker bottom
            grad = pygame.Surface((1, 2), pygame.SRCALPHA)
            grad.set_at((0, 0), (255, 255, 255, 255))
            grad.set_at((0, 1), (170, 160, 150, 255))
            body.blit(pygame.transform.smoothscale(grad, (size, size)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        out.blit(body, (pad, pad))
        return out

    return memo(("outlined", name, size, tuple(colour), tuple(outline), width, shadow, relief), build)
