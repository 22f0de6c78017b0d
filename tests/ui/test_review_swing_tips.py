"""A big swing's tooltip on the review chart: for Joust it names the moves that moved the line first
(damage, knock-outs, fans, the cards revealed), the rest counted, never a card chosen in secret; and
pointed at near the chart's top it leaves the chart's title in view, whole on the screen."""

from __future__ import annotations

import pygame

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust.ui.smoke import advance
from game.smoke import review_example
from game.ui.scene import LOGICAL_SIZE
from game.ui.scenes import persist
from game.ui.scenes.review_chart import MARK_FAR, move_span, plot_rect, x_on, y_at
from game.ui.scenes.review_swings import MAX_LINES, swing_text, swings
from tests import ui_driver


def test_a_joust_swing_names_what_moved_the_line_and_counts_the_rest(app):
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 4))
    table = app.top
    advance(table, lambda st: False, 3000)
    history = table.store.history
    assert table.rules.outcome(table.store.state) is not None
    knocked = next(i for i, step in enumerate(history) if any(e.kind == "knockout" for e in step.events))
    start = max(0, knocked - 12)
    rows = [{"move": start, "chance": 0.7}, {"move": knocked, "chance": 0.2}]
    (swing,) = swings(table.spec, history, 0, rows, table.player_name)
    assert not any("in secret" in line or "choose" in line for line in swing.lines), swing.lines
    assert any("knocked out" in line for line in swing.lines), swing.lines
    assert swing.minor > 0
    text = swing_text(swing)
    bullets = [line for line in text.split("\n") if line.startswith("• ")]
    assert len(bullets) <= MAX_LINES + 1
    if len(swing.lines) + swing.minor > len(bullets):
        assert bullets[-1].startswith("• … and "), bullets


def test_a_swing_tooltip_near_the_top_leaves_the_chart_title_in_view(app):
    screen = review_example(app)
    decisions = [dict(d, chance=0.5, best_chance=0.5, cost=0.0) for d in screen.result["decisions"]]
    k = len(decisions) // 10  # an early fall to the chart's foot: its long tooltip goes up, over the plot
    decisions[k] = dict(decisions[k], chance=0.03, best_chance=0.03)
    screen.result = dict(screen.result, decisions=decisions, biggest_drops=[])
    app.push(screen)
    app.step(dt=ui_driver.FRAME)
    rows = screen.chart_decisions()
    plot = plot_rect(screen.chart_rect())
    moves = [d["move"] + 1 for d in rows]
    first, span = move_span(moves, len(rows), len(screen.session.store.actions))
    x, y = x_on(plot, first, span, moves[k]), y_at(plot, 0.03)
    ui_driver.move(app, (x, y + MARK_FAR - 2), frames=40)  # the fall's badge, under its point
    tip = screen.gui._tip
    assert tip is not None
    assert "47" in screen.gui.showing_tip, screen.gui.showing_tip  # from 50% to 3%
    rect = pygame.Rect(tip.rect)
    assert not rect.colliderect(screen.chart_heading()), (rect, screen.chart_heading())
    assert pygame.Rect((0, 0), LOGICAL_SIZE).contains(rect), rect
