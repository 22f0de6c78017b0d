"""The review screen, reached from the results: a progress bar while the worker estimates, then the
chart of the player's chances and the costliest decisions in words."""

from __future__ import annotations

import time

import pygame

from game.ui.scenes.results import ResultsScene
from game.ui.scenes.review import CHART, ReviewScene
from tests import ui_driver
from tests.core.test_review import finished_demo


def test_review_from_the_results_shows_chances_and_costly_moves(app):
    session = finished_demo(4)
    app.push(ResultsScene(app, session))
    app.step(dt=0.05)
    ui_driver.click(app, app.top.review_button.rect.center)
    screen = app.top
    assert isinstance(screen, ReviewScene)
    assert screen.bar.visible
    assert "text" not in screen.bar.drawable_shape.theming  # no raw "0.0/100.0" in the bar
    deadline = time.monotonic() + 120
    while screen.result is None and not screen.error and time.monotonic() < deadline:
        app.step(dt=0.05)
        time.sleep(0.02)
    assert not screen.error and screen.result is not None
    app.step(dt=0.05)
    assert not screen.bar.visible
    decisions = screen.result["decisions"]
    assert decisions and all(0 <= d["chance"] <= 1 for d in decisions)
    words = screen.labels()
    for d in screen.result["biggest_drops"]:
        assert words[d["move"]] and words[-1 - d["move"]]
    app.step(dt=0.05)  # paints chart and list


def test_a_game_among_people_offers_no_review(app):
    session = finished_demo(4)
    from game.core.rules import SeatConfig

    session.seats = (SeatConfig("human"), SeatConfig("human"))
    session.bots = {}
    app.push(ResultsScene(app, session))
    app.step(dt=0.05)
    assert not app.top.review_button.is_enabled


def test_the_chart_has_a_fixed_scale_and_marks_the_costly_decisions(app):
    from game.smoke import review_example
    from game.ui.scenes.review_chart import plot_rect

    screen = review_example(app)
    app.push(screen)
    app.step(dt=0.05)
    decisions, drops = screen.result["decisions"], screen.result["biggest_drops"]
    assert len(drops) == 3 and sorted(screen.marks) == [1, 2, 3]  # each costly decision marked, by its number
    chart = pygame.Rect(CHART.x + 24, CHART.y + 70, CHART.w - 48, CHART.h - 86)
    plot = plot_rect(chart)
    for rank, d in enumerate(drops, start=1):
        mark = screen.marks[rank]
        span = max(len(screen.session.store.actions), decisions[-1]["move"] + 1, len(decisions))
        at = (d["move"] + 0.5) / span  # the axis runs by move number over the whole game, from move 1
        assert abs(mark.centerx - (plot.x + at * plot.w)) <= 1  # at its move number (the axis runs by move)
        assert abs(mark.centery - (plot.bottom - d["chance"] * plot.h)) <= 1  # 0–100% whatever the data
    quarter = [dict(row, chance=row["chance"] / 4) for row in decisions]
    low = dict(screen.result, decisions=quarter, biggest_drops=[dict(d, chance=d["chance"] / 4) for d in drops])
    again = ReviewScene(app, screen.session, 0, result=low)  # lower chances: the same scale, lower marks
    app.push(again)
    app.step(dt=0.05)
    for rank in range(1, 4):
        assert again.marks[rank].centery > screen.marks[rank].centery


def _review_of_a_contest(app, cost: float):
    """A review of a 3-player Tournament game whose only costly decision is a Contest the (unnamed)
    human called, with ``cost`` as its estimated cost."""
    from game.core.registry import get
    from game.core.rules import Options, SeatConfig
    from game.core.serial import to_jsonable
    from game.core.session import Session

    seats = (SeatConfig("human"), SeatConfig("bot", "easy"), SeatConfig("bot", "easy"))
    session = Session(get("tournament"), Options(3, "standard", seats), 11)
    store = session.store
    row = None
    for _ in range(3000):
        if store.outcome() is not None or row is not None:
            break
        seat = min(store.actors())
        legal = store.legal_actions(seat)
        contests = [a for a in legal if a[0] == "contest"]
        if seat == 0 and contests:
            row = {"move": len(store.actions), "played": to_jsonable(contests[0]), "chance": 0.4}
            row.update(best=to_jsonable(legal[-1]), best_chance=round(0.4 + cost, 3), cost=cost)
            store.apply(seat, contests[0])
            continue
        store.apply(seat, session.bot_choose(seat) if seat else legal[-1])
    assert row is not None
    result = {"game": "tournament", "seat": 0, "decisions": [row], "biggest_drops": [row]}
    return ReviewScene(app, session, 0, result=result)


def test_the_review_names_the_player_you_and_the_rivals_by_their_names(app):
    screen = _review_of_a_contest(app, 0.12)
    app.push(screen)
    app.step(dt=0.05)
    words = screen.labels()
    played, better = words[screen.result["decisions"][0]["move"]], words[-1 - screen.result["decisions"][0]["move"]]
    assert played.startswith("Call the")  # the move in the player's words, not a line of what followed
    assert better == "End your turn"  # not "It is Bot 2's turn", the log line an ended turn makes
    assert "Player 1" not in played + better  # the reviewed seat is never named by its default name


def test_the_review_names_rivals_by_their_names_where_it_words_a_move_as_the_log(app):
    from game.core.rng import Rng
    from game.ui.kit.advice import move_label

    screen = _review_of_a_contest(app, 0.12)
    session, row = screen.session, screen.result["decisions"][0]
    rules = session.spec.rules
    replay = type(session.store)(rules, session.options, session.seed)
    for actor, action in session.store.actions[: row["move"]]:
        replay.apply(actor, action)
    view = rules.view(replay.state, 0)
    played = tuple(row["played"])
    line = move_label(session.spec, view, 0, played, Rng.from_seed(1), you=True, names=screen.seat_label)
    assert "You call the" in line and "Player 1" not in line
    assert "Bot 2" in line or "Bot 3" in line  # the rivals' results under their own names


def test_a_decision_that_cost_nothing_is_not_listed_as_costly(app):
    from game.review import costly

    assert not costly(0.004) and costly(0.012)
    screen = _review_of_a_contest(app, 0.004)  # rounds to 0 points of chance
    app.push(screen)
    app.step(dt=0.05)
    assert screen.drops() == [] and screen.marks == {}
    assert screen.labels() == {}


def test_a_tournament_decision_that_cost_less_than_its_review_can_vouch_for_is_not_listed(app):
    """A playtest: 'Better: Call the King's Favour (about 1 point of chance)' was listed for a knight put
    into play; Tournament's review lists from ``REVIEW_MIN_COST`` (3 points), clear of noise or not."""
    from game.core.registry import get
    from game.games.tournament import REVIEW_MIN_COST
    from game.review import min_cost

    assert min_cost(get("tournament")) == REVIEW_MIN_COST == 0.03
    trivial = _review_of_a_contest(app, 0.012)  # one point, its noise 0 (clear of it)
    app.push(trivial)
    app.step(dt=0.05)
    assert trivial.drops() == [] and trivial.marks == {}
    app.pop()
    real = _review_of_a_contest(app, 0.04)
    app.push(real)
    app.step(dt=0.05)
    assert len(real.drops()) == 1


def test_the_review_itself_lists_no_tournament_cost_under_its_floor(monkeypatch):
    """The review's own list (``biggest_drops``) keeps Tournament's floor too: with every move's cost
    made 2 points, clear of noise, nothing is listed; the shared floor of 1 point would list them."""
    from game import review as rv
    from game.core.registry import get
    from game.core.rules import Options, SeatConfig
    from game.core.session import Session

    seats = (SeatConfig("human"), SeatConfig("bot", "random"))
    session = Session(get("tournament"), Options(2, "standard", seats), 3)
    for _ in range(6):
        session.store.apply(session.store.state.current, session.store.legal_actions(session.store.state.current)[0])
    monkeypatch.setattr(rv, "judge", lambda *a, **k: (0.40, 0.42, 0.01, 0.001, False))
    spec = get("tournament")
    monkeypatch.setitem(spec.extra, "review_bot", lambda: _Last())
    result = rv.review_session(session, 0, samples=2)
    assert result["decisions"] and result["biggest_drops"] == []
    monkeypatch.setitem(spec.extra, "review_min_cost", rv.MIN_COST)
    assert rv.review_session(session, 0, samples=2)["biggest_drops"]


class _Last:
    """A review bot that names the last legal move as the better one."""

    def choose(self, rules, view, seat, rng, deadline=None):
        return rules.legal_actions(view, seat)[-1]


def test_a_costly_decision_says_why_the_better_move_is_better_from_the_players_view(app):
    from game.ui.kit.advice import hint_reason

    screen = _review_of_a_contest(app, 0.12)
    app.push(screen)
    app.step(dt=0.05)
    row = screen.result["decisions"][0]
    words = screen.labels()
    session = screen.session
    rules = session.spec.rules
    replay = type(session.store)(rules, session.options, session.seed)
    for actor, action in session.store.actions[: row["move"]]:
        replay.apply(actor, action)
    why = hint_reason(session.spec, rules.view(replay.state, 0), 0, tuple(row["best"]))
    assert why and screen.reasons[row["move"]] == why  # the Hint's own words, from the view then
    line = screen.drop_line(row, words)
    assert line.startswith("Move ") and line.endswith(f"Why: {why.rstrip('.')}.")


def test_a_cost_within_two_standard_errors_of_its_noise_is_not_shown(app):
    screen = _review_of_a_contest(app, 0.12)
    row = screen.result["biggest_drops"][0]
    row["noise"] = 0.07  # 12 points against a standard error of 7: within two of it
    app.push(screen)
    app.step(dt=0.05)
    assert screen.drops() == [] and screen.marks == {}


def test_no_costly_decision_on_a_falling_chart_says_the_fall_came_from_luck_and_rivals(app):
    screen = _review_of_a_contest(app, 0.004)  # no decision costly enough to list
    row = screen.result["decisions"][0]
    falling = [dict(row, move=row["move"] - 2, chance=0.89), dict(row, chance=0.42)]
    screen.result = dict(screen.result, decisions=falling, biggest_drops=[falling[-1]])
    said: list[str] = []
    draw = screen.draw_text
    screen.draw_text = lambda surface, text, *a, **k: said.append(text) or draw(surface, text, *a, **k)
    app.push(screen)
    app.step(dt=0.05)
    assert screen.drops() == []
    words = next(t for t in said if "decision of yours" in t)
    assert "89%" in words and "42%" in words and "luck and your rivals' moves" in words, words
    steady = [dict(row, chance=0.5), dict(row, chance=0.48)]
    screen.result = dict(screen.result, decisions=steady)
    said.clear()
    app.step(dt=0.05)
    screen.paint(app.surface)
    assert any(t.startswith("No decision of yours clearly cost a point of chance") for t in said), said
