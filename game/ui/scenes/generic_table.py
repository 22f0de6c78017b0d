"""A plain table for games without their own scene (the hidden test game): seats, scores, legal moves."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.ui.table import TableScene
from game.ui.widgets import style
from game.ui.widgets.button import Button


def action_label(action) -> str:
    return " ".join(str(a) for a in action) if isinstance(action, tuple) else str(action)


class GenericTable(TableScene):
    """Shows every seat with its score and the viewer's legal moves as buttons."""

    def __init__(self, app, session) -> None:
        self.move_buttons: list[Button] = []
        super().__init__(app, session)

    def refresh(self) -> None:
        super().refresh()
        rect = self.table_rect
        self.move_buttons = []
        x, y = rect.x + 60, rect.bottom - 190
        for action in self.legal[:24]:
            b = Button((x, y, 200, 52), action_label(action), self._player(action), kind="secondary", size=21)
            self.move_buttons.append(b)
            x += 216
            if x + 200 > rect.right - 40:
                x, y = rect.x + 60, y + 64

    def _player(self, action):
        return lambda: self.submit(action)

    def handle_table(self, event: pygame.event.Event) -> None:
        for b in self.move_buttons:
            if b.handle(event) and event.type != pygame.MOUSEMOTION:
                return

    def status_text(self) -> str:
        return _("Choose a move.")

    def rules_summary(self) -> str:
        return _("This test game has no rules summary.")

    def draw_table(self, surface: pygame.Surface) -> None:
        rect = self.table_rect
        scores = self.rules.scores(self.store.state)
        n = len(self.session.seats)
        w = min(260, (rect.width - 120) // max(1, n) - 20)
        for s in range(n):
            box = pygame.Rect(rect.x + 60 + s * (w + 20), rect.y + 60, w, 220)
            style.draw_panel(surface, box)
            sh = style.badge(s, 64)
            surface.blit(sh, sh.get_rect(midtop=(box.centerx, box.y + 18)))
            style.blit_text(surface, self.player_name(s), (box.centerx, box.y + 110), "bold", 24, style.INK, "center")
            style.blit_text(
                surface, f"{scores[s]:g}", (box.centerx, box.y + 160), "title", 40, style.CRIMSON_DARK, "center"
            )
            if s in self.rules.actors(self.store.state):
                pygame.draw.rect(surface, style.GOLD, box.inflate(8, 8), 3, border_radius=12)
        view_text = repr(self.view)
        style.blit_paragraphs(
            surface,
            view_text,
            pygame.Rect(rect.x + 60, rect.y + 320, rect.width - 120, 200),
            "text",
            19,
            style.TEXT_DIM,
        )
        for b in self.move_buttons:
            b.draw(surface)
