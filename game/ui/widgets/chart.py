"""A small line chart of every player's score over the game."""

from __future__ import annotations

import pygame

from game.ui.widgets import style


def nice_step(span: float) -> float:
    """A round tick step (1, 2, 5 × 10^k) giving about five ticks over ``span``."""
    if span <= 0:
        return 1.0
    raw = span / 5
    mag = 10 ** int(f"{raw:e}".split("e")[1])
    for m in (1, 2, 5, 10):
        if raw <= m * mag:
            return float(m * mag)
    return float(10 * mag)


def y_scale(values: list[float]) -> tuple[float, float, float]:
    """(bottom, top, tick step) of the y axis for ``values``; whole-number scores (trophies, fans) get
    whole-number ticks, never 0.5."""
    lo, hi = min(0.0, min(values)), max(values)
    if hi - lo < 1e-9:
        hi = lo + 1
    step = nice_step(hi - lo)
    if all(float(v).is_integer() for v in values):
        step = max(step, 1.0)
    hi = step * (int(hi / step) + (0 if hi % step == 0 else 1))
    return lo, hi, step


def draw_line_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    series: list[tuple[str, tuple[int, int, int], list[float]]],
    x_label: str = "",
) -> None:
    """Draw ``series`` = [(name, colour, values)] inside ``rect`` with axes, ticks and a legend."""
    rect = pygame.Rect(rect)
    plot = pygame.Rect(rect.x + 56, rect.y + 12, rect.width - 76, rect.height - 86)
    values = [v for _, _, vs in series for v in vs] or [0.0]
    lo, hi, step = y_scale(values)
    n = max((len(vs) for _, _, vs in series), default=0)
    pygame.draw.rect(surface, (250, 244, 228), plot)
    t = lo
    while t <= hi + 1e-9:
        y = plot.bottom - (t - lo) / (hi - lo) * plot.height
        pygame.draw.line(surface, (220, 206, 176), (plot.x, y), (plot.right, y))
        lbl = f"{t:g}"
        style.blit_text(surface, lbl, (plot.x - 8, int(y)), "text", 17, style.INK_SOFT, anchor="midright")
        t += step
    pygame.draw.rect(surface, style.GOLD_DARK, plot, 1)

    def point(i: int, v: float) -> tuple[float, float]:
        x = plot.x + (i / max(1, n - 1)) * plot.width
        return x, plot.bottom - (v - lo) / (hi - lo) * plot.height

    for _name, colour, vs in series:
        if len(vs) >= 2:
            pts = [point(i, v) for i, v in enumerate(vs)]
            pygame.draw.lines(surface, colour, False, pts, 3)
        if vs:
            pygame.draw.circle(surface, colour, point(len(vs) - 1, vs[-1]), 5)
    if x_label:  # the axis is numbered and labelled under its numbers, well apart from the legend
        xstep = max(1, int(nice_step(max(1, n - 1))))
        for i in range(0, n, xstep):
            px = int(point(i, lo)[0])
            pygame.draw.line(surface, style.GOLD_DARK, (px, plot.bottom), (px, plot.bottom + 4))
            style.blit_text(surface, str(i), (px, plot.bottom + 4), "text", 15, style.INK_SOFT, "midtop")
        style.blit_text(surface, x_label, (plot.centerx, plot.bottom + 24), "text", 17, style.INK_SOFT, "midtop")
    x = plot.x
    y = rect.bottom - 12
    for name, colour, _vs in series:
        pygame.draw.rect(surface, colour, (x, y - 6, 22, 12), border_radius=3)
        r = style.blit_text(surface, name, (x + 28, y), "text", 18, style.INK, anchor="midleft")
        x = r.right + 22
