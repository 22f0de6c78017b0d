"""The discard pile on the table: a paladin discarded face down flies there and lies there as a
back for every viewer, its owner too (hot seat); a beaten one stays face up. The pile is read off the
real table scene, drawn for each seat's view."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.core.rules import Event
from game.games.paladin.rules import PaladinRules
from game.games.paladin.state import HIDDEN
from game.games.paladin.ui.sequence import ResolutionSequence

from .helpers import card, held_table, resolution_state, three_missions

RULES = PaladinRules()


def drawn_discard(app, state, seat: int):
    """The discard pile's spot as the real table draws ``state`` for the person at ``seat`` (the
    other seats bots, held still: the frame drawn is of ``state`` itself)."""
    table = held_table(app, state, viewer=seat)
    table._layer = None
    app.step(dt=0.05)
    spot = table.click_spot("discard")
    assert spot is not None
    return spot


def test_a_face_down_discard_shows_a_back_even_to_its_owner(app):
    s = resolution_state(three_missions())
    s, _ = RULES.apply(s, 1, ("discard",))
    assert s.discard == [card(4, k=1)]
    assert RULES.view(s, 1).discard == [card(4, k=1)]  # the owner still knows it...
    for seat in (0, 1, 2):
        pile = drawn_discard(app, s, seat)
        assert "1 discarded paladin" in pile.tip and "face down" in pile.tip
        assert pile.zoom is None  # ...but the table never shows it: a back, nothing to enlarge


def test_a_beaten_paladin_stays_face_up_on_the_pile(app):
    rows = [
        [(2, card(3, k=0)), (1, card(9, k=1)), (0, card(2, k=0))],
        [(1, card(1, k=0)), (2, card(1, k=1)), (0, card(1, k=2))],
        [(0, card(2, k=1)), (1, card(2, k=2)), (2, card(4, k=2))],
    ]
    s = resolution_state(rows)
    s, _ = RULES.apply(s, 1, ("beat",))
    assert s.discard == [card(3, k=0)]
    for seat in (0, 1, 2):
        pile = drawn_discard(app, s, seat)
        assert pile.zoom is not None and pile.zoom.value == 3  # the beaten 3, face up for all
        assert "1 discarded paladin" in pile.tip


def test_a_discarded_paladin_flies_to_the_pile_face_down_and_a_taken_back_one_face_up():
    s = resolution_state(three_missions())
    flown = []
    stub = SimpleNamespace(
        slot_rect=lambda m, i: pygame.Rect(0, 0, 10, 10),
        where=lambda key: pygame.Rect(50, 50, 10, 10),
        _home=lambda seat: pygame.Rect(90, 90, 10, 10),
        seat_name=str,
        _is_you=lambda seat: True,
        _face=lambda c: c,
        flight=lambda image, start, end, delay=0.0: flown.append(image),
        _flight=lambda image, start, end, seat=None, delay=0.0, spare=None: flown.append(
            image
        ),  # to a hand (a rival's: under the panels)
        _caption_rect=lambda m, s: pygame.Rect(0, 0, 100, 30),
    )
    for kind, shown in (("discarded", HIDDEN), ("took_back", card(4, k=1))):
        flown.clear()
        ev = Event(kind, {"seat": 1, "mission": 0}, {"card": card(4, k=1)})
        ResolutionSequence.animate_leave(stub, ev, s)
        assert flown == [shown]
