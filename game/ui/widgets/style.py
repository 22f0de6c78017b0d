"""The shell's window onto the art modules: fonts, text, icons, colours, panels, sounds.

Every shell widget draws through these small functions. They use ``game.ui.art`` when it is there
and fall back to pygame defaults otherwise, so the shell works before (and without) the art pipeline.
Rendered text is cached, so redrawing a static scene every frame costs only blits.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

import pygame

# --- palette (overridden by game.ui.art.theme when it provides the same names) -----------------
INK = (38, 28, 22)
INK_SOFT = (92, 74, 58)
PARCHMENT = (241, 230, 204)
PARCHMENT_DARK = (222, 205, 168)
GOLD = (214, 174, 72)
GOLD_DARK = (150, 112, 38)
CRIMSON = (142, 32, 44)
CRIMSON_DARK = (96, 18, 28)
NIGHT = (24, 22, 34)
NIGHT_2 = (38, 34, 52)
TEXT_LIGHT = (242, 234, 216)
TEXT_DIM = (186, 176, 160)
GREEN = (70, 122, 70)
PLAYER_FALLBACK = [(58, 110, 190), (204, 90, 40), (40, 150, 120), (200, 60, 140), (230, 190, 60), (120, 90, 200)]


def _art(module: str) -> Any | None:
    """Import ``game.ui.art.<module>`` if it exists (None otherwise, or if it is broken)."""
    try:
        import importlib

        return importlib.import_module(f"game.ui.art.{module}")
    except Exception:  # noqa: BLE001 - art is optional; the shell must keep working
        return None


# --- fonts and text -------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def font(role: str, size: int) -> pygame.font.Font:
    """A font for ``role`` ("text", "title", "bold") at ``size`` pixels."""
    fonts = _art("fonts")
    if fonts is not None:
        try:
            return fonts.font(role, size)
        except Exception:  # noqa: BLE001
            pass
    if not pygame.font.get_init():
        pygame.font.init()
    f = pygame.font.Font(None, int(size * 1.25))
    f.set_bold(role in ("bold", "title"))
    return f


@lru_cache(maxsize=2048)
def text(s: str, role: str = "text", size: int = 22, colour: tuple[int, int, int] = INK) -> pygame.Surface:
    """``s`` rendered antialiased (cached by content, so static labels cost one blit)."""
    img = font(role, size).render(s, True, colour)
    return img.convert_alpha() if pygame.display.get_surface() is not None else img


@lru_cache(maxsize=1024)
def wrap(s: str, role: str, size: int, width: int) -> tuple[str, ...]:
    """Split ``s`` into lines no wider than ``width`` pixels (paragraphs kept on '\\n'); cached."""
    f = font(role, size)
    lines: list[str] = []
    for para in s.split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            cand = w if not line else f"{line} {w}"
            if f.size(cand)[0] <= width or not line:
                line = cand
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return tuple(lines)


def blit_text(
    surface: pygame.Surface,
    s: str,
    pos: tuple[int, int],
    role: str = "text",
    size: int = 22,
    colour: tuple[int, int, int] = INK,
    anchor: str = "topleft",
) -> pygame.Rect:
    """Draw one line of text anchored at ``pos`` (any pygame.Rect anchor name); returns its rect."""
    img = text(s, role, size, colour)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def blit_paragraphs(
    surface: pygame.Surface,
    s: str,
    rect: pygame.Rect,
    role: str = "text",
    size: int = 22,
    colour: tuple[int, int, int] = INK,
    line_gap: int = 4,
    offset: int = 0,
) -> int:
    """Draw wrapped text inside ``rect`` (clipped, scrolled by ``offset`` px); returns total height."""
    lh = font(role, size).get_linesize() + line_gap
    lines = wrap(s, role, size, rect.width)
    old = surface.get_clip()
    surface.set_clip(rect.clip(old) if old else rect)
    y = rect.top - offset
    for ln in lines:
        if y + lh >= rect.top and y <= rect.bottom:
            surface.blit(text(ln, role, size, colour), (rect.left, y))
        y += lh
    surface.set_clip(old)
    return len(lines) * lh


# --- icons ----------------------------------------------------------------------------------------
@lru_cache(maxsize=256)
def icon(name: str, size: int, colour: tuple[int, int, int] | None = None) -> pygame.Surface | None:
    """A game-icons glyph, or None when the art module or the icon is missing."""
    icons = _art("icons")
    if icons is None or not name:
        return None
    try:
        return icons.icon(name, size, colour)
    except Exception:  # noqa: BLE001
        return None


# --- colours ---------------------------------------------------------------------------------------
def player_colour(seat: int) -> tuple[int, int, int]:
    """The colour of a seat (the art theme's colour-blind-safe set when available)."""
    theme = _art("theme")
    if theme is not None:
        for attr in ("player_colour", "player_color"):
            fn = getattr(theme, attr, None)
            if callable(fn):
                try:
                    c = fn(seat)
                    return tuple(c[:3])  # type: ignore[return-value]
                except Exception:  # noqa: BLE001
                    break
        cols = getattr(theme, "PLAYER_COLOURS", None)
        if cols:
            c = cols[seat % len(cols)]
            return tuple(getattr(c, "rgb", c)[:3])  # type: ignore[return-value]
    return PLAYER_FALLBACK[seat % len(PLAYER_FALLBACK)]


# --- panels, buttons and backgrounds ----------------------------------------------------------------
def draw_panel(surface: pygame.Surface, rect: pygame.Rect, kind: str = "parchment") -> None:
    """A framed panel with a soft shadow: "parchment" (light, ink text) or "dark" (light text).
    Uses the art theme's textured panels when available."""
    rect = pygame.Rect(rect)
    surface.blit(_shadow(rect.size), (rect.x - 2, rect.y + 4))
    theme = _art("theme")
    if theme is not None:
        try:
            theme.draw_panel(surface, rect, "parchment" if kind != "dark" else "dark")
            return
        except Exception:  # noqa: BLE001 - fall back to the plain panel
            pass
    if kind == "dark":
        pygame.draw.rect(surface, NIGHT_2, rect, border_radius=10)
        pygame.draw.rect(surface, GOLD_DARK, rect, 2, border_radius=10)
        pygame.draw.rect(surface, (70, 60, 80), rect.inflate(-8, -8), 1, border_radius=8)
    else:
        pygame.draw.rect(surface, PARCHMENT, rect, border_radius=10)
        pygame.draw.rect(surface, GOLD_DARK, rect, 3, border_radius=10)
        pygame.draw.rect(surface, PARCHMENT_DARK, rect.inflate(-10, -10), 1, border_radius=8)


@lru_cache(maxsize=64)
def _shadow(size: tuple[int, int]) -> pygame.Surface:
    shadow = pygame.Surface((size[0] + 12, size[1] + 12), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 70), shadow.get_rect(), border_radius=14)
    return shadow


def text_on(colour: tuple[int, ...]) -> tuple[int, int, int]:
    """The text colour that reads on a fill of ``colour``: ink on a light fill (a yellow seat), else light."""

    def linear(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in colour[:3])
    return INK if 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.25 else TEXT_LIGHT


def badge(seat: int, size: int) -> pygame.Surface:
    """A seat's marker: the art theme's round badge (colour, pattern, letter) or a numbered shield."""
    theme = _art("theme")
    if theme is not None:
        try:
            return theme.player_badge(seat, size)
        except Exception:  # noqa: BLE001
            pass
    return shield(size, player_colour(seat), str(seat + 1))


@lru_cache(maxsize=8)
def background(size: tuple[int, int] = (1600, 900), kind: str = "menu") -> pygame.Surface:
    """A full-screen background: the art theme's table background, or a soft vignette gradient."""
    theme = _art("theme")
    if theme is not None:
        for attr in ("table_background", "background"):
            fn = getattr(theme, attr, None)
            if callable(fn):
                try:
                    surf = fn(size)
                    if isinstance(surf, pygame.Surface):
                        return surf
                except Exception:  # noqa: BLE001
                    break
    w, h = size
    surf = pygame.Surface(size)
    top, bottom = (46, 38, 58), (16, 14, 24)
    if kind == "table":
        top, bottom = (40, 70, 52), (18, 38, 28)
    for y in range(h):
        t = y / max(1, h - 1)
        c = tuple(int(top[i] + (bottom[i] - top[i]) * t) for i in range(3))
        pygame.draw.line(surf, c, (0, y), (w, y))
    # vignette: darker rings towards the edges
    ring = pygame.Surface(size, pygame.SRCALPHA)
    for i in range(12):
        a = 10 + i * 5
        pygame.draw.rect(ring, (0, 0, 0, a), pygame.Rect(0, 0, w, h).inflate(-i * 2 * 20, -i * 2 * 12), 20)
    surf.blit(ring, (0, 0))
    return surf.convert() if pygame.display.get_surface() is not None else surf


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken the whole surface (under a modal dialog)."""
    veil = _veil(surface.get_size(), alpha)
    surface.blit(veil, (0, 0))


@lru_cache(maxsize=8)
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    v = pygame.Surface(size, pygame.SRCALPHA)
    v.fill((8, 6, 12, alpha))
    return v


def shield(size: int, colour: tuple[int, int, int], letter: str = "") -> pygame.Surface:
    """A plain heraldic shield shape (fallback game art), optionally with a letter."""
    return _shield(size, colour, letter)


@lru_cache(maxsize=32)
def _shield(size: int, colour: tuple[int, int, int], letter: str) -> pygame.Surface:
    w, h = size, int(size * 1.15)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pts = [(0, 0), (w, 0), (w, h * 0.55)]
    for i in range(1, 12):
        t = i / 12
        pts.append((w - w / 2 * t, h * 0.55 + (h * 0.45) * math.sin(t * math.pi / 2)))
    pts.append((w / 2, h))
    pts += [(w - x, y) for x, y in reversed(pts[3:-1])]
    pts.append((0, h * 0.55))
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, GOLD, pts, max(2, size // 24))
    if letter:
        ink = INK if sum(colour[:3]) > 480 or (colour[0] > 200 and colour[1] > 170) else PARCHMENT
        img = font("title", int(size * 0.5)).render(letter, True, ink)
        surf.blit(img, img.get_rect(center=(w // 2, int(h * 0.42))))
    return surf


# --- sound -----------------------------------------------------------------------------------------
def play_sound(name: str, enabled: bool = True, volume: float | None = None) -> None:
    """Play a named sound through the art module; silent when disabled or unavailable.
    Without ``volume`` the art module's own setting (kept in step by the app) applies."""
    if not enabled:
        return
    snd = _art("sound")
    if snd is None:
        return
    try:
        if volume is None:
            snd.play(name)
        else:
            snd.play(name, volume=volume)
    except Exception:  # noqa: BLE001 - never let a sound break the game
        pass


def shade(colour: tuple[int, ...], factor: float) -> tuple[int, int, int]:
    """``colour`` darkened (factor < 1) or lightened (factor > 1)."""
    return tuple(max(0, min(255, int(c * factor))) for c in colour[:3])  # type: ignore[return-value]
