"""Shared board pieces the game tables assemble their boards from (Glory's main board, the Pas d'Armes
and Joust à Plaisance boards, Paladin's mission row...): a parchment board, ribbons, card/tile slots,
action spaces, a score track, town banners and an elimination bracket.

Static images are cached; the ``draw_*`` functions are cheap enough to call every frame.
"""

from __future__ import annotations

import pygame

from game.ui.art import fonts, icons, paint
from game.ui.art.cache import cached, memo
from game.ui.art.heraldry import Arms, render_shield
from game.ui.art.theme import PALETTE, player_badge


def board_surface(size: tuple[int, int], accent: tuple[int, int, int] | None = None) -> pygame.Surface:
    """A parchment board with a double gilded border in ``accent`` (cached)."""
    accent = accent or PALETTE["crimson"]

    def build() -> pygame.Surface:
        w, h = size
        tex = paint.mottled((w, h), PALETTE["parchment"], PALETTE["parchment_dark"], seed=w + 3 * h, grain=0.3)
        tex = tex.convert_alpha() if pygame.display.get_surface() else tex
        out = paint.apply_mask(tex, paint.rounded_mask((w, h), 14))
        pygame.draw.rect(out, paint.shade(accent, 0.6), out.get_rect(), 6, border_radius=14)
        pygame.draw.rect(out, PALETTE["gold"], out.get_rect().inflate(-12, -12), 2, border_radius=10)
        pygame.draw.rect(out, PALETTE["gold_dark"], out.get_rect().inflate(-20, -20), 1, border_radius=8)
        return out

    return cached(("board", size, accent), build)


def draw_ribbon(
    surface: pygame.Surface,
    rect: pygame.Rect | tuple[int, int, int, int],
    text: str,
    colour: tuple[int, int, int] | None = None,
) -> None:
    """A heading ribbon with notched ends and Cinzel text."""
    rect = pygame.Rect(rect)
    colour = colour or PALETTE["crimson"]

    def build() -> pygame.Surface:
        w, h = rect.size
        s = paint.SS
        big = pygame.Surface((w * s, h * s), pygame.SRCALPHA)
        n = h * s // 3
        pts = [(0, 0), (w * s, 0), (w * s - n, h * s // 2), (w * s, h * s), (0, h * s), (n, h * s // 2)]
        body = paint.vertical_gradient(big.get_size(), paint.shade(colour, 1.2), paint.shade(colour, 0.7))
        mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), pts)
        body = body.convert_alpha() if pygame.display.get_surface() else body
        body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        big.blit(body, (0, 0))
        pygame.draw.polygon(big, PALETTE["gold"], pts, max(2, s))
        out = pygame.transform.smoothscale(big, (w, h))
        size = fonts.fit_size(text, "title_bold", int(h * 0.58), w - 2 * h, min_size=8)
        f = fonts.font("title_bold", size)
        sh, img = f.render(text, True, (0, 0, 0)), f.render(text, True, PALETTE["text_light"])
        out.blit(sh, sh.get_rect(center=(w // 2 + 1, h // 2 + 2)))
        out.blit(img, img.get_rect(center=(w // 2, h // 2 + 1)))
        return out

    surface.blit(memo(("ribbon", rect.size, text, colour), build), rect.topleft)


def draw_slot(
    surface: pygame.Surface,
    rect: pygame.Rect | tuple[int, int, int, int],
    icon_name: str | None = None,
    label: str = "",
    highlight: bool = False,
) -> None:
    """An empty place for a card or tile: a sunken, gold-edged recess with a faint icon and label."""
    rect = pygame.Rect(rect)

    def build() -> pygame.Surface:
        w, h = rect.size
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        r = max(4, min(w, h) // 12)
        pygame.draw.rect(out, (60, 40, 20, 60), out.get_rect(), border_radius=r)
        pygame.draw.rect(out, (0, 0, 0, 50), out.get_rect().inflate(-4, -4), 2, border_radius=r)
        edge = PALETTE["focus"] if highlight else PALETTE["gold_dark"]
        # dashed border
        step = 10
        for x in range(r, w - r, step):
            pygame.draw.line(out, edge, (x, 0), (min(w - r, x + step // 2), 0), 2)
            pygame.draw.line(out, edge, (x, h - 2), (min(w - r, x + step // 2), h - 2), 2)
        for y in range(r, h - r, step):
            pygame.draw.line(out, edge, (0, y), (0, min(h - r, y + step // 2)), 2)
            pygame.draw.line(out, edge, (w - 2, y), (w - 2, min(h - r, y + step // 2)), 2)
        if icon_name:
            ic = icons.icon(icon_name, int(min(w, h) * 0.45), (80, 56, 30, 90))
            out.blit(ic, ic.get_rect(center=(w // 2, h // 2 - (8 if label else 0))))
        if label:
            size = fonts.fit_size(label, "title", max(9, min(16, h // 8)), w - 8, min_size=7)
            img = fonts.font("title", size).render(label, True, (70, 50, 30))
            out.blit(img, img.get_rect(midbottom=(w // 2, h - 6)))
        if highlight:
            glow = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(glow, (*PALETTE["focus"], 50), glow.get_rect(), border_radius=r)
            out.blit(glow, (0, 0))
        return out

    surface.blit(memo(("slot", rect.size, icon_name, label, highlight), build), rect.topleft)


def draw_action_space(
    surface: pygame.Surface,
    rect: pygame.Rect | tuple[int, int, int, int],
    icon_name: str,
    label: str,
    cost: str = "",
    occupant: int | None = None,
    highlight: bool = False,
) -> None:
    """A worker-placement space: a framed plaque with an icon, a label and an optional cost; the
    occupying seat's badge sits on it."""
    rect = pygame.Rect(rect)

    def build() -> pygame.Surface:
        w, h = rect.size
        body = paint.vertical_gradient((w, h), (250, 238, 208), (222, 200, 158))
        body = body.convert_alpha() if pygame.display.get_surface() else body
        out = paint.apply_mask(body, paint.rounded_mask((w, h), 10))
        pygame.draw.rect(
            out,
            PALETTE["focus"] if highlight else PALETTE["gold_dark"],
            out.get_rect(),
            3 if highlight else 2,
            border_radius=10,
        )
        ic = icons.outlined(icon_name, int(h * 0.42), (140, 40, 40), outline=(60, 20, 20), width=1, shadow=False)
        out.blit(ic, ic.get_rect(midtop=(w // 2, 6)))
        size = fonts.fit_size(label, "title_bold", max(9, h // 7), w - 10, min_size=7)
        img = fonts.font("title_bold", size).render(label, True, PALETTE["ink"])
        out.blit(img, img.get_rect(midtop=(w // 2, int(h * 0.42) + 12)))
        if cost:
            cimg = fonts.font("italic", max(9, h // 8)).render(cost, True, PALETTE["ink_soft"])
            out.blit(cimg, cimg.get_rect(midbottom=(w // 2, h - 5)))
        return out

    surface.blit(memo(("action", rect.size, icon_name, label, cost, highlight), build), rect.topleft)
    if occupant is not None:
        b = player_badge(occupant, int(min(rect.w, rect.h) * 0.42))
        surface.blit(b, b.get_rect(center=(rect.right - b.get_width() // 2 - 4, rect.top + b.get_height() // 2 + 4)))


def track_cells(rect: pygame.Rect | tuple[int, int, int, int], count: int, columns: int) -> list[pygame.Rect]:
    """Cell rects of a track of ``count`` spaces laid in rows of ``columns`` (boustrophedon order)."""
    rect = pygame.Rect(rect)
    rows = (count + columns - 1) // columns
    cw, ch = rect.w / columns, rect.h / rows
    cells = []
    for i in range(count):
        row, col = divmod(i, columns)
        if row % 2:
            col = columns - 1 - col
        cells.append(pygame.Rect(int(rect.x + col * cw), int(rect.y + row * ch), int(cw) - 2, int(ch) - 2))
    return cells


def draw_track(
    surface: pygame.Surface,
    rect: pygame.Rect | tuple[int, int, int, int],
    count: int,
    columns: int,
    markers: dict[int, list[int]] | None = None,
    first: int = 0,
) -> list[pygame.Rect]:
    """A numbered score track (``first`` … ``first+count-1``); ``markers`` maps a value to the seats
    standing on it (drawn as badges, stacked). Returns the cell rects."""
    cells = track_cells(rect, count, columns)
    for i, cell in enumerate(cells):
        v = first + i
        strong = v % 10 == 0
        surface.blit(_track_cell(cell.size, v, strong), cell.topleft)
    for v, seats in (markers or {}).items():
        i = v - first
        if not 0 <= i < len(cells):
            i = max(0, min(len(cells) - 1, i))
        cell = cells[i]
        size = int(min(cell.w, cell.h) * 0.62)
        for k, seat in enumerate(seats):
            b = player_badge(seat, size)
            surface.blit(
                b,
                b.get_rect(
                    center=(cell.centerx + k * size // 4 - (len(seats) - 1) * size // 8, cell.centery - k * size // 5)
                ),
            )
    return cells


def _track_cell(size: tuple[int, int], value: int, strong: bool) -> pygame.Surface:
    def build() -> pygame.Surface:
        w, h = size
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        fill = (232, 214, 172) if not strong else (214, 178, 96)
        pygame.draw.rect(out, fill, out.get_rect(), border_radius=4)
        pygame.draw.rect(out, PALETTE["gold_dark"], out.get_rect(), 1, border_radius=4)
        img = fonts.font("title_bold" if strong else "title", max(8, int(min(w, h) * 0.4))).render(
            str(value), True, PALETTE["ink"]
        )
        out.blit(img, img.get_rect(center=(w // 2, h // 2 + 1)))
        return out

    return memo(("track-cell", size, value, strong), build)


def draw_town(
    surface: pygame.Surface, rect: pygame.Rect | tuple[int, int, int, int], name: str, arms: Arms | None = None
) -> None:
    """A town banner for the Pas d'Armes rows: the town's shield and its name on a ribbon."""
    rect = pygame.Rect(rect)
    if arms is not None:
        sh = render_shield(arms, int(rect.h * 0.8 / 1.18))
        surface.blit(sh, sh.get_rect(midleft=(rect.x, rect.centery)))
        ribbon = pygame.Rect(
            rect.x + sh.get_width() + 6, rect.y + rect.h // 4, rect.w - sh.get_width() - 6, rect.h // 2
        )
    else:
        ribbon = pygame.Rect(rect.x, rect.y + rect.h // 4, rect.w, rect.h // 2)
    draw_ribbon(surface, ribbon, name, PALETTE["royal"])


def bracket_slots(
    rect: pygame.Rect | tuple[int, int, int, int], entrants: int = 8, slot_size: tuple[int, int] = (90, 90)
) -> list[list[pygame.Rect]]:
    """Slot rects of an elimination bracket, bottom row first: ``entrants`` → … → 1 (the champion).
    Rows are spread over ``rect`` from bottom to top."""
    rect = pygame.Rect(rect)
    rounds, n = [], entrants
    while n >= 1:
        rounds.append(n)
        if n == 1:
            break
        n //= 2
    rows = len(rounds)
    out = []
    sw, sh = slot_size
    for r, n in enumerate(rounds):
        y = rect.bottom - sh - (rect.h - sh) * r // max(1, rows - 1)
        out.append(
            [pygame.Rect(int(rect.x + rect.w * (2 * i + 1) / (2 * n) - sw / 2), int(y), sw, sh) for i in range(n)]
        )
    return out


def draw_bracket(
    surface: pygame.Surface, rows: list[list[pygame.Rect]], colour: tuple[int, int, int] | None = None
) -> None:
    """Connector lines between the rows of :func:`bracket_slots` (draw the slots/knights on top)."""
    colour = colour or PALETTE["gold_dark"]
    for lower, upper in zip(rows, rows[1:]):
        for i, up in enumerate(upper):
            pair = lower[2 * i : 2 * i + 2]
            if not pair:
                continue
            mid_y = (pair[0].top + up.bottom) // 2
            for r in pair:
                pygame.draw.line(surface, colour, (r.centerx, r.top), (r.centerx, mid_y), 3)
            pygame.draw.line(surface, colour, (pair[0].centerx, mid_y), (pair[-1].centerx, mid_y), 3)
            pygame.draw.line(surface, colour, (up.centerx, mid_y), (up.centerx, up.bottom), 3)
