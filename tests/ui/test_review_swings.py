"""The review chart explains each big move of its line: a mark at the point it reached, and under the
pointer what happened since the decision before (the log's lines, as the player saw them)."""

from __future__ import annotations

import pytest

from game import i18n
from game.smoke import review_example
from game.ui import game_log
from game.ui.scenes.review import ReviewScene
from game.ui.scenes.review_chart import SWING_INK, swing_spots
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
        assert [s.index for s in screen.swings()] == [called, called + 1]  # the fall, and the rise back
        decisions = screen.result["decisions"]
        spot = swing_spots(
            screen.chart_rect(),
            [d["chance"] for d in decisions],
            [d["move"] + 1 for d in decisions],
            [called],
            last=len(screen.session.store.actions),
        )[called]
        assert any(  # the triangle's outline, under the point the line fell to
            app.surface.get_at((x, y))[:3] == tuple(SWING_INK[:3])
            for x in range(spot.centerx - 8, spot.centerx + 9)
            for y in range(spot.centery + 14, spot.centery + 28)
        )
        ui_driver.move(app, spot.center, frames=40)
        tip = screen.gui.showing_tip
        start, stop = decisions[called - 1]["move"], decisions[called]["move"]
        history = screen.session.store.history
        lines = game_log.log_lines(screen.session.spec, history[: stop + 1], 0, screen.seat_label, [], start=start)
        head = i18n.ngettext(
            "Your chance fell from {high}% to {low}% ({n} point) with these moves:",
            "Your chance fell from {high}% to {low}% ({n} points) with these moves:",
            31,
        ).format(high=50, low=19, n=31)
        assert head in tip, tip
        called_line = next(ln.text for ln in lines if ln.step is not None and history[ln.step].action[0] == "contest")
        assert called_line in tip
    finally:
        i18n.set_language("en")
        app.set_language("en")


def test_a_steady_line_has_no_swing_marks(app):
    screen = review_example(app)
    screen.result = dict(screen.result, decisions=[dict(d, chance=0.5) for d in screen.result["decisions"]])
    app.push(screen)
    app.step(dt=ui_driver.FRAME)
    assert screen.swings() == []
