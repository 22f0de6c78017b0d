"""The table's log panel: the lines of ``game_log`` in a ScrollText, with the bots' reasons on request.

A bot's move ends with a "why?" link; clicking it opens the bot's reason under its move's line, the later
lines pushed down (no line is ever hidden): the line clicked stays where it was, unless the reason would
open below the log's foot, then the log scrolls just enough to show it; a log showing its newest line
keeps showing it (the lines above move up). It stays open as later lines arrive and when the log is
written again, and as the player plays on (a click elsewhere is a move, not a close), until the player
closes it: clicking the link again, or Escape. With the setting "Show bots' reasons" every reason is
written under its line. Reasons are public statements the bots make about their own move; they are never
log lines of their own.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import _
from game.ui import text_fit
from game.ui.game_log import LogLine
from game.ui.scroll_text import PAD, Block, ScrollText
from game.ui.widgets import style

LINE_SIZE = 19


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
            reason_shown = bool(e.reason) and (self.show_reasons or (e.step is not None and e.step == self.open_step))
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
        if not any(e.reason and e.step == self.open_step for e in self.entries):
            self.open_step = None
        self._blocks_of = []
        self.box.set_blocks(self._blocks(0, self.entries), to_bottom=True)

    def _entry_span(self, k: int) -> tuple[int, int] | None:
        """Entry ``k``'s lines (its reason's too, when open) from the content's top: their top and bottom."""
        blocks = [b for b, e in enumerate(self._blocks_of) if e == k]
        spans = [span for b in blocks if (span := self.box.block_span(b)) is not None]
        return (spans[0][0], spans[-1][1]) if spans else None

    def _rebuild_keeping(self, k: int) -> None:
        """Lay the lines out again (a reason opened or closed under entry ``k``) with entry ``k``'s line
        where it was in the view; an open reason under it is scrolled into view when it reaches past the
        log's foot (the line itself kept in view). A log showing its end keeps showing it."""
        before = self._entry_span(k)
        old = before[0] - self.box.offset if before is not None else None
        held = self.box.behind  # the newest lines wait for the pointer to leave: they still will
        at_end = self.box.at_bottom() and not held
        self._blocks_of = []
        self.box.set_blocks(self._blocks(0, self.entries), to_bottom=at_end)
        after = self._entry_span(k)
        if after is None or old is None or at_end:
            return
        offset = after[0] - old
        if after[1] - offset > self.box.view_height():
            offset = min(after[0], after[1] - self.box.view_height())
        self.box.scroll_to(offset)
        self.box.behind = held

    def add(self, entries: list[LogLine]) -> None:
        """Append lines (a move just made); an open reason stays open under its line (it is one of the
        log's lines, nothing stands over the moves that follow) until the player closes it."""
        start = len(self.entries)
        self.entries.extend(entries)
        self.box.append(self._blocks(start, entries))

    @property
    def expanded(self) -> set[int]:
        """The moves whose reason is open (one at most)."""
        return set() if self.open_step is None else {self.open_step}

    def _clicked(self, block: int) -> None:
        k = self._blocks_of[block]
        entry = self.entries[k]
        if entry.step is None or not entry.reason:
            return
        self.open_step = None if self.open_step == entry.step else entry.step
        if not self.show_reasons:
            self._rebuild_keeping(k)

    def close_reason(self) -> None:
        """Close the open reason (its link clicked again, or Escape)."""
        if self.open_step is None:
            return
        k = next((i for i, e in enumerate(self.entries) if e.reason and e.step == self.open_step), None)
        self.open_step = None
        if k is not None and not self.show_reasons:
            self._rebuild_keeping(k)

    def watch(self, event: pygame.event.Event) -> bool:
        """Seen before any widget: Escape closes the open reason and is used up (a click elsewhere leaves
        it open: the player reads it while playing on). True when the event was used."""
        if self.open_step is None:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close_reason()
            return True
        return False

    def open_reason(self) -> str:
        """The reason in the open box ('' when none is open)."""
        return next((e.reason for e in self.entries if e.reason and e.step == self.open_step), "")

    def reason_rect(self) -> pygame.Rect | None:
        """Where the open reason is written on screen, under its move's line (None when none is open
        or it is scrolled out of view)."""
        if self.open_step is None or self.show_reasons or not self.box.visible:
            return None
        k = next((i for i, e in enumerate(self.entries) if e.reason and e.step == self.open_step), None)
        blocks = [b for b, e in enumerate(self._blocks_of) if e == k]
        span = self.box.block_span(blocks[-1]) if len(blocks) > 1 else None
        if span is None:
            return None
        body = self.box.rect
        top = body.y + PAD + span[0] - self.box.offset
        rect = pygame.Rect(body.x, top, body.w, span[1] - span[0])
        return rect if rect.top >= body.y and rect.bottom <= body.bottom else None

    def draw_reason(self, surface: pygame.Surface) -> None:
        """Nothing lies over the lines: an open reason is one of them (kept for the tables that call it)."""
        self.box.covered = None

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
