"""Glory's main board: the info strip (round, phase, initiative, event, glory track), the action
spaces with their circles and pawns, the support track and the journey cards."""

from __future__ import annotations

import pygame

from game.games.glory import content as C
from game.games.glory.describe import gain_text
from game.games.glory.state import OTTO, GloryState
from game.games.glory.ui import layout as L
from game.games.glory.ui.cards import event_spec, journey_spec, support_spec
from game.games.glory.ui.names import seat_name
from game.games.glory.ui.widgets import Inspector, seat_badge
from game.i18n import _, ngettext, pgettext
from game.ui.art.boards import draw_action_space
from game.ui.art.tokens import render_token
from game.ui.widgets import style

SPACE_ICONS = {
    "training": "biceps",
    "prayer": "prayer",
    "service": "coins",
    "travel": "crossroad",
    "initiative": "sprint",
    "patrol": "spears",
    "warmup": "muscle-up",
    "market": "shop",
    "support": "meeple-group",
    "herald": "trumpet-flag",
    "objective": "ribbon-medal",
    "event": "party-flags",
}


def phase_name(phase: str) -> str:
    names = {
        "setup": _("Setup"),
        "action": _("Action phase"),
        "journey": _("Journey phase"),
        "registration": _("Registration"),
        "tournament": pgettext("glory phase", "Tournament"),
        "bonus_journey": _("Extra journeys"),
        "tournament_choice": _("Next tournament"),
        "final_journey": _("Final journey"),
        "titles": _("Titles"),
        "over": _("Game over"),
    }
    return names.get(phase, phase)


def space_tip(space: str, s: GloryState) -> str:
    """What an action space gives, in a sentence."""
    gains = C.ACTION_GAINS.get(space)
    if gains:
        return _("Gain {what}.").format(what=", ".join(gain_text(w, v) for w, v in gains))
    tips = {
        "travel": _("Take two journey cards (face up or blind)."),
        "initiative": _("Move to the front of the initiative track in the maintenance phase."),
        "market": _("Raise your mount or armor by one level, paying coins."),
        "support": _("Buy a support tile from the track."),
        "herald": _("Register for this round's tournament at once."),
        "objective": _("Draw three titles and keep one as a personal objective."),
        "event": _("This round's event action."),
    }
    return tips.get(space, "")


def space_rects(spaces: list[str]) -> dict[str, pygame.Rect]:
    cols, gap = 4, 10
    w = (L.BOARD.w - gap * (cols - 1)) // cols
    rows = (len(spaces) + cols - 1) // cols
    h = (L.BOARD.h - gap * (rows - 1)) // max(1, rows)
    return {
        sp: pygame.Rect(L.BOARD.x + (i % cols) * (w + gap), L.BOARD.y + (i // cols) * (h + gap), w, h)
        for i, sp in enumerate(spaces)
    }


def visible_spaces(s: GloryState) -> list[str]:
    out = [sp for sp in C.ACTION_SPACES if sp != "event"]
    ev = C.EVENTS.get(s.events[s.round - 1]) if s.events and 0 < s.round <= len(s.events) else None
    if ev is not None and ev.action:
        out.append("event")
    return out


def draw_spaces(
    surface: pygame.Surface, s: GloryState, highlight: set[str], selected: str | None, table
) -> dict[str, pygame.Rect]:
    rects = space_rects(visible_spaces(s))
    n = s.n
    for sp, rect in rects.items():
        label = _(C.ACTION_SPACES[sp].name)
        if sp == "event":
            label = _(C.EVENTS[s.events[s.round - 1]].name)
        draw_action_space(
            surface, rect, SPACE_ICONS.get(sp, "meeple"), label, "", None, highlight=sp in highlight or sp == selected
        )
        pawns = s.spaces.get(sp, [])
        circles = C.ACTION_SPACES[sp].circles
        r = 13
        y = rect.bottom - r - 8
        if circles:
            x0 = rect.centerx - (len(circles) - 1) * (2 * r + 8) // 2
            for i, need in enumerate(circles):
                c = (x0 + i * (2 * r + 8), y)
                locked = need > n
                pygame.draw.circle(surface, (200, 184, 150), c, r)
                pygame.draw.circle(surface, style.GOLD_DARK, c, r, 2)
                if locked:
                    pygame.draw.line(surface, style.CRIMSON_DARK, (c[0] - 8, c[1] - 8), (c[0] + 8, c[1] + 8), 3)
                    pygame.draw.line(surface, style.CRIMSON_DARK, (c[0] - 8, c[1] + 8), (c[0] + 8, c[1] - 8), 3)
                    table.tooltip(
                        pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r), _("Locked: used from {n} players").format(n=need)
                    )
                elif i < len(pawns):
                    b = seat_badge(pawns[i], 2 * r)
                    surface.blit(b, b.get_rect(center=c))
        else:
            step = min(2 * r + 2, (rect.w - 16) // max(1, len(pawns)))
            for i, seat in enumerate(pawns):
                b = seat_badge(seat, 2 * r)
                surface.blit(b, b.get_rect(center=(rect.x + 8 + r + i * step, y)))
            if not pawns:
                style.blit_text(surface, _("open area"), (rect.centerx, y), "text", 15, style.INK_SOFT, "center")
        table.tooltip(rect, f"{label}: {space_tip(sp, s)}")
    return rects


def draw_info(surface: pygame.Surface, s: GloryState, table, inspector: Inspector, mouse) -> None:
    """Round and phase, this round's tournament, initiative order, events, glory track."""
    style.draw_panel(surface, L.INFO, "dark")
    x, cy = L.INFO.x + 16, L.INFO.centery
    style.blit_text(surface, _("Round {n}/3").format(n=s.round), (x, cy - 12), "title", 22, style.GOLD, "midleft")
    style.blit_text(surface, phase_name(s.phase), (x, cy + 14), "bold", 17, style.TEXT_LIGHT, "midleft")
    x += 170
    if s.tournament_types and s.round <= len(s.tournament_types):
        kind = s.tournament_types[s.round - 1]
        ico = style.icon("tower-flag" if kind == C.PAS else "trophy-cup", 30, style.GOLD)
        if ico is not None:
            surface.blit(ico, ico.get_rect(midleft=(x, cy)))
        r = style.blit_text(surface, _(C.TOURNAMENT_NAMES[kind]), (x + 36, cy), "bold", 17, style.TEXT_LIGHT, "midleft")
        table.tooltip(pygame.Rect(x, cy - 18, r.right - x, 36), _("This round ends with this tournament."))
        x = r.right + 24
    style.blit_text(surface, _("Initiative"), (x, cy - 20), "text", 14, style.TEXT_DIM, "midleft")
    for i, seat in enumerate(s.initiative):
        b = seat_badge(seat, 30)
        rect = surface.blit(b, (x + i * 34, cy - 8))
        table.tooltip(rect, _("{n}. {name}").format(n=i + 1, name=seat_name(table, seat)))
    x += max(4, len(s.initiative)) * 34 + 20
    if s.events:
        for i, ev in enumerate(s.events[s.round - 1 : s.round + 1]):
            pos = (x + i * 96, L.INFO.y + 8)
            if ev in C.EVENTS:
                inspector.card(surface, event_spec(ev), pos, 86, mouse, highlight="selected" if i == 0 else None)
            else:
                inspector.back(surface, f"event{min(3, s.round + i)}", pos, 86)
            style.blit_text(
                surface,
                _("now") if i == 0 else _("next"),
                (pos[0] + 43, L.INFO.bottom - 4),
                "bold",
                13,
                style.GOLD if i == 0 else style.TEXT_DIM,
                "midbottom",
            )
        x += 2 * 96 + 10
    draw_glory_track(surface, s, pygame.Rect(x, L.INFO.y + 10, L.INFO.right - x - 14, L.INFO.h - 20), table)


def draw_glory_track(surface: pygame.Surface, s: GloryState, rect: pygame.Rect, table) -> None:
    """A scale of glory with every player's marker (Otto's too in solo)."""
    scores = [(p.seat, p.glory) for p in s.players]
    if s.solo is not None:
        scores.append((OTTO, s.solo.glory))
    top = max(60, max(g for _s, g in scores) + 10)
    top = (top + 9) // 10 * 10
    bar = pygame.Rect(rect.x, rect.centery + 8, rect.w, 8)
    pygame.draw.rect(surface, (90, 76, 54), bar, border_radius=4)
    for v in range(0, top + 1, 10):
        px = bar.x + bar.w * v // top
        pygame.draw.line(surface, style.GOLD_DARK, (px, bar.y - 4), (px, bar.bottom + 4), 2)
        style.blit_text(surface, str(v), (px, bar.bottom + 4), "text", 12, style.TEXT_DIM, "midtop")
    for k, (seat, glory) in enumerate(sorted(scores, key=lambda t: t[1])):
        px = bar.x + bar.w * max(0, glory) // top
        b = seat_badge(seat, 22)
        r = surface.blit(b, b.get_rect(midbottom=(px, bar.y - 2 - (k % 2) * 8)))
        table.tooltip(r, _("{name}: {n} glory").format(name=seat_name(table, seat), n=glory))
    style.blit_text(surface, pgettext("points", "Glory"), (rect.x, rect.y - 2), "text", 14, style.TEXT_DIM, "topleft")


def draw_side(
    surface: pygame.Surface,
    s: GloryState,
    table,
    inspector: Inspector,
    mouse,
    takeable: set[tuple[str, int]],
    buyable: set[int],
) -> dict[tuple, pygame.Rect]:
    """Support track and the journey cards; returns clickable rects keyed by action target."""
    style.draw_panel(surface, L.SIDE, "parchment")
    hot: dict[tuple, pygame.Rect] = {}
    x, y = L.SIDE.x + 14, L.SIDE.y + 10
    style.blit_text(surface, _("Support track"), (x, y), "title", 17, style.INK, "topleft")
    step = min(52, (L.SIDE.w - 28) // max(1, len(s.track)))
    tile_w = step - 8
    for i, tile in enumerate(s.track):
        pos = (x + i * step, y + 24)
        cost = s.track_costs[i] if i < len(s.track_costs) else 0
        if tile:
            kind = C.SUPPORT_TILES.get(tile, tile)
            rect = inspector.card(
                surface, support_spec(kind), pos, tile_w, mouse, highlight="playable" if i in buyable else None
            )
            hot[("support", i)] = rect
        else:
            rect = pygame.Rect(pos, (tile_w, tile_w))
            pygame.draw.rect(surface, (214, 196, 160), rect, border_radius=6)
            pygame.draw.rect(surface, style.GOLD_DARK, rect, 1, border_radius=6)
        special = i < s.n_special
        coin = render_token("coin", 16)
        label = style.text(str(cost), "bold", 15, style.CRIMSON_DARK if special else style.INK)
        left = rect.centerx - (coin.get_width() + 3 + label.get_width()) // 2
        surface.blit(coin, (left, rect.bottom + 4))
        surface.blit(label, (left + coin.get_width() + 3, rect.bottom + 3))
        tip = ngettext("{n} coin", "{n} coins", cost).format(n=cost)
        table.tooltip(
            pygame.Rect(rect.x, rect.y, rect.w, rect.h + 22),
            _("Special space: {cost}").format(cost=tip) if special else tip,
        )
    y += 92
    for row, t in enumerate(C.JOURNEY_TYPES):
        ry = y + row * 60
        style.blit_text(surface, _(C.JOURNEY_TYPE_NAMES[t]), (x, ry + 26), "bold", 15, style.INK, "midleft")
        deck = s.decks.get(t, [])
        back = inspector.back(surface, {"R": "romance", "M": "market", "C": "challenge"}[t], (x + 92, ry + 2), 38)
        style.blit_text(
            surface, str(len(deck)), (back.centerx, back.bottom - 2), "bold", 13, style.TEXT_LIGHT, "midbottom"
        )
        if (t, -1) in takeable:
            pygame.draw.rect(surface, (120, 220, 140), back.inflate(6, 6), 3, border_radius=6)
            hot[("take", t, -1)] = back
        table.tooltip(back, ngettext("{n} card in the deck", "{n} cards in the deck", len(deck)).format(n=len(deck)))
        for i, card in enumerate(s.face_up.get(t, [])):
            pos = (x + 142 + i * 64, ry + 2)
            rect = inspector.card(
                surface, journey_spec(card), pos, 40, mouse, highlight="playable" if (t, i) in takeable else None
            )
            hot[("take", t, i)] = rect
    return hot
