"""The paladins a player keeps in front of them (one per mission won), drawn as chips big enough to
read: each its value, a red one in red with a sword-red rim, and a tooltip naming the paladin and the
mission it won. Card thumbnails this small were unreadable."""

from __future__ import annotations

from typing import Any

import pygame

from game.games.paladin import content as C
from game.games.paladin.describe import mission_label
from game.games.paladin.ui.tips import card_text
from game.i18n import _
from game.ui import text_fit
from game.ui.widgets import style

CHIP = (30, 36)
GAP = 5
RED_INK = (170, 30, 40)


def chip_rects(area: pygame.Rect, n: int) -> list[pygame.Rect]:
    """Where ``n`` chips go in ``area``: rows from the top left, as many rows as the height holds; the
    chips narrow (to 20 px) before a row would overflow."""
    w, h = CHIP
    lines = max(1, (area.h + GAP) // (h + GAP))
    per_row = max(1, (area.w + GAP) // (w + GAP))
    if n > per_row * lines:
        per_row = -(-n // lines)
        w = max(20, (area.w + GAP) // per_row - GAP)
    return [
        pygame.Rect(area.x + (i % per_row) * (w + GAP), area.y + (i // per_row) * (h + GAP), w, h) for i in range(n)
    ]


def kept_tip(card: int, mission_id: int | None) -> str:
    """'9 · Champion' and the mission it won."""
    text = card_text(card)
    if mission_id is None:
        return text
    return text + "\n" + _("Won {mission}").format(mission=mission_label(mission_id))


def draw_kept(table: Any, surface: pygame.Surface, area: pygame.Rect, cards: list[int], missions: list[int]) -> None:
    """The kept paladins ``cards`` (won, in order, ``missions``) as value chips in ``area``."""
    for i, (card, rect) in enumerate(zip(cards, chip_rects(area, len(cards)))):
        red = C.CARD_RED[card]
        pygame.draw.rect(surface, style.PARCHMENT, rect, border_radius=6)
        pygame.draw.rect(surface, RED_INK if red else style.GOLD_DARK, rect, 2, border_radius=6)
        ink = RED_INK if red else style.INK
        text_fit.draw(surface, str(C.CARD_VALUE[card]), rect, "title", 24, ink, min_size=16)
        mission = missions[i] if i < len(missions) else None
        table.spots.add(rect, ("kept", card), tip=kept_tip(card, mission))
