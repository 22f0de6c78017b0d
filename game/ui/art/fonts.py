"""Fonts: EB Garamond for text, Cinzel for titles (OFL, full Latin Extended-A), from assets/fonts.

``font(role, size)`` returns a cached ``pygame.font.Font``. Roles: ``text``, ``italic``, ``bold`` (EB
Garamond SemiBold), ``title`` (Cinzel), ``title_bold`` (Cinzel Bold). ``missing_glyphs`` reads the
font's own character map, so a test can prove that names such as "Władysław" never show tofu.
"""

from __future__ import annotations

import re
import struct
from functools import lru_cache
from pathlib import Path

import pygame

from game.resources import resource_path

FILES = {
    "text": "EBGaramond-Regular.ttf",
    "italic": "EBGaramond-Italic.ttf",
    "bold": "EBGaramond-SemiBold.ttf",
    "title": "Cinzel-Regular.ttf",
    "title_bold": "Cinzel-Bold.ttf",
}
ROLES = tuple(FILES)


def font_path(role: str) -> Path:
    try:
        return resource_path("assets", "fonts", FILES[role])
    except KeyError:
        raise ValueError(f"unknown font role {role!r} (choose from {', '.join(ROLES)})") from None


def font(role: str, size: int) -> pygame.font.Font:
    """The font for ``role`` at ``size`` pixels (cached; survives a ``pygame.quit()``/``init()``)."""
    global _watching
    if not pygame.font.get_init():
        pygame.font.init()
    if not _watching:  # (re)arm after every quit: pygame may drop its quit hooks once they ran
        pygame.register_quit(_forget_fonts)
        _watching = True
    return _load(role, max(4, int(size)))


_watching = False


def _forget_fonts() -> None:
    """Fonts opened before ``pygame.quit()`` are dead: drop them."""
    global _watching
    _load.cache_clear()
    _watching = False


APOSTROPHE_ACCENT = re.compile("’(?=[àèéìòùÀÈÉÌÒÙ])")
HAIR = "\u200a"  # a hair space: breaks the kerning pair, about a pixel at body sizes
HAIR_CODE = 0x200A


def spaced(text: str) -> str:
    """``text`` with a hair space between an apostrophe and an accented vowel after it: EB Garamond
    kerns ’ tight against e, and è inherits it, so its grave accent ran into the apostrophe ("com’è")."""
    return APOSTROPHE_ACCENT.sub("’" + HAIR, text) if "’" in text else text


class SpacedFont(pygame.font.Font):
    """A ``pygame.font.Font`` that renders and measures text ``spaced`` (the same widths both ways).

    EB Garamond SemiBold's hair space is wider than its word space ("Com’ è"): in such a font ``gap``
    is set, and the text is drawn in pieces split there instead, ``gap`` px apart (kerning broken
    by the split, a hair's width added by hand)."""

    gap = 0  # px between ’ and an accented vowel; 0: the font's own hair space does it

    def render(self, text, *args, **kwargs) -> pygame.Surface:  # type: ignore[override]
        if not isinstance(text, str):
            return super().render(text, *args, **kwargs)
        pieces = _pieces(text) if self.gap and not kwargs and len(args) <= 3 else [text]
        if len(pieces) == 1:
            return super().render(spaced(text) if not self.gap else text, *args, **kwargs)
        shown = [super(SpacedFont, self).render(p, *args) for p in pieces]
        out = pygame.Surface(
            (sum(s.get_width() for s in shown) + self.gap * (len(shown) - 1), self.get_height()), pygame.SRCALPHA
        )
        opaque = len(args) == 3 and args[2] is not None  # each piece drawn on the background colour
        if opaque:
            out.fill(args[2])
        x = 0
        for s in shown:  # on a clear surface, MAX copies a piece's pixels as they are (no darkened edges)
            out.blit(s, (x, 0), special_flags=0 if opaque else pygame.BLEND_RGBA_MAX)
            x += s.get_width() + self.gap
        return out

    def size(self, text, /) -> tuple[int, int]:  # type: ignore[override]
        if not isinstance(text, str):
            return super().size(text)
        if not self.gap:
            return super().size(spaced(text))
        pieces = _pieces(text)
        return sum(super(SpacedFont, self).size(p)[0] for p in pieces) + self.gap * (len(pieces) - 1), self.get_height()


def _pieces(text: str) -> list[str]:
    """``text`` split between each apostrophe and the accented vowel after it."""
    return APOSTROPHE_ACCENT.sub("’\0", text).split("\0") if "’" in text else [text]


EVEN_BELOW = 16  # px: smaller text is drawn ``even`` (hinted glyph advances gape: "pre done")
EVEN_SCALE = 4  # drawn this many times larger, then scaled down


def render_even(role: str, size: int, text: str, colour: tuple[int, int, int]) -> pygame.Surface:
    """``text`` in ``role`` at ``size`` px, its letters evenly spaced: below ``EVEN_BELOW`` px the hinted
    advances round unevenly and open gaps inside words, so it is drawn larger and scaled down."""
    f = font(role, size)
    if size >= EVEN_BELOW or not text:
        return f.render(text, True, colour)
    big = font(role, size * EVEN_SCALE).render(text, True, colour)
    return pygame.transform.smoothscale(big, (max(1, round(big.get_width() / EVEN_SCALE)), f.get_height()))


@lru_cache(maxsize=256)
def _load(role: str, size: int) -> pygame.font.Font:
    spaced_ok = HAIR_CODE in codepoints(role)  # EB Garamond; Cinzel has no hair space (nor the clash)
    if not spaced_ok:
        return pygame.font.Font(str(font_path(role)), size)
    f = SpacedFont(str(font_path(role)), size)
    if pygame.font.Font.size(f, HAIR)[0] > max(1, size // 10):  # a hair space as wide as a word space
        f.gap = max(1, round(size / 12))
    return f


@lru_cache(maxsize=8)
def codepoints(role: str) -> frozenset[int]:
    """Every code point the font's cmap maps to a glyph (formats 4 and 12)."""
    data = font_path(role).read_bytes()
    num_tables = struct.unpack(">H", data[4:6])[0]
    cmap_off = None
    for i in range(num_tables):
        tag, _, off, _ = struct.unpack(">4sIII", data[12 + 16 * i : 28 + 16 * i])
        if tag == b"cmap":
            cmap_off = off
    if cmap_off is None:
        return frozenset()
    out: set[int] = set()
    n = struct.unpack(">H", data[cmap_off + 2 : cmap_off + 4])[0]
    for i in range(n):
        _, _, sub = struct.unpack(">HHI", data[cmap_off + 4 + 8 * i : cmap_off + 12 + 8 * i])
        base = cmap_off + sub
        fmt = struct.unpack(">H", data[base : base + 2])[0]
        if fmt == 4:
            seg2 = struct.unpack(">H", data[base + 6 : base + 8])[0]
            segs = seg2 // 2
            ends = struct.unpack(f">{segs}H", data[base + 14 : base + 14 + seg2])
            starts_off = base + 16 + seg2
            starts = struct.unpack(f">{segs}H", data[starts_off : starts_off + seg2])
            deltas = struct.unpack(f">{segs}h", data[starts_off + seg2 : starts_off + 2 * seg2])
            ro_off = starts_off + 2 * seg2
            ranges = struct.unpack(f">{segs}H", data[ro_off : ro_off + seg2])
            for s in range(segs):
                for c in range(starts[s], ends[s] + 1):
                    if c == 0xFFFF:
                        continue
                    if ranges[s] == 0:
                        glyph = (c + deltas[s]) & 0xFFFF
                    else:
                        p = ro_off + 2 * s + ranges[s] + 2 * (c - starts[s])
                        glyph = struct.unpack(">H", data[p : p + 2])[0]
                        glyph = (glyph + deltas[s]) & 0xFFFF if glyph else 0
                    if glyph:
                        out.add(c)
        elif fmt == 12:
            groups = struct.unpack(">I", data[base + 12 : base + 16])[0]
            for g in range(groups):
                s, e, start_glyph = struct.unpack(">III", data[base + 16 + 12 * g : base + 28 + 12 * g])
                for c in range(s, e + 1):
                    if start_glyph + (c - s):
                        out.add(c)
    return frozenset(out)


def missing_glyphs(role: str, text: str) -> list[str]:
    """Characters of ``text`` the font has no glyph for (spaces and control characters ignored)."""
    have = codepoints(role)
    return sorted({ch for ch in text if not ch.isspace() and ord(ch) >= 32 and ord(ch) not in have})


_FALLBACK = {"title": "text", "title_bold": "bold"}


def role_for(text: str, role: str) -> str:
    """``role``, or its EB Garamond stand-in when Cinzel lacks a letter of ``text`` (e.g. Esperanto ĉ)."""
    if role in _FALLBACK and missing_glyphs(role, text):
        return _FALLBACK[role]
    return role


def render(text: str, role: str, size: int, colour: tuple[int, ...]) -> pygame.Surface:
    """Antialiased text on a transparent surface (memory-cached)."""
    from game.ui.art.cache import memo

    return memo(("text", text, role, int(size), tuple(colour)), lambda: font(role, size).render(text, True, colour))


def wrap(text: str, role: str, size: int, width: int) -> list[str]:
    """Split ``text`` into lines that fit ``width`` pixels (explicit newlines kept)."""
    f = font(role, size)
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def fit_size(text: str, role: str, max_size: int, width: int, min_size: int = 6) -> int:
    """The largest size ≤ ``max_size`` at which ``text`` fits on one line of ``width`` pixels."""
    w = font(role, max_size).size(text)[0]
    if w <= width:
        return max_size
    size = max(min_size, min(max_size - 1, int(max_size * width / max(1, w))))  # proportional guess
    while size > min_size and font(role, size).size(text)[0] > width:
        size -= 1
    while size + 1 < max_size and font(role, size + 1).size(text)[0] <= width:
        size += 1
    return size


def draw_text(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    role: str = "text",
    size: int = 18,
    colour: tuple[int, ...] = (40, 28, 18),
    anchor: str = "topleft",
    shadow: tuple[int, ...] | None = None,
) -> pygame.Rect:
    """Blit one line of text anchored at ``pos`` (any ``pygame.Rect`` anchor name); returns its rect."""
    img = render(text, role, size, colour)
    rect = img.get_rect(**{anchor: pos})
    if shadow is not None:
        surface.blit(render(text, role, size, shadow), rect.move(1, 1))
    surface.blit(img, rect)
    return rect
