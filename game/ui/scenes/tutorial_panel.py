"""The tutorial's step panel (where the log's top is: the step's text, "Step n of m", Next or Play
on, Leave the tutorial) and the veil that dims everything but the lit places."""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from typing import Any

import pygame

from game.i18n import _
from game.ui import text_fit
from game.ui.scene import LOGICAL_SIZE
from game.ui.table import LOG_W, TOP_BAR_H
from game.ui.widgets import style

PANEL_H = 470
VEIL = (12, 9, 6, 170)
PULSE = 4.0  # radians per second of the lit places' outline
WHERE = "tutorial"


class StepPanel:
    """The coach's panel on ``table`` (a ``Coaching`` table); its buttons live in the table's Gui."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.rect = pygame.Rect(LOGICAL_SIZE[0] - LOG_W - 10, TOP_BAR_H + 10, LOG_W, PANEL_H)
        self.next_button: Any = None
        self.leave_button: Any = None
        self._sig: tuple | None = None

    # --- buttons ------------------------------------------------------------------------------------
    def reset(self) -> None:
        """Build the buttons again on the next update (the step changed, or the Gui was cleared)."""
        self._sig = None

    def clear(self) -> None:
        for b in (self.next_button, self.leave_button):
            if b is not None:
                b.kill()
        self.next_button = self.leave_button = None
        self._sig = ()

    def next_label(self) -> str:
        """ "Next" on an explain-only step the player may read now, "Play on" at the free finish, else ""."""
        t = self.table
        if t.coach.at_finish:
            return _("Play on")
        step = t.coach.step
        return _("Next") if step is not None and step.expect is None and t.step_live() else ""

    def next_shown(self) -> bool:
        return self.next_button is not None and self.next_button.alive()

    def press_next(self) -> None:
        self.table.next_step()

    def update(self) -> None:
        """Show the buttons the step needs (rebuilt only when that changes)."""
        if self._sig == ():
            return
        sig = (self.table.coach.index, self.next_label())
        if sig == self._sig and self.leave_button is not None and self.leave_button.alive():
            return
        self.clear()
        self._sig = sig
        gui, r = self.table.gui, self.rect
        label = sig[1]
        if label:
            self.next_button = gui.button(
                (r.x + 16, r.bottom - 118, r.w - 32, 52),
                label,
                self.press_next,
                icon="trumpet-flag" if self.table.coach.at_finish else "",
                size=22,
                where=WHERE,
            )
        self.leave_button = gui.button(
            (r.x + 16, r.bottom - 58, r.w - 32, 44),
            _("Leave the tutorial"),
            self.table.to_menu,
            kind="secondary",
            icon="castle",
            size=19,
            where=WHERE,
            tooltip=_("Back to the main menu (a tutorial is not saved)"),
        )

    # --- drawing ------------------------------------------------------------------------------------
    def texts(self) -> tuple[str, str, str]:
        """(heading, body, foot line) of the panel now."""
        t = self.table
        coach = t.coach
        total = len(coach.tutorial.steps)
        if coach.at_finish:
            return _("Your game now"), _(coach.tutorial.finish), ""
        heading = _("Step {n} of {m}").format(n=coach.index + 1, m=total)
        body = _(coach.step.text)
        foot = ""
        if not t.step_live():
            foot = _("Watch the table: the others are playing.")
        elif coach.step.expect is not None:
            foot = _("Click what is lit.")
        return heading, body, foot

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        style.draw_panel(surface, r)
        heading, body, foot = self.texts()
        with text_fit.where(WHERE):
            text_fit.draw(surface, _("Learn to play"), pygame.Rect(r.x + 18, r.y + 12, r.w - 36, 34), "title", 26,
                          style.CRIMSON_DARK, align="left", min_size=16)  # fmt: skip
            text_fit.draw(surface, heading, pygame.Rect(r.x + 18, r.y + 46, r.w - 36, 26), "bold", 19,
                          style.INK_SOFT, align="left", min_size=14)  # fmt: skip
            pygame.draw.line(surface, style.GOLD_DARK, (r.x + 18, r.y + 78), (r.right - 18, r.y + 78), 1)
            bottom = r.bottom - 126 if self.next_shown() else r.bottom - 66
            foot_h = 50 if foot else 0
            text_fit.draw(surface, body, pygame.Rect(r.x + 18, r.y + 88, r.w - 36, bottom - foot_h - r.y - 92),
                          "text", 21, style.INK, align="left", valign="top", min_size=15)  # fmt: skip
            if foot:
                text_fit.draw(surface, foot, pygame.Rect(r.x + 18, bottom - foot_h, r.w - 36, foot_h - 4), "bold", 18,
                              style.CRIMSON, align="left", min_size=14, max_lines=2)  # fmt: skip


_veil: dict[tuple, pygame.Surface] = {}


def draw_veil(
    surface: pygame.Surface, holes: list[pygame.Rect], panel: pygame.Rect, clear: Sequence[pygame.Rect] = ()
) -> None:
    """Dim the whole screen except ``holes`` (outlined in gold), ``panel`` and ``clear`` (buttons
    that work at any step, left bright without an outline)."""
    key = (surface.get_size(), tuple(tuple(h) for h in holes), tuple(panel), tuple(tuple(c) for c in clear))
    veil = _veil.get(key)
    if veil is None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill(VEIL)
        for rect in [*(h.inflate(8, 8) for h in holes), panel, *clear]:
            veil.fill((0, 0, 0, 0), rect)
        _veil.clear()
        _veil[key] = veil
    surface.blit(veil, (0, 0))
    glow = (1 + math.sin(time.monotonic() * PULSE)) / 2  # the outlines breathe: the eye finds them
    colour = tuple(int(a + (b - a) * glow) for a, b in zip(style.GOLD_DARK, style.GOLD))
    for h in holes:
        pygame.draw.rect(surface, colour, h.inflate(8, 8), 3, border_radius=8)
