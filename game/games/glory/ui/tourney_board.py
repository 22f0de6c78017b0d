"""The tournament boards: Pas d'Armes (Florence, Paris, Munich rows of knights, each challenged by a
coat of arms) and Joust à Plaisance (the bracket 8 → 4 → 2 → final, with the trophy)."""

from __future__ import annotations

import pygame

from game.games.glory import content as C
from game.games.glory.state import OTTO, GloryState
from game.games.glory.ui import layout as L
from game.games.glory.ui.cards import knight_spec, trophy_spec
from game.games.glory.ui.names import entrant_name, entrant_seat, seat_name
from game.games.glory.ui.widgets import Inspector, seat_badge
from game.i18n import _
from game.ui.art.boards import board_surface, bracket_slots, draw_bracket, draw_town
from game.ui.art.heraldry import arms_from_name
from game.ui.widgets import style


def draw_pas(
    surface: pygame.Surface, s: GloryState, table, inspector: Inspector, mouse, targets: dict[tuple, tuple]
) -> dict[tuple, pygame.Rect]:
    """Three towns in resolution order; returns clickable rects keyed by (town, index)."""
    surface.blit(board_surface(L.BOARD.size), L.BOARD.topleft)
    hot: dict[tuple, pygame.Rect] = {}
    row_h = (L.BOARD.h - 30) // 3
    for town_i, row in enumerate(s.pas):
        y = L.BOARD.y + 16 + town_i * row_h
        town = C.TOWNS[town_i]
        draw_town(
            surface, pygame.Rect(L.BOARD.x + 18, y + 10, 170, row_h - 20), _(C.TOWN_NAMES[town]), arms_from_name(town)
        )
        tile = min(84, row_h - 30)
        for i, slot in enumerate(row):
            x = L.BOARD.x + 222 + i * (tile + 50)
            if x + tile > L.BOARD.right - 10:
                break
            rect = inspector.card(
                surface,
                knight_spec(slot.knight),
                (x, y + 6),
                tile,
                mouse,
                highlight="target" if (town_i, i) in targets else None,
            )
            hot[(town_i, i)] = rect
            if slot.challenger >= 0:
                b = seat_badge(slot.challenger, 34)
                br = surface.blit(b, b.get_rect(midleft=(rect.right + 6, rect.centery)))
                knight = _(C.KNIGHTS[slot.knight].name)
                if slot.challenger == table.viewer and table.viewer_is_human():
                    tip = _("You challenge {knight}").format(knight=knight)
                else:
                    tip = _("{name} challenges {knight}").format(name=seat_name(table, slot.challenger), knight=knight)
                table.tooltip(br, tip)
    return hot


def draw_plaisance(
    surface: pygame.Surface, s: GloryState, table, inspector: Inspector, mouse, targets: dict[tuple, tuple]
) -> dict[tuple, pygame.Rect]:
    """The bracket, bottom row first; returns clickable rects keyed by (slot,) of the first row."""
    surface.blit(board_surface(L.BOARD.size), L.BOARD.topleft)
    hot: dict[tuple, pygame.Rect] = {}
    area = L.BOARD.inflate(-40, -40)
    rows = bracket_slots(area, C.PLAISANCE_SLOTS, (70, 70))
    draw_bracket(surface, rows)
    for r, rects in enumerate(rows):
        entrants = s.bracket[r] if r < len(s.bracket) else []
        for i, rect in enumerate(rects):
            entrant = entrants[i] if i < len(entrants) else ""
            seat = entrant_seat(entrant) if entrant else None
            key = (i,) if r == 0 else None
            hl = "target" if key is not None and key in targets else None
            if entrant.startswith("k:"):
                inspector.card(surface, knight_spec(entrant[2:]), rect.topleft, rect.w, mouse, highlight=hl)
            elif seat is not None:
                pygame.draw.rect(surface, (236, 222, 190), rect, border_radius=8)
                b = seat_badge(seat, rect.w - 16)
                surface.blit(b, b.get_rect(center=rect.center))
            else:
                pygame.draw.rect(surface, (222, 204, 166), rect, border_radius=8)
                pygame.draw.rect(
                    surface, style.GOLD_DARK if not hl else (120, 190, 255), rect, 2 if not hl else 4, border_radius=8
                )
                style.blit_text(
                    surface, str(i + 1) if r == 0 else "", rect.center, "title", 22, style.INK_SOFT, "center"
                )
            if entrant:
                table.tooltip(rect, entrant_name(table, entrant))
            if key is not None:
                hot[key] = rect
    if s.trophy and s.trophy in C.TROPHIES:
        top = rows[-1][0]
        inspector.card(surface, trophy_spec(s.trophy), (top.right + 30, top.y), 70, mouse)
    elif rows:
        top = rows[-1][0]
        style.blit_text(
            surface,
            _("Winner: 1 glory and 1 coin"),
            (top.right + 20, top.centery),
            "text",
            16,
            style.INK_SOFT,
            "midleft",
        )
    return hot


def otto_marker_name(table) -> str:
    return seat_name(table, OTTO)
