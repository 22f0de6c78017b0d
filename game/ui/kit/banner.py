"""Banners: the big announcement of a moment (a contest scored, a duel won, the end of a round).

An ``Announcement`` is a parchment panel over the dimmed table: an icon, a title, a subtitle, a few
rows (a badge, a name, a value, a highlight) and "Click to continue"; it holds the event timeline
until its time is up or the player clicks or presses Space. It is drawn over the widgets, and every
text is fitted. (The short messages — why a move was refused, "Saved" — are ``game.ui.toasts``.)
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.i18n import _
from game.ui import text_fit
from game.ui.widgets import style


@dataclass
class Row:
    """One line of an announcement: ``seat`` (its badge) or None, a text, a value on the right."""

    text: str
    value: str = ""
    seat: int | None = None
    lead: bool = False  # highlighted (the winner)


@dataclass
class Announcement:
    title: str
    subtitle: str = ""
    body: str = ""
    rows: list[Row] = field(default_factory=list)
    icon: str = ""
    seconds: float = 3.2


def draw_announcement(
    surface: pygame.Surface, area: pygame.Rect, a: Announcement, viewer_name: str = ""
) -> pygame.Rect:
    """Draw ``a`` centred in ``area`` over a dimmed table; returns its rect."""
    w = min(640, area.w - 40)
    body_h = 0
    with text_fit.where("announcement"):
        body = (
            text_fit.fit(a.body, "text", 20, w - 48, 3 * text_fit.line_height("text", 20), min_size=16)
            if a.body
            else None
        )
    if body is not None:
        body_h = body.height + 10
    h = 118 + body_h + 40 * len(a.rows) + 34
    rect = pygame.Rect(0, 0, w, h)
    rect.center = area.center
    style.dim(surface, 90)
    style.draw_panel(surface, rect, "parchment")
    x = rect.x + 24
    if a.icon:
        ico = style.icon(a.icon, 44, style.CRIMSON_DARK)
        if ico is not None:
            surface.blit(ico, (rect.x + 22, rect.y + 18))
            x = rect.x + 80
    with text_fit.where("announcement"):
        text_fit.draw(
            surface,
            a.title,
            pygame.Rect(x, rect.y + 14, rect.right - 20 - x, 42),
            "title",
            32,
            style.CRIMSON_DARK,
            align="left",
            min_size=20,
        )
        if a.subtitle:
            text_fit.draw(
                surface,
                a.subtitle,
                pygame.Rect(x + 2, rect.y + 56, rect.right - 22 - x, 28),
                "text",
                20,
                style.INK_SOFT,
                align="left",
            )
        y = rect.y + 96
        if body is not None:
            img = text_fit.render(body, style.INK, "left")
            surface.blit(img, (rect.x + 24, y))
            y += body_h
        y += 8
        for row in a.rows:
            r = pygame.Rect(rect.x + 20, y, w - 40, 36)
            if row.lead:
                pygame.draw.rect(surface, (240, 212, 130), r, border_radius=6)
            tx = r.x + 10
            if row.seat is not None:
                b = style.badge(row.seat, 26)
                surface.blit(b, b.get_rect(midleft=(r.x + 8, r.centery)))
                tx = r.x + 42
            value_w = 150 if row.value else 0
            text_fit.draw(
                surface,
                row.text,
                pygame.Rect(tx, r.y, r.right - tx - value_w - 10, r.h),
                "bold",
                20,
                style.INK,
                align="left",
                ellipsis_ok=True,
            )
            if row.value:
                text_fit.draw(
                    surface,
                    row.value,
                    pygame.Rect(r.right - value_w - 6, r.y, value_w, r.h),
                    "title",
                    21,
                    style.CRIMSON,
                    align="right",
                )
            y += 40
        text_fit.draw(
            surface,
            _("Click to continue"),
            pygame.Rect(rect.x, rect.bottom - 30, rect.w, 24),
            "text",
            16,
            style.INK_SOFT,
            min_size=14,
        )
    return rect
