"""Dice on the table: a tray of big dice a player can read and click, and their roll on the timeline.

``DiceTray(size).draw(table, surface, rect, rows)`` lays ``rows`` (lists of ``Die``) out one line
each from the top left of ``rect``, registers a spot per die (its tooltip, and its click when it has
one) and returns each die's rect by key. A die that does not count is drawn faded, a selected one
ringed, one that counts gets a gold mark; dice whose key is in ``hidden`` are left out (a roll is
showing them in the air). ``DiceTray.places(rect, shape)`` gives the same rects without drawing, so
a roll knows where its dice come to rest.

``Roll`` is the event timeline's animation of dice tumbling onto their places (the engine already
rolled them): it holds the timeline, follows the player's speed and is skipped with the rest.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.ui.art.cache import memo
from game.ui.art.dice import DiceRoll, render_die
from game.ui.kit.timeline import Anim

SELECTED = (120, 220, 140)
COUNTS = (236, 196, 80)


@dataclass
class Die:
    """One die as the tray shows it: ``face`` is the printed face (an int or ``"star"``)."""

    colour: str
    face: int | str
    key: Any = None
    active: bool = False  # its ★ is lit
    counts: bool = True  # it adds to the total (else faded)
    selected: bool = False
    tip: str = ""
    on_click: Callable[[], Any] | None = None


class DiceTray:
    """Rows of dice ``size`` px square, ``gap`` px apart."""

    def __init__(self, size: int = 56, gap: int = 10) -> None:
        self.size = size
        self.gap = gap

    def places(self, rect: pygame.Rect, shape: Sequence[int]) -> list[list[pygame.Rect]]:
        """The rect of each die of rows of ``shape[i]`` dice, the rows one under another in ``rect``."""
        step = self.size + self.gap
        return [
            [pygame.Rect(rect.x + i * step, rect.y + r * step, self.size, self.size) for i in range(n)]
            for r, n in enumerate(shape)
        ]

    def draw(
        self,
        table: Any,
        surface: pygame.Surface,
        rect: pygame.Rect,
        rows: Sequence[Sequence[Die]],
        hidden: frozenset | set = frozenset(),
    ) -> dict[Any, pygame.Rect]:
        """Draw ``rows`` in ``rect``; returns {key: rect} of every die (hidden ones included)."""
        out: dict[Any, pygame.Rect] = {}
        for row, rects in zip(rows, self.places(rect, [len(r) for r in rows])):
            for die, r in zip(row, rects):
                out[die.key] = r
                if die.key in hidden:
                    continue
                self.draw_die(surface, die, r)
                table.spots.add(r, die.key, tip=die.tip, on_click=die.on_click)
        return out

    def draw_die(self, surface: pygame.Surface, die: Die, r: pygame.Rect) -> None:
        """One die in ``r`` (faded, ringed or marked as it says); registers no spot."""
        img = render_die(die.colour, die.face, self.size, die.active)
        if not die.counts:
            img = memo(("die-faded", die.colour, die.face, self.size, die.active), lambda: _faded(img))
        surface.blit(img, r)
        if die.selected:
            pygame.draw.rect(surface, SELECTED, r.inflate(8, 8), 3, border_radius=self.size // 5)
        elif die.counts:
            pygame.draw.line(surface, COUNTS, (r.x + 6, r.bottom + 3), (r.right - 6, r.bottom + 3), 3)


def _faded(img: pygame.Surface) -> pygame.Surface:
    out = img.copy()
    out.fill((255, 255, 255, 120), special_flags=pygame.BLEND_RGBA_MULT)
    return out


@dataclass
class Roll(Anim):
    """Dice tumbling from ``origin`` onto ``targets`` (centres), settling on ``dice`` (colour, face,
    active); ``keys`` name the tray dice it shows, which the tray leaves out meanwhile."""

    dice: list[tuple[str, int | str, bool]] = field(default_factory=list)
    targets: list[tuple[int, int]] = field(default_factory=list)
    size: int = 56
    origin: tuple[int, int] | None = None
    keys: list[Any] = field(default_factory=list)
    hold: bool = True

    def __post_init__(self) -> None:
        self._roll = DiceRoll(
            [(c, f) for c, f, _a in self.dice],
            self.targets,
            self.size,
            origin=self.origin,
            active=[a for _c, _f, a in self.dice],
            sound=False,
        )
        self.duration = self._roll.total_seconds

    def draw(self, surface: pygame.Surface) -> None:
        if self.t < self.delay:
            return
        ahead = (self.t - self.delay) - self._roll.t
        if ahead > 0:
            self._roll.update(ahead)
        self._roll.draw(surface)


def in_the_air(anims: Sequence[Anim]) -> set:
    """Keys of the dice that rolls among ``anims`` (the timeline's ``running()``) still show."""
    return {k for a in anims if isinstance(a, Roll) and not a.done for k in a.keys}
