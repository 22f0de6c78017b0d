"""Where a tooltip goes: beside what it explains, never over a button the player may want next.

pygame_gui puts a button's tooltip just under (or over) the pointer, so in a column of buttons (a
chooser, a dialog) the tip of one choice lies over the next ones, Cancel among them. ``clear_spot``
tries the places around the hovered thing in turn (below, above, right, left, each kept on the
screen) and takes the first that covers no other button; then the same places around the group of
buttons the hovered one belongs to (a bar and its open chooser); when none is free, the one covering
least.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

GAP = 6  # px between the hovered thing and its tooltip


def _candidates(size: tuple[int, int], owner: pygame.Rect, pointer_x: int) -> list[pygame.Rect]:
    w, h = size
    below = pygame.Rect(pointer_x, owner.bottom + GAP, w, h)
    above = pygame.Rect(pointer_x, owner.top - GAP - h, w, h)
    right = pygame.Rect(owner.right + GAP, owner.centery - h // 2, w, h)
    left = pygame.Rect(owner.left - GAP - w, owner.centery - h // 2, w, h)
    return [below, above, right, left]


def _cluster(owner: pygame.Rect, others: list[pygame.Rect], reach: int = 24) -> pygame.Rect:
    """``owner`` and every button joined to it by gaps under ``reach`` px (a bar with its open
    chooser): a tooltip that cannot sit beside ``owner`` goes beside all of them."""
    out, left = pygame.Rect(owner), list(others)
    grew = True
    while grew:
        grew = False
        for r in list(left):
            if r.colliderect(out.inflate(2 * reach, 2 * reach)):
                out.union_ip(r)
                left.remove(r)
                grew = True
    return out


def _covered(rect: pygame.Rect, avoid: list[pygame.Rect]) -> int:
    """The area of ``avoid`` that ``rect`` covers."""
    total = 0
    for other in avoid:
        clip = rect.clip(other)
        total += clip.w * clip.h
    return total


def covers_any(rect: pygame.Rect, owner: pygame.Rect, avoid: Iterable[pygame.Rect]) -> bool:
    """True when ``rect`` lies over any of ``avoid`` other than ``owner``."""
    return any(rect.colliderect(r) for r in avoid if pygame.Rect(r) != owner)


def clear_spot(
    size: tuple[int, int],
    owner: pygame.Rect,
    pointer_x: int,
    avoid: Iterable[pygame.Rect],
    bounds: pygame.Rect,
) -> pygame.Rect:
    """The rect of a ``size`` tooltip for ``owner`` (the hovered button or region) inside ``bounds``
    that covers none of ``avoid`` (the other live buttons) if any place around ``owner`` allows it."""
    owner = pygame.Rect(owner)
    others = [pygame.Rect(r) for r in avoid if pygame.Rect(r) != owner]
    best: tuple[int, int, pygame.Rect] | None = None
    group = _cluster(owner, others)
    around = _candidates(size, group, pointer_x)
    around[2].centery = around[3].centery = owner.centery  # beside the group, level with the owner
    for order, spot in enumerate(_candidates(size, owner, pointer_x) + around):
        spot = spot.clamp(bounds)
        cost = _covered(spot, others) + (1 << 30 if spot.colliderect(owner) else 0)
        if cost == 0:
            return spot
        if best is None or (cost, order) < best[:2]:
            best = (cost, order, spot)
    assert best is not None
    return best[2]
