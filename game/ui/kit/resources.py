"""Resources: a player's counted things declared as data and drawn as a row of counters. A game's
pure code says what each is (its picture, the number, the tooltip); the kit makes the pictures.

A ``picture`` is ``("token", name[, colour[, active]])`` (``art.tokens``), ``("icon",
name)`` (a game-icons glyph in light ink), ``("badge", seat)`` (the seat's badge) or ``("back",
game, style[, height])`` (a small card back, 1.4 times as tall as wide unless ``height`` says) or
``("none",)`` (no picture: the text says what it counts)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

import pygame

from game.ui.art.cards import card_back
from game.ui.art.tokens import render_token
from game.ui.kit.counters import Counter, draw_counters
from game.ui.widgets import style


class Resource(NamedTuple):
    picture: tuple
    text: str
    tip: str = ""
    key: Any = None
    lit: bool = False  # changed since the viewer last looked


def picture(spec: tuple, size: int) -> pygame.Surface | None:
    """The surface for a resource's ``picture`` at ``size`` px (see the module docstring), or None."""
    kind, *args = spec
    if kind == "none":
        return None
    if kind == "token":
        colour, active = (*args[1:], None, True)[:2]
        return render_token(args[0], size, colour=colour, active=active)
    if kind == "icon":
        return style.icon(args[0], size, style.TEXT_LIGHT)
    if kind == "badge":
        return style.badge(args[0], size)
    if kind == "back":
        return card_back(args[0], (size, args[2] if len(args) > 2 else int(size * 1.4)), args[1])
    raise ValueError(f"unknown resource picture {spec!r}")


def draw_resources(
    table: Any, surface: pygame.Surface, pos: tuple[int, int], resources: Sequence[tuple], px: int = 20, **kw: Any
) -> int:
    """``resources`` (``Resource`` or its tuple) as counters from ``pos``, pictures ``px`` large
    (``draw_counters``'s ``height``, ``size`` of the figures, ``gap`` and ``right`` in ``kw``);
    returns the x after the last one drawn."""
    counters = [Counter(picture(r.picture, px), r.text, r.tip, r.key, r.lit) for r in (Resource(*x) for x in resources)]
    return draw_counters(table, surface, pos, counters, **kw)
