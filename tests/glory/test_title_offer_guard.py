"""Glory's panels and offers are not clicked or keyed past unseen: the titles drawn by New Objective
(large cards that take the board's place) ignore a click meant for the board as they appear, a panel
ignores Space tapped as it opens, and both take input once shown a moment."""

from __future__ import annotations

import pygame
import pytest

from tests.glory.test_table_ui import open_table, to_action_phase
from tests.guard_check import show_panel
from tests.ui_driver import click, key, settle


@pytest.fixture
def table():
    app, table = open_table(players=3, seed=3)
    to_action_phase(app, table)
    yield app, table
    app.shutdown()


def _title_cards(table) -> list:
    return [s for s in table.spots.shown if isinstance(s.key, tuple) and s.key[0] == "choice"]


def test_a_quick_click_after_new_objective_keeps_no_title_unseen(table):
    app, t = table
    assert ("place", "objective") in t.legal
    click(app, t.click_spot(("space", "objective")).rect.center)  # New Objective: two titles drawn
    assert t.phase() == "keep_title"
    cards = _title_cards(t)
    assert len(cards) >= 2
    kept = list(t.view.players[0].titles)
    for _frame in range(6):  # 0.3 s: the bar's own lock is over; the player clicks on, as on the board
        app.step(dt=0.05)
    click(app, cards[0].rect.center)
    assert t.phase() == "keep_title" and t.view.players[0].titles == kept  # no title kept unseen
    settle(app, 0.5)  # the offer has been shown a moment: a click picks
    click(app, _title_cards(t)[0].rect.center)
    assert len(t.view.players[0].titles) == len(kept) + 1


def test_a_press_made_as_the_titles_appear_does_not_pick_on_its_release(table):
    app, t = table
    click(app, t.click_spot(("space", "objective")).rect.center)
    pos = _title_cards(t)[0].rect.center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], dt=0.05)  # pressed at once
    for _frame in range(20):  # held a second, released on the card
        app.step(dt=0.05)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], dt=0.05)
    app.step(dt=0.05)
    assert t.phase() == "keep_title"


def test_space_tapped_as_a_panel_opens_does_not_close_it(table):
    app, t = table
    shown = show_panel(app, t)
    key(app, pygame.K_SPACE)  # tapped to skip what came before
    assert t.timeline.announcement is shown
    settle(app, t.key_guard + 0.1)
    key(app, pygame.K_SPACE)
    assert t.timeline.announcement is None
