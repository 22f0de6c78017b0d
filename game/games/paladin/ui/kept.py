"""The paladins a player keeps in front of them (one per mission won), drawn as chips big enough to
read: each its value, a red one in red with a sword-red rim, and a tooltip naming the paladin, the
mission it won and what it scores. Card thumbnails this small were unreadable. The player's own are
in their panel; each rival's sit in the row of their panel (public: everyone saw them win)."""

from __future__ import annotations

from typing import Any

import pygame

from game.games.paladin import content as C
from game.games.paladin.describe import card_label, mission_label
from game.games.paladin.ui.tips import card_text
from game.i18n import _, ngettext
from game.ui import text_fit
from game.ui.widgets import style

CHIP = (30, 36)
RIVAL_CHIP = (24, 30)  # a rival's, in the row of their panel beside their hand
GAP = 5
MIN_STEP = 9  # px of an overlapped rival's chip left in sight: its rim says red or not
RED_INK = (170, 30, 40)


def chip_rects(area: pygame.Rect, n: int, chip: tuple[int, int] = CHIP) -> list[pygame.Rect]:
    """Where ``n`` chips of size ``chip`` go in ``area``: rows from the top left, as many rows as the
    height holds; the chips narrow (to 20 px) before a row would overflow."""
    w, h = chip
    lines = max(1, (area.h + GAP) // (h + GAP))
    per_row = max(1, (area.w + GAP) // (w + GAP))
    if n > per_row * lines:
        per_row = -(-n // lines)
        w = max(20, (area.w + GAP) // per_row - GAP)
    return [
        pygame.Rect(area.x + (i % per_row) * (w + GAP), area.y + (i // per_row) * (h + GAP), w, h) for i in range(n)
    ]


def kept_tip(card: int, mission_id: int | None, owner: str | None = None) -> str:
    """Whose it is (``owner``: a rival's name; None: the viewer's), '9 · Champion', the mission it won
    and what it scores."""
    head = _("Kept by {name}").format(name=owner) if owner else _("Kept by you")
    lines = [head, card_text(card)]
    if mission_id is not None:
        lines.append(_("Mission won: {mission}").format(mission=mission_label(mission_id)))
        honour = C.MISSION_HONOUR[mission_id]
        if C.CARD_RED[card]:
            lines.append(
                _("Scores {n} points: {honour} honour for the mission + 1 for a red paladin.").format(
                    n=honour + 1, honour=honour
                )
            )
        else:
            lines.append(
                ngettext(
                    "Scores {n} point: the mission's honour.", "Scores {n} points: the mission's honour.", honour
                ).format(n=honour)
            )
    return "\n".join(lines)


def draw_kept(
    table: Any,
    surface: pygame.Surface,
    area: pygame.Rect,
    cards: list[int],
    missions: list[int],
    chip: tuple[int, int] = CHIP,
    owner: str | None = None,
) -> None:
    """The kept paladins ``cards`` (won, in order, ``missions``) as value chips of size ``chip`` in
    ``area``; ``owner`` names a rival (None: the viewer's own)."""
    for i, (card, rect) in enumerate(zip(cards, chip_rects(area, len(cards), chip))):
        _draw_chip(table, surface, rect, card, missions[i] if i < len(missions) else None, owner)


def rival_row(area: pygame.Rect, n: int, count_w: int) -> tuple[list[pygame.Rect], pygame.Rect | None]:
    """Where a rival's ``n`` chips go in ``area`` (one row): abreast when they fit, else overlapping
    (each leaves ``MIN_STEP`` px of its rim in sight, the newest whole on top) after a count of
    ``count_w`` px at the left; when even that is too long, only the newest that fit. Returns the
    chips' rects (for the newest ``len`` chips, oldest first) and the count's rect (None: abreast)."""
    w, h = RIVAL_CHIP
    if n * (w + GAP) - GAP <= area.w:
        return [pygame.Rect(area.x + i * (w + GAP), area.y, w, h) for i in range(n)], None
    count = pygame.Rect(area.x, area.y, count_w, h)
    left = count.right + GAP
    span = max(0, area.right - left - w)  # how far the first chip's left edge is from the last one's
    shown = min(n, span // MIN_STEP + 1)
    step = span // (shown - 1) if shown > 1 else 0
    step = min(step, w + GAP)
    return [pygame.Rect(left + i * step, area.y, w, h) for i in range(shown)], count


def draw_rival_kept(
    table: Any, surface: pygame.Surface, area: pygame.Rect, cards: list[int], missions: list[int], owner: str
) -> None:
    """A rival's kept paladins in one row inside ``area`` at any count: abreast, else overlapping
    after their count (whose tooltip names them all), the newest whole and on top."""
    n = len(cards)
    count_text = _("×{n}").format(n=n)
    count_w = text_fit.text_width(count_text, "bold", 17) + 4
    rects, count = rival_row(area, n, count_w)
    skip = n - len(rects)  # the oldest ones left out (the count and its tooltip still hold them)
    for i, rect in enumerate(rects):
        k = skip + i
        _draw_chip(table, surface, rect, cards[k], missions[k] if k < len(missions) else None, owner)
    if count is not None:
        text_fit.draw(surface, count_text, count, "bold", 17, style.TEXT_LIGHT, align="left", min_size=13)
        names = ", ".join(card_label(c) for c in cards)
        tip = ngettext("{name} keeps {n} paladin", "{name} keeps {n} paladins", n).format(name=owner, n=n)
        table.spots.add(count, ("kept-count", owner), tip=tip + "\n" + names)


def rival_chips_width(n: int, room: int) -> int:
    """How wide a rival's ``n`` chips are in their panel's row, at most ``room`` (they narrow)."""
    if n == 0:
        return 0
    return min(room, n * (RIVAL_CHIP[0] + GAP) - GAP)


def _draw_chip(
    table: Any, surface: pygame.Surface, rect: pygame.Rect, card: int, mission: int | None, owner: str | None
) -> None:
    """One kept paladin's value chip (red ink for a red card), with its tooltip spot."""
    red = C.CARD_RED[card]
    pygame.draw.rect(surface, style.PARCHMENT, rect, border_radius=6)
    pygame.draw.rect(surface, RED_INK if red else style.GOLD_DARK, rect, 2, border_radius=6)
    ink = RED_INK if red else style.INK
    text_fit.draw(surface, str(C.CARD_VALUE[card]), rect, "title", min(24, rect.h - 8), ink, min_size=14)
    table.spots.add(rect, ("kept", card), tip=kept_tip(card, mission, owner))
