"""ScrollText: a pygame_gui element for long texts (the rules, About, the game log), scrolled with
pygame_gui's own scroll bar and mouse wheel.

pygame_gui's UITextBox lays out HTML in Python: measured here, 2–3 ms per line to build and 146 ms
to append one line to a 400-line log, and 0.3–0.5 s to open Glory's rules. This element lays its
blocks out once per width with our cached fonts and draws only the visible lines, so a 400-line log
builds in a few milliseconds and appends in well under one. Blocks may carry a coloured bullet (the
acting seat in the log) and a link after their text ("why?"), reported through ``on_link(index)``: the
link is the one the button went down on (lines that arrive before the release move the text, not the click).
A view at its end follows the lines appended, except for a moment while the pointer is aimed at the text:
then the lines it aims at stay put, and the view catches up with the end when the pointer leaves or has
rested still for ``HOLD_S`` (a click in the text never freezes it). A view the player scrolled back shows
a "New lines" cue at its foot when lines arrive below; a click on it brings the view to the end.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame
from pygame_gui.core import UIElement
from pygame_gui.elements import UIVerticalScrollBar

from game.ui import text_fit

BAR_W = 16
PAD = 10
BULLET_RING = (58, 42, 28)  # the dark ring around a seat's bullet (ink on parchment)
WHEEL_PX = 60  # content pixels per notch of the mouse wheel (about three lines)
HOLD_S = 1.5  # s: the longest a pointer resting still on the text holds the newest lines back
CUE_SIZE = 16  # px: the "New lines" cue's text


@dataclass(frozen=True)
class Block:
    """One paragraph of a ScrollText."""

    text: str
    role: str = "text"
    size: int = 20
    colour: tuple[int, int, int] = (43, 30, 20)
    bullet: tuple[int, int, int] | None = None  # a dot before the first line
    indent: int = 0
    gap: int = 4  # px after the block
    link: str = ""  # clickable words after the text


@dataclass
class _Line:
    block: int
    text: str
    x: int
    y: int
    h: int
    first: bool
    link: pygame.Rect | None = None


def _wrap(text: str, role: str, size: int, width: int) -> list[str]:
    lines: list[str] = []
    for para in text.split("\n"):
        fitted = text_fit._wrap(para, role, size, width)[0] if para else [""]
        lines.extend(fitted)
    return lines


def _travel(bar: UIVerticalScrollBar) -> float:
    """How far the bar's thumb can move, px: its end always means the content's end (pygame_gui's
    own start percentage stops short of it when the thumb is rounded or the content grew)."""
    button = bar.sliding_button.rect.height if bar.sliding_button is not None else 0
    return max(1.0, bar.scrollable_height - button)


class _Bar(UIVerticalScrollBar):
    """pygame_gui's scroll bar, minus the mouse wheel: the ScrollText scrolls by the wheel itself, by
    whole lines and both ways alike (the bar's own wheel lets its target run past either end, so a
    turn of the wheel could be eaten up before the view moved)."""

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            return False
        return super().process_event(event)


class ScrollText(UIElement):
    """Blocks of wrapped text in ``rect`` with a vertical scroll bar when they overflow."""

    def __init__(
        self,
        rect: pygame.Rect,
        manager: Any,
        *,
        container: Any = None,
        background: tuple[int, int, int] | None = (246, 236, 210),
        backdrop: pygame.Surface | None = None,
        link_colour: tuple[int, int, int] = (146, 28, 36),
        on_link: Callable[[int], None] | None = None,
        object_id: str = "#scroll_text",
    ) -> None:
        super().__init__(
            pygame.Rect(rect),
            manager,
            container,
            starting_height=1,
            layer_thickness=2,
            element_id=["scroll_text"],
            object_id=object_id,
        )
        self.background = background
        self.backdrop = backdrop  # an opaque picture under the text (the panel it sits on): fast blits
        self.link_colour = link_colour
        self.on_link = on_link
        self.blocks: list[Block] = []
        self._lines: list[_Line] = []
        self._height = 0
        self._width = 0
        self.offset = 0  # px scrolled down from the top
        self._last_start = -1.0
        self._drawn_offset = 0  # the offset of the picture on screen (clicks are judged against it)
        self._pressed: int | None = None  # the block whose link the mouse button went down on
        self._behind = False  # lines arrived at the end while the pointer held the view still
        self._rest = 0.0  # s the pointer has rested still (since it last moved or pressed)
        self._mouse: tuple[int, int] | None = None  # where the pointer was at the last update
        self.unread = False  # lines arrived below a view the player scrolled back: the cue shows
        self.covered: pygame.Rect | None = None  # a box drawn over the text (screen): its links are hidden
        self.scroll_bar: UIVerticalScrollBar | None = None
        self._dirty = True
        self._set_image(pygame.Surface(self.rect.size, pygame.SRCALPHA))
        self._redraw()

    # --- content ---------------------------------------------------------------------------------
    def set_blocks(self, blocks: Sequence[Block], *, to_bottom: bool = False) -> None:
        """Replace the content (``to_bottom``: show its end, as a log does)."""
        self.blocks = list(blocks)
        self._behind = False
        self.unread = False
        self._layout()
        if to_bottom:
            self.offset = max(0, self._height - self._view_h())
        self._clamp()
        self._sync_bar()
        self._redraw()

    def at_bottom(self) -> bool:
        """True when the view shows the end of the content."""
        return self.offset >= self._height - self._view_h() - 2

    def append(self, blocks: Sequence[Block]) -> None:
        """Add blocks at the end; a view that was at the bottom follows them (once the pointer leaves
        the text, if it rests on it: a link aimed at does not slide away under it)."""
        at_bottom = self.at_bottom() or self._behind
        for block in blocks:
            self.blocks.append(block)
            self._layout_block(len(self.blocks) - 1)
        if self._height > self._view_h() and self._width != self._text_w():
            self._layout()  # it overflows now: every line again, narrower, beside the scroll bar
        held = at_bottom and self.visible and self.aimed()
        self._behind = held
        if at_bottom and not held:
            self.offset = max(0, self._height - self._view_h())
        self.unread = self.unread or (bool(blocks) and not at_bottom and not self.at_bottom())
        self._sync_bar()
        self._redraw()

    @property
    def texts(self) -> list[str]:
        return [b.text for b in self.blocks]

    def _view_h(self) -> int:
        return self.rect.h - 2 * PAD

    def _text_w(self) -> int:
        bar = BAR_W + 4 if self._height > self._view_h() else 0
        return self.rect.w - 2 * PAD - bar

    def _layout(self) -> None:
        self._lines = []
        self._height = 0
        self._width = self.rect.w - 2 * PAD
        for i in range(len(self.blocks)):
            self._layout_block(i)
        if self._height > self._view_h() and self._width != self._text_w():  # room for the bar
            self._lines, self._height, self._width = [], 0, self._text_w()
            for i in range(len(self.blocks)):
                self._layout_block(i)

    def _layout_block(self, i: int) -> None:
        b = self.blocks[i]
        x0 = b.indent + (14 if b.bullet is not None else 0)
        width = max(20, self._width - x0)
        lh = text_fit.line_height(b.role, b.size)
        lines = _wrap(b.text, b.role, b.size, width)
        y = self._height
        for k, text in enumerate(lines):
            self._lines.append(_Line(i, text, x0, y, lh, k == 0))
            y += lh
        if b.link:
            link_w = text_fit.text_width(b.link, "italic", b.size)
            last = self._lines[-1]
            end = last.x + text_fit.text_width(last.text, b.role, b.size) + 8
            if end + link_w <= self._width:
                last.link = pygame.Rect(end, last.y, link_w, lh)
            else:
                self._lines.append(_Line(i, "", x0, y, lh, False, pygame.Rect(x0, y, link_w, lh)))
                y += lh
        self._height = y + b.gap

    # --- scrolling -------------------------------------------------------------------------------
    def _clamp(self) -> None:
        self.offset = int(max(0, min(self.offset, self._height - self._view_h())))

    def _sync_bar(self) -> None:
        overflow = self._height > self._view_h()
        if overflow and self.scroll_bar is None:
            bar = pygame.Rect(self.rect.w - BAR_W - 2, 2, BAR_W, self.rect.h - 4)
            self.scroll_bar = _Bar(
                bar.move(self.relative_rect.topleft),
                self._view_h() / self._height,
                self.ui_manager,
                container=self.ui_container,
                parent_element=self,
            )
            self.join_focus_sets(self.scroll_bar)
            if not self.visible:
                self.scroll_bar.hide()
        if self.scroll_bar is not None:
            if not overflow:
                self.scroll_bar.kill()
                self.scroll_bar = None
                return
            bar = self.scroll_bar
            bar.set_visible_percentage(self._view_h() / self._height)
            travel = _travel(bar)
            top = max(1, self._height - self._view_h())
            bar.set_scroll_from_start_percentage(self.offset / top * travel / max(1, bar.scrollable_height))
            self._last_start = bar.start_percentage

    def pointed(self) -> bool:
        """The pointer rests on the text (its scroll bar included)."""
        return bool(self.hover_point(*self.ui_manager.get_mouse_position()))

    def aimed(self) -> bool:
        """The pointer is on the text and moved or pressed there less than ``HOLD_S`` ago: the player
        may be aiming at a link, which the newest lines must not slide away."""
        return self.pointed() and self._rest < HOLD_S

    def cue_rect(self) -> pygame.Rect | None:
        """Where the "New lines" cue is on screen (None when it does not show)."""
        if not self.unread or not self.visible:
            return None
        from game.ui.widgets import style

        img = style.text(self.cue_text(), "bold", CUE_SIZE, (246, 236, 210))
        w, h = img.get_width() + 20, img.get_height() + 6
        bar = BAR_W + 4 if self.scroll_bar is not None else 0
        return pygame.Rect(self.rect.x + (self.rect.w - bar - w) // 2, self.rect.bottom - PAD - h - 2, w, h)

    @staticmethod
    def cue_text() -> str:
        from game.i18n import _

        return _("New lines ↓")

    def scroll_to_end(self) -> None:
        """Show the end of the content (the cue clicked)."""
        self._behind = False
        self.scroll_to(max(0, self._height - self._view_h()))

    def block_span(self, block: int) -> tuple[int, int] | None:
        """The top of block ``block``'s first line and the bottom of its last, in px from the content's
        top (None when the block has no line)."""
        lines = [line for line in self._lines if line.block == block]
        return (lines[0].y, lines[-1].y + lines[-1].h) if lines else None

    @property
    def behind(self) -> bool:
        """Lines arrived at the end while the pointer held the view still: it catches up once the
        pointer leaves the text."""
        return self._behind

    @behind.setter
    def behind(self, value: bool) -> None:
        self._behind = value

    def view_height(self) -> int:
        """The height of the text's view, in px."""
        return self._view_h()

    def scroll_to(self, offset: int) -> None:
        """Show the content from ``offset`` px down (clamped to it)."""
        self.offset = offset
        self._clamp()
        self.unread = self.unread and not self.at_bottom()
        self._sync_bar()
        self._redraw()

    def scroll_by(self, pixels: int) -> None:
        if pixels < 0:
            self._behind = False  # scrolled back to read: the view stays where the player put it
        self.offset += pixels
        self._clamp()
        self.unread = self.unread and not self.at_bottom()
        self._sync_bar()
        self._redraw()

    def update(self, time_delta: float) -> None:
        super().update(time_delta)
        mouse = tuple(self.ui_manager.get_mouse_position())
        self._rest = self._rest + time_delta if mouse == self._mouse else 0.0
        self._mouse = mouse
        if self._behind and not self.aimed():
            self._behind = False
            self.offset = max(0, self._height - self._view_h())  # the pointer left: the view catches up
            self._sync_bar()
            self._redraw()
        bar = self.scroll_bar
        if bar is not None and bar.start_percentage != self._last_start:
            self._last_start = bar.start_percentage
            thumb = min(1.0, bar.scroll_position / _travel(bar))  # 0 top … 1 bottom
            self.offset = round((1.0 if thumb > 0.998 else thumb) * max(0, self._height - self._view_h()))
            self._clamp()
            self.unread = self.unread and not self.at_bottom()
            self._redraw()

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            self._rest = 0.0  # the pointer moved or pressed: the player may be aiming at a link
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and (cue := self.cue_rect()) is not None:
            if cue.collidepoint(event.pos):
                self.scroll_to_end()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hover_point(*event.pos):
            self._pressed = self.link_at(event.pos)  # the link as the player saw it when pressing
            if self._pressed is not None:
                return True  # taken here: the scene does not skip (and move the log) under the click
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self._pressed = self._pressed, None
            if pressed is not None and self.hover_point(*event.pos):
                if self.on_link is not None:
                    self.on_link(pressed)
                return True
        if event.type == pygame.MOUSEWHEEL and self.visible and self._pointed_at(event):
            if self.scroll_bar is not None and event.y:
                self.scroll_by(-round(event.y * WHEEL_PX))
            return True
        return False

    def _pointed_at(self, event: pygame.event.Event) -> bool:
        """The mouse is over the text or its scroll bar (the app gives a wheel event its position)."""
        pos = getattr(event, "logical_pos", None) or self.ui_manager.get_mouse_position()
        bar = self.scroll_bar
        return self.hover_point(*pos) or (bar is not None and bar.visible and bar.hover_point(*pos))

    def _whole(self, line: _Line, top: int) -> bool:
        """``line`` lies wholly in the view scrolled ``top`` px down."""
        return line.y >= top and line.y + line.h <= top + self._view_h()

    def visible_texts(self) -> list[str]:
        """The lines drawn now, top first (whole lines only)."""
        return [line.text for line in self._lines if self._whole(line, self._drawn_offset)]

    def link_at(self, pos: tuple[int, int]) -> int | None:
        """The block whose link is under ``pos`` (screen), judged on the picture shown."""
        if self.covered is not None and self.covered.collidepoint(pos):
            return None
        x = pos[0] - self.rect.x - PAD
        y = pos[1] - self.rect.y - PAD + self._drawn_offset
        for line in self._lines:
            shown = self._whole(line, self._drawn_offset)
            if line.link is not None and shown and line.link.inflate(8, 4).collidepoint(x, y):
                return line.block
        return None

    def link_rect(self, block: int) -> pygame.Rect | None:
        """Where block ``block``'s link is on screen now (None when it has none or is scrolled away)."""
        for line in self._lines:
            if line.block == block and line.link is not None:
                r = line.link.move(self.rect.x + PAD, self.rect.y + PAD - self._drawn_offset)
                return r if self._whole(line, self._drawn_offset) else None
        return None

    def block_top(self, block: int) -> int | None:
        """The screen y of block ``block``'s first line (None when the block has no line)."""
        for line in self._lines:
            if line.block == block:
                return self.rect.y + PAD + line.y - self._drawn_offset
        return None

    # --- drawing ---------------------------------------------------------------------------------
    def _redraw(self) -> None:
        from game.ui.widgets import style

        surf = self.image
        if surf is None or surf.get_size() != self.rect.size or self.backdrop is None and self.background is None:
            surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        if self.backdrop is not None:
            surf.blit(self.backdrop, (0, 0))
        else:
            surf.fill((*self.background, 255) if self.background is not None else (0, 0, 0, 0))
        top = self.offset
        self._drawn_offset = top
        clip = pygame.Rect(PAD, PAD, self.rect.w - 2 * PAD, self._view_h())
        surf.set_clip(clip)
        for line in self._lines:
            if not self._whole(line, top):
                continue  # a line cut by either edge is not drawn: no stray marks at the text's top or foot
            b = self.blocks[line.block]
            y = PAD + line.y - top
            if line.first and b.bullet is not None:  # ringed in ink: a light seat colour (yellow) reads too
                dot = (PAD + b.indent + 6, y + line.h // 2)
                pygame.draw.circle(surf, b.bullet, dot, 6)
                pygame.draw.circle(surf, BULLET_RING, dot, 6, 2)
            if line.text:
                surf.blit(style.text(line.text, b.role, b.size, b.colour), (PAD + line.x, y))
            if line.link is not None:
                img = style.text(b.link, "italic", b.size, self.link_colour)
                at = (PAD + line.link.x, y)
                surf.blit(img, at)
                pygame.draw.line(
                    surf, self.link_colour, (at[0], y + line.h - 3), (at[0] + img.get_width(), y + line.h - 3)
                )
        surf.set_clip(None)
        cue = self.cue_rect()
        if cue is not None:  # the newest lines lie below a view scrolled back: a pill at the foot says so
            box = cue.move(-self.rect.x, -self.rect.y)
            pygame.draw.rect(surf, self.link_colour, box, border_radius=box.h // 2)
            img = style.text(self.cue_text(), "bold", CUE_SIZE, (246, 236, 210))
            surf.blit(img, img.get_rect(center=box.center))
        opaque = self.background is not None or self.backdrop is not None
        self._set_image(surf if opaque else surf.premul_alpha())

    def set_dimensions(self, dimensions: Any, clamp_to_container: bool = False) -> None:
        super().set_dimensions(dimensions, clamp_to_container)
        if self.scroll_bar is not None:
            self.scroll_bar.kill()
            self.scroll_bar = None
        self._layout()
        self._clamp()
        self._sync_bar()
        self._redraw()

    def hide(self) -> None:
        """Hide the text and its scroll bar (pygame_gui would leave the bar drawn over what is beside)."""
        super().hide()
        if self.scroll_bar is not None:
            self.scroll_bar.hide()

    def show(self) -> None:
        super().show()
        if self.scroll_bar is not None:
            self.scroll_bar.show()

    def kill(self) -> None:
        if self.scroll_bar is not None:
            self.scroll_bar.kill()
        super().kill()
