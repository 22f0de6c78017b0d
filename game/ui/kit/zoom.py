"""ZoomPanel: the card under the mouse shown large, with its tooltip text as a caption.

It sits beside the row the card belongs to (above a hand, beside a column), never over that row
nor the card being pointed at, so the next card of the row is still there to point at; the caption
replaces the tooltip, so the two never cover each other.
"""

from __future__ import annotations

import pygame

from game.ui import text_fit
from game.ui.art.cards import CardSpec, render_card
from game.ui.widgets import style

ZOOM_SIZE = (220, 308)
CAPTION_W = 300
PAD = 12
#: smaller zooms tried, in turn, when the full one finds no place clear of the ``never`` regions
SCALES = (0.8, 0.66, 0.5)


class ZoomPanel:
    def __init__(self, size: tuple[int, int] = ZOOM_SIZE, caption_w: int = 0, caption_lines: int = 8) -> None:
        """``caption_w``: the caption's width when wider than the card; ``caption_lines``: the most
        lines the caption may take before it is cut."""
        self.size = size
        self.caption_w = max(size[0], caption_w)
        self.caption_lines = caption_lines
        self.rect: pygame.Rect | None = None  # where it was drawn last (tests check it)

    def _panel_size(self, caption: text_fit.Fit | None, size: tuple[int, int] | None = None) -> tuple[int, int]:
        w, h = self.size[0], (size or self.size)[1]  # a smaller card keeps the caption's width
        cap_h = caption.height + 8 if caption is not None else 0
        return max(w, self.caption_w) + 2 * PAD, h + 2 * PAD + cap_h

    def place(
        self,
        size: tuple[int, int],
        avoid: pygame.Rect,
        pointer: pygame.Rect,
        area: pygame.Rect,
        keep_clear: list[pygame.Rect] = (),
        never: list[pygame.Rect] = (),
        forbid: list[pygame.Rect] = (),
        strict: bool = False,
    ) -> pygame.Rect | None:
        """Where a panel of ``size`` goes: beside ``avoid`` (the row), inside ``area``, clear of the
        row, the pointed card and ``never`` (e.g. every mission of a table) whenever some place is,
        and, when it can, of ``keep_clear`` (the action bar); never over ``forbid`` (the buttons the
        player may press): None when no place is clear of them (``strict``: nor of ``never``)."""
        w, h = size
        cx, cy = pointer.center
        sides = [
            (cx - w // 2, avoid.top - h - 10),  # above the row
            (cx - w // 2, avoid.bottom + 10),  # below
            (avoid.right + 10, cy - h // 2),  # right
            (avoid.left - w - 10, cy - h // 2),  # left
        ]
        places = [
            pygame.Rect(x + dx, y, w, h) for x, y in sides for dx in (0, w // 2 + 20, -(w // 2 + 20), w + 40, -(w + 40))
        ]
        if never:  # the far edges of the area, where nothing to keep clear may be
            edges = (area.left, area.right - w)
            places += [pygame.Rect(x, y, w, h) for x in edges for y in (cy - h // 2, area.top, area.bottom - h)]
        fallback = covering = None
        for r in places:
            r.clamp_ip(area)
            if r.colliderect(avoid) or r.colliderect(pointer) or any(r.colliderect(f) for f in forbid):
                continue
            if any(r.colliderect(n) for n in never):
                covering = covering or r
                continue
            if not any(r.colliderect(k) for k in keep_clear):
                return r
            fallback = fallback or r
        if strict:
            return fallback
        if fallback is not None or covering is not None:
            return fallback or covering
        # no side has room: the far half of the area from the pointer
        r = pygame.Rect(0, 0, w, h)
        r.center = (area.x + area.w // 4 if cx > area.centerx else area.right - area.w // 4, area.centery)
        r.clamp_ip(area)
        return None if any(r.colliderect(f) for f in forbid) else r

    def draw(
        self,
        surface: pygame.Surface,
        spec: CardSpec | pygame.Surface,
        caption: str,
        pointer: pygame.Rect,
        row: pygame.Rect | None,
        area: pygame.Rect,
        keep_clear: list[pygame.Rect] = (),
        never: list[pygame.Rect] = (),
        forbid: list[pygame.Rect] = (),
    ) -> pygame.Rect | None:
        """Draw the zoom (None, and nothing drawn, when it would have to cover ``forbid``). When the
        full size finds no place clear of ``never`` (the missions), a smaller zoom (``SCALES``) that
        does is drawn instead; only when none does is one of them covered."""
        fit = self._fit(caption)
        rect, size = self.plan(fit, pointer, row, area, keep_clear, never, forbid)
        self.rect = rect
        if rect is None:
            return None
        style.draw_panel(surface, rect, "dark")
        img = spec if isinstance(spec, pygame.Surface) else render_card(spec, size)
        if img.get_size() != size:
            img = _scaled(img, size)
        surface.blit(img, (rect.x + (rect.w - size[0]) // 2, rect.y + PAD))
        if fit is not None:
            surface.blit(text_fit.render(fit, style.TEXT_LIGHT, "left"), (rect.x + PAD, rect.y + PAD + size[1] + 6))
        self.rect = rect
        return rect

    def where(
        self,
        caption: str,
        pointer: pygame.Rect,
        row: pygame.Rect | None,
        area: pygame.Rect,
        keep_clear: list[pygame.Rect] = (),
        never: list[pygame.Rect] = (),
        forbid: list[pygame.Rect] = (),
    ) -> pygame.Rect | None:
        """Where ``draw`` with the same arguments puts the panel (None: nowhere), nothing drawn."""
        return self.plan(self._fit(caption), pointer, row, area, keep_clear, never, forbid)[0]

    def plan(
        self,
        fit: text_fit.Fit | None,
        pointer: pygame.Rect,
        row: pygame.Rect | None,
        area: pygame.Rect,
        keep_clear: list[pygame.Rect] = (),
        never: list[pygame.Rect] = (),
        forbid: list[pygame.Rect] = (),
    ) -> tuple[pygame.Rect | None, tuple[int, int]]:
        """The panel's rect and the card's size for a caption laid out as ``fit`` (see ``draw``)."""
        scaled = [(int(self.size[0] * k), int(self.size[1] * k)) for k in SCALES]
        for size in [self.size, *scaled] if never else []:
            rect = self.place(
                self._panel_size(fit, size), row or pointer, pointer, area, keep_clear, never, forbid, True
            )
            if rect is not None:
                return rect, size
        size = self.size  # none clear of ``never``: the full size, covering the least
        return self.place(self._panel_size(fit, size), row or pointer, pointer, area, keep_clear, never, forbid), size

    def _fit(self, caption: str) -> text_fit.Fit | None:
        if not caption:
            return None
        height = self.caption_lines * text_fit.line_height("text", 18)
        with text_fit.where("zoom"):
            return text_fit.fit(caption, "text", 18, self.caption_w, height, min_size=15)

    def hide(self) -> None:
        self.rect = None


_SCALED: dict[tuple[int, tuple[int, int]], pygame.Surface] = {}


def _scaled(img: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """``img`` at ``size`` (a few kept: a zoom is drawn every frame while the pointer rests)."""
    key = (id(img), size)
    got = _SCALED.get(key)
    if got is None:
        if len(_SCALED) > 16:
            _SCALED.clear()
        got = _SCALED[key] = pygame.transform.smoothscale(img, size)
    return got
