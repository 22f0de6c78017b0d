"""Each player's board: character, glory, coins/Strength/Faith, mount and armor levels, Prestige
tokens (active or flipped), supports and relics (active or used), journey hand and discard pile,
personal objectives (only their owner sees them). Otto gets his own board in solo games."""

from __future__ import annotations

import pygame

from game.games.glory import content as C
from game.games.glory.state import OTTO, GloryState, PlayerState
from game.games.glory.ui import layout as L
from game.games.glory.ui.cards import journey_spec, relic_spec, support_spec, title_spec
from game.games.glory.ui.names import seat_name
from game.games.glory.ui.widgets import Inspector, count_label, seat_badge
from game.i18n import N_, _
from game.ui.art.tokens import render_token
from game.ui.widgets import style

ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}
DIFFICULTY_NAMES = {"easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard")}


def board_rects(s: GloryState, viewer: int | None) -> list[tuple[int, pygame.Rect]]:
    """One rect per seat (Otto last); the viewer's board is wider to hold their hand."""
    seats = [p.seat for p in s.players] + ([OTTO] if s.solo is not None else [])
    weights = [1.6 if seat == viewer else (0.7 if seat == OTTO else 1.0) for seat in seats]
    total, gap = sum(weights), 8
    width = L.PLAYERS.w - gap * (len(seats) - 1)
    out, x = [], L.PLAYERS.x
    for seat, w in zip(seats, weights):
        rw = int(width * w / total)
        out.append((seat, pygame.Rect(x, L.PLAYERS.y, rw, L.PLAYERS.h)))
        x += rw + gap
    return out


def draw_players(
    surface: pygame.Surface, s: GloryState, table, inspector: Inspector, mouse, playable: set[str]
) -> dict[str, pygame.Rect]:
    """Every board; returns the viewer's hand cards' rects keyed by card id (to play them)."""
    hot: dict[str, pygame.Rect] = {}
    for seat, rect in board_rects(s, table.viewer):
        if seat == OTTO:
            _draw_otto(surface, s, rect, table, inspector, mouse)
        else:
            hot.update(_draw_player(surface, s, s.players[seat], rect, table, inspector, mouse, playable))
    return hot


def _header(surface, seat: int, rect: pygame.Rect, table, subtitle: str, glory: int, acting: bool) -> None:
    style.draw_panel(surface, rect, "dark")
    if acting:
        pygame.draw.rect(surface, style.GOLD, rect.inflate(4, 4), 3, border_radius=12)
    surface.blit(seat_badge(seat, 40), (rect.x + 10, rect.y + 10))
    style.blit_text(surface, seat_name(table, seat), (rect.x + 58, rect.y + 8), "bold", 20, style.TEXT_LIGHT)
    style.blit_text(surface, subtitle, (rect.x + 58, rect.y + 32), "text", 15, style.TEXT_DIM)
    tok = render_token("glory", 34)
    r = surface.blit(tok, (rect.right - 86, rect.y + 10))
    style.blit_text(surface, str(glory), (r.right + 6, r.centery), "title", 26, style.GOLD, "midleft")
    table.tooltip(r, _("Glory points"))


def _draw_player(
    surface, s: GloryState, p: PlayerState, rect: pygame.Rect, table, inspector: Inspector, mouse, playable: set[str]
) -> dict[str, pygame.Rect]:
    hot: dict[str, pygame.Rect] = {}
    ch = C.CHARACTERS.get(p.character)
    sub = _(ch.name) if ch else _("choosing a character")
    if s.phase == "action":
        sub += " · " + _("{n} pawns left").format(n=p.pawns)
    _header(surface, p.seat, rect, table, sub, p.glory, p.seat == s.actor)
    x, y = rect.x + 12, rect.y + 58
    compact = rect.w < 320  # narrow boards (4 players) use smaller tokens
    tsize, gap = (22, 8) if compact else (28, 14)
    for kind, value, tip in (
        ("coin", p.coins, _("Coins")),
        ("strength", p.strength, _("Strength tokens")),
        ("faith", p.faith, _("Faith tokens")),
    ):
        r = count_label(surface, render_token(kind, tsize), str(value), (x, y), size=18 if compact else 20)
        table.tooltip(r, tip)
        x = r.right + gap
    for item, icon_name in (("mount", "horse-head"), ("armor", "breastplate")):
        ico = style.icon(icon_name, tsize - 2, style.TEXT_LIGHT)
        level = getattr(p, item)
        if ico is not None:
            r = count_label(surface, ico, ROMAN.get(level, str(level)), (x, y + 1), size=18 if compact else 20)
            table.tooltip(r, _("{item}: level {level}").format(item=_(C.EQUIPMENT_NAMES[item]), level=ROMAN[level]))
            x = r.right + gap
    y += 38
    x = rect.x + 12
    for colour in C.PRESTIGE_COLOURS:
        if colour in p.prestige:
            tok = render_token("prestige", 26, colour=colour, active=p.prestige[colour])
            r = surface.blit(tok, (x, y))
            state = _("active") if p.prestige[colour] else _("flipped")
            table.tooltip(r, f"{_(C.PRESTIGE_NAMES[colour])} ({state})")
            x += 30
    if not p.prestige:
        style.blit_text(surface, _("no Prestige tokens"), (x, y + 4), "text", 14, style.TEXT_DIM)
    y += 34
    x = rect.x + 12
    for tile in p.supports:
        kind = C.SUPPORT_TILES.get(tile.id, tile.kind)
        r = inspector.card(surface, support_spec(kind), (x, y), 34, mouse, dim=not tile.active)
        x = r.right + 4
        if x > rect.right - 40:
            break
    for relic in p.relics:
        r = inspector.card(surface, relic_spec(relic.kind), (x, y), 34, mouse, dim=not relic.active)
        x = r.right + 4
        if x > rect.right - 40:
            break
    y += 44
    viewer = table.viewer
    x = rect.x + 12
    if p.seat == viewer:
        for card in p.hand:
            r = inspector.card(
                surface, journey_spec(card), (x, y), 46, mouse, highlight="playable" if card in playable else None
            )
            hot[card] = r
            x = r.right + 6
            if x > rect.right - 50:
                break
        for title in p.titles:
            r = inspector.card(surface, title_spec(title), (x + 8, y), 46, mouse)
            x = r.right + 6
    else:
        counts = {t: sum(1 for c in p.hand if c.startswith("?" + t) or c.startswith(t)) for t in C.JOURNEY_TYPES}
        for t, n in counts.items():
            for k in range(n):
                inspector.back(surface, {"R": "romance", "M": "market", "C": "challenge"}[t], (x + k * 10, y), 32)
            if n:
                x += 32 + (n - 1) * 10 + 8
        if p.titles:
            style.blit_text(
                surface, _("{n} secret objectives").format(n=len(p.titles)), (x + 4, y + 14), "text", 14, style.TEXT_DIM
            )
    discard = len(p.discard)
    style.blit_text(
        surface,
        _("Played: {r} Romance · {m} Market · {c} Challenge").format(
            r=sum(1 for c in p.discard if c.startswith("R")),
            m=sum(1 for c in p.discard if c.startswith("M")),
            c=sum(1 for c in p.discard if c.startswith("C")),
        )
        if discard
        else _("No journey card played yet"),
        (rect.x + 12, rect.bottom - 12),
        "text",
        14,
        style.TEXT_DIM,
        "bottomleft",
    )
    return hot


def _draw_otto(surface, s: GloryState, rect: pygame.Rect, table, inspector: Inspector, mouse) -> None:
    o = s.solo
    assert o is not None
    mode = _(C.SOLO_MODE_NAMES.get(o.mode, o.mode))
    _header(
        surface, OTTO, rect, table, f"{mode} · {_(DIFFICULTY_NAMES.get(o.difficulty, o.difficulty))}", o.glory, False
    )
    y = rect.y + 62
    style.blit_text(
        surface,
        _("Attack {a} · Prestige {p}").format(a=o.attack, p=o.prestige),
        (rect.x + 12, y),
        "bold",
        16,
        style.TEXT_LIGHT,
    )
    if o.last_card in C.AUTOMA:
        from game.games.glory.ui.cards import automa_spec

        inspector.card(surface, automa_spec(o.last_card), (rect.x + 12, y + 30), 70, mouse, highlight="selected")
    if o.last_action:
        style.blit_paragraphs(
            surface,
            _("Last action: {a}").format(a=_(C.OTTO_ACTION_NAMES.get(o.last_action, o.last_action))),
            pygame.Rect(rect.x + 92, y + 34, rect.w - 100, 80),
            "text",
            15,
            style.TEXT_DIM,
        )
    style.blit_text(
        surface,
        _("{n} cards left").format(n=len(o.deck)),
        (rect.x + 12, rect.bottom - 12),
        "text",
        14,
        style.TEXT_DIM,
        "bottomleft",
    )
