"""What looks clickable is clickable: as the player's turn comes round, the deck and the discard pile
glow only once the turn's guard has run out and a click on them is taken; while the guard (or a
series of clicks kept up through the rivals' turns) still refuses clicks they look as they did during
the rivals' turns."""

from __future__ import annotations

import pygame

from game.ui.art.cards import HIGHLIGHTS
from game.ui.kit.table import STREAK_GAP
from tests.tournament.test_table import open_table, run_until_human
from tests.tournament.test_table_input_safety import _end_my_turn, _tap, _to_the_turn_just_shown
from tests.ui_driver import FRAME, click


def green_around(app, rect: pygame.Rect) -> int:
    """How many pixels of the ring just round ``rect`` are the 'playable' glow's green."""
    r, g, b = HIGHLIGHTS["playable"]
    ring = rect.inflate(16, 16)
    count = 0
    for x in range(ring.left, ring.right, 2):
        for y in (ring.top + 3, ring.bottom - 4):
            pr, pg, pb, *_ = app.surface.get_at((x, y))
            count += pg > pr + 40 and pg > pb + 20
    for y in range(ring.top, ring.bottom, 2):
        for x in (ring.left + 3, ring.right - 4):
            pr, pg, pb, *_ = app.surface.get_at((x, y))
            count += pg > pr + 40 and pg > pb + 20
    return count


def test_the_deck_glows_only_once_a_click_on_it_is_taken(app):
    table = open_table(app, players=3)
    run_until_human(app, table)
    _end_my_turn(app, table)
    before = green_around(app, table.spots.find("deck").rect)
    _to_the_turn_just_shown(app, table)
    app.step(dt=0.0)  # a frame drawn while the turn's guard runs
    deck = table.spots.find("deck").rect
    assert table.can_act() and not table.decision_ready()
    assert green_around(app, deck) <= before, "the deck glows while a click on it is still refused"
    for _ in range(20):
        app.step(dt=FRAME)
        if table.decision_ready():
            break
    app.step(dt=0.0)
    assert table.decision_ready()
    assert green_around(app, deck) > before + 10, "the deck does not glow once its click is taken"
    moves = len(table.store.history)
    click(app, deck.center)
    assert len(table.store.history) == moves + 1  # the glowing deck takes the first click


def test_the_deck_does_not_glow_while_a_blind_series_of_clicks_is_refused(app):
    table = open_table(app, players=4)
    run_until_human(app, table)
    _end_my_turn(app, table)
    deck = table.spots.find("deck").rect
    before = green_around(app, deck)
    moves, mine = len(table.store.history), 0
    while mine < 10:  # clicks every 0.3 s through the bots' turns and on into the player's own
        _tap(app, deck.center, 0.3)
        if table.can_act():
            mine += 1
            assert green_around(app, deck) <= before, "the deck glows while its clicks are refused"
    assert [r for r in table.store.history[moves:] if r.seat == table.viewer] == []
    for _ in range(round((STREAK_GAP + 0.1) / FRAME)):  # the player pauses: the deck glows, a click draws
        app.step(dt=FRAME)
    assert green_around(app, deck) > before + 10
    click(app, deck.center)
    assert table.store.history[-1].seat == table.viewer
