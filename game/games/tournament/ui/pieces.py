"""Pieces of the Tournament table drawn outside the table class: the Contests scored and the knights in play."""

from __future__ import annotations

from typing import Any

import pygame

from game.games.tournament import content as C
from game.games.tournament.describe import card_label
from game.games.tournament.scoring import contest_order
from game.games.tournament.ui.cards import ACCENTS, CONTEST_ART, EMBLEMS, card_spec
from game.i18n import _
from game.ui import text_fit
from game.ui.kit import Card, CardRow
from game.ui.widgets import style

#: a scored Contest's seal and the gap between two: the nine fit one row of the left column
SEAL, SEAL_GAP = 24, 2
#: the card kinds' colours, lightened to read on a dark panel
ACCENTS_LIGHT = {k: tuple(min(255, c + 110) for c in ACCENTS[k]) for k in (C.KNIGHT, C.WEAPON, C.HORSE, C.SHIELD)}
#: the rows of a rival's ledger of knights (narrow panels): the card kinds of a knight, top to bottom
LEDGER_KINDS = (C.KNIGHT, C.WEAPON, C.HORSE, C.SHIELD)
#: the part of a tucked card's height that shows in a knight's cascade (room for a name on two lines)
STRIP = 0.24
#: the size of a tucked card's name on its strip
STRIP_NAME_SIZE = 13
#: the room between two knights too many to stand side by side at their usual size
CROWDED_GAP = 4
#: a tucked card's strip at least this tall may put its force on a line above its name
STACKED_H = 34
#: the height of that line
FORCE_LINE_H = 14
#: the smallest type a tucked card's name takes beside its force before the force moves above it
NAME_MIN = 10
#: a ledger column at least this wide names each card beside its force (when every name fits whole)
LEDGER_NAMED_W = 96
#: the widest ledger column, and the size of the names in it
LEDGER_COL_MAX, LEDGER_NAME_SIZE = 170, 15
#: the sizes a ledger's names may take, largest first (one for the whole ledger: a narrower panel
#: names its cards a little smaller rather than not at all)
LEDGER_NAME_SIZES = (LEDGER_NAME_SIZE, 14, 13)


def combo_total(combo: tuple[int, ...]) -> int:
    return sum(C.FORCE[c] for c in combo)


def knight_tip(combo: tuple[int, ...]) -> str:
    """A knight in play's tooltip: its total, then each of its four cards under its kind, so the
    Knight card is never mistaken for the knight made of all four."""
    lines = [_("A knight in play, total force {total}:").format(total=combo_total(combo))]
    kinds = {
        C.KNIGHT: _("Knight card"),
        C.WEAPON: _(C.KIND_NAMES[C.WEAPON]),
        C.HORSE: _(C.KIND_NAMES[C.HORSE]),
        C.SHIELD: _(C.KIND_NAMES[C.SHIELD]),
    }
    by_kind = {C.KIND[c]: c for c in combo}
    for kind in LEDGER_KINDS:
        if kind in by_kind:
            lines.append(_("{kind}: {card}").format(kind=kinds[kind], card=card_label(by_kind[kind])))
    return "\n".join(lines)


def draw_scored(table: Any, surface: pygame.Surface, area: pygame.Rect) -> None:
    """The Contests scored so far: one seal each, framed in its winner's colour."""
    v = table.table_view  # before the Contests still on screen
    text = _("Contests scored: {n} of {total}").format(n=len(v.history), total=len(C.CONTESTS))
    text_fit.draw(
        surface, text, pygame.Rect(area.x + 4, area.y, area.w - 8, 26), "bold", 18, style.TEXT_LIGHT, align="left"
    )
    x, y = area.x + 4, area.y + 28
    for rec in v.history[-len(C.CONTESTS) :]:  # all nine in one row, clear of the action bar under it
        cat = C.category(rec.card)
        r = pygame.Rect(x, y, SEAL, SEAL)
        pygame.draw.rect(surface, (40, 34, 50), r, border_radius=5)
        ico = style.icon(CONTEST_ART[cat], SEAL - 5, style.GOLD)
        if ico:
            surface.blit(ico, ico.get_rect(center=r.center))
        winner = contest_order(rec.scores, rec.active)[0]
        pygame.draw.rect(surface, style.player_colour(winner), r, 2, border_radius=6)
        contest = _(C.CONTEST_NAMES[cat])
        if winner == table.viewer and table.viewer_is_human():
            tip = _("{contest}: you won it").format(contest=contest)
        else:
            tip = _("{contest}: {name} won it").format(contest=contest, name=table.player_name(winner))
        table.spots.add(r, ("scored", rec.card), tip=tip)
        x += SEAL + SEAL_GAP
        if x > area.right - SEAL:
            x, y = area.x + 4, y + SEAL + SEAL_GAP


def draw_knights(
    table: Any,
    surface: pygame.Surface,
    area: pygame.Rect,
    combos: list,
    cw: int,
    fresh: set | frozenset = frozenset(),
    colour: tuple[int, int, int] | None = None,
) -> list[tuple[int, int]]:
    """A player's knights in play: a cascade of cards each, its total force on a seal drawn over every
    column (returns the seals' centres); the knights in ``fresh`` (put into play since the viewer last
    acted) outlined in ``colour``."""
    if not combos:
        text_fit.draw(surface, _("No knight in play yet"), area, "text", 18, style.TEXT_DIM)
        return []
    if crowded(area, len(combos), cw):
        return _draw_crowded(table, surface, area, combos, fresh, colour)
    cw = min(cw, int(area.h / (1.4 * (1 + 3 * STRIP))))  # three strips and a whole card
    size = (cw, int(cw * 1.4))
    n = len(combos)
    # a tucked card's label may stand out beyond its card, over the room between two columns, so its
    # name reads whole at the strip's size when the panel has the room
    label_w = max(cw, max(strip_width(c) for combo in combos for c in combo))
    room = area.w - cw - 14
    step = cw + 8 if n == 1 else min(cw + 8, room // (n - 1))
    if step >= cw + 8:
        step = max(step, min(label_w + 10, room // max(1, n - 1) if n > 1 else label_w + 10))
        if n > 1:  # no wider than leaves the last knight's plates the room the others have
            step = max(cw + 8, min(step, (area.w + 6) // n))
    label_w = max(cw, min(label_w, step - 10, area.right - area.x - 4))
    # every knight's plates as wide as the last one's (which stop at the panel's frame), so a long
    # name is drawn at one size in every column
    label_w = max(cw, min(label_w, area.right - (area.x + (n - 1) * step)))
    cascade = CardRow(size, direction="down", step=max(12, int(size[1] * STRIP)))
    seals = []
    for i, combo in enumerate(combos):
        col = pygame.Rect(area.x + i * step, area.y, cw, area.h)
        total = combo_total(combo)
        tip = knight_tip(combo)
        rects = cascade.draw(table, surface, col, [Card(("knight", c), card_spec(c), tip=tip) for c in combo])
        plate_w = min(label_w, area.right - col.x)  # never beyond the panel's frame
        for card, r, below in zip(combo, rects, rects[1:]):  # a tucked card shows only its strip
            draw_strip(surface, card, pygame.Rect(r.x, r.y, plate_w, below.y - r.y))
        if tuple(combo) in fresh and rects and colour is not None:
            pygame.draw.rect(surface, colour, rects[0].unionall(rects).inflate(8, 8), 3, border_radius=8)
        # the total at the foot of the column: never over a tucked card's name
        seals.append(((min(rects[-1].right - 4, area.x + (i + 1) * step - 14), rects[-1].bottom - 14), total))
    _draw_seals(surface, seals)
    return [seal for seal, _total in seals]


def _draw_seals(surface: pygame.Surface, seals: list) -> None:
    """Each knight's total force on a seal at the foot of its column."""
    for seal, total in seals:  # over every column: the next knight never hides this one's total
        pygame.draw.circle(surface, style.CRIMSON_DARK, seal, 13)
        pygame.draw.circle(surface, style.GOLD, seal, 13, 2)
        text_fit.draw(
            surface,
            str(total),
            pygame.Rect(seal[0] - 12, seal[1] - 11, 24, 22),
            "bold",
            15,
            style.TEXT_LIGHT,
            min_size=10,
        )


def _size(cw: int, h: int) -> tuple[int, int]:
    return cw, min(int(cw * 1.4), h)


def crowded(area: pygame.Rect, n: int, cw: int) -> bool:
    """Whether ``n`` knights' cascades would overlap in ``area``, so a column would hide the names of
    the one before it: then every column is narrowed to stand apart (see ``_draw_crowded``)."""
    cw = min(cw, int(area.h / (1.4 * (1 + 3 * STRIP))))
    return n * (cw + CROWDED_GAP) - CROWDED_GAP > area.w


def _draw_crowded(
    table: Any,
    surface: pygame.Surface,
    area: pygame.Rect,
    combos: list,
    fresh: set | frozenset,
    colour: tuple[int, int, int] | None,
) -> list[tuple[int, int]]:
    """Five or six knights: narrower cards side by side, none over another, each tucked card's plate
    taller so its whole name reads on two lines (its force above it when beside it leaves too little)."""
    n = len(combos)
    cw = (area.w - (n - 1) * CROWDED_GAP) // n
    size = _size(cw, area.h)
    strip = max(12, (area.h - size[1]) // 3)
    cascade = CardRow(size, direction="down", step=strip)
    seals = []
    for i, combo in enumerate(combos):
        col = pygame.Rect(area.x + i * (cw + CROWDED_GAP), area.y, cw, area.h)
        tip = knight_tip(combo)
        rects = cascade.draw(table, surface, col, [Card(("knight", c), card_spec(c), tip=tip) for c in combo])
        for card, r, below in zip(combo, rects, rects[1:]):
            draw_strip(surface, card, pygame.Rect(r.x, r.y, r.w, below.y - r.y))
        if rects:  # the whole card's header is too narrow for its name: a plate like the others over it
            draw_strip(surface, combo[-1], pygame.Rect(rects[-1].x, rects[-1].y, rects[-1].w, strip))
        if tuple(combo) in fresh and rects and colour is not None:
            pygame.draw.rect(surface, colour, rects[0].unionall(rects).inflate(4, 4), 2, border_radius=8)
        seals.append(((rects[-1].right - 14, rects[-1].bottom - 14), combo_total(combo)))
    _draw_seals(surface, seals)
    return [seal for seal, _total in seals]


def strip_width(card: int) -> int:
    """The width a tucked card's label needs for its force and its name on one line at full size."""
    return 4 + 20 + text_fit.text_width(_(C.NAME[card]), "bold", STRIP_NAME_SIZE) + 8


def draw_strip(surface: pygame.Surface, card: int, strip: pygame.Rect) -> None:
    """The visible strip of a tucked card, relabelled so its whole name reads at any width and in
    any language: its force on the left, its name (two lines if need be) in the rest; on a narrow
    but tall strip, where the name beside the force would be cut, the force on a line above it."""
    r = strip.inflate(-4, -1)
    if r.h < 10:
        return
    pygame.draw.rect(surface, ACCENTS[C.KIND[card]], r, border_radius=4)
    pygame.draw.rect(surface, style.GOLD, r, 1, border_radius=4)
    num = pygame.Rect(r.x + 2, r.y, min(18, r.h), r.h)
    name = pygame.Rect(num.right + 1, r.y + 1, r.right - num.right - 3, r.h - 2)
    if r.h >= STACKED_H and _cut_beside(card, name):
        num = pygame.Rect(r.x + 3, r.y + 1, r.w - 6, FORCE_LINE_H)
        text_fit.draw(surface, str(C.FORCE[card]), num, "bold", 13, style.GOLD, align="left", min_size=10)
        name = pygame.Rect(r.x + 2, num.bottom - 2, r.w - 4, r.bottom - num.bottom + 1)
    else:
        text_fit.draw(surface, str(C.FORCE[card]), num, "bold", 15, style.GOLD, min_size=9)
    text_fit.draw(
        surface,
        _(C.NAME[card]),
        name,
        "bold",
        STRIP_NAME_SIZE,
        style.TEXT_LIGHT,
        min_size=8,
        max_lines=2,
        ellipsis_ok=True,
    )


def _cut_beside(card: int, name: pygame.Rect) -> bool:
    """Whether the card's name would be cut (or smaller than ``NAME_MIN``) in ``name`` beside its force."""
    lines = max(1, min(2, name.h // text_fit.line_height("bold", NAME_MIN)))
    rows, line = [], ""
    for word in _(C.NAME[card]).split():
        if text_fit.text_width(word, "bold", NAME_MIN) > name.w:
            return True
        joined = f"{line} {word}".strip()
        if text_fit.text_width(joined, "bold", NAME_MIN) <= name.w:
            line = joined
        else:
            rows, line = [*rows, line], word
    return len([*rows, line]) > lines


def ledger_name_size(combos: list, width: int) -> int | None:
    """The largest of ``LEDGER_NAME_SIZES`` at which every card name of ``combos`` fits ``width``
    whole; None when none does."""
    names = [_(C.NAME[c]) for combo in combos for c in combo]
    return next((s for s in LEDGER_NAME_SIZES if all(text_fit.text_width(n, "text", s) <= width for n in names)), None)


def draw_ledger(
    table: Any,
    surface: pygame.Surface,
    area: pygame.Rect,
    combos: list,
    fresh: set | frozenset = frozenset(),
    colour: tuple[int, int, int] | None = None,
) -> None:
    """A rival's knights in a narrow panel, as a ledger: one column per knight, one row per card
    kind (its icon on the left: Knight, Weapon, Horse, Shield) giving each card's force, the
    knight's total under them; each column's tooltip names its four cards. The knights in
    ``fresh`` are outlined in ``colour``."""
    if not combos:
        text_fit.draw(surface, _("No knight in play yet"), area, "text", 16, style.TEXT_DIM, min_size=12)
        return
    row_h = max(12, min(22, area.h // (len(LEDGER_KINDS) + 1)))
    head_w = 20
    col_w = max(16, min(LEDGER_COL_MAX, (area.w - head_w) // len(combos)))
    # each card's name beside its force when every name fits whole at one of the ledger's sizes; else
    # the forces alone (the names in each column's tooltip): a name is never cut
    name_w = col_w - 6 - 2 - 20 - 4
    size = ledger_name_size(combos, name_w) if col_w >= LEDGER_NAMED_W else None
    named = size is not None
    kinds_tip = {
        C.KNIGHT: _("Force of the Knight card"),
        C.WEAPON: _("Force of the Weapon card"),
        C.HORSE: _("Force of the Horse card"),
        C.SHIELD: _("Force of the Shield card"),
    }
    for i, kind in enumerate(LEDGER_KINDS):
        r = pygame.Rect(area.x, area.y + i * row_h, head_w, row_h)
        ico = style.icon(EMBLEMS[kind], min(16, row_h - 2), ACCENTS_LIGHT[kind])
        if ico:
            surface.blit(ico, ico.get_rect(center=r.center))
        table.spots.add(r, ("ledger-kind", kind), tip=kinds_tip[kind])
    total_y = area.y + len(LEDGER_KINDS) * row_h
    for j, combo in enumerate(combos):
        col = pygame.Rect(area.x + head_w + j * col_w, area.y, col_w - 6, row_h * (len(LEDGER_KINDS) + 1))
        pygame.draw.rect(surface, (52, 44, 40), col, border_radius=4)
        by_kind = {C.KIND[c]: c for c in combo}
        tip = knight_tip(combo)
        for i, kind in enumerate(LEDGER_KINDS):
            card = by_kind.get(kind)
            if card is None:
                continue
            cell = pygame.Rect(col.x, area.y + i * row_h, col.w, row_h)
            table.spots.add(cell, ("knight", card), tip=tip)  # each card's line, the knight's tooltip
            if named:
                num = pygame.Rect(cell.x + 2, cell.y, 20, cell.h)
                name = pygame.Rect(num.right + 2, cell.y, cell.right - num.right - 4, cell.h)
                text_fit.draw(
                    surface, _(C.NAME[card]), name, "text", size, style.TEXT_LIGHT, align="left", min_size=size,
                )  # fmt: skip
                cell = num
            text_fit.draw(surface, str(C.FORCE[card]), cell, "bold", 16, ACCENTS_LIGHT[kind], min_size=9)
        cell = pygame.Rect(col.x, total_y, col.w, row_h)
        pygame.draw.line(surface, style.GOLD, (col.x + 3, total_y), (col.right - 4, total_y))
        if named:
            cell = pygame.Rect(cell.x + 2, cell.y, 20, cell.h)
        text_fit.draw(surface, str(combo_total(combo)), cell, "bold", 16, style.GOLD, min_size=9)
        table.spots.add(pygame.Rect(col.x, total_y, col.w, row_h), ("knight-total", combo[0]), tip=tip)
        if tuple(combo) in fresh and colour is not None:
            pygame.draw.rect(surface, colour, col.inflate(6, 6), 2, border_radius=5)
