"""How the scoreboard shows a Contest already scored: its column shaded as settled, its winner's cell
ringed in their colour, a key in the title line. Every settled column shows the scores it was won with;
Court Intrigue's total in play since (it breaks a tie on VP at the end, see RULES-NOTES) is told by its
cells' tooltips."""

from __future__ import annotations

import pygame

from game.games.tournament import content as C
from game.i18n import _
from game.ui import text_fit
from game.ui.widgets import style

SETTLED_BG = (201, 184, 146)  # a settled column's shade on the parchment
#: the categories whose live total still matters once their Contest is scored (the VP tie-break)
LIVE_AFTER = frozenset({C.COURT_INTRIGUE})


def draw_band(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The shade behind a settled column (its icon and every row)."""
    pygame.draw.rect(surface, SETTLED_BG, rect, border_radius=5)


def ring_winner(surface: pygame.Surface, cell: pygame.Rect, seat: int) -> None:
    """The winner's cell of a settled column, ringed in their colour."""
    pygame.draw.rect(surface, style.player_colour(seat), cell.inflate(2, -2), width=2, border_radius=6)


def draw_key(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The key in the scoreboard's title line: a shaded swatch and what it means."""
    swatch = pygame.Rect(rect.x, rect.centery - 8, 16, 16)
    draw_band(surface, swatch)
    text = _("settled: scores when won, winner circled")
    box = pygame.Rect(swatch.right + 6, rect.y, rect.w - 22, rect.h)
    text_fit.draw(surface, text, box, "italic", 15, style.INK_SOFT, align="left", min_size=11, ellipsis_ok=True)


def live_tip(name: str, total: int) -> str:
    """The tooltip of a settled Court Intrigue cell: it shows the total in play now, and why."""
    return _(
        "{contest}, {name}: {n} in play now. The Contest is settled; the total in play still breaks a tie "
        "on VP at the end."
    ).format(contest=_(C.CONTEST_NAMES[C.COURT_INTRIGUE]), name=name, n=total)
