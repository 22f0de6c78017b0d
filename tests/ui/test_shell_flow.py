"""The shell driven headless with synthetic events: menu → setup → table → results, undo, toasts,
hot-seat privacy, and crash safety. Uses the hidden demo game (its kit table) and a test game
without a presentation (the kit's generic table)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pytest

from game.ai.random_bot import RandomBot
from game.app import App
from game.core import saves
from game.core.registry import GameSpec, get
from game.core.rules import Event, IllegalAction, Options, Outcome, SeatConfig
from game.core.session import Session
from game.games.demo.ui.table import DemoTable
from game.settings import log_dir
from game.ui import table as table_module
from game.ui.kit.generic import GenericTable
from game.ui.scene import Scene
from game.ui.scenes import persist
from game.ui.scenes.crash import CrashScene
from game.ui.scenes.pass_to import PassToScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.setup import SetupScene
from tests import ui_driver

click = ui_driver.click
key = ui_driver.key


@pytest.fixture
def app(make_app):
    return make_app(seed=7, demo_only=True)


def demo_session(seats: tuple[SeatConfig, ...], seed: int = 3) -> Session:
    return Session(get("demo"), Options(len(seats), "standard", seats), seed)


def play_by_clicks(app: App, table) -> int:
    """Play the viewer's moves by clicking what the table shows (a bar button, else a card or the
    deck) until the results screen; returns the number of clicks that made a move."""
    moves = 0
    for _ in range(600):
        if isinstance(app.top, ResultsScene):
            return moves
        if app.top is table and table.can_act() and table.bar.lock <= 0:
            before = len(table.store.history)
            buttons = [b for slot in table.bar.slots for b in table.bar.buttons(slot) if b.is_enabled]
            spots = [s for s in table.spots.shown if s.on_click is not None]
            target = buttons[0].rect.center if buttons else spots[0].rect.center
            click(app, target)
            moves += len(table.store.history) > before
        app.step(dt=0.1)
    raise AssertionError("the game never reached the results screen")


def test_menu_setup_table_results(app):
    assert app.top.name == "menu"
    click(app, app.top.play_buttons[0].rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.spec.id == "demo"
    ui_driver.choose(app, setup.players_stepper, 2)
    assert app.top.cfg["players"] == 2
    click(app, app.top.start_btn.rect.center)
    table = app.top
    assert isinstance(table, DemoTable)
    assert [s.kind for s in table.session.seats] == ["human", "bot"]
    assert saves.autosave_path().exists()
    moves = play_by_clicks(app, table)
    results = app.top
    assert isinstance(results, ResultsScene)
    assert results.outcome is not None
    assert moves == sum(1 for step in results.session.store.history if step.seat == 0) == 5
    # the chart has one point per move plus the start
    assert len(results.session.store.score_history) == len(results.session.store.history) + 1
    persist.flush()
    assert not saves.autosave_path().exists()  # a finished game is not left for Continue or Load
    click(app, results.menu_button.rect.center)  # Main menu
    assert app.top.name == "menu" and len(app.stack) == 1
    assert not app.top.continue_btn.is_enabled


@dataclass
class RaceState:
    total: int = 0
    turn: int = 0


class RaceRules:
    """Open information, no chance: two seats add 1 or 2 in turn; reaching 10 wins. Every move is quiet."""

    id = "race"
    state_type = RaceState

    def new_game(self, options, seed):
        return RaceState()

    def actors(self, state):
        return frozenset() if state.total >= 10 else frozenset({state.turn})

    def legal_actions(self, state, seat):
        return [("add", 1), ("add", 2)] if seat in self.actors(state) else []

    def apply(self, state, seat, action):
        if action not in self.legal_actions(state, seat):
            raise IllegalAction("Add 1 or 2.", action, seat)
        return RaceState(state.total + action[1], 1 - seat), [Event("added", {"seat": seat, "n": action[1]})]

    def view(self, state, seat):
        return state

    def determinize(self, view, seat, rng):
        return view

    def outcome(self, state):
        if state.total < 10:
            return None
        winner = 1 - state.turn
        return Outcome((1.0 if winner == 0 else 0.0, 1.0 if winner == 1 else 0.0), ((winner,), (1 - winner,)))

    def scores(self, state):
        return [0.0, 0.0]


RACE = GameSpec("race", "Race", "Test.", RaceRules(), (2,), {"random": RandomBot}, hidden=True)


def test_refused_action_shows_the_reason_and_undo_takes_back(app, monkeypatch):
    monkeypatch.setattr(table_module, "BOT_MIN_SECONDS", 3600.0)  # the bot's answer waits: no race
    session = Session(RACE, Options(2, "standard", (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random"))), 1)
    persist.open_table(app, session)
    table = app.top
    assert isinstance(table, GenericTable)  # a game without a presentation gets the kit's plain table
    app.step(dt=0.05)
    assert table.can_act()
    assert not table.submit(("play", 99))
    assert table.toasts.texts, "a refused move shows a toast"
    assert table.store.history == []
    assert table.toasts.texts == ["Add 1 or 2."]
    # a quiet move can be taken back with the Undo button
    table.sync_bots = False  # the bot thinks in its thread for a while: the undo concerns our move only
    assert table.submit(("add", 2))
    assert len(table.store.history) == 1 and table.store.can_undo(0)
    app.step(dt=0.05)
    assert "You: add 2" in [t for t, _c in table.log_view.lines]  # the viewer's own move, second person
    assert table.undo_button.is_enabled
    click(app, table.undo_button.rect.center)
    assert table.store.history == [] and table.store.state.total == 0
    assert table.log_view.lines[-1][0] == "You take back a move."


def test_hot_seat_shows_a_privacy_screen_between_humans(app):
    session = demo_session((SeatConfig("human", "", "Ada"), SeatConfig("human", "", "Bea")))
    persist.open_table(app, session)
    app.step(dt=0.05)
    assert isinstance(app.top, PassToScene) and app.top.player_name == "Ada"
    key(app, pygame.K_SPACE)
    table = app.top
    assert isinstance(table, DemoTable) and table.viewer == 0 and table.can_act()
    assert table.submit(table.legal[0])
    app.step(dt=0.05)
    assert isinstance(app.top, PassToScene) and app.top.player_name == "Bea"
    # nothing of the table is drawn under the privacy screen
    assert not app.top.overlay
    key(app, pygame.K_RETURN)
    assert app.top is table and table.viewer == 1 and table.can_act()


class Exploding(Scene):
    name = "exploding"

    def draw(self, surface):
        raise RuntimeError("boom in draw")


def test_crash_writes_a_log_offers_the_menu_and_keeps_the_autosave(app):
    session = demo_session((SeatConfig("human", "", "Ada"), SeatConfig("bot", "random")))
    persist.autosave(session)
    before = saves.autosave_path().read_bytes()
    app.push(Exploding(app))
    app.step(dt=0.05)
    assert isinstance(app.top, CrashScene)
    logs = list(log_dir().glob("crash-*.log"))
    assert logs and "boom in draw" in logs[0].read_text(encoding="utf-8")
    app.step(dt=0.05)  # the crash screen draws on its own, without the broken scene
    click(app, app.top.buttons[0].rect.center)  # Return to the menu
    assert app.top.name == "menu" and app.running
    assert saves.autosave_path().read_bytes() == before
    assert app.top.continue_btn.is_enabled


def test_menu_partial_redraws_match_a_full_redraw(app):
    """The menu repaints only what changed; after hovers and tooltips the picture must be exactly
    what a full repaint gives."""
    from game.ui.scenes.dialog import message

    menu = app.top
    message(app, "Title", "Body")
    app.step(dt=0.05)
    app.pop()
    app.step(dt=0.05)
    menu = app.top

    def check() -> None:
        partial, before, rects = app.surface.copy(), menu._last_frame, menu._last_rects
        menu._last_frame = None  # force a full repaint of the same frame
        app.draw(0.0)
        assert pygame.image.tobytes(partial, "RGB") == pygame.image.tobytes(app.surface, "RGB")
        menu._last_frame, menu._last_rects = before, rects  # the next frame repaints partially again

    for pos in (menu.tile_rects[0].center, menu.tile_rects[-1].center, menu.continue_btn.rect.center, (5, 5)):
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], dt=0.3)
        check()
        for _ in range(3):
            app.step(dt=0.3)  # long enough for a tooltip to show
        tips = [e for e in menu.gui.manager.get_sprite_group().sprites() if type(e).__name__ == "UITooltip"]
        assert tips or pos == (5, 5)
        check()


def test_hot_seat_log_never_shows_another_players_secret(app):
    import dataclasses

    def describe(event, seat):
        if event.kind == "card_drawn":
            card = event.secret.get("card")
            return f"drew card {card}" if card is not None else "drew a card"
        return ""

    spec = dataclasses.replace(get("demo"), describe=describe)
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("human", "", "Bea"))
    session = Session(spec, Options(2, "standard", seats), 3)
    persist.open_table(app, session)
    app.step(dt=0.05)
    key(app, pygame.K_SPACE)  # Ada is at the screen
    table = app.top
    assert table.submit(("draw",))
    secret = session.store.state.hands[0][-1]
    assert f"drew card {secret}" in [line for line, _ in table.log_panel.lines]
    app.step(dt=0.05)
    assert isinstance(app.top, PassToScene) and app.top.player_name == "Bea"
    key(app, pygame.K_SPACE)
    lines = [line for line, _ in table.log_panel.lines]
    assert "drew a card" in lines
    assert not any(line.startswith("drew card") for line in lines)


def test_setup_remembers_the_last_choices_of_each_game(app):
    spec = get("demo")
    setup = SetupScene(app, spec)
    app.push(setup)
    app.step(dt=0.05)
    setup.players_stepper.set_value(3)
    setup._set_players(3)
    setup.entries[0].value = "Ada"
    setup._kind_setter(2)("human")
    setup.start()  # "Starting…" is drawn once, then the table opens
    app.step(dt=0.05)
    app.step(dt=0.05)
    assert isinstance(app.top, DemoTable)
    again = SetupScene(app, spec)
    assert again.cfg["players"] == 3
    assert [e.value for e in again.entries][:1] == ["Ada"]
    assert again.cfg["kinds"][:3] == ["human", "bot", "human"]
    # a damaged memory file is ignored
    from game.settings import data_dir

    (data_dir() / "last_setup.json").write_text("{oops", encoding="utf-8")
    fresh = SetupScene(app, spec)
    assert fresh.cfg["kinds"][:3] == ["human", "bot", "bot"]


def test_the_menu_first_shows_its_saved_first_frame_then_its_widgets(app):
    """A start with a first frame on disk shows that picture before pygame_gui is ready; it is the
    very picture the menu then draws with its widgets."""
    from game.ui.scenes.menu import MainMenuScene

    assert app.top.has_gui  # the menu built its widgets and saved its first frame
    app.headless = False  # the saved picture is for real starts
    fresh = MainMenuScene(app)
    assert not fresh.has_gui and fresh._picture is not None  # no pygame_gui yet
    app.replace(fresh)
    app.draw(0.0)
    picture = app.surface.copy()
    app.step(dt=0.05)  # the widgets come on the next frame
    assert fresh.has_gui and fresh._picture is None
    fresh._last_frame = None
    app.draw(0.0)
    assert pygame.image.tobytes(picture, "RGB") == pygame.image.tobytes(app.surface, "RGB")
