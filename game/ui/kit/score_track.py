"""ScoreTrack: a scale of points with every player's marker on it (glory, victory points), markers
side by side when they meet, a line from each moved one to its exact value, each with a tooltip. A
game whose totals are known to stay in a range gives it as ``lap``: the scale is fixed at 0 to ``lap`` for the whole game (no marker moves when
another passes the end), and a score beyond it goes round again, its marker labelled "+lap"."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.ui import text_fit
from game.ui.widgets import style


def draw_score_track(
    table: Any,
    surface: pygame.Surface,
    rect: pygame.Rect,
    markers: Sequence[tuple[Any, pygame.Surface, int, str]],
    *,
    label: str = "",
    least: int = 60,
    every: int = 10,
    lap: int = 0,
) -> list[tuple[Any, pygame.Rect, int]]:
    """Draw the scale across ``rect`` (0 to at least ``least``, a tick each ``every`` points, a number
    every other tick; 0 to ``lap`` always when given) and ``markers`` [(key, image, value, tooltip)]
    above it; returns each marker's (key, rect, x of its value on the bar)."""
    rect = pygame.Rect(rect)
    top = max(least, max((v for _k, _i, v, _t in markers), default=0) + every)
    top = lap if lap > 0 else (top + every - 1) // every * every
    rounds = {m[0]: max(0, m[2]) // lap if lap > 0 else 0 for m in markers}
    markers = [(k, image, v - rounds[k] * lap, tip) for k, image, v, tip in markers]
    if label:
        text_fit.draw(
            surface, label, pygame.Rect(rect.x, rect.y - 2, rect.w // 3, 20), "text", 15, style.TEXT_DIM, align="left"
        )
    bar = pygame.Rect(rect.x, rect.bottom - 22, rect.w, 6)
    pygame.draw.rect(surface, (90, 76, 54), bar, border_radius=3)
    for v in range(0, top + 1, every):
        px = bar.x + bar.w * v // top
        pygame.draw.line(surface, style.GOLD_DARK, (px, bar.y - 3), (px, bar.bottom + 3), 2)
        if v % (2 * every) == 0:
            box = pygame.Rect(px - 16, bar.bottom + 1, 32, 18)
            text_fit.draw(surface, str(v), box, "text", 13, style.TEXT_DIM, min_size=11)
    ordered = sorted(markers, key=lambda m: m[2])
    exact = [bar.x + bar.w * max(0, m[2]) // top for m in ordered]
    xs = spread(exact, [m[1].get_width() + 2 for m in ordered], rect.x, rect.right)
    pointed = []
    for (key, image, _value, tip), px, x in zip(ordered, exact, xs):
        # markers side by side, none covering another; one moved off its value points at it
        r = surface.blit(image, image.get_rect(midbottom=(x, bar.y - LEADER)))
        if abs(x - px) > 1:
            pygame.draw.line(surface, style.TEXT_LIGHT, (x, r.bottom - 1), (px, bar.y - 1), 2)
        pygame.draw.line(surface, style.TEXT_LIGHT, (px, bar.y - 3), (px, bar.bottom + 1), 2)
        if rounds[key]:  # once round the scale: its marker says by how much
            plus = pygame.Rect(r.x - 12, r.bottom - 2, r.w + 24, 16)
            text_fit.draw(surface, f"+{rounds[key] * lap}", plus, "bold", 12, style.GOLD, min_size=10)
        table.spots.add(r, key, tip=tip)
        pointed.append((key, r, px))
    return pointed


LEADER = 7  # px between the markers' feet and the bar: room for the line from a moved marker to its value


def spread(exact: Sequence[int], widths: Sequence[int], left: int, right: int) -> list[int]:
    """Centres for markers wanted at ``exact`` (ascending) with ``widths``: as near their values as
    they can be without overlapping, each group that meets centred on its values, all in ``left``..``right``."""
    groups: list[list[int]] = []  # indices of markers that touch, left to right
    for i in range(len(exact)):
        groups.append([i])
        while len(groups) > 1:
            a, b = groups[-2], groups[-1]
            if _start(exact, widths, a, left, right) + sum(widths[j] for j in a) <= _start(
                exact, widths, b, left, right
            ):
                break
            groups[-2:] = [a + b]
    out = [0] * len(exact)
    for g in groups:
        x = _start(exact, widths, g, left, right)
        for j in g:
            out[j] = x + widths[j] // 2
            x += widths[j]
    return out


def _start(exact: Sequence[int], widths: Sequence[int], group: list[int], left: int, right: int) -> int:
    """The left edge of ``group`` laid side by side, centred on its markers' values, inside the bounds."""
    total = sum(widths[j] for j in group)
    centre = sum(exact[j] for j in group) / len(group)
    return int(min(max(centre - total / 2, left), right - total))
