"""The one rule by which every label, button and card title fits its box.

``fit(text, role, size, width, height)`` tries, in order:

1. one line, shrinking from ``size`` down to a readable minimum (``min_size``, 15 px by default);
   in a box tall enough for two lines, one line shrinks only to 85% of ``size`` before step 2;
2. wrapped lines at the largest size from ``size`` down to the minimum that fit ``height``;
3. one line at the readable minimum;
4. the minimum size, as many lines as fit, the last one cut with an ellipsis (``Fit.ellipsized``:
   the caller shows the full text in a tooltip).

Results are cached. When ``recording()`` is on (the text-fit test), every call is kept as a
``FitRecord`` so a test can list each text that needed the ellipsis or had no room at all.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache

import pygame

READABLE = 15  # px: the smallest size text shrinks to before it wraps
ELLIPSIS = "…"


@dataclass(frozen=True)
class Fit:
    """How a text is laid out in its box."""

    text: str
    role: str
    size: int
    lines: tuple[str, ...]
    line_height: int
    width: int  # widest line, px
    ellipsized: bool

    @property
    def height(self) -> int:
        return self.line_height * len(self.lines)


@dataclass(frozen=True)
class FitRecord:
    """One fitted text as the text-fit test sees it."""

    text: str
    role: str
    size: int
    min_size: int
    box: tuple[int, int]
    fit: Fit
    where: str
    ellipsis_ok: bool

    @property
    def failed(self) -> bool:
        """True when the text did not fit whole at a readable size (and the box may not cut it)."""
        return self.fit.ellipsized and not self.ellipsis_ok


_records: list[FitRecord] | None = None
_where: list[str] = []


def _font(role: str, size: int) -> pygame.font.Font:
    from game.ui.art import fonts

    return fonts.font(role, size)


def line_height(role: str, size: int) -> int:
    return _font(role, size).get_linesize()


def text_width(text: str, role: str, size: int) -> int:
    return _font(role, size).size(text)[0]


@lru_cache(maxsize=65536)
def _word_width(word: str, role: str, size: int) -> int:
    return _font(role, size).size(word)[0]


def _wrap(text: str, role: str, size: int, width: int) -> tuple[list[str], bool]:
    """Greedy word wrap from cached word widths, each line's true width checked once (kerning can
    add a pixel or two); the flag is False when a single word is wider than ``width``."""
    f = _font(role, size)
    space = _word_width(" ", role, size)
    lines: list[str] = []
    ok = True
    for para in text.split("\n"):
        words = para.split(" ")
        i = 0
        while True:
            line: list[str] = []
            used = 0
            while i < len(words):
                w = _word_width(words[i], role, size)
                if w > width:
                    ok = False
                if line and used + space + w > width:
                    break
                used += (space if line else 0) + w
                line.append(words[i])
                i += 1
            while len(line) > 1 and f.size(" ".join(line))[0] > width:
                line.pop()
                i -= 1
            lines.append(" ".join(line))
            if i >= len(words):
                break
    return lines, ok


def cut(text: str, role: str, size: int, width: int) -> str:
    """``text`` as it fits ``width`` on one line: whole, else shortened with an ellipsis."""
    return text if text_width(text, role, size) <= width else _cut(text, role, size, width)


VOWELS = frozenset("aeiouàèéìòóùAEIOUÀÈÉÌÒÓÙyY")


def abbreviate(text: str, role: str, size: int, width: int, least: int = 3) -> str:
    """``text`` as it fits ``width`` on one line: whole, else abbreviated with a full stop where a
    syllable ends (a consonant before a vowel: "Veterano" → "Veter.", "Vet."), never cut anywhere
    else; "" when even ``least`` letters do not fit (the tooltip then names it)."""
    if text_width(text, role, size) <= width:
        return text
    f = _font(role, size)
    for end in range(len(text) - 1, least - 1, -1):
        head, after = text[:end], text[end]
        word = head.split()[-1] if head.split() else ""
        syllable = head[-1].isalpha() and head[-1] not in VOWELS and after in VOWELS and len(word) >= least
        if syllable and f.size(head + ".")[0] <= width:
            return head + "."
    return ""


def _cut(line: str, role: str, size: int, width: int) -> str:
    """``line`` shortened with an ellipsis to fit ``width``."""
    f = _font(role, size)
    if f.size(line + ELLIPSIS)[0] <= width:
        return line + ELLIPSIS if line else ELLIPSIS
    lo, hi = 0, len(line)
    while lo < hi:  # the longest prefix that fits with the ellipsis
        mid = (lo + hi + 1) // 2
        if f.size(line[:mid].rstrip() + ELLIPSIS)[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return line[:lo].rstrip() + ELLIPSIS


@lru_cache(maxsize=4096)
def _fit(text: str, role: str, size: int, width: int, height: int, min_size: int, max_lines: int) -> Fit:
    width = max(1, width)
    min_size = max(4, min(min_size, size))

    def made(s: int, lines: list[str], cut: bool) -> Fit:
        f = _font(role, s)
        return Fit(text, role, s, tuple(lines), f.get_linesize(), max((f.size(ln)[0] for ln in lines), default=0), cut)

    def one_line_at(floor: int) -> Fit | None:
        w = text_width(text, role, size)
        if w <= width and line_height(role, size) <= height:
            return made(size, [text], False)
        s = max(floor, min(size - 1, int(size * width / max(1, w))))  # proportional first guess
        while s < size and text_width(text, role, s + 1) <= width:
            s += 1
        while s > floor and (text_width(text, role, s) > width or line_height(role, s) > height):
            s -= 1
        if text_width(text, role, s) <= width and line_height(role, s) <= height:
            return made(s, [text], False)
        return None

    one_line = "\n" not in text
    can_wrap = max_lines > 1 and height >= 2 * line_height(role, min_size)
    if one_line:
        got = one_line_at(max(min_size, round(size * 0.85)) if can_wrap else min_size)
        if got is not None:
            return got
    if can_wrap or not one_line:
        for s in range(size, min_size - 1, -1):
            lines, ok = _wrap(text, role, s, width)
            if ok and len(lines) <= max_lines and len(lines) * line_height(role, s) <= height:
                return made(s, lines, False)
    if one_line and can_wrap:
        got = one_line_at(min_size)
        if got is not None:
            return got
    # the last resort: the minimum size, as many lines as fit, the last one cut
    room = max(1, min(max_lines, height // max(1, line_height(role, min_size))))
    lines, _ok = _wrap(text, role, min_size, width)
    kept = lines[:room]
    kept = [ln if text_width(ln, role, min_size) <= width else _cut(ln, role, min_size, width) for ln in kept]
    if len(lines) > room:
        kept[-1] = _cut(kept[-1].rstrip(ELLIPSIS), role, min_size, width)
    return made(min_size, kept, True)


def fit(
    text: str,
    role: str,
    size: int,
    width: int,
    height: int | None = None,
    *,
    min_size: int = READABLE,
    max_lines: int | None = None,
    ellipsis_ok: bool = False,
) -> Fit:
    """Lay ``text`` out in a ``width`` × ``height`` box (``height`` None: one line of ``size``;
    ``max_lines`` None: as many lines as the height allows). ``ellipsis_ok`` marks boxes that may cut
    their text (names players type); the text-fit test fails on every other cut."""
    if height is None:
        height = line_height(role, size)
    lines = max_lines if max_lines is not None else 64
    result = _fit(text, role, int(size), int(width), int(height), int(min_size), lines)
    if _records is not None:
        where = _where[-1] if _where else ""
        _records.append(FitRecord(text, role, size, min(min_size, size), (width, height), result, where, ellipsis_ok))
    return result


def render(result: Fit, colour: tuple[int, int, int], align: str = "center") -> pygame.Surface:
    """The fitted lines as one transparent surface (``align``: left, center, right)."""
    return _render(result, tuple(colour[:3]), align)


@lru_cache(maxsize=1024)
def _render(result: Fit, colour: tuple[int, int, int], align: str) -> pygame.Surface:
    f = _font(result.role, result.size)
    surf = pygame.Surface((max(1, result.width), max(1, result.height)), pygame.SRCALPHA)
    for i, line in enumerate(result.lines):
        img = f.render(line, True, colour)
        x = {"left": 0, "right": result.width - img.get_width()}.get(align, (result.width - img.get_width()) // 2)
        surf.blit(img, (x, i * result.line_height))
    return surf


def draw(
    surface: pygame.Surface,
    text: str,
    rect: pygame.Rect,
    role: str = "text",
    size: int = 20,
    colour: tuple[int, int, int] = (43, 30, 20),
    *,
    align: str = "center",
    valign: str = "center",
    min_size: int = READABLE,
    max_lines: int | None = None,
    ellipsis_ok: bool = False,
) -> Fit:
    """Fit ``text`` into ``rect`` and draw it there; returns the fit (``ellipsized``: show a tooltip)."""
    rect = pygame.Rect(rect)
    result = fit(text, role, size, rect.w, rect.h, min_size=min_size, max_lines=max_lines, ellipsis_ok=ellipsis_ok)
    img = render(result, colour, align)
    x = {"left": rect.x, "right": rect.right - img.get_width()}.get(align, rect.centerx - img.get_width() // 2)
    y = {"top": rect.y, "bottom": rect.bottom - img.get_height()}.get(valign, rect.centery - img.get_height() // 2)
    surface.blit(img, (x, y))
    return result


@contextmanager
def recording() -> Iterator[list[FitRecord]]:
    """Keep every fit made inside the block (the text-fit test)."""
    global _records
    previous, _records = _records, []
    try:
        yield _records
    finally:
        _records = previous


@contextmanager
def where(label: str) -> Iterator[None]:
    """Tag the fits made inside the block with ``label`` (which scene or card they belong to)."""
    _where.append(label)
    try:
        yield
    finally:
        _where.pop()
