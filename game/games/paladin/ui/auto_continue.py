"""Let the resolution run on by itself: a toggle under each mission's outcome panel (and the key A).

Off (the default), a mission's panel waits for a click. On, it stays long enough to be read at the
player's animation speed (``auto_seconds``), then the next mission is resolved without a click; the
pointer resting on the panel holds it, and a click or Space still goes on at once. The end of a round
and of the game still wait for a click. The choice is the player's setting ``auto_continue`` and is
applied at once to the panels already queued, the one on screen included."""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import _
from game.ui import text_fit
from game.ui.kit.banner import Announcement
from game.ui.kit.timeline import Announce
from game.ui.widgets import style

#: seconds (at speed 1) a mission's panel stays when it goes on by itself
AUTO_SECONDS = 4.0
#: real seconds it stays at least, however fast the animations (a 4x player still reads who won)
AUTO_REAL_MIN = 2.0
TOGGLE_SIZE = (380, 40)
KEY = pygame.K_a


class MissionOutcome(Announcement):
    """A mission's outcome panel: the one panel the toggle lets go on by itself."""


def auto_seconds(speed: float) -> float:
    """The panel's time in timeline seconds (run at ``speed``): ``AUTO_SECONDS`` at 1x, never under
    ``AUTO_REAL_MIN`` real seconds."""
    return max(AUTO_SECONDS, AUTO_REAL_MIN * max(0.25, speed))


def set_mode(panel: Announcement, on: bool, speed: float) -> None:
    """Make ``panel`` go on by itself (``on``) or wait for a click."""
    panel.until_click = not on
    panel.seconds = auto_seconds(speed)


def apply_to_queue(queue: list[list[Any]], on: bool, speed: float) -> None:
    """Switch every mission panel shown or still to come (``Timeline.queue``) to the new mode; the
    one on screen gets its whole time from now."""
    for anims in queue:
        for a in anims:
            if isinstance(a, Announce) and isinstance(a.announcement, MissionOutcome):
                set_mode(a.announcement, on, speed)
                a.duration = a.announcement.seconds
                if a.t > a.delay:
                    a.t = a.delay


def toggle_rect(panel: pygame.Rect, area: pygame.Rect) -> pygame.Rect:
    """Just under the panel, centred on it (above it when the table has no room below)."""
    w, h = TOGGLE_SIZE
    rect = pygame.Rect(0, 0, w, h)
    rect.midtop = (panel.centerx, panel.bottom + 10)
    if rect.bottom > area.bottom:
        rect.midbottom = (panel.centerx, panel.top - 10)
    return rect


def draw_toggle(surface: pygame.Surface, rect: pygame.Rect, on: bool, hovered: bool) -> None:
    """A dark pill with a tick box and "Continue automatically (A)"."""
    pill = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(pill, (24, 19, 12, 240), pill.get_rect(), border_radius=rect.h // 2)
    surface.blit(pill, rect)
    pygame.draw.rect(surface, style.GOLD if hovered or on else (150, 130, 90), rect, 2, border_radius=rect.h // 2)
    box = pygame.Rect(rect.x + 14, rect.centery - 10, 20, 20)
    pygame.draw.rect(surface, (246, 238, 220), box, 2, border_radius=4)
    if on:
        pts = [(box.x + 4, box.centery), (box.x + 9, box.bottom - 5), (box.right - 3, box.y + 4)]
        pygame.draw.lines(surface, style.GOLD, False, pts, 3)
    words = pygame.Rect(box.right + 10, rect.y + 2, rect.right - box.right - 24, rect.h - 4)
    text_fit.draw(surface, _("Continue automatically (A)"), words, "bold", 19, style.GOLD if on else style.TEXT_LIGHT,
                  align="left", min_size=14)  # fmt: skip


def toggle_tip(on: bool) -> str:
    if on:
        return _(
            "On: each mission's result stays a few seconds, then the next mission is resolved. Point at the panel to hold it; click to go on now. Click here (or press A) to wait for a click again."
        )
    return _(
        "Click (or press A) to let the missions' results go on by themselves, each shown a few seconds at your animation speed. The end of a round still waits for a click."
    )
