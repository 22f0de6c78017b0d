"""Clicks kept up through the bot's turn at a slower, steady pace (about one a second, each pause longer
than ``STREAK_GAP``) are as blind as fast ones: none of them draws from a pile or ends the player's turn,
none closes the bot's result panel before it was readable, and the player's first click after a real
pause, or half a second after a decision they did not click into, is taken first time."""

from __future__ import annotations

import pytest

from game.games.tournament.state import DRAW, PLAY
from game.ui.kit.table import SERIES_JOIN, SERIES_READ, SERIES_RHYTHM, STREAK_GAP
from tests.tournament.test_table import open_table, run_until_human
from tests.tournament.test_table_input_safety import _end_my_turn, _tap
from tests.ui_driver import FRAME


def _targets(table) -> list[tuple[int, int]]:
    """Where a player mashing through the bot's turn clicks: the deck, the discard pile, End turn."""
    return [table.spots.find("deck").rect.center, table.anchors["discard"].center, table.bar.slots["end"].center]


def _tap_until_a_rivals_panel(app, table, gap: float):
    """End the player's turns (draw, end) until, clicking every ``gap`` seconds through the bot's turn,
    a bot's result panel is on screen; return it."""
    for _ in range(8):
        run_until_human(app, table)
        for _ in range(round(3.0 / FRAME)):  # a pause: the clicks of the last series are over
            app.step(dt=FRAME)
        _end_my_turn(app, table)
        for i in range(40):
            if table.can_act():
                break
            _tap(app, _targets(table)[i % 3], gap)
            if table.timeline.announcement is not None and not table.can_act():
                return table.timeline.announcement
    raise AssertionError("no bot called a Contest")


@pytest.mark.parametrize("gap", [0.9, 1.2, SERIES_JOIN])
def test_a_click_a_second_through_the_bots_turn_never_plays_the_players_turn(app, gap):
    table = open_table(app, players=2)
    run_until_human(app, table)
    _end_my_turn(app, table)
    targets = _targets(table)
    moves = len(table.store.history)
    told = "Clicks kept up through the others' turns are ignored: pause a moment, then play."
    taps = mine_taps = 0
    while mine_taps < 5:  # five clicks made in the player's own turn, kept at the same pace
        mine = table.can_act()
        _tap(app, targets[taps % 3], gap)
        taps += 1
        mine_taps += mine
        if mine_taps == 1 and mine:
            assert told in table.toasts.texts  # the first refused click of the player's turn says why
        assert taps < 200, "the player's turn never came back"
    assert [r for r in table.store.history[moves:] if r.seat == table.viewer] == []
    assert table.store.state.phase == DRAW
    for _ in range(round((SERIES_RHYTHM * gap + 0.1) / FRAME)):  # a pause that breaks the rhythm
        app.step(dt=FRAME)
    _tap(app, targets[0])
    assert table.store.history[-1].seat == table.viewer and table.store.state.phase == PLAY


def test_clicks_a_second_apart_close_a_bots_result_only_once_it_has_been_read(app):
    app.settings.animation_speed = 1.0
    table = open_table(app, seed=4, players=2)
    panel = _tap_until_a_rivals_panel(app, table, 1.0)
    shown_for = table._shown_for
    for _ in range(6):
        shown_for = table._shown_for
        _tap(app, _targets(table)[0], 1.0)
        if table.timeline.announcement is not panel:
            break
    assert table.timeline.announcement is not panel, "the panel never closed"
    assert shown_for >= SERIES_READ - 1e-6


def test_a_deliberate_click_half_a_second_into_the_turn_draws_first_time(app):
    """A player who clicked through the bot's animations a while before (a pause longer than the
    series kept up) clicks the deck half a second after their turn is drawn: it draws."""
    table = open_table(app, players=2)
    run_until_human(app, table)
    _end_my_turn(app, table)
    deck = table.spots.find("deck").rect.center
    _tap(app, deck, 1.0)  # two clicks in the bot's turn (they skip its animations)
    _tap(app, deck, FRAME)
    for _ in range(2000):
        if table.can_act():
            break
        app.step(dt=FRAME)
    assert table._since_press > max(STREAK_GAP, SERIES_RHYTHM * 1.0) or table.can_act()
    moves = len(table.store.history)
    for _ in range(10):  # half a second after the first frame that drew the decision
        app.step(dt=FRAME)
    _tap(app, deck)
    assert len(table.store.history) == moves + 1 and table.store.history[-1].seat == table.viewer
