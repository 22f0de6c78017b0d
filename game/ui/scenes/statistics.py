"""The statistics screen: for one game, a row per opponent level (games, wins, scores, streaks) and
a bar chart of the win rate per level."""

from __future__ import annotations

from typing import Any

import pygame

from game import stats
from game.i18n import _
from game.ui.scene import LOGICAL_SIZE
from game.ui.scenes.base import ShellScene
from game.ui.scenes.setup import LEVEL_LABELS
from game.ui.widgets import style

PANEL = pygame.Rect(120, 190, 1360, 560)
TABLE = pygame.Rect(PANEL.x + 30, PANEL.y + 24, 860, PANEL.h - 48)
CHART = pygame.Rect(TABLE.right + 40, PANEL.y + 24, PANEL.right - TABLE.right - 70, PANEL.h - 48)
LEVEL_ORDER = ("random", "easy", "medium", "hard", stats.MIXED)


def level_label(level: str) -> str:
    if level in LEVEL_LABELS:
        return LEVEL_LABELS[level]()
    return _("Mixed levels") if level == stats.MIXED else level


def columns() -> list[str]:
    return [
        _("Opponents"),
        _("Games"),
        _("Wins"),
        _("Win rate"),
        _("Average"),
        _("Best"),
        _("Streak"),
        _("Best streak"),
    ]


def row_cells(level: str, rec: stats.Record) -> list[str]:
    """The texts of one row of the table."""
    rate, avg = rec.win_rate, rec.average_score
    return [
        level_label(level),
        str(rec.games),
        str(rec.wins),
        "—" if rate is None else f"{round(rate * 100)}%",
        "—" if avg is None else f"{avg:.1f}",
        "—" if rec.best_score is None else f"{rec.best_score:g}",
        str(rec.streak),
        str(rec.best_streak),
    ]


class StatisticsScene(ShellScene):
    name = "statistics"

    def __init__(self, app, game: str | None = None) -> None:
        from game.ui.scenes.menu import menu_entries

        self.games = [(e.id, e.name) for e in menu_entries()]
        if game is not None and game not in {g for g, _n in self.games}:
            from game.core.registry import get

            self.games.append((game, get(game).name))
        self.game = game or (self.games[0][0] if self.games else "")
        loaded = stats.read()
        if loaded.notice is not None:
            app.notify(loaded.notice)
        self.stats = loaded.stats
        super().__init__(app)

    def build(self) -> None:
        self.chooser = self.gui.choice(
            (LOGICAL_SIZE[0] // 2 - 230, 120, 460, 50),
            [(g, _(name)) for g, name in self.games],
            self.game,
            self.pick,
            tooltip=_("The game whose statistics are shown."),
        )
        self.gui.button(
            (LOGICAL_SIZE[0] // 2 - 150, PANEL.bottom + 30, 300, 60), _("Back"), self.back, hotkey=pygame.K_RETURN
        )

    def pick(self, game: Any) -> None:
        self.game = str(game)
        self.repaint()

    def rows(self) -> list[tuple[str, stats.Record]]:
        """(level, record) of the chosen game, easiest opponents first."""
        found = dict(self.stats.games_of(self.game))
        order = [lvl for lvl in LEVEL_ORDER if lvl in found] + sorted(set(found) - set(LEVEL_ORDER))
        return [(lvl, found[lvl]) for lvl in order]

    def paint(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_title(surface, _("Statistics"), 70)
        style.draw_panel(surface, PANEL)
        rows = self.rows()
        if not rows:
            self.draw_text(
                surface,
                _("No finished games against bots yet. Statistics count each game you finish against bots."),
                PANEL.inflate(-120, -200),
                "text",
                26,
                style.INK,
            )
            return
        self.draw_table(surface, rows)
        self.draw_chart(surface, rows)

    def draw_table(self, surface: pygame.Surface, rows: list[tuple[str, stats.Record]]) -> None:
        widths = [190, 80, 80, 100, 100, 90, 90, 120]
        scale = TABLE.w / sum(widths)
        xs = [TABLE.x]
        for w in widths:
            xs.append(xs[-1] + round(w * scale))
        line_h = 52
        for i, head in enumerate(columns()):
            box = (xs[i] + 4, TABLE.y, xs[i + 1] - xs[i] - 8, line_h)
            self.draw_text(surface, head, box, "bold", 21, style.CRIMSON_DARK, min_size=14)
        pygame.draw.line(surface, style.INK, (TABLE.x, TABLE.y + line_h), (TABLE.right, TABLE.y + line_h), 2)
        for r, (level, rec) in enumerate(rows[:8]):
            y = TABLE.y + line_h * (r + 1) + 6
            for i, cell in enumerate(row_cells(level, rec)):
                role = "bold" if i == 0 else "text"
                box = (xs[i] + 4, y, xs[i + 1] - xs[i] - 8, line_h - 6)
                self.draw_text(surface, cell, box, role, 23, style.INK, min_size=14)

    def draw_chart(self, surface: pygame.Surface, rows: list[tuple[str, stats.Record]]) -> None:
        self.draw_text(surface, _("Win rate"), (CHART.x, CHART.y, CHART.w, 40), "title", 24, style.CRIMSON_DARK)
        plot = pygame.Rect(CHART.x + 10, CHART.y + 60, CHART.w - 20, CHART.h - 120)
        pygame.draw.line(surface, style.INK, plot.bottomleft, plot.bottomright, 2)
        n = min(len(rows), 5)
        slot = plot.w // max(1, n)
        for i, (level, rec) in enumerate(rows[:n]):
            rate = rec.win_rate or 0.0
            bar_h = max(2, round(plot.h * rate))
            bar = pygame.Rect(plot.x + i * slot + slot // 5, plot.bottom - bar_h, slot * 3 // 5, bar_h)
            pygame.draw.rect(surface, style.player_colour(i), bar, border_radius=4)
            self.draw_text(
                surface, f"{round(rate * 100)}%", (bar.x - 10, bar.y - 34, bar.w + 20, 30), "bold", 20, style.INK
            )
            label = (plot.x + i * slot, plot.bottom + 8, slot, 44)
            self.draw_text(surface, level_label(level), label, "text", 19, style.INK, min_size=13)
