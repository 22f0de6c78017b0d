"""The review's chart: the player's estimated chance of winning after each of their decisions.

The scale is fixed, 0–100%, so one game's chart reads like another's; both axes are labelled (the
chance on the left, the decisions along the bottom at their move number in the game: the axis runs
by move, so two decisions far apart in the game stand far apart). The costliest decisions are marked
with their number in the list beside the chart, each with a dashed line up to the chance the
strongest bot's move would have kept, so the cost is the line's length. A light band
around the line is its likely range (two standard errors of each estimate either side): a rise or
fall inside the band may be the estimate's noise, not the game.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.i18n import _
from game.ui import text_fit
from game.ui.scenes.review_moments import draw_moment
from game.ui.widgets import style

TICKS = (0, 25, 50, 75, 100)
MAX_X_LABELS = 10
PLOT_BG = (250, 244, 228)
GRID = (222, 208, 178)
BAND_Z = 2.0  # the band spans this many standard errors either side of each estimate
BAND_ALPHA = 70
BEST = style.GOLD_DARK
MARK = style.CRIMSON
SWING_INK = style.INK
SWING_BOX = 40  # the width of the box round a big swing's point and badge that shows its tooltip
MARK_NEAR, MARK_FAR = 9, 29  # a swing's badge: its near and far edges, this far from its point
MARK_W = 36  # a swing's badge's width (room for "−100")
SWING_ROOM = 8  # the box reaches this far past the badge's far edge


@dataclass(frozen=True)
class CostlyMark:
    """A costly decision on the chart: its number in the list, its place among the decisions, the
    chance after the move played and after the strongest bot's move."""

    rank: int
    index: int
    chance: float
    best: float


def x_step(n: int) -> int:
    """Every how many decisions the x axis is labelled (1, 2, 5, 10, 20, … so that ≤ 10 labels)."""
    for step in (1, 2, 5, 10, 20, 50, 100, 200, 500):
        if math.ceil(n / step) <= MAX_X_LABELS:
            return step
    return math.ceil(n / MAX_X_LABELS)


def move_span(moves: list[int], n: int, last: int = 0) -> tuple[int, int]:
    """The first move number on the x axis and how many moves it spans: with ``last`` (the game's
    moves), the whole game from move 1, as the results' chart spans it; else the decisions' own, at
    least ``n``."""
    if last > 0:
        return 1, max(last, moves[-1] if moves else 1, n)
    if not moves:
        return 1, max(1, n)
    return moves[0], max(n, moves[-1] - moves[0] + 1)


def move_axis_label() -> str:
    """The x axis's meaning, the same on the review's chart and the results' chart."""
    return _("Move number (every player's moves)")


def move_ticks(first: int, span: int) -> list[int]:
    """The move numbers labelled on the x axis: the multiples of ``x_step(span)`` it covers (the first
    move when none is)."""
    step = x_step(span)
    start = -(-first // step) * step
    ticks = list(range(start, first + span, step))
    return ticks or [first]


def plot_rect(rect: pygame.Rect) -> pygame.Rect:
    """The plotting area inside the chart's ``rect`` (room left for the % labels, above for the
    axis title, below for the move numbers, the axis title and the legend)."""
    return pygame.Rect(rect.x + 70, rect.y + 40, rect.w - 90, rect.h - 40 - 106)


def x_on(plot: pygame.Rect, first: int, span: int, move: int) -> int:
    """Where move number ``move`` stands on the x axis of ``plot`` spanning ``span`` moves from ``first``."""
    return round(plot.x + (move - first + 0.5) / span * plot.w)


def y_at(plot: pygame.Rect, p: float) -> int:
    """Where chance ``p`` (0–1) stands on the y axis of ``plot``."""
    return round(plot.bottom - max(0.0, min(1.0, p)) * plot.h)


def swing_spots(
    rect: pygame.Rect,
    chances: list[float],
    moves: list[int],
    indices: list[int],
    last: int = 0,
    fell: dict[int, bool] | None = None,
) -> dict[int, pygame.Rect]:
    """Where the points ``indices`` of the chart drawn in ``rect`` stand (as ``draw_chance_chart``
    places them), each as a box to point at, by index: the point and its badge (under it for a fall,
    in ``fell``, over it for a rise), with room round them."""
    plot = plot_rect(pygame.Rect(rect))
    first, span = move_span(moves, len(chances), last)
    out = {}
    for i in indices:
        move = moves[i] if i < len(moves) else first + i
        x, y = x_on(plot, first, span, move), y_at(plot, chances[i])
        near, far = SWING_BOX // 2, MARK_FAR + SWING_ROOM
        if fell is None or i not in fell:
            box = pygame.Rect(x - near, y - far, 2 * near, 2 * far)
        elif fell[i]:
            box = pygame.Rect(x - near, y - near, 2 * near, near + far)
        else:
            box = pygame.Rect(x - near, y - far, 2 * near, near + far)
        out[i] = box
    return out


def swing_label(change: int) -> str:
    """A swing's badge: the signed change of the chance in percentage points ("+31", "−25")."""
    return f"+{change}" if change >= 0 else f"\u2212{-change}"


def draw_swing_mark(surface: pygame.Surface, point: tuple[int, int], change: int, label: str | None = None) -> None:
    """A big move of the line, marked at the point it reached by a badge with the signed change ("+31"
    over a rise, "−25" under a fall: no shape whose direction could be misread); its tooltip says
    what moved it. ``label``: other words for the badge (the key's)."""
    x, y = point
    d = 1 if change < 0 else -1
    near, far = y + d * MARK_NEAR, y + d * MARK_FAR  # clear of a costly decision's mark on the point
    badge = pygame.Rect(x - MARK_W // 2, min(near, far), MARK_W, abs(far - near))
    pygame.draw.rect(surface, PLOT_BG, badge, border_radius=5)
    pygame.draw.rect(surface, SWING_INK, badge, 2, border_radius=5)
    words = swing_label(change) if label is None else label
    text_fit.draw(surface, words, badge.inflate(-4, -2), "bold", 15, SWING_INK, min_size=11, max_lines=1)


def draw_swing_key(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """What a swing's badge means, right-aligned in ``rect`` (the chart's title row): a rise's badge
    and a fall's, as the chart draws them."""
    words = _("A big rise or fall, in percentage points: point at it to see why")
    room = rect.w - 2 * MARK_W - 14
    fit = text_fit.fit(words, "italic", 17, room, rect.h, min_size=12, max_lines=1)
    box = pygame.Rect(rect.right - fit.width, rect.y, fit.width, rect.h)
    text_fit.draw(surface, words, box, "italic", 17, style.INK_SOFT, align="right", min_size=12, max_lines=1)
    mid = (MARK_NEAR + MARK_FAR) // 2
    draw_swing_mark(surface, (box.x - 10 - 3 * MARK_W // 2, rect.centery + mid), 1, "+")
    draw_swing_mark(surface, (box.x - 6 - MARK_W // 2, rect.centery + mid), 1, "\u2212")


def draw_chance_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    chances: list[float],
    moves: list[int],
    marks: list[CostlyMark],
    colour: tuple[int, int, int],
    spreads: list[float] | None = None,
    last: int = 0,
    swings: dict[int, int] | None = None,
    moments: Sequence[int] = (),
) -> dict[int, pygame.Rect]:
    """Draw the chart in ``rect``: ``chances`` (0–1) after each decision, ``moves`` their move numbers
    in the game (1-based), ``marks`` the costly ones, ``spreads`` each chance's standard error (the
    band), ``last`` the game's moves (the axis then spans them all), ``swings`` the points reached by a
    big move of the line (index → its signed change in percentage points), ``moments`` the move numbers
    of the game's turning events (``review_moments``). Returns each mark's circle by its rank."""
    rect = pygame.Rect(rect)
    plot = plot_rect(rect)
    n = len(chances)
    with text_fit.where("review"):
        title = pygame.Rect(rect.x, rect.y, rect.w, 32)
        text_fit.draw(surface, _("Chance of winning"), title, "bold", 19, style.INK, align="left", min_size=14)
        if swings:
            draw_swing_key(surface, pygame.Rect(rect.x + 230, rect.y, rect.w - 230, 32))
        pygame.draw.rect(surface, PLOT_BG, plot)

        def y_of(p: float) -> int:
            return y_at(plot, p)

        for t in TICKS:
            y = y_of(t / 100)
            pygame.draw.line(surface, style.GOLD_DARK if t == 50 else GRID, (plot.x, y), (plot.right, y), 1)
            box = pygame.Rect(rect.x, y - 12, plot.x - rect.x - 8, 24)
            text_fit.draw(surface, _("{n}%").format(n=t), box, "text", 17, style.INK_SOFT, align="right", min_size=13)
        pygame.draw.rect(surface, style.GOLD_DARK, plot, 1)

        first, span = move_span(moves, n, last)

        def x_at(move: int) -> int:  # the axis runs by move number: a decision stands at its move
            return x_on(plot, first, span, move)

        def x_of(i: int) -> int:
            return x_at(moves[i] if i < len(moves) else first + i)

        for move in move_ticks(first, span):
            pygame.draw.line(surface, style.GOLD_DARK, (x_at(move), plot.bottom), (x_at(move), plot.bottom + 5))
            box = pygame.Rect(x_at(move) - 30, plot.bottom + 6, 60, 22)
            text_fit.draw(surface, str(move), box, "text", 16, style.INK_SOFT, min_size=12)
        axis = pygame.Rect(plot.x, plot.bottom + 30, plot.w, 26)
        text_fit.draw(surface, move_axis_label(), axis, "bold", 18, style.INK, min_size=14)
        for move in moments:
            draw_moment(surface, plot, x_at(move))
        points = [(x_of(i), y_of(p)) for i, p in enumerate(chances)]
        if spreads and len(points) >= 2:
            draw_band(surface, plot, [x for x, _y in points], chances, spreads, colour, y_of)
        if len(points) >= 2:
            pygame.draw.lines(surface, colour, False, points, 3)
        for p in points:
            pygame.draw.circle(surface, colour, p, 4)
        for i, change in (swings or {}).items():
            if i < len(points):
                draw_swing_mark(surface, points[i], change)
        circles = {}
        for m in marks:
            x, y, top = x_of(m.index), y_of(m.chance), y_of(m.best)
            for y0 in range(top, y, 8):  # dashed: the chance the bot's move would have kept
                pygame.draw.line(surface, BEST, (x, y0), (x, min(y, y0 + 4)), 2)
            pygame.draw.circle(surface, BEST, (x, top), 7, 2)
            circle = pygame.Rect(0, 0, 26, 26)
            circle.center = (x, y)
            pygame.draw.circle(surface, MARK, circle.center, 13)
            text_fit.draw(surface, str(m.rank), circle, "bold", 17, style.TEXT_LIGHT, min_size=12)
            circles[m.rank] = circle
        draw_legend(surface, pygame.Rect(rect.x, rect.bottom - 34, rect.w, 30), colour)
    return circles


def draw_band(
    surface: pygame.Surface,
    plot: pygame.Rect,
    xs: list[int],
    chances: list[float],
    spreads: list[float],
    colour: tuple[int, int, int],
    y_of,
) -> None:
    """The likely range of each chance (``BAND_Z`` standard errors either side), a light band."""
    top = [(x, y_of(p + BAND_Z * s)) for x, p, s in zip(xs, chances, spreads)]
    bottom = [(x, y_of(p - BAND_Z * s)) for x, p, s in zip(xs, chances, spreads)]
    layer = pygame.Surface(plot.size, pygame.SRCALPHA)
    shape = [(x - plot.x, y - plot.y) for x, y in top + bottom[::-1]]
    pygame.draw.polygon(layer, (*colour, BAND_ALPHA), shape)
    surface.blit(layer, plot.topleft)


def draw_legend(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """What the line, its band, the hollow circles and the numbered marks mean, in one row."""
    entries = [
        (_("Your move"), "dot"),
        (_("Likely range"), "band"),
        (_("The strongest bot's move"), "ring"),
        (_("A costly decision"), "mark"),
    ]
    shares = (0.22, 0.22, 0.32, 0.24)  # the longest words get the widest room
    x = rect.x
    for (text, kind), share in zip(entries, shares):
        w = round(rect.w * share)
        cx, cy = x + 14, rect.centery
        x += w
        if kind == "dot":
            pygame.draw.line(surface, colour, (cx - 12, cy), (cx + 12, cy), 3)
            pygame.draw.circle(surface, colour, (cx, cy), 4)
        elif kind == "band":
            layer = pygame.Surface((26, 16), pygame.SRCALPHA)
            layer.fill((*colour, BAND_ALPHA))
            surface.blit(layer, (cx - 13, cy - 8))
        elif kind == "ring":
            pygame.draw.circle(surface, BEST, (cx, cy), 7, 2)
        else:
            pygame.draw.circle(surface, MARK, (cx, cy), 10)
        box = pygame.Rect(cx + 20, rect.y, w - 40, rect.h)
        text_fit.draw(surface, text, box, "text", 17, style.INK, align="left", min_size=13)
