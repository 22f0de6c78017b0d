"""A clash's result chip in the duel's middle column ("9 – 12") reads on every seat's colour: its
figures in ink on a light fill (the yellow seat), light on a dark one."""

from __future__ import annotations

import pygame

from game.ui import text_fit
from game.ui.kit import duel_frame as DF
from game.ui.widgets import style


def _luminance(c) -> float:
    def lin(v: int) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])


def _contrast(a, b) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


class _Spots:
    def add(self, *args, **kw) -> None:
        pass


class _Table:
    spots = _Spots()


def test_every_seats_chip_has_readable_figures(monkeypatch):
    pygame.init()
    drawn: list[tuple[str, tuple]] = []
    real = text_fit.draw

    def draw(surface, text, box, role, size, colour, *args, **kw):
        drawn.append((text, colour))
        return real(surface, text, box, role, size, colour, *args, **kw)

    monkeypatch.setattr(DF.text_fit, "draw", draw)
    frame = DF.DuelFrame()
    frame.rect = pygame.Rect(0, 0, 1000, 300)
    surface = pygame.Surface((1000, 300))
    for seat in range(4):
        fill = style.player_colour(seat)
        drawn.clear()
        colours = [fill, (60, 60, 60)]
        frame.draw_score(_Table(), surface, [1, 0], colours, title="Duel", heading="Clash 2 of 3",
                         results=[(0, {0: 12, 1: 9})])  # fmt: skip
        (ink,) = [c for t, c in drawn if t == "12 – 9"]
        assert _contrast(fill, ink) >= 3.0, (seat, fill, ink)
