"""Joust for Fun's guided first game: the script replays on the engine from its seed against the easy
bot and teaches what its steps say (a strike with the 5, a block with the 1, armour, a knock-out); through the
real table, in English and Italian, every step is made by clicking what is lit (a knight, a combat
card, the bar), then the free finish is played by clicks to the results."""

from __future__ import annotations

import pytest

from game.app import App
from game.games import load_all
from game.games.joust.state import COMBAT
from game.games.joust.tutorial import BLACK_KNIGHT, MATILDA, TUTORIAL
from game.games.joust.ui.table import JoustTable
from game.learn.tutorial import tutorial_for
from game.learn.walk import walk
from game.settings import Settings
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.tutorial import open_tutorial
from tests.learn.driver import coach_through, play_on
from tests.learn.lights import lights_of_every_step
from tests.ui_driver import click

load_all()


def test_the_tutorial_is_found_by_discovery():
    assert tutorial_for("joust") is TUTORIAL
    assert 6 <= len(TUTORIAL.steps) <= 12


def test_the_script_replays_and_does_what_its_steps_say():
    done = walk(TUTORIAL)
    st = done.session.store.state
    reveals = [ev.data for step in done.session.store.history for ev in step.events if ev.kind == "reveal"]
    assert [(r["attacker"], r["att"], r["def"], r["result"]) for r in reveals] == [
        (0, 5, 4, "strike"),
        (1, 1, 1, "block"),
        (0, 4, 1, "strike"),
    ]
    knocked = [ev.data for step in done.session.store.history for ev in step.events if ev.kind == "knockout"]
    assert [(k["uid"], k["by"]) for k in knocked] == [(MATILDA, 0)]  # 5 damage, then 4 minus her armour 2
    assert st.knight(BLACK_KNIGHT) is not None
    assert st.seats[0].fans == 7  # 2 strikes, a block and his Block fan, a knock-out
    assert st.phase == COMBAT and st.defender == 0  # the free finish starts as the bot attacks you


def test_the_bots_moves_are_the_same_every_time():
    first, second = walk(TUTORIAL), walk(TUTORIAL)
    assert first.moves == second.moves


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_tutorial_completes_by_clicks_through_the_real_table_and_plays_on_to_the_results(tourney_home, lang):
    app = App(headless=True, settings=Settings(language=lang, sound=False, animation_speed=8.0))
    try:
        app.go_to_menu()
        assert open_tutorial(app, "joust")
        table = app.top
        assert isinstance(table, JoustTable) and table.coach.guided
        made = coach_through(app, table)
        script = walk(TUTORIAL)
        assert made == sorted(script.step_moves())  # every move step made by clicking what was lit
        for seat in (0, 1):  # the same game as the script (the secret picks may come in either order)
            played = [tuple(m.action) for m in table.store.history if m.seat == seat]
            scripted = [a for _i, s, a in script.moves if s == seat]
            assert played[: len(scripted)] == scripted  # the bot may already pick its card for the next combat
        assert table.coach.free and play_on(app, table) > 0
        assert isinstance(app.top, ResultsScene)
        assert table.rules.outcome(table.store.state) is not None
    finally:
        app.shutdown()


def test_the_lit_places_are_the_knight_or_the_combat_card_of_the_step(tourney_home):
    app = App(headless=True, settings=Settings(sound=False, animation_speed=8.0))
    try:
        app.go_to_menu()
        open_tutorial(app, "joust")
        table = app.top
        app.step(dt=0.05)
        for _ in range(20):  # the first choice has just appeared: the table takes clicks after the input lock
            if table.bar.lock <= 0:
                break
            app.step(dt=0.05)
        knight = table.spots.find(("knight", table.view.seats[0].knights[1].uid))
        assert table.lit_rects() == [knight.rect]  # step 1: The Black Knight, nothing else
        other = table.spots.find(("knight", table.view.seats[0].knights[0].uid))
        click(app, other.rect.center)  # Sir Galahad is not lit: the click is dropped
        assert table.store.state.setup_done[0] is False and table.coach.index == 0
        click(app, knight.rect.center)
        assert table.store.state.setup_done[0] and table.coach.index == 1
    finally:
        app.shutdown()


def test_every_step_lights_what_it_talks_about(tourney_home):
    app = App(headless=True, settings=Settings(sound=False, animation_speed=8.0))
    try:
        app.go_to_menu()
        open_tutorial(app, "joust")
        assert lights_of_every_step(app, app.top) == len(TUTORIAL.steps)
    finally:
        app.shutdown()
