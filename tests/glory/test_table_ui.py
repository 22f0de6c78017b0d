"""Glory's table driven headless through the UI alone: synthetic clicks on the moves panel (and on
dice for rerolls) play a whole game to the results screen, against bots and solo against Otto."""

from __future__ import annotations

import pytest

from game.app import App
from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.settings import Settings
from game.ui.scenes import persist
from game.ui.scenes.crash import CrashScene
from game.ui.scenes.results import ResultsScene
from tests.ui_driver import click

MAX_FRAMES = 60_000


def play_through_ui(players: int, extra: tuple = (), seed: int = 3) -> tuple[App, Session, int]:
    spec = get("glory")
    seats = tuple(SeatConfig("human", "", "Ada") if i == 0 else SeatConfig("bot", "random") for i in range(players))
    session = Session(spec, Options(players, "standard", seats, extra), seed)
    app = App(headless=True, settings=Settings(sound=False, animation_speed=8.0))
    persist.open_table(app, session)
    table = app.top
    rng = Rng.from_seed(seed)
    clicks = 0
    for _frame in range(MAX_FRAMES):
        if isinstance(app.top, ResultsScene):
            return app, session, clicks
        assert not isinstance(app.top, CrashScene), app.last_crash.read_text() if app.last_crash else "crash"
        if app.top is not table or not table.can_act():
            if table.animating:
                table.skip_animations()
            app.step(dt=0.05)
            continue
        before = len(session.store.history)
        dice = table._dice_actions()
        if dice and rng.below(2):  # choose dice by clicking them, then the reroll button
            target = rng.choice(dice)
            idx = target[1] if target[0] == "faith" else target[2]
            side = table.my_side()
            for die_side, i, rect in table.duel_view.die_rects:
                if die_side == side and i in idx:
                    click(app, rect.center, frames=2)
            button = table.move_buttons[0]
        else:
            choices = [
                b
                for b in table.move_buttons
                if b.tooltip and b.on_click is not None and b.on_click.__name__ == "<lambda>"
            ]
            button = rng.choice(choices)
            index = table.move_buttons.index(button)
            while not button.visible or button.rect.bottom > 570:
                table.scroll = index // 2
                table._visible_buttons()
        click(app, button.rect.center, frames=2)
        clicks += len(session.store.history) > before
    raise AssertionError("the game did not reach the results screen")


@pytest.mark.parametrize(
    "players, extra",
    [(3, ()), (1, (("solo_mode", "rivalry"), ("solo_difficulty", "medium")))],
    ids=["vs-two-bots", "solo-vs-otto"],
)
def test_a_whole_game_is_playable_through_the_ui(players, extra):
    spec = get("glory")
    extra = tuple((k, v) for k, v in extra if k in {o.key for o in spec.options})
    app, session, clicks = play_through_ui(players, extra)
    try:
        assert session.rules.outcome(session.store.state) is not None
        human_moves = sum(1 for step in session.store.history if step.seat == 0)
        assert clicks == human_moves > 30  # every move of the human came from a click
    finally:
        app.shutdown()
