"""The table's log panel: the lines of ``game_log`` in a ScrollText, with the bots' reasons on request.

A bot's move ends with a "why?" link; clicking it shows the bot's reason under the line (clicking
again hides it). With the setting "Show bots' reasons" every reason is shown. Reasons are public
statements the bots make about their own move; they are never log lines of their own.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import _
from game.ui.game_log import LogLine
from game.ui.scroll_text import Block, ScrollText
from game.ui.widgets import style

LINE_SIZE = 19


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
        self.expanded: set[int] = set()  # moves whose reason is shown
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
            reason_shown = bool(e.reason) and (self.show_reasons or e.step in self.expanded)
            link = ""
            if e.reason and not self.show_reasons:
                link = _("hide") if reason_shown else _("why?")
            blocks.append(Block(e.text, "text", LINE_SIZE, colour, bullet=bullet, gap=3, link=link))
            self._blocks_of.append(k)
            if reason_shown:
                blocks.append(Block(e.reason, "italic", LINE_SIZE - 1, style.INK_SOFT, indent=22, gap=4))
                self._blocks_of.append(k)
        return blocks

    def set_lines(self, entries: list[LogLine]) -> None:
        """Show ``entries`` (the whole log, rebuilt), scrolled to the newest line."""
        self.entries = list(entries)
        self._blocks_of = []
        self.box.set_blocks(self._blocks(0, self.entries), to_bottom=True)

    def add(self, entries: list[LogLine]) -> None:
        """Append lines (a move just made)."""
        start = len(self.entries)
        self.entries.extend(entries)
        self.box.append(self._blocks(start, entries))

    def _clicked(self, block: int) -> None:
        entry = self.entries[self._blocks_of[block]]
        if entry.step is None:
            return
        self.expanded.symmetric_difference_update({entry.step})
        offset, at_bottom = self.box.offset, self.box.at_bottom()
        self._blocks_of = []
        self.box.set_blocks(self._blocks(0, self.entries), to_bottom=at_bottom)  # the newest line stays in view
        if not at_bottom:
            self.box.offset = offset
        self.box.scroll_by(0)

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
        from game.ui import text_fit

        style.draw_panel(surface, self.rect)
        title = pygame.Rect(self.rect.x + 16, self.rect.y + 8, self.rect.w - 32, 32)
        with text_fit.where("table"):
            text_fit.draw(surface, _("Game log"), title, "title", 22, style.CRIMSON_DARK, align="left")
        pygame.draw.line(
            surface, style.GOLD_DARK, (self.rect.x + 14, self.rect.y + 42), (self.rect.right - 14, self.rect.y + 42)
        )
