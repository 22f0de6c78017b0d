"""Where a move is made (``KitTable.rects_for_action``): the cards and spots to click, in order, then
the bar's button; the Hint outlines exactly those places."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.settings import Settings
from game.ui.kit.advice import Tip
from game.ui.scenes import persist
from game.ui.widgets import style
from tests.ui_driver import FRAME, click, settle


@pytest.fixture
def app(tourney_home):
    a = App(headless=True, settings=Settings(language="en", sound=False, animation_speed=8.0))
    a.go_to_menu()
    yield a
    a.shutdown()


def open_game(app: App, game: str, players: int, seed: int, extra=()):
    seats = tuple(SeatConfig("human") if i == 0 else SeatConfig("bot", "easy") for i in range(players))
    persist.open_table(app, Session(get(game), Options(players, "standard", seats, extra), seed))
    table = app.top
    for _ in range(100):
        app.step(dt=FRAME)
        if table.can_act():
            break
    settle(app)
    return table


def my_last(table) -> tuple:
    return next(m.action for m in reversed(table.store.history) if m.seat == 0)


def outlined(app: App, rect: pygame.Rect) -> bool:
    """The gold outline the Hint draws around ``rect`` is on screen."""
    box = rect.inflate(10, 10)
    return tuple(app.surface.get_at((box.left + 1, box.centery)))[:3] == style.GOLD


def test_tournament_places_are_the_pile_then_the_cards_then_the_button(app):
    table = open_game(app, "tournament", 2, 163, (("first_player", 0),))
    deck = table.click_spot("deck").rect
    assert table.rects_for_action(("draw", "deck")) == [deck]
    table.advice.tip = Tip(("draw", "deck"), "draw", "", len(table.store.history))
    table.advice.shown_for = 5.0
    app.step(dt=FRAME)
    assert outlined(app, deck)  # the hint outlines the deck, not only bar moves
    click(app, deck.center)
    settle(app)
    combo = ("combo", 8, 15, 26, 37)
    cards = [table.click_spot(c).rect for c in combo[1:]]
    assert table.rects_for_action(combo) == cards  # the button waits for the four cards
    for k in range(4):
        click(app, table.rects_for_action(combo)[k].center)
        settle(app)
    places = table.rects_for_action(combo)
    assert places[:4] == [table.click_spot(c).rect for c in combo[1:]]
    assert places[4] == table.bar.slots["main"]  # the list grew at its end: now the button
    click(app, places[4].center)
    assert my_last(table) == combo


def test_a_chooser_move_is_its_opener_then_its_choice(app):
    table = open_game(app, "tournament", 2, 163, (("first_player", 0),))
    for action in (("draw", "deck"), ("combo", 8, 15, 26, 37), ("end",)):
        assert table.submit(action)
    for _ in range(400):
        app.step(dt=FRAME)
        if table.can_act():
            break
    assert table.submit(("draw", "deck")) and table.submit(("special", 49))
    settle(app)
    quest = ("contest", 43)
    slot = table.bar.slots["contest"]
    assert table.rects_for_action(quest) == [slot]
    click(app, slot.center)
    settle(app)
    opener, choice = table.rects_for_action(quest)
    assert opener == slot and choice.y > table.bar.rect.bottom  # the chooser opened under the bar (the
    # piles and the Contests awarded above it stay in view)
    click(app, choice.center)
    assert my_last(table) == quest


def test_paladin_places_are_the_paladin_then_its_mission(app):
    table = open_game(app, "paladin", 3, 21)
    table.submit(("start", 0))
    settle(app)
    place = ("place", 36, 0)
    card, mission, column = table.rects_for_action(place)
    assert card == table.click_spot(36).rect and mission == table.click_spot(("mission", 0)).rect
    assert column.contains(mission)
    table.advice.tip = Tip(place, "place", "", len(table.store.history))
    table.advice.shown_for = 5.0
    app.step(dt=FRAME)
    assert outlined(app, card) and outlined(app, mission)
    click(app, card.center)
    settle(app)
    click(app, mission.center)
    assert my_last(table) == place
    for _ in range(400):
        app.step(dt=FRAME)
        if table.can_act():
            break
    settle(app)
    peek = ("peek", 1, 1)
    slot, mission = table.rects_for_action(peek)
    assert slot == table.click_spot(("slot", 1, 0)).rect  # seat 1's main paladin, face down
    assert mission == table.click_spot(("mission", 1)).rect  # then the mission it lies on
    click(app, slot.center)
    assert my_last(table) == peek


def test_bar_moves_are_their_buttons(app):
    table = open_game(app, "paladin", 3, 21)
    (slot,) = table.rects_for_action(("start", 0))
    assert slot == table.bar.slots["first"]  # the chooser's opener
    assert table.rects_for_action(("beat",)) == []  # not offered now: nowhere to click
