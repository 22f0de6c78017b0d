"""The guided first games through the real scene: from the menu ("Learn to play", then the game) by
synthetic clicks through every step to the free finish, then on to the results; clicks outside what
is lit are dropped; practice is neither autosaved nor counted."""

from __future__ import annotations

import pygame
import pytest

from game import i18n, stats
from game.app import App
from game.core.saves import autosave_path
from game.learn.tutorial import tutorial_for
from game.learn.walk import walk
from game.settings import Settings
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.tutorial import Coaching, open_tutorial
from game.ui.scenes.tutorial_menu import TutorialMenuScene
from tests.learn.driver import coach_through, play_on
from tests.ui_driver import FRAME, click, key, press, settle


def fast_app(lang: str = "en") -> App:
    app = App(headless=True, settings=Settings(language=lang, sound=False, animation_speed=8.0))
    app.go_to_menu()
    app.step(dt=FRAME)
    return app


def from_menu(app: App, game: str):
    """Menu → Learn to play → the game's Start."""
    press(app, app.top.learn_button)
    menu = app.top
    assert isinstance(menu, TutorialMenuScene)
    press(app, menu.start_buttons[[t.game for t in menu.tutorials].index(game)])
    assert isinstance(app.top, Coaching)
    return app.top


@pytest.mark.parametrize(("game", "lang"), [("tournament", "en"), ("paladin", "it")])
def test_a_tutorial_completes_by_clicks_and_plays_on_to_the_results(tourney_home, game, lang):
    app = fast_app(lang)
    try:
        table = from_menu(app, game)
        tut = tutorial_for(game)
        made = coach_through(app, table)
        script = walk(tut)
        assert made == sorted(script.step_moves())  # every move step was made by clicking its lit places
        played = [(m.seat, tuple(m.action)) for m in table.store.history]
        assert played == [(s, tuple(a)) for _i, s, a in script.moves]  # the same game as the script
        assert table.coach.free and table.gui.gate is None
        assert play_on(app, table) > 0
        assert isinstance(app.top, ResultsScene)
        assert stats.read().stats.records == {}  # practice does not count
        assert not autosave_path().exists()  # nor replace the player's own game under Continue
    finally:
        app.shutdown()
        i18n.set_language("en")


def test_the_setup_screen_offers_the_tutorial_of_its_game(tourney_home):
    from game.core.registry import get
    from game.ui.scenes.setup import SetupScene

    app = fast_app()
    try:
        app.push(SetupScene(app, get("demo")))
        app.step(dt=FRAME)
        assert not app.top.learn_btn.is_enabled  # no tutorial for that game
        app.push(SetupScene(app, get("paladin")))
        app.step(dt=FRAME)
        press(app, app.top.learn_btn)
        assert isinstance(app.top, Coaching) and app.top.spec.id == "paladin" and app.top.coach.index == 0
    finally:
        app.shutdown()
        i18n.set_language("en")


def test_clicks_and_keys_outside_the_lit_places_are_dropped(tourney_home):
    app = fast_app()
    try:
        assert open_tutorial(app, "tournament")
        table = app.top
        settle(app)
        deck = table.click_spot("deck").rect.center
        click(app, deck)  # step 1 only explains (the hand is lit): the deck is dimmed
        assert table.store.history == [] and table.coach.index == 0
        press(app, table.bar_buttons[0])  # Menu, under the veil
        assert app.top is table
        key(app, pygame.K_h)  # no hint during the guided steps
        assert not table.advice.thinking
        key(app, pygame.K_RETURN)  # Enter presses Next
        settle(app)
        assert table.coach.index == 1
        assert any(r.collidepoint(deck) for r in table.lit_rects())
        assert not table.submit(("draw", "discard")) and table.store.history == []  # another move: refused
        table.undo()
        assert "Undo" in " ".join(t[0] for t in table.toasts.items)
        click(app, deck)
        assert [m.action for m in table.store.history] == [("draw", "deck")] and table.coach.index == 2
        settle(app)
        hand = table.my_hand()
        other = next(c for c in hand if c not in (8, 15, 26, 37))
        click(app, table.click_spot(other).rect.center)  # a card the knight does not use: dropped
        assert table.selected == []
        click(app, table.click_spot(8).rect.center)
        assert table.selected == [8]
        app.set_language("it")  # the panel and the gate survive a change of language
        app.step(dt=FRAME)
        assert table.gui.gate is not None and table.coach_panel.leave_button.alive()
        assert table.coach_panel.texts()[0] == "Passo 3 di 10" and table.selected == [8]
        press(app, table.coach_panel.leave_button)  # Leave the tutorial
        assert not isinstance(app.top, Coaching)
    finally:
        app.shutdown()
        i18n.set_language("en")


def test_a_table_that_cannot_point_lets_the_step_be_played_and_a_lost_script_plays_on(tourney_home, monkeypatch):
    from dataclasses import replace

    from game.games.tournament.ui.table import TournamentTable
    from game.learn.tutorial import Step, move
    from game.ui.scenes.tutorial import coached_table

    tut = tutorial_for("tournament")
    app = fast_app()
    try:
        monkeypatch.setattr(TournamentTable, "rects_for_action", lambda self, action: [])
        app.push(coached_table(app, replace(tut, steps=tut.steps[1:3])))
        table = app.top
        settle(app)
        assert table.lit_rects() == [] and table.accepted() == [("draw", "deck")]
        click(app, table.click_spot("deck").rect.center)  # nothing lit, yet the step's move can be made
        assert [m.action for m in table.store.history] == [("draw", "deck")] and table.coach.index == 1
        monkeypatch.undo()
        app.go_to_menu()
        lost = replace(tut, steps=(Step("x", move("contest")),))  # not legal on the first turn
        app.push(coached_table(app, lost))
        table = app.top
        settle(app)
        assert table.coach.at_finish and table.coach_panel.next_label() == "Play on"  # never stuck
    finally:
        app.shutdown()
