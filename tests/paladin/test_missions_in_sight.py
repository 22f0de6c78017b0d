"""While a move plays the missions stay in sight, driven through the real scene at 3 and 5 players:
the cards flying (taken back to a rival's hand, discarded, beaten) pass under every mission's title
and card,
and the captions ("… discards", "… leads with …") lie under the columns, never over a mission's card
nor over the paladins at the mission they speak of."""

from __future__ import annotations

import pygame
import pytest

from game.core.registry import get
from game.core.rules import Event, Options, SeatConfig
from game.core.session import Session
from game.games.paladin import engine as E
from game.games.paladin.state import PLACE, RESOLVE
from game.games.paladin.ui.sequence import GONE, Caption
from game.games.paladin.ui.smoke import drive
from game.games.paladin.ui.table import HAND_RISE
from game.ui.kit.timeline import Flight
from game.ui.scenes import persist
from tests.ui_driver import FRAME


def _resolving(app, players: int):
    seats = (SeatConfig("human", "", ""),) + (SeatConfig("bot", "medium"),) * (players - 1)
    persist.open_table(app, Session(get("paladin"), Options(players, "standard", seats), 11))
    table = app.top
    drive(table, lambda st: st.phase == RESOLVE and E.actor(st) == table.viewer and st.res_pos > 0)
    table._layer = None
    app.step(dt=FRAME)
    return table


def _moves(table):
    """A rival's paladin at the mission resolving taken back, discarded, beating the leader; and the
    viewer's own taken back and discarded."""
    s = table.shown
    m = s.res_mission
    rival = next(o for i, (o, _c) in enumerate(s.table[m]) if o != table.viewer and s.fates[m][i] not in GONE)
    for kind, seat in (("took_back", rival), ("discarded", rival), ("took_back", table.viewer),
                       ("discarded", table.viewer)):  # fmt: skip
        yield m, table.animate_leave(Event(kind, {"mission": m, "seat": seat}), s)
    lead = s.table[m][s.leader]
    yield m, table.animate_beat(Event("beat", {"mission": m, "seat": table.viewer, "card": 41, "beaten_seat": lead[0],
                                               "beaten_card": max(lead[1], 0)}), s)  # fmt: skip
    yield m, table.animate_revealed(Event("revealed", {"mission": m, "seat": lead[0], "card": 40}), s)


def _pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect).copy(), "RGB")


@pytest.mark.parametrize("players", [3, 5])
def test_flights_pass_under_the_missions_cards(app, players):
    table = _resolving(app, players)
    s, base = table.shown, app.surface.copy()
    missions = [table.mission_top(m) for m in range(len(s.missions))]  # each title and card
    flights = [a for _m, anims in _moves(table) for a in anims if isinstance(a, Flight)]
    assert len(flights) >= 5
    for flight in flights:
        for k in (0.1, 0.3, 0.5, 0.7, 0.9):
            surface = base.copy()
            flight.t = flight.delay + flight.duration * k
            flight.draw(surface)
            for rect in missions:
                assert _pixels(surface, rect) == _pixels(base, rect)
    # a rival's paladin taken back rises from its mission's column to the rivals' row: across the missions
    assert any(f.start_rect.centery > missions[0].bottom and f.end_rect.top < missions[0].top for f in flights)


@pytest.mark.parametrize("players", [3, 5])
def test_captions_lie_under_the_columns(app, players):
    table = _resolving(app, players)
    s = table.shown
    missions = [table.mission_rect(m) for m in range(len(s.missions))]
    captions = 0
    for m, anims in _moves(table):
        slots = [table.slot_rect(m, i) for i in range(len(s.table[m]))]
        for cap in (a for a in anims if isinstance(a, Caption)):
            captions += 1
            assert not any(cap.rect.colliderect(r) for r in missions), cap.text
            assert not any(cap.rect.colliderect(r) for r in slots), cap.text
            assert table.table_rect.contains(cap.rect)
            assert cap.rect.colliderect(table.column(m).inflate(0, 400))  # under its own column
    assert captions >= 5


@pytest.mark.parametrize("players", [3, 5])
def test_a_peek_caption_while_placing_keeps_clear_of_the_hand(app, players):
    """Columns at their deepest while the player still has a paladin to place: a rival's peek is
    told under the columns, above the cards in hand."""
    seats = (SeatConfig("human", "", ""),) + (SeatConfig("bot", "medium"),) * (players - 1)
    persist.open_table(app, Session(get("paladin"), Options(players, "standard", seats), 11))
    table = app.top
    deep = lambda st: st.phase == PLACE and E.actor(st) == table.viewer and max(map(len, st.table)) == players  # noqa: E731
    drive(table, deep)
    table._layer = None
    app.step(dt=FRAME)
    s = table.shown
    assert deep(s), "the columns are as deep as they get while the player still places"
    rival = next(p for p in range(players) if p != table.viewer)
    # the cards themselves (a hand card's spot also holds the room it rises into when selected)
    hand = [sp.rect.inflate(0, -HAND_RISE).move(0, HAND_RISE // 2) for sp in table.spots.shown
            if sp.key in s.hands[table.viewer]]  # fmt: skip
    assert hand
    for m in range(players):  # a peek told under each column in turn
        anims = table.animate_peeked(Event("peeked", {"mission": m, "owner": table.viewer, "seat": rival}), s)
        cap = next(a for a in anims if isinstance(a, Caption))
        assert not any(cap.rect.colliderect(r) for r in hand), (m, cap.rect, hand)
        assert not any(cap.rect.colliderect(table.mission_top(k)) for k in range(len(s.missions)))
        slots = [table.slot_rect(k, i) for k, row in enumerate(s.table) for i in range(len(row))]
        assert not any(cap.rect.colliderect(r) for r in slots), m
