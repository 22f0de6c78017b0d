"""The table's log panel: the lines of ``game_log`` in a ScrollText, with the bots' reasons on request.

A bot's move ends with a "why?" link; clicking it opens the bot's reason in a small box laid over the
lines below it (clicking the link again, the box, anywhere else, or Escape closes it): no line moves, so
nothing shifts under the pointer. With the setting "Show bots' reasons" every reason is written under
its line instead. Reasons are public statements the bots make about their own move; they are never
log lines of their own.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import _
from game.ui import text_fit
from game.ui.game_log import LogLine
from game.ui.scroll_text import Block, ScrollText
from game.ui.widgets import style

LINE_SIZE = 19
REASON_SIZE = 18
REASON_PAD = 8


def as_sentence(reason: str) -> str:
    """A bot's reason as shown: a sentence, its first letter a capital (reasons are written to follow the
    bot's name) and a full stop at its end when it has no end mark."""
    text = reason.strip()
    if not text:
        return ""
    text = text[:1].upper() + text[1:]
    return text if text[-1] in ".!?…" else text + "."


class LogView:
    """The log panel of a table (a pygame_gui element in the table's Gui)."""

    def __init__(self, gui: Any, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.box = ScrollText(
            self.body_rect(),
            gui.manager,
            backdrop=self._backdrop(),
            link_colour=style.CRIMSON,
            on_link=self._clicked,
        )
        self.entries: list[LogLine] = []
        self.open_step: int | None = None  # the move whose reason box is open
        self.show_reasons = False
        self._blocks_of: list[int] = []  # block index → entry index

    def _backdrop(self) -> pygame.Surface:
        """The panel's parchment under the lines, so the lines' element is opaque (a cheap blit)."""
        panel = pygame.Surface(self.rect.size)
        panel.fill(style.PARCHMENT)
        style.draw_panel(panel, panel.get_rect())
        body = self.body_rect().move(-self.rect.x, -self.rect.y)
        return panel.subsurface(body).copy()

    def body_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 8, self.rect.y + 48, self.rect.w - 16, self.rect.h - 56)

    @property
    def lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """(text, colour) of every line shown (reasons included), oldest first."""
        return [(b.text, b.colour) for b in self.box.blocks]

    def clear(self) -> None:
        self.set_lines([])

    def _blocks(self, start: int, entries: list[LogLine]) -> list[Block]:
        blocks: list[Block] = []
        for k, e in enumerate(entries, start=start):
            bullet = style.player_colour(e.seat) if e.seat is not None else None
            colour = style.INK_SOFT if e.note else style.INK
            reason_shown = bool(e.reason) and self.show_reasons
            link = _("why?") if e.reason and not self.show_reasons else ""
            blocks.append(Block(e.text, "text", LINE_SIZE, colour, bullet=bullet, gap=3, link=link))
            self._blocks_of.append(k)
            if reason_shown:
                blocks.append(Block(as_sentence(e.reason), "italic", LINE_SIZE - 1, style.INK_SOFT, indent=22, gap=4))
                self._blocks_of.append(k)
        return blocks

    def set_lines(self, entries: list[LogLine]) -> None:
        """Show ``entries`` (the whole log, rebuilt), scrolled to the newest line."""
        self.entries = list(entries)
        self._blocks_of = []
        self.box.set_blocks(self._blocks(0, self.entries), to_bottom=True)

    def add(self, entries: list[LogLine]) -> None:
        """Append lines (a move just made); an open reason box closes unless the pointer rests on the log
        (a reason left open would stand stale over the moves that follow)."""
        if self.open_step is not None and not (self.box.visible and self.box.pointed()):
            self.close_reason()
        start = len(self.entries)
        self.entries.extend(entries)
        self.box.append(self._blocks(start, entries))

    @property
    def expanded(self) -> set[int]:
        """The moves whose reason is open (one at most)."""
        return set() if self.open_step is None else {self.open_step}

    def _clicked(self, block: int) -> None:
        entry = self.entries[self._blocks_of[block]]
        if entry.step is None or not entry.reason:
            return
        self.open_step = None if self.open_step == entry.step else entry.step

    def close_reason(self) -> None:
        """Close the open reason box (a click anywhere but on a "why?")."""
        self.open_step = None

    def watch(self, event: pygame.event.Event) -> bool:
        """Seen before any widget: a press anywhere but on a "why?" closes the open box (the click goes
        on to what it was on); Escape closes it and is used up. True when the event was used."""
        if self.open_step is None:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close_reason()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
            if not (self.box.visible and self.box.link_at(event.pos) is not None):
                self.close_reason()
        return False

    def open_reason(self) -> str:
        """The reason in the open box ('' when none is open)."""
        return next((e.reason for e in self.entries if e.reason and e.step == self.open_step), "")

    def _reason_box(self) -> tuple[pygame.Rect, list[str]] | None:
        """Where the open reason's box lies (under its "why?", or over it near the log's foot) and its lines."""
        if self.open_step is None or self.show_reasons or not self.box.visible:
            return None
        link = self.why_rect(self.open_step)
        text = as_sentence(self.open_reason())
        if link is None or not text:
            return None
        body = self.body_rect()
        width = body.w - 12
        lines = text_fit._wrap(text, "italic", REASON_SIZE, width - 2 * REASON_PAD)[0]
        height = len(lines) * (text_fit.line_height("italic", REASON_SIZE)) + 2 * REASON_PAD
        # the link ends its move's text: below it the box hides only later lines; at the log's foot,
        # above the whole move's text (else above the link's own line at least)
        first = next((b for b, k in enumerate(self._blocks_of) if self.entries[k].step == self.open_step), None)
        start = self.box.block_top(first) if first is not None else None
        places = [link.bottom + 3, (link.y if start is None else min(start, link.y)) - 3 - height, link.y - 3 - height]
        top = next((t for t in places if body.y <= t and t + height <= body.bottom), places[0])
        return pygame.Rect(body.x + 6, top, width, height), lines

    def reason_rect(self) -> pygame.Rect | None:
        """The open reason's box on screen (None when none is shown)."""
        box = self._reason_box()
        return box[0] if box else None

    def draw_reason(self, surface: pygame.Surface) -> None:
        """The open reason's box, over the log's lines (drawn after the widgets)."""
        self.box.covered = self.reason_rect()
        box = self._reason_box()
        if box is None:
            return
        rect, lines = box
        shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 70))
        surface.blit(shadow, rect.move(3, 4))
        pygame.draw.rect(surface, style.PARCHMENT, rect, border_radius=6)
        pygame.draw.rect(surface, style.CRIMSON, rect, 2, border_radius=6)
        step = text_fit.line_height("italic", REASON_SIZE)
        for i, line in enumerate(lines):
            surface.blit(
                style.text(line, "italic", REASON_SIZE, style.INK),
                (rect.x + REASON_PAD, rect.y + REASON_PAD + i * step),
            )

    def set_reasons(self, on: bool) -> None:
        if on != self.show_reasons:
            self.show_reasons = on
            self.set_lines(self.entries)

    def why_rect(self, step: int) -> pygame.Rect | None:
        """Where the "why?" link of move ``step`` is on screen (None when not visible)."""
        for block, k in enumerate(self._blocks_of):
            if self.entries[k].step == step and self.box.blocks[block].link:
                return self.box.link_rect(block)
        return None

    def set_visible(self, visible: bool) -> None:
        if visible:
            self.box.show()
        else:
            self.box.hide()

    def draw_frame(self, surface: pygame.Surface) -> None:
        """The panel behind the lines (the lines themselves are the ScrollText element)."""
        style.draw_panel(surface, self.rect)
        title = pygame.Rect(self.rect.x + 16, self.rect.y + 8, self.rect.w - 32, 32)
        with text_fit.where("table"):
            text_fit.draw(surface, _("Game log"), title, "title", 22, style.CRIMSON_DARK, align="left")
        pygame.draw.line(
            surface, style.GOLD_DARK, (self.rect.x + 14, self.rect.y + 42), (self.rect.right - 14, self.rect.y + 42)
        )
