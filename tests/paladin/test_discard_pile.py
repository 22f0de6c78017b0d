"""The discard pile on the table: a paladin discarded face down flies there and lies there as a
back for every viewer, its owner too (hot seat); a beaten one stays face up."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.core.rules import Event
from game.games.paladin.rules import PaladinRules
from game.games.paladin.state import HIDDEN
from game.games.paladin.ui.sequence import ResolutionSequence
from game.games.paladin.ui.table import PaladinTable

from .helpers import card, resolution_state, three_missions

RULES = PaladinRules()


def drawn_discard(view) -> dict:
    """The keyword arguments the table draws its discard pile with, for ``view``."""
    calls = []
    stub = SimpleNamespace(
        piles=SimpleNamespace(draw=lambda table, surface, pos, **kw: calls.append(kw) or pygame.Rect(pos, (10, 10))),
        anchor=lambda key, rect: None,
    )
    pygame.init()
    PaladinTable._draw_piles(stub, pygame.Surface((400, 700)), view, pygame.Rect(0, 0, 400, 700))
    return next(kw for kw in calls if kw["key"] == "discard")


def test_a_face_down_discard_shows_a_back_even_to_its_owner():
    s = resolution_state(three_missions())
    s, _ = RULES.apply(s, 1, ("discard",))
    assert s.discard == [card(4, k=1)]
    assert RULES.view(s, 1).discard == [card(4, k=1)]  # the owner still knows it...
    for seat in (0, 1, 2, None):
        pile = drawn_discard(RULES.view(s, seat))
        assert pile["count"] == 1
        assert not pile["face_up"] and pile["top"] is None  # ...but the table never shows it


def test_a_beaten_paladin_stays_face_up_on_the_pile():
    rows = [
        [(2, card(3, k=0)), (1, card(9, k=1)), (0, card(2, k=0))],
        [(1, card(1, k=0)), (2, card(1, k=1)), (0, card(1, k=2))],
        [(0, card(2, k=1)), (1, card(2, k=2)), (2, card(4, k=2))],
    ]
    s = resolution_state(rows)
    s, _ = RULES.apply(s, 1, ("beat",))
    assert s.discard == [card(3, k=0)]
    for seat in (0, 1, 2):
        assert drawn_discard(RULES.view(s, seat))["face_up"]


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
        _caption_rect=lambda m: pygame.Rect(0, 0, 100, 30),
    )
    for kind, shown in (("discarded", HIDDEN), ("took_back", card(4, k=1))):
        flown.clear()
        ev = Event(kind, {"seat": 1, "mission": 0}, {"card": card(4, k=1)})
        ResolutionSequence.animate_leave(stub, ev, s)
        assert flown == [shown]
