"""Pieces of the Tournament table drawn outside the table class: the Contests scored and the knights in play."""

from __future__ import annotations

from typing import Any

import pygame

from game.games.tournament import content as C
from game.games.tournament.describe import card_label
from game.games.tournament.scoring import contest_order
from game.games.tournament.ui.cards import CONTEST_ART, card_spec
from game.i18n import _
from game.ui import text_fit
from game.ui.kit import Card, CardRow
from game.ui.widgets import style


def combo_total(combo: tuple[int, ...]) -> int:
    return sum(C.FORCE[c] for c in combo)


def draw_scored(table: Any, surface: pygame.Surface, area: pygame.Rect) -> None:
    """The Contests scored so far: one seal each, framed in its winner's colour."""
    v = table.table_view  # before the Contests still on screen
    text = _("Contests scored: {n} of {total}").format(n=len(v.history), total=len(C.CONTESTS))
    if getattr(v, "recycle", False):
        text = _("Contests scored: {n}").format(n=len(v.history))
    text_fit.draw(
        surface, text, pygame.Rect(area.x + 4, area.y, area.w - 8, 26), "bold", 18, style.TEXT_LIGHT, align="left"
    )
    x, y = area.x + 4, area.y + 32
    for rec in v.history[-12:]:
        cat = C.category(rec.card)
        r = pygame.Rect(x, y, 30, 30)
        pygame.draw.rect(surface, (40, 34, 50), r, border_radius=6)
        ico = style.icon(CONTEST_ART[cat], 26, style.GOLD)
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
        x += 34
        if x > area.right - 30:
            x, y = area.x + 4, y + 34


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
    cw = min(cw, int(area.h / 2.25))
    size = (cw, int(cw * 1.4))
    n = len(combos)
    step = cw + 8 if n == 1 else min(cw + 8, (area.w - cw - 14) // (n - 1))
    cascade = CardRow(size, direction="down", step=max(12, int(size[1] * 0.2)))
    seals = []
    for i, combo in enumerate(combos):
        col = pygame.Rect(area.x + i * step, area.y, cw, area.h)
        total = combo_total(combo)
        tip = _("Knight: {cards}. Total force {total}.").format(
            cards=", ".join(card_label(c) for c in combo), total=total
        )
        rects = cascade.draw(table, surface, col, [Card(("knight", c), card_spec(c), tip=tip) for c in combo])
        if tuple(combo) in fresh and rects and colour is not None:
            pygame.draw.rect(surface, colour, rects[0].unionall(rects).inflate(8, 8), 3, border_radius=8)
        seals.append(((min(rects[0].right - 4, area.x + (i + 1) * step - 14), rects[0].top + 2), total))
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
    return [seal for seal, _total in seals]
