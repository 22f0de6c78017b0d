"""Where a tooltip goes: beside what it explains, never over a button the player may want next.

pygame_gui puts a button's tooltip just under (or over) the pointer, so in a column of buttons (a
chooser, a dialog) the tip of one choice lies over the next ones, Cancel among them. ``clear_spot``
tries the places around the hovered thing in turn (below, above, right, left, each kept on the
screen) and takes the first that covers no other button; then the same sides slid along the hovered
thing, still touching it (just under a scoreboard beside a chooser's first choice); then the places
around the group of buttons the hovered one belongs to (a bar and its open chooser); when none is
free, the one covering least.
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


def _slid(size: tuple[int, int], owner: pygame.Rect, others: list[pygame.Rect]) -> list[pygame.Rect]:
    """Places on each side of ``owner`` slid along it up to the edges of ``others`` (a tip's corner
    just past an obstacle), each still touching ``owner``; nearest to the side's middle first."""
    w, h = size
    out: list[tuple[int, int, pygame.Rect]] = []
    ys = {r.bottom for r in others} | {r.top - h for r in others} | {owner.top, owner.bottom - h}
    for x in (owner.right + GAP, owner.left - GAP - w):
        for y in ys:
            if owner.top - h < y < owner.bottom:  # beside it, not just off a corner
                out.append((abs(y + h // 2 - owner.centery), len(out), pygame.Rect(x, y, w, h)))
    xs = {r.right for r in others} | {r.left - w for r in others} | {owner.left, owner.right - w}
    for y in (owner.bottom + GAP, owner.top - GAP - h):
        for x in xs:
            if owner.left - w < x < owner.right:
                out.append((abs(x + w // 2 - owner.centerx), len(out), pygame.Rect(x, y, w, h)))
    return [spot for *_, spot in sorted(out)]


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
    near = _candidates(size, owner, pointer_x) + _slid(size, owner, others)
    for order, spot in enumerate(near + around):
        spot = spot.clamp(bounds)
        cost = _covered(spot, others) + (1 << 30 if spot.colliderect(owner) else 0)
        if cost == 0:
            return spot
        if best is None or (cost, order) < best[:2]:
            best = (cost, order, spot)
    assert best is not None
    return best[2]
