"""The review chart's x axis is labelled by move number, so it is spaced by move: decisions at moves
1, 2 and 10 stand at 1, 2 and 10 on it, and its labels are move numbers at their own places."""

from __future__ import annotations

import pygame

from game.ui import text_fit
from game.ui.scenes.review_chart import CostlyMark, draw_chance_chart, move_ticks, plot_rect


def test_decisions_stand_at_their_move_numbers_on_the_x_axis():
    surface = pygame.Surface((900, 500))
    rect = pygame.Rect(0, 0, 900, 500)
    marks = [CostlyMark(rank=i + 1, index=i, chance=0.5, best=0.6) for i in range(3)]
    with text_fit.recording() as fits:
        circles = draw_chance_chart(surface, rect, [0.5, 0.5, 0.5], [1, 2, 10], marks, (200, 30, 30))
    x = [circles[r].centerx for r in (1, 2, 3)]
    assert x[1] > x[0] and abs((x[2] - x[1]) / (x[1] - x[0]) - 8) < 0.3  # 8 moves apart, 8 times as far
    plot = plot_rect(rect)
    labels = [f for f in fits if f.text.isdigit() and f.where == "review" and not f.text.endswith("%")]
    assert [f.text for f in labels if f.box[1] == 22][:10] == [str(m) for m in move_ticks(1, 10)]
    assert plot.w > 0


def test_the_labelled_moves_are_round_numbers_within_the_decisions_moves():
    assert move_ticks(1, 10) == list(range(1, 11))
    assert move_ticks(3, 40) == [5, 10, 15, 20, 25, 30, 35, 40]
    assert move_ticks(7, 2) == [7, 8]


def test_with_the_games_moves_the_axis_spans_the_whole_game_as_the_results_chart_does():
    """Seven decisions judged of a 64-move game were drawn on an axis up to 16 beside a results chart
    up to 64: the axis now spans the game's moves, labelled as the results' axis is."""
    from game.ui.scenes.review_chart import move_axis_label

    surface = pygame.Surface((900, 500))
    rect = pygame.Rect(0, 0, 900, 500)
    plot = plot_rect(rect)
    marks = [CostlyMark(rank=1, index=1, chance=0.5, best=0.6)]
    with text_fit.recording() as fits:
        circles = draw_chance_chart(surface, rect, [0.5, 0.5], [2, 16], marks, (200, 30, 30), last=64)
    x = circles[1].centerx
    assert abs((x - plot.x) / plot.w - 15.5 / 64) < 0.02  # move 16 a quarter of the way along
    ticks = [f.text for f in fits if f.text.isdigit() and f.box[1] == 22]
    assert ticks and ticks[-1] == "60"
    assert move_axis_label() in [f.text for f in fits]


def test_the_results_chart_names_its_axis_as_the_review_does(app, monkeypatch):
    import game.ui.scenes.results as results
    from game.core.registry import get
    from game.core.rules import Options, SeatConfig
    from game.core.session import Session
    from game.ui.scenes.review_chart import move_axis_label

    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    scene = results.ResultsScene(app, Session(get("joust"), Options(2, "standard", seats), 7))
    labels = []
    real = results.draw_line_chart
    monkeypatch.setattr(
        results,
        "draw_line_chart",
        lambda surface, rect, series, x_label="": labels.append(x_label) or real(surface, rect, series, x_label),
    )
    scene.paint(app.surface)
    assert labels == [move_axis_label()]
