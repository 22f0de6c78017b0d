"""GenericTable: the kit table of a game that has no presentation of its own (test games): every
seat with its score, and the viewer's legal moves in the action bar."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.ui import text_fit
from game.ui.kit import Control, KitTable, Layout, Option, PlayerPanel, cols, rows
from game.ui.widgets import style

MAX_INLINE = 6


def action_label(action) -> str:
    return " ".join(str(a) for a in action) if isinstance(action, tuple) else str(action)


class GenericTable(KitTable):
    """Seats with their scores; the legal moves as buttons (a chooser when there are many)."""

    bar_grid = [["moves"]]

    def __init__(self, app, session) -> None:
        self.panel = PlayerPanel("parchment")
        super().__init__(app, session)

    def layout(self, area: pygame.Rect) -> Layout:
        seats, _gap, bar = rows(area.inflate(-80, -60), [260, 1.0, 56])
        return Layout(seats=seats, bar=bar)

    def phase(self) -> str:
        return "play"

    def controls(self) -> list[Control]:
        label = self.spec.action_label
        options = [Option(label(self.view, a) if label else action_label(a), action=a) for a in self.legal]
        if len(options) <= MAX_INLINE:
            return [Control("moves", _("Choose a move."), choices=options)]
        return [Control("moves", _("Choose a move."), choices=options, kind="secondary")]

    def status_text(self) -> str:
        return _("Choose a move.")

    def rules_summary(self) -> str:
        return _("This test game has no rules summary.")

    def draw_pieces(self, surface: pygame.Surface, lay: Layout) -> None:
        scores = self.rules.scores(self.store.state)
        n = len(self.session.seats)
        actors = self.rules.actors(self.store.state)
        for seat, rect in zip(range(n), cols(lay.seats, [1.0] * n, gap=20)):
            body = self.panel.draw(self, surface, rect, seat, active=seat in actors)
            text_fit.draw(surface, f"{scores[seat]:g}", body, "title", 40, style.CRIMSON_DARK)
