"""The review chart explains each big move of its line: a mark at the point it reached, and under the
pointer what happened since the decision before (the log's lines, as the player saw them)."""

from __future__ import annotations

import pytest

from game import i18n
from game.smoke import review_example
from game.ui import game_log, text_fit
from game.ui.scenes.review import ReviewScene
from game.ui.scenes.review_chart import MARK_FAR, MARK_NEAR, SWING_INK, move_span, plot_rect, x_on, y_at
from game.ui.widgets import style
from tests import ui_driver


def _with_a_fall_over_a_contest(app) -> tuple[ReviewScene, int]:
    """The smoke's review with the line made steady, then falling by 31 points at the first decision
    after a rival called a Contest."""
    screen = review_example(app)
    history = screen.session.store.history
    steady = [dict(d, chance=0.5, best_chance=0.5, cost=0.0) for d in screen.result["decisions"]]
    called = next(
        k
        for k in range(1, len(steady))
        if any(s.seat != 0 and s.action[0] == "contest" for s in history[steady[k - 1]["move"] : steady[k]["move"]])
    )
    steady[called] = dict(steady[called], chance=0.19, best_chance=0.19)
    screen.result = dict(screen.result, decisions=steady, biggest_drops=[])
    return screen, called


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_big_fall_of_the_line_is_marked_and_says_the_moves_that_made_it(app, lang):
    i18n.set_language(lang)
    app.set_language(lang)
    try:
        screen, called = _with_a_fall_over_a_contest(app)
        app.push(screen)
        app.step(dt=ui_driver.FRAME)
        assert _before_the_end(screen) == [called, called + 1]  # the fall, and the rise back
        decisions = screen.result["decisions"]
        plot = plot_rect(screen.chart_rect())
        moves = [d["move"] + 1 for d in decisions]
        first, span = move_span(moves, len(decisions), len(screen.session.store.actions))
        x, y = x_on(plot, first, span, moves[called]), y_at(plot, decisions[called]["chance"])
        assert any(  # the badge's outline, under the point the line fell to
            app.surface.get_at((px, py))[:3] == tuple(SWING_INK[:3])
            for px in range(x - 8, x + 9)
            for py in range(y + MARK_NEAR - 1, y + MARK_FAR + 1)
        )
        ui_driver.move(app, (x, y + MARK_FAR - 2), frames=40)  # on the badge's far edge, not the point
        tip = screen.gui.showing_tip
        start, stop = decisions[called - 1]["move"], decisions[called]["move"]
        history = screen.session.store.history
        lines = game_log.log_lines(screen.session.spec, history[: stop + 1], 0, screen.seat_label, [], start=start)
        head = i18n.ngettext(
            "Your chance fell from {high}% to {low}% ({n} percentage point) with these moves:",
            "Your chance fell from {high}% to {low}% ({n} percentage points) with these moves:",
            31,
        ).format(high=50, low=19, n=31)
        assert head in tip, tip
        called_line = next(ln.text for ln in lines if ln.step is not None and history[ln.step].action[0] == "contest")
        assert called_line in tip
        rise = (x_on(plot, first, span, moves[called + 1]), y_at(plot, decisions[called + 1]["chance"]))
        ui_driver.move(app, (rise[0] + 6, rise[1] - MARK_FAR + 2), frames=40)  # the rise's badge, over it
        assert "31" in screen.gui.showing_tip and head not in screen.gui.showing_tip
    finally:
        i18n.set_language("en")
        app.set_language("en")


def test_a_steady_line_has_no_swing_marks(app):
    screen = review_example(app)
    screen.result = dict(screen.result, decisions=[dict(d, chance=0.5) for d in screen.result["decisions"]])
    app.push(screen)
    app.step(dt=ui_driver.FRAME)
    assert _before_the_end(screen) == []


def _before_the_end(screen: ReviewScene) -> list[int]:
    """The swings of the line before its last point, which a finished game sets to its result."""
    rows = screen.chart_decisions()
    return [s.index for s in screen.swings() if not rows[s.index].get("end")]


def test_a_finished_games_line_ends_on_its_result(app):
    """The smoke's game is won by the reviewed player: whatever the last decision's estimate, the
    line's last point is 100%, drawn at the top of the chart over the game's last move, and the rise
    to it is a swing that names the winning move."""
    screen = review_example(app)
    assert screen.session.spec.rules.outcome(screen.session.store.state).winners == (0,)
    screen.result = dict(screen.result, decisions=[dict(d, chance=0.5) for d in screen.result["decisions"]])
    app.push(screen)
    app.step(dt=ui_driver.FRAME)
    rows = screen.chart_decisions()
    assert rows[-1]["chance"] == 1.0 and rows[-1]["move"] == len(screen.session.store.actions) - 1
    assert all(d["chance"] == 0.5 for d in rows[:-1])
    end = screen.swings()[-1]
    assert end.index == len(rows) - 1 and end.after == 1.0
    assert any("win" in line for line in end.lines), end.lines
    plot = plot_rect(screen.chart_rect())
    moves = [d["move"] + 1 for d in rows]
    first, span = move_span(moves, len(rows), len(screen.session.store.actions))
    x, y = x_on(plot, first, span, moves[-1]), y_at(plot, 1.0)
    colour = tuple(style.player_colour(screen.seat)[:3])
    near = [app.surface.get_at((px, py))[:3] for px in range(x - 3, x + 4) for py in range(y - 3, y + 4)]
    assert colour in near, (x, y)


def test_a_big_rise_is_marked_over_the_point_it_rose_to_a_fall_under_it(app):
    """The badge stands by the point the line reached: over a rise, under a fall (never the fall's mark
    on a rise)."""
    screen, called = _with_a_fall_over_a_contest(app)
    app.push(screen)
    app.step(dt=ui_driver.FRAME)
    decisions = screen.result["decisions"]
    plot = plot_rect(screen.chart_rect())
    moves = [d["move"] + 1 for d in decisions]
    first, span = move_span(moves, len(decisions), len(screen.session.store.actions))

    def inked(i: int, below: bool) -> bool:
        x, y = x_on(plot, first, span, moves[i]), y_at(plot, decisions[i]["chance"])
        rows = range(y + MARK_NEAR - 1, y + MARK_FAR + 1) if below else range(y - MARK_FAR - 1, y - MARK_NEAR + 1)
        return any(
            app.surface.get_at((px, py))[:3] == tuple(SWING_INK[:3]) for px in range(x - 8, x + 9) for py in rows
        )

    rise = called + 1
    assert decisions[rise]["chance"] > decisions[called]["chance"]
    assert inked(rise, below=False) and not inked(rise, below=True)
    assert inked(called, below=True) and not inked(called, below=False)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_swing_mark_says_its_signed_change_whatever_its_place(app, lang):
    """A mark whose shape points one way was read as "down" over a rise: each badge says its signed
    change in percentage points ("+31" over the rise, "−31" under the fall), and the key says so."""
    i18n.set_language(lang)
    app.set_language(lang)
    try:
        screen, _called = _with_a_fall_over_a_contest(app)
        app.push(screen)
        with text_fit.recording() as records:
            app.step(dt=ui_driver.FRAME)
        said = [r.text for r in records]
        assert "+31" in said and "\u221231" in said, said
        key = i18n._("A big rise or fall, in percentage points: point at it to see why")
        assert key in said
        assert not next(r for r in records if r.text == key).fit.ellipsized
        assert not any("triangle" in t or "triangolo" in t for t in said)
    finally:
        i18n.set_language("en")
        app.set_language("en")
