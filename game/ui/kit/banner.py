"""Banners: the big announcement of a moment (a contest scored, a duel won, the end of a round).

A ``draw_ribbon`` is the small form: one line across a part of the table (a clash won, a round
ended) that leaves the rest in view. An ``Announcement`` is a parchment panel over the dimmed table: an icon, a title, a subtitle, a few
rows (a badge, a name, a value, a highlight) and a foot line that says what happens next ("Click to
continue" when it waits for the player, "Goes on by itself" when its time runs out); it holds the
event timeline until its time is up or the player clicks or presses Space. It is drawn over the widgets, and every
text is fitted. With ``row_delay`` the rows appear one by one (``build_up``: from the last row up to
the first, as a ranking is built with the winner last), the highlighted row glowing as it lands; the
rows' rects are kept on the announcement (``row_rects``) so flights can leave from them. (The short messages — why a move was refused, "Saved" — are ``game.ui.toasts``.)
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
    tip: str = ""  # its tooltip (the whole text where the row shortens it)
    note: bool = False  # a line about the row above (what a title asked): smaller, italic, indented


@dataclass
class Announcement:
    title: str
    subtitle: str = ""
    body: str = ""
    rows: list[Row] = field(default_factory=list)
    icon: str = ""
    seconds: float = 3.2
    row_delay: float = 0.0  # seconds between rows appearing (0: all at once)
    build_up: bool = False  # reveal from the last row up (a ranking: the winner appears last)
    real_time: bool = False  # once built, it stays ``seconds - built_at`` of real time at any speed above 1×
    until_click: bool = False  # once built, it stays until the player clicks or presses Space (a rival's big moment)
    row_rects: list[pygame.Rect] = field(default_factory=list, repr=False, compare=False)

    def row_shown_at(self, i: int) -> float:
        """Seconds after the announcement appears when row ``i`` is shown."""
        if self.row_delay <= 0:
            return 0.0
        order = len(self.rows) - 1 - i if self.build_up else i
        return 0.35 + order * self.row_delay

    @property
    def built_at(self) -> float:
        """Seconds until every row is shown."""
        return max((self.row_shown_at(i) for i in range(len(self.rows))), default=0.0)


def draw_announcement(
    surface: pygame.Surface,
    area: pygame.Rect,
    a: Announcement,
    viewer_name: str = "",
    t: float = 1e9,
    left: float | None = None,
    held: bool = False,
) -> pygame.Rect:
    """Draw ``a`` centred in ``area`` over a dimmed table, ``t`` seconds after it appeared (rows not
    yet revealed are left out); ``left`` (1 → 0) draws the time it has left as a bar along its foot,
    ``held``: the pointer rests on it and holds it. Returns its rect."""
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
    top = 96 if a.subtitle else 62  # no subtitle: the body (or the rows) moves up into its line
    room = area.h - 24 - (top + 22 + body_h + 34)  # many rows close up (down to 28 px) to stay on screen
    step = max(28, min(40, room // max(1, len(a.rows))))
    h = top + 22 + body_h + step * len(a.rows) + 34
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
        y = rect.y + top
        if body is not None:
            img = text_fit.render(body, style.INK, "left")
            surface.blit(img, (rect.x + 24, y))
            y += body_h
        y += 8
        a.row_rects = []
        for i, row in enumerate(a.rows):
            r = pygame.Rect(rect.x + 20, y, w - 40, step - 4)
            a.row_rects.append(r)
            since = t - a.row_shown_at(i)
            if since < 0:
                pygame.draw.rect(surface, (226, 210, 176), r, 1, border_radius=6)  # its place, waiting
                y += step
                continue
            if row.lead:
                glow = max(0.0, 1.0 - since / 0.6) if a.row_delay > 0 else 0.0
                if glow > 0:
                    pygame.draw.rect(
                        surface, (255, 236, 170), r.inflate(int(14 * glow), int(10 * glow)), border_radius=9
                    )
                pygame.draw.rect(surface, (240, 212, 130), r, border_radius=6)
                pygame.draw.rect(surface, style.CRIMSON_DARK, r, 2, border_radius=6)
            if row.note:  # under its row's name, in a lighter hand: never read as a row of its own
                text_fit.draw(
                    surface,
                    row.text,
                    pygame.Rect(r.x + 42, r.y, r.right - r.x - 52, r.h),
                    "italic",
                    18,
                    style.INK_SOFT,
                    align="left",
                    ellipsis_ok=True,
                )
                y += step
                continue
            tx = r.x + 10
            if row.seat is not None:
                b = style.badge(row.seat, min(26, step - 8))
                surface.blit(b, b.get_rect(midleft=(r.x + 8, r.centery)))
                tx = r.x + 42
            # the value takes the room it needs ("12 fans · 2/2 trophies"), the name keeps 140 px at least
            value_w = (
                min(max(150, text_fit.text_width(row.value, "title", 21) + 8), r.right - tx - 150) if row.value else 0
            )
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
            y += step
        if left is not None and not held:
            bar = pygame.Rect(rect.x + 24, rect.bottom - 6, round((rect.w - 48) * max(0.0, min(1.0, left))), 3)
            pygame.draw.rect(surface, style.GOLD_DARK, bar)
        foot = announcement_foot(a, held)
        text_fit.draw(
            surface,
            foot,
            pygame.Rect(rect.x, rect.bottom - 30, rect.w, 24),
            "text",
            16,
            style.INK_SOFT,
            min_size=14,
        )
    return rect


def announcement_foot(a: Announcement, held: bool = False) -> str:
    """What the foot of ``a`` says will happen: it waits for a click, or it goes on by itself (and
    the pointer resting on it holds it)."""
    if a.until_click:
        return _("Click to continue")
    if held:
        return _("Held while you point at it · click to continue")
    return _("Goes on by itself · click to go on now")


RIBBON = (112, 22, 30)


def draw_ribbon(surface: pygame.Surface, rect: pygame.Rect, text: str, colour: tuple[int, int, int] = RIBBON) -> None:
    """A crimson ribbon across ``rect`` with ``text`` in gold (fitted, two lines at most)."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, colour, rect, border_radius=8)
    pygame.draw.rect(surface, style.GOLD, rect, 2, border_radius=8)
    with text_fit.where("ribbon"):
        text_fit.draw(surface, text, rect.inflate(-20, -4), "title", 22, style.GOLD, max_lines=2, min_size=15)
