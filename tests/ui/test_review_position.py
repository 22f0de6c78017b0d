"""From the review, a costly decision opens the table as the player saw it then: the game's own table,
read-only, from that seat's view at that moment, with the move made and the better one outlined."""

from __future__ import annotations

import pygame
import pytest

from game.core.rules import normalize_action
from game.core.store import Store
from game.games.tournament.state import HIDDEN
from game.smoke import review_example
from game.ui.scenes.review import ReviewScene
from game.ui.scenes.review_position import PositionScene
from tests import ui_driver


def _review(app) -> ReviewScene:
    screen = review_example(app)
    app.push(screen)
    app.step(dt=0.05)
    app.step(dt=0.05)
    return screen


def _open(app, screen: ReviewScene, rank: int) -> tuple[PositionScene, dict]:
    d = screen.drops()[rank - 1]
    ui_driver.press(app, screen.see_buttons[d["move"]])
    assert isinstance(app.top, PositionScene)
    return app.top, d


def test_each_costly_decision_opens_the_table_as_the_player_saw_it(app):
    screen = _review(app)
    drops = screen.drops()
    assert len(drops) == 3 and sorted(screen.see_buttons) == sorted(d["move"] for d in drops)
    position, d = _open(app, screen, 1)
    session, move = screen.session, d["move"]
    then = Store.replay(session.rules, session.options, session.seed, session.store.actions[:move])
    table = position.table
    assert table.view == session.rules.view(then.state, 0)  # seat 0's view at that moment, no more
    assert table.my_hand() == [c for c in then.state.hands[0]]
    assert table.view != session.rules.view(session.store.state, 0)  # not the end of the game
    for seat, hand in enumerate(table.view.hands):
        if seat != 0:
            assert HIDDEN in hand and hand != then.state.hands[seat]  # a rival's hand stays face down
    assert table.spots.shown, "the table's pieces are drawn"
    assert position.table.move_rects(session.store.actions[move][1]), "the move made is outlined"
    assert position.better is not None and normalize_action(position.better) == normalize_action(d["best"])


def test_the_position_is_read_only_and_back_returns_to_the_review(app):
    screen = _review(app)
    position, d = _open(app, screen, 1)
    moves = len(position.table.store.history)
    assert moves == d["move"]
    for spot in list(position.table.spots.shown):  # every card, pile and row clicked: nothing moves
        ui_driver.click(app, spot.rect.center)
    for _ in range(20):
        app.step(dt=0.1)  # no bot plays on, no animation starts
    assert app.top is position and len(position.table.store.history) == moves
    assert len(screen.session.store.history) > moves  # the game reviewed is untouched
    ui_driver.press(app, position.back_button)
    assert app.top is screen


def test_the_panel_says_what_was_played_and_what_was_better(app):
    screen = _review(app)
    position, d = _open(app, screen, 2)
    words = screen.labels()
    assert position.played_words == words[d["move"]] and position.better_words == words[-1 - d["move"]]
    assert position.points == round(100 * d["cost"]) > 0
    shown = [text for _colour, _head, text in position.rows()]
    assert words[d["move"]] in shown[0] and words[-1 - d["move"]] in shown[1]
    assert str(position.points) in shown[1]


def test_the_position_draws_in_italian(make_app):
    from game.ui import text_fit

    app = make_app()
    app.set_language("it")
    screen = _review(app)
    position, _d = _open(app, screen, 3)
    with text_fit.recording() as fits:
        app.step(dt=0.05)
    mine = [f for f in fits if f.where == position.name]
    assert mine and not any(f.fit.ellipsized for f in mine)
    app.set_language("en")  # switched while it is open: its words and the table's follow
    app.step(dt=0.05)
    words = screen.labels()
    assert position.better_words == words[-1 - _d["move"]] and position.title().startswith("Move")
    from game.games.tournament.ui.news import rivals_news

    table = position.table
    assert table.news() == rivals_news(table.store.history, 0)  # the rivals' last turns in English now
    assert pygame.Rect(position.panel).contains(position.back_button.rect)


@pytest.mark.parametrize("game", ["paladin", "joust", "glory"])
def test_every_games_table_shows_a_position_read_only(app, game):
    """The position view is the game's own table: every game's opens at a decision of the player's
    (its view then, no more), and stays there however many frames pass."""
    from game.core.registry import get
    from game.core.rng import Rng
    from game.core.rules import Options, SeatConfig
    from game.core.session import Session

    spec = get(game)
    variant = spec.variants[0].id
    players = min(spec.players_for(variant), key=lambda n: abs(n - 3))
    seats = (SeatConfig("human", "", "Ada"),) + tuple(SeatConfig("bot", "random") for _ in range(players - 1))
    session = Session(spec, Options(players, variant, seats, tuple((o.key, o.default) for o in spec.options)), 5)
    rng, mine = Rng.from_seed(3), []
    while session.store.outcome() is None and len(mine) < 12:
        seat = min(session.store.actors())
        legal = session.store.legal_actions(seat)
        if seat == 0:
            mine.append(len(session.store.actions))
        session.store.apply(seat, rng.choice(legal))
    move = mine[-1]
    position = PositionScene(app, session, 0, move, lambda: ("played", "better", "why"), 3)
    position.show_better(session.store.actions[move][1])
    app.push(position)
    for _ in range(10):
        app.step(dt=0.1)
    assert app.top is position and len(position.table.store.history) == move
    then = Store.replay(session.rules, session.options, session.seed, session.store.actions[:move])
    assert position.table.view == session.rules.view(then.state, 0)
