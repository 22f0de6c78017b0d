"""Small marks of the Paladin table: the eye on a card the viewer looked at, and the words of a
rival's last move."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games.paladin.ui.last_moves import LastMove
from game.i18n import _
from game.ui.widgets import style


def draw_eye(
    surface: pygame.Surface,
    center: tuple[int, int],
    r: int,
    fill: tuple[int, int, int] = (36, 28, 52),
    rim: tuple[int, int, int] = style.GOLD,
) -> None:
    """The 'looked at' mark: an eye on a disc (a shape, not only a colour); the viewer's own on a dark
    disc with a gold rim, a rival's on a disc of their colour."""
    if r < 3:
        return
    pygame.draw.circle(surface, fill, center, r)
    pygame.draw.circle(surface, rim, center, r, 2)
    eye = pygame.Rect(0, 0, int(r * 1.5), int(r * 0.9))
    eye.center = center
    pygame.draw.ellipse(surface, (246, 238, 220), eye)
    pygame.draw.circle(surface, (40, 90, 160), center, max(2, r // 3))
    pygame.draw.circle(surface, (10, 10, 16), center, max(1, r // 6))


def last_move_text(move: LastMove, name_of: Callable[[int], str], viewer: int | None) -> str:
    """The short line under a rival's name saying what they last did (public facts only)."""
    m = (move.mission or 0) + 1
    if move.kind == "place" and move.peek is not None:
        pm, owner = move.peek[0] + 1, move.peek[1]
        # the placement first: in a narrow panel the peek is what wraps out of sight (the eyes on the
        # cards and the line's tooltip still tell it)
        if owner == viewer:
            return _("Placed on mission {m}; looked at yours on mission {p}").format(p=pm, m=m)
        return _("Placed on mission {m}; looked at {name}’s on mission {p}").format(name=name_of(owner), p=pm, m=m)
    if move.kind == "place":
        return _("Placed a paladin on mission {m}").format(m=m)
    if move.kind == "peek":
        if move.target == viewer:
            return _("Looked at your paladin on mission {m}").format(m=m)
        return _("Looked at {name}’s paladin on mission {m}").format(name=name_of(move.target), m=m)
    if move.kind == "beat":
        return _("Beat the leader at mission {m}").format(m=m)
    if move.kind == "take":
        return _("Took a paladin back at mission {m}").format(m=m)
    if move.kind == "discard":
        return _("Discarded a paladin at mission {m}").format(m=m)
    if move.target == viewer:
        return _("Chose you to start")
    return _("Chose {name} to start").format(name=name_of(move.target))
