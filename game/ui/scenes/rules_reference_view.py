"""ReferenceView: the rules reference's scrolling page — headings, paragraphs and rows of pictures,
with the searched words highlighted and one paragraph marked (the hit jumped to)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.ui import text_fit
from game.ui.scenes import rules_reference_model as model
from game.ui.scroll_text import PAD, Block, ScrollText, _Line
from game.ui.widgets import style

PICTURE_GAP = 14
HIGHLIGHT = (250, 214, 120)
MARK = (146, 28, 36)


@dataclass(frozen=True)
class PictureBlock:
    """A row of pictures with a caption under it."""

    images: tuple[pygame.Surface, ...]
    caption: str = ""
    keys: tuple[str, ...] = ()  # the picture keys, one per image (for the enlarged view)
    gap: int = 16
    text: str = ""
    role: str = "italic"
    size: int = 18
    colour: tuple[int, int, int] = style.INK_SOFT
    bullet: None = None
    link: str = ""
    indent: int = 0


def fitted_row(images: Sequence[pygame.Surface], width: int) -> list[pygame.Surface]:
    """The images scaled down together when their row is wider than ``width``."""
    total = sum(i.get_width() for i in images) + PICTURE_GAP * max(0, len(images) - 1)
    if total <= width or not images:
        return list(images)
    k = (width - PICTURE_GAP * (len(images) - 1)) / max(1, total - PICTURE_GAP * (len(images) - 1))
    return [
        pygame.transform.smoothscale(i, (max(1, int(i.get_width() * k)), max(1, int(i.get_height() * k))))
        for i in images
    ]


class ReferenceView(ScrollText):
    """A ScrollText that also lays out picture rows, highlights ``query``'s words and marks a block."""

    query = ""
    marked: int | None = None
    spots: list[tuple[pygame.Rect, str]]  # where each picture lies on the page, with its key

    def _layout_block(self, i: int) -> None:
        if i == 0:
            self.spots = []  # every layout pass starts again from the first block
        b = self.blocks[i]
        if not isinstance(b, PictureBlock):
            super()._layout_block(i)
            return
        images = fitted_row(b.images, self._width)
        pic_h = max((img.get_height() for img in images), default=0)
        x = (self._width - sum(img.get_width() for img in images) - PICTURE_GAP * max(0, len(images) - 1)) // 2
        for img, key in zip(images, b.keys):
            self.spots.append((pygame.Rect(x, self._height + (pic_h - img.get_height()) // 2, *img.get_size()), key))
            x += img.get_width() + PICTURE_GAP
        cap_h = 0
        if b.caption:
            cap_lines = text_fit._wrap(b.caption, b.role, b.size, self._width)[0]
            cap_h = len(cap_lines) * text_fit.line_height(b.role, b.size) + 4
        y = self._height
        self._lines.append(_Line(i, "", 0, y, pic_h + cap_h, True))
        self._height = y + pic_h + cap_h + b.gap

    def block_top(self, i: int) -> int:
        """The y (in the page) where block ``i`` starts."""
        return next((line.y for line in self._lines if line.block == i), 0)

    def scroll_to(self, i: int, context: int = 8) -> None:
        """Scroll so block ``i`` is near the top of the view, ``context`` px below it."""
        self.offset = self.block_top(i) - context
        self._clamp()
        self._sync_bar()
        self._redraw()

    def picture_at(self, pos: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        """The key of the picture under ``pos`` (screen) and where it is on screen, or None."""
        view = pygame.Rect(self.rect.x + PAD, self.rect.y + PAD, self.rect.w - 2 * PAD, self._view_h())
        if not view.collidepoint(pos):
            return None
        for rect, key in getattr(self, "spots", ()):
            on_screen = rect.move(self.rect.x + PAD, self.rect.y + PAD - self.offset)
            if on_screen.collidepoint(pos):
                return key, on_screen
        return None

    def visible_blocks(self) -> list[int]:
        top, bottom = self.offset, self.offset + self._view_h()
        return sorted({ln.block for ln in self._lines if ln.y + ln.h > top and ln.y < bottom})

    def set_query(self, query: str, marked: int | None = None) -> None:
        self.query, self.marked = query, marked
        self._redraw()

    def _redraw(self) -> None:
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        surf.fill((*(self.background or (246, 236, 210)), 255))
        top, bottom = self.offset, self.offset + self._view_h()
        surf.set_clip(pygame.Rect(PAD, PAD, self.rect.w - 2 * PAD, self._view_h()))
        for line in self._lines:
            if line.y + line.h < top or line.y > bottom:
                continue
            b = self.blocks[line.block]
            y = PAD + line.y - top
            if isinstance(b, PictureBlock):
                self._draw_pictures(surf, b, y)
                continue
            if line.block == self.marked:
                pygame.draw.rect(surf, MARK, (PAD, y, 5, line.h))
            if line.text and self.query and isinstance(b, Block):
                for s, e in model.spans(line.text, self.query):
                    x0 = text_fit.text_width(line.text[:s], b.role, b.size)
                    x1 = text_fit.text_width(line.text[:e], b.role, b.size)
                    pygame.draw.rect(surf, HIGHLIGHT, (PAD + line.x + x0 - 1, y + 1, x1 - x0 + 2, line.h - 2), 0, 3)
            if line.text:
                surf.blit(style.text(line.text, b.role, b.size, b.colour), (PAD + line.x, y))
        surf.set_clip(None)
        self._set_image(surf)

    def _draw_pictures(self, surf: pygame.Surface, b: PictureBlock, y: int) -> None:
        width = self._width
        images = fitted_row(b.images, width)
        total = sum(i.get_width() for i in images) + PICTURE_GAP * max(0, len(images) - 1)
        x = PAD + (width - total) // 2
        pic_h = max((img.get_height() for img in images), default=0)
        for img in images:
            surf.blit(img, (x, y + (pic_h - img.get_height()) // 2))
            x += img.get_width() + PICTURE_GAP
        if b.caption:
            lh = text_fit.line_height(b.role, b.size)
            for k, text in enumerate(text_fit._wrap(b.caption, b.role, b.size, width)[0]):
                img = style.text(text, b.role, b.size, b.colour)
                surf.blit(img, (PAD + (width - img.get_width()) // 2, y + pic_h + 4 + k * lh))
