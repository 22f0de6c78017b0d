"""The Hint button: the strongest bot's move from the player's own view, outlined in the bar and said
in a sentence; hints are counted, kept in the save and shown on the results screen."""

from __future__ import annotations

import time

import pygame
import pytest

from game.app import App
from game.core import saves
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.ui.kit import advice
from game.ui.scenes import persist
from game.ui.scenes.results import ResultsScene
from tests import ui_driver
from tests.ui.test_shell_flow import play_by_clicks


@pytest.fixture
def app(make_app):
    return make_app(seed=5, bot_think_seconds=0.5)


def open_demo(app: App) -> object:
    seats = (SeatConfig("human", name="Ada"), SeatConfig("bot", "easy"))
    persist.open_table(app, Session(get("demo"), Options(2, "standard", seats), 8))
    table = app.top
    for _ in range(20):
        if table.can_act():
            break
        app.step(dt=0.1)
    ui_driver.settle(app)
    return table


def wait_for_tip(app: App, table) -> None:
    """Frames until the bot's answer arrived (it thinks in a thread: wall time, however loaded the machine)."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        app.step(dt=0.05)
        if not table.advice.thinking:
            return
        time.sleep(0.01)
    raise AssertionError("the hint never came")


def test_key_h_shows_a_legal_move_in_the_bar(app):
    table = open_demo(app)
    ui_driver.key(app, pygame.K_h)
    assert table.advice.thinking and "Looking" in table.advice.text()
    wait_for_tip(app, table)
    tip = table.advice.tip
    assert tip is not None
    assert tip.action in table.store.legal_actions(table.viewer)
    assert table.advice.text().startswith("Hint: ")
    assert table.session.hints == {0: 1}
    app.step(dt=0.05)  # draws the outline and the sentence


def test_the_hint_button_is_on_the_top_bar_and_the_count_reaches_save_and_results(app):
    table = open_demo(app)
    hint = next(b for b in table.bar_buttons if b.text == "Hint")
    ui_driver.click(app, hint.rect.center)
    wait_for_tip(app, table)
    path = persist.saves_dir() / "with-hint.json"
    saves.save_session(table.session, path)
    assert saves.load_session(path).hints == {0: 1}
    play_by_clicks(app, table)
    results = app.top
    assert isinstance(results, ResultsScene)
    assert "you asked for 1 hint" in results.subtitle()


def test_a_stale_hint_is_dropped_when_the_position_moved_on(app):
    table = open_demo(app)
    table.advice.ask(table)
    wait_for_tip(app, table)
    assert table.advice.tip is not None
    table.advice.update(0.05, len(table.store.history) + 1)
    assert table.advice.tip is None and table.advice.text() == ""


def test_the_bot_sees_only_the_players_view(monkeypatch):
    spec = get("demo")
    session = Session(spec, Options(2, "standard", (SeatConfig("human"), SeatConfig("bot", "easy"))), 3)
    seen = []

    class Spy:
        explain = "because"

        def choose(self, rules, view, seat, rng, deadline=None):
            seen.append(view)
            return rules.legal_actions(rules.determinize(view, seat, rng), seat)[0]

    monkeypatch.setattr(advice, "strongest_level", lambda spec: "spy")
    monkeypatch.setattr(type(spec), "bot_factory", lambda self, level: Spy)
    tip = advice.advise(spec, session.store.state, 0, 1, 0.2)
    assert seen == [spec.rules.view(session.store.state, 0)]
    assert tip.why == "because"


def test_an_open_chooser_over_the_hint_is_left_readable_and_the_hint_is_said_above_it(app, monkeypatch):
    table = open_demo(app)
    ui_driver.key(app, pygame.K_h)
    wait_for_tip(app, table)
    said: list[tuple[str, pygame.Rect]] = []
    draw = advice.text_fit.draw
    monkeypatch.setattr(
        advice.text_fit, "draw", lambda s, text, box, *a, **kw: (said.append((text, box)), draw(s, text, box, *a, **kw))
    )
    surface = pygame.Surface((1600, 900))
    table.draw_table(surface)
    assert any(t.startswith("Hint: ") for t, _box in said)  # the sentence, with no chooser open
    said.clear()
    table.bar.chooser_for = "test"
    pop = table.lay.get("hint", table.bar.rect.move(0, -64)).inflate(-40, 0)  # over the hint
    table.bar.chooser_rect = pop
    table.draw_table(surface)
    boxes = [box for t, box in said if t.startswith("Hint: ")]
    assert boxes, "the Hint's sentence is still said with a chooser open"
    assert not any(box.colliderect(pop) for box in boxes)
    assert all(box.bottom <= pop.top for box in boxes)
