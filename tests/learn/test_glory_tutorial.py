"""Glory's guided first game: the script replays on the engine from its seed against the easy bot and
teaches what its steps say (round 1's placements, a Challenge duel won over three clashes, the
registration in two towns of the Pas d'Armes); through the real table every step is made by clicking
what is lit, then the free finish is played by clicks to the results; a Faith reroll is made by
clicking the dice, then the bar's button."""

from __future__ import annotations

import pytest

from game.app import App
from game.core.rng import Rng
from game.core.session import Session
from game.games import load_all
from game.games.glory.tutorial import TUTORIAL
from game.games.glory.ui.duel_view import STEP_GUARD
from game.games.glory.ui.table import GloryTable
from game.learn.tutorial import tutorial_for
from game.learn.walk import new_session, walk
from game.settings import Settings
from game.ui.scenes import persist
from game.ui.scenes.dialog import DialogScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.tutorial import open_tutorial
from tests.learn.driver import coach_through
from tests.learn.lights import lights_of_every_step
from tests.ui_driver import FRAME, click, move, press, settle

FAITH_STEP = 11  # the first clash's Faith step, which the script passes

load_all()


def events(done, kind: str) -> list[dict]:
    return [ev.data for step in done.session.store.history for ev in step.events if ev.kind == kind]


def test_the_tutorial_is_found_by_discovery():
    assert tutorial_for("glory") is TUTORIAL
    assert TUTORIAL.players == 2 and dict(TUTORIAL.extra)["characters"] == "level1"


def test_the_script_replays_and_does_what_its_steps_say():
    done = walk(TUTORIAL)
    st = done.session.store.state
    me = st.players[0]
    mine = [d["space"] for d in events(done, "pawn_placed") if d["seat"] == 0]
    assert mine == ["market", "prayer", "service", "market", "warmup", "warmup"]
    assert (me.mount, me.armor) == (3, 3)
    duel = [d for d in events(done, "duel_end") if d["context"] == "journey" and d["seat"] == 0]
    assert len(duel) == 1 and duel[0]["winner"] == 0 and duel[0]["clashes"] == [1, 0, 0]  # lost the first
    assert [d["where"] for d in events(done, "registered") if d["who"] == 0] == [[1, 1], [0, 0]]
    assert st.phase == "tournament" and st.duel is not None  # the free finish starts with a duel


def test_the_bots_moves_are_the_same_every_time():
    first, second = walk(TUTORIAL), walk(TUTORIAL)
    assert first.moves == second.moves


def make_move(app: App, table: GloryTable, action: tuple) -> bool:
    """Click where ``action`` is made (``rects_for_action``, read again after each click)."""
    before = len(table.store.history)
    for k in range(6):
        rects = table.rects_for_action(action)
        if not rects:
            return False
        click(app, rects[min(k, len(rects) - 1)].center)  # each place in turn, then the last one again
        if isinstance(app.top, DialogScene):  # "End your journey?" while a journey card is playable: yes
            press(app, app.top.buttons[0])
        if len(table.store.history) > before:
            return True
        for _ in range(4):  # the bar's input lock after its choices changed, and the 0.8 s a move
            app.step(dt=0.3)  # that arrives under a still pointer that just clicked waits to become a button
    return False


def play_on_by_clicks(app: App, table: GloryTable, rng: Rng, frames: int = 20_000) -> int:
    """The free finish to the results: a random legal move at a time, made by clicking its places
    (every legal move can be made that way), the bots' animations skipped. Returns the moves made."""
    moves = 0
    for _ in range(frames):
        if isinstance(app.top, ResultsScene):
            return moves
        if table.animating:
            table.skip_animations()
        if app.top is table and table.stage.hold is not None:  # a duel button held under a still mouse:
            move(app, table.lay["hint"].center)  # a player moves the mouse away
        if app.top is not table or not table.can_act() or table.bar.lock > 0:
            app.step(dt=0.25)  # a quarter of a second a frame: the bar's lock runs out at once
            continue
        app.step(dt=FRAME)  # the table drawn as it is now: its spots registered
        legal = table.legal
        if legal:
            action = legal[rng.below(len(legal))]
            assert make_move(app, table, action), f"{action} cannot be made by clicks"
            moves += 1
    raise AssertionError("the free finish did not reach the results")


def fast_app(lang: str) -> App:
    app = App(headless=True, settings=Settings(language=lang, sound=False, animation_speed=8.0))
    app.go_to_menu()
    return app


@pytest.mark.parametrize("to_results", [True, False], ids=["it-to-results", "en-guided"])
def test_the_tutorial_completes_by_clicks_through_the_real_table(tourney_home, to_results):
    app = fast_app("it" if to_results else "en")
    try:
        assert open_tutorial(app, "glory")
        table = app.top
        assert isinstance(table, GloryTable) and table.coach.guided
        made = coach_through(app, table)
        script = walk(TUTORIAL)
        assert made == sorted(script.step_moves())  # every move step made by clicking what was lit
        assert [(m.seat, tuple(m.action)) for m in table.store.history] == [(s, a) for _i, s, a in script.moves]
        assert table.coach.free and table.gui.gate is None
        if to_results:
            assert play_on_by_clicks(app, table, Rng.from_seed(5)) > 20
            assert isinstance(app.top, ResultsScene)
            assert table.rules.outcome(table.store.state) is not None
    finally:
        app.shutdown()


def at_faith_step() -> Session:
    """A plain game (no coach) at the tutorial's first Faith step, where rerolls are legal."""
    session = new_session(TUTORIAL)
    for index, seat, action in walk(TUTORIAL).moves:
        if index == FAITH_STEP:
            return session
        session.store.apply(seat, action)
    raise AssertionError("the script has no Faith step")


def test_a_faith_reroll_is_made_by_clicking_two_dice_then_the_button(tourney_home):
    app = fast_app("en")
    try:
        persist.open_table(app, at_faith_step())
        table = app.top
        settle(app, STEP_GUARD + 0.1)  # the duel step's buttons and dice answer once its guard is over
        reroll = next(a for a in table.legal if a[0] == "faith" and len(a[1]) == 2)
        side = table.stage.my_side()
        dice = [table.spots.find((side, i)).rect for i in reroll[1]]
        assert table.rects_for_action(reroll)[:2] == dice and len(table.rects_for_action(reroll)) == 2
        before = len(table.store.history)
        for k in range(3):
            click(app, table.rects_for_action(reroll)[k].center)
            settle(app)
        assert len(table.store.history) == before + 1 and tuple(table.store.history[-1].action) == reroll
    finally:
        app.shutdown()


def test_every_step_lights_what_it_talks_about(tourney_home):
    app = fast_app("en")
    try:
        open_tutorial(app, "glory")
        assert lights_of_every_step(app, app.top) == len(TUTORIAL.steps)
    finally:
        app.shutdown()
