"""A costly decision's position, opened from the review: the game's own table as the reviewed player
saw it just before that decision (their hand, the contests, the rivals' public cards), read-only,
with what they did and what was better outlined on it and said beside it.

The table is the game's real table scene, built on a copy of the game replayed up to the decision
and drawn from the reviewed seat's view (nothing else: what the player could not see then stays
hidden). It is never updated, so no bot plays and nothing is saved; no click reaches it, only the
pointer (its tooltips and enlarged cards)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.rules import Action
from game.core.session import Session
from game.i18n import _, ngettext
from game.ui import text_fit
from game.ui.presentation import presentation_of
from game.ui.scene import LOGICAL_SIZE, Scene
from game.ui.table import TOP_BAR_H
from game.ui.widgets import style

PLAYED = style.CRIMSON  # the outline of the move made
BETTER = style.GOLD  # the outline of the better move
PANEL_W = 340


class Frozen:
    """Mixed before a game's table class: the table shows its position and never moves on."""

    autosaves = False

    def update_controls(self) -> None:
        self.bar.set(self, [])  # type: ignore[attr-defined]

    def can_act(self) -> bool:
        return False

    def submit(self, action: Action) -> bool:
        return False

    def move_rects(self, action: Action) -> list[pygame.Rect]:
        """Where ``action`` is made on this table: its own places (``rects_for_action``), else the
        spots drawn for the things it names (a card played from the bar)."""
        rects = list(self.rects_for_action(action))  # type: ignore[attr-defined]
        if rects:
            return rects
        parts = list(action[1:]) if isinstance(action, list | tuple) else []
        return [r for p in parts if isinstance(p, int | str) for r in self.spot_rect(p)]  # type: ignore[attr-defined]


def position_session(session: Any, move: int) -> Session:
    """A copy of ``session`` with only its first ``move`` moves played (the bots' reasons kept)."""
    copy = Session(session.spec, session.options, session.seed)
    for step in session.store.history[:move]:
        copy.store.apply(step.seat, step.action, reason=step.reason)
    return copy


def frozen_table(app: Any, session: Any, seat: int, move: int) -> Any:
    """The game's table at ``move`` as ``seat`` saw it, read-only (see ``Frozen``)."""
    table = presentation_of(session.spec).table(app, position_session(session, move))
    base = type(table)
    table.__class__ = type(base.__name__, (Frozen, base), {})  # the same table, frozen
    table.set_viewer(seat)
    table.refresh()
    return table


class PositionScene(Scene):
    """The table at a costly decision, with the move made and the better one (outlined and in words)."""

    name = "review-position"

    def __init__(
        self,
        app: Any,
        session: Any,
        seat: int,
        move: int,
        words: Callable[[], tuple[str, str, str]],
        points: int = 0,
    ) -> None:
        """``words()``: the move made, the better one and why it is better, in the language of the moment
        (asked again when it changes); ``points`` of chance the better move would have kept."""
        super().__init__(app)
        self.session, self.seat, self.move, self.words, self.points = session, seat, move, words, points
        self.played_words, self.better_words, self.why = words()
        self.table = frozen_table(app, session, seat, move)
        self.played: Action = session.store.actions[move][1]
        self.better: Action | None = None
        self.build()

    def show_better(self, action: Action) -> None:
        """The move the strongest bot would have made here (outlined in gold)."""
        self.better = action

    @property
    def panel(self) -> pygame.Rect:
        return pygame.Rect(LOGICAL_SIZE[0] - PANEL_W - 10, TOP_BAR_H + 10, PANEL_W, LOGICAL_SIZE[1] - TOP_BAR_H - 20)

    def build(self) -> None:
        self.gui.clear()
        p = self.panel
        self.back_button = self.gui.button(
            (p.x + 40, p.bottom - 74, p.w - 80, 56), _("Back to the review"), self.back, hotkey=pygame.K_RETURN
        )

    def back(self) -> None:
        self.app.pop()

    def on_language_change(self) -> None:
        """The table is built again (what it wrote is in the old language), the words asked again."""
        self.table = frozen_table(self.app, self.session, self.seat, self.move)
        self.played_words, self.better_words, self.why = self.words()
        self.build()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def title(self) -> str:
        return _("Move {n}: the table as you saw it").format(n=self.move + 1)

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        pygame.draw.rect(surface, (26, 22, 34), (0, 0, LOGICAL_SIZE[0], TOP_BAR_H))
        pygame.draw.line(surface, style.GOLD_DARK, (0, TOP_BAR_H - 1), (LOGICAL_SIZE[0], TOP_BAR_H - 1), 2)
        with text_fit.where(self.name):
            box = pygame.Rect(20, 0, LOGICAL_SIZE[0] - 40, TOP_BAR_H)
            text_fit.draw(surface, self.title(), box, "title", 26, style.GOLD, align="left", min_size=16)
            self.draw_panel(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        self.outline(surface, self.played, PLAYED, 0)
        if self.better is not None:
            self.outline(surface, self.better, BETTER, 3)
        with text_fit.where(self.name):
            self.table.draw_table_over(surface)

    def outline(self, surface: pygame.Surface, action: Action, colour: tuple[int, int, int], out: int) -> None:
        for rect in self.table.move_rects(action):
            pygame.draw.rect(surface, colour, rect.inflate(8 + 2 * out, 8 + 2 * out), 4, border_radius=8)

    def rows(self) -> list[tuple[tuple[int, int, int] | None, str, str]]:
        """The panel's rows: an outline colour (None: no swatch), a heading, the words."""
        rows: list[tuple[tuple[int, int, int] | None, str, str]] = [
            (PLAYED, _("Your move"), self.played_words),
            (BETTER, _("Better move"), self.better_words + ("\n" + self.cost_words() if self.points else "")),
        ]
        if self.why:
            why = self.why.strip().rstrip(".")
            rows.append((None, _("Why"), why[:1].upper() + why[1:] + "."))
        return rows

    def cost_words(self) -> str:
        return ngettext(
            "About {points} point of chance more than your move.",
            "About {points} points of chance more than your move.",
            self.points,
        ).format(points=self.points)

    def draw_panel(self, surface: pygame.Surface) -> None:
        p = self.panel
        style.draw_panel(surface, p)
        text_fit.draw(surface, _("Your decision"), (p.x + 20, p.y + 14, p.w - 40, 40), "title", 24, style.CRIMSON_DARK)
        y = p.y + 66
        bottom = p.bottom - 90
        for colour, head, words in self.rows():
            if colour is not None:
                pygame.draw.rect(surface, colour, (p.x + 20, y + 5, 22, 16), 4, border_radius=4)
            text_fit.draw(surface, head, (p.x + 50, y, p.w - 70, 28), "bold", 20, style.INK, align="left")
            fit = text_fit.draw(
                surface,
                words,
                (p.x + 20, y + 30, p.w - 40, max(24, min(200, bottom - 60 - y - 30))),
                "text",
                19,
                style.INK,
                align="left",
                valign="top",
                max_lines=8,
                min_size=14,
            )
            y += 30 + fit.height + 18
        note = _("Only what you could see then is shown. Hover a card to read it.")
        text_fit.draw(surface, note, (p.x + 20, bottom - 50, p.w - 40, 46), "italic", 16, style.INK_SOFT)
