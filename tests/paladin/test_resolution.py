"""Resolution of missions: beat by higher, ties and red cards, take back, discard, main paladin standing."""

from __future__ import annotations

import pytest

from game.core.rules import IllegalAction
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.rules import PaladinRules
from game.games.paladin.state import START

from .helpers import card, resolution_state

RULES = PaladinRules()


def filler_rows(first: list[tuple[int, int]]) -> list[list[tuple[int, int]]]:
    """Mission 0 as given; missions 1 and 2 with low cards that nobody will contest."""
    return [
        first,
        [(1, card(1, k=0)), (2, card(1, k=1)), (0, card(1, k=2))],
        [(2, card(2, k=0)), (0, card(2, k=1)), (1, card(2, k=2))],
    ]


def test_main_paladin_is_revealed_first_and_next_owner_decides():
    s = resolution_state(filler_rows([(0, card(5, k=0)), (1, card(7, k=0)), (2, card(3, k=0))]))
    assert s.public >> card(5, k=0) & 1
    assert RULES.actors(s) == {1}
    assert set(RULES.legal_actions(s, 1)) == {("beat",), ("take",), ("discard",)}


def test_beat_by_higher_value():
    s = resolution_state(filler_rows([(0, card(5, k=0)), (1, card(7, k=0)), (2, card(3, k=0))]))
    s, ev = RULES.apply(s, 1, ("beat",))
    assert [e.kind for e in ev] == ["beat"]
    assert ev[0].data["beaten_card"] == card(5, k=0)
    assert card(5, k=0) in s.discard
    assert s.leader == 1
    # the 3 cannot beat the 7
    assert RULES.legal_actions(s, 2) == [("take",), ("discard",)]
    s, ev = RULES.apply(s, 2, ("take",))
    assert card(3, k=0) in s.hands[2]
    won = [e for e in ev if e.kind == "mission_won"][0]
    assert won.data["seat"] == 1
    assert s.won_missions[1] == [s.missions[0]]
    assert s.won_cards[1] == [card(7, k=0)]


def test_tie_won_by_red():
    s = resolution_state(filler_rows([(0, card(6, k=0)), (1, card(6, red=True)), (2, card(0, k=0))]))
    assert ("beat",) in RULES.legal_actions(s, 1)
    s, _ = RULES.apply(s, 1, ("beat",))
    s, _ = RULES.apply(s, 2, ("discard",))
    assert s.won_cards[1] == [card(6, red=True)]


def test_tie_lost_by_black():
    s = resolution_state(filler_rows([(0, card(6, red=True)), (1, card(6, k=1)), (2, card(6, k=2))]))
    assert ("beat",) not in RULES.legal_actions(s, 1)
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, 1, ("beat",))
    assert info.value.reason
    # a black tie against a black main paladin does not beat either
    s2 = resolution_state(filler_rows([(0, card(6, k=0)), (1, card(6, k=1)), (2, card(2, k=0))]))
    assert ("beat",) not in RULES.legal_actions(s2, 1)


def test_take_back_and_discard():
    s = resolution_state(filler_rows([(0, card(9, k=0)), (1, card(4, k=0)), (2, card(8, k=0))]))
    hand1 = len(s.hands[1])
    s, ev = RULES.apply(s, 1, ("take",))
    assert len(s.hands[1]) == hand1 + 1 and card(4, k=0) in s.hands[1]
    assert ev[0].kind == "took_back" and ev[0].secret["card"] == card(4, k=0)
    assert ev[0].for_seat(0).secret == {}  # others do not learn which card came back
    s, ev = RULES.apply(s, 2, ("discard",))
    assert card(8, k=0) in s.discard
    assert not (s.public >> card(8, k=0)) & 1  # discarded face down
    assert s.fates[0] == [E.WON, E.TAKEN, E.DISCARDED]


def test_main_paladin_standing_wins():
    s = resolution_state(filler_rows([(0, card(2, k=0)), (1, card(1, k=0)), (2, card(0, k=0))]))
    s, _ = RULES.apply(s, 1, ("discard",))
    s, ev = RULES.apply(s, 2, ("take",))
    assert s.won_missions[0] == [s.missions[0]]
    assert s.won_cards[0] == [card(2, k=0)]
    # the next mission's main paladin is revealed at once
    assert any(e.kind == "revealed" and e.data["mission"] == 1 for e in ev)
    assert RULES.actors(s) == {2}


def test_each_challenger_faces_the_new_leader():
    s = resolution_state(filler_rows([(0, card(3, k=0)), (1, card(5, k=0)), (2, card(8, k=0))]))
    s, _ = RULES.apply(s, 1, ("beat",))
    s, _ = RULES.apply(s, 2, ("beat",))
    assert s.won_cards[2] == [card(8, k=0)]
    assert {card(3, k=0), card(5, k=0)} <= set(s.discard)


def test_classic_zero_variant():
    rows = filler_rows([(0, card(9, k=0)), (1, card(0, k=0)), (2, card(1, k=0))])
    plain = resolution_state(rows)
    assert ("beat",) not in RULES.legal_actions(plain, 1)
    classic = resolution_state(rows, classic_zero=True)
    assert ("beat",) in RULES.legal_actions(classic, 1)
    assert C.beats(card(0, k=0), card(9, k=0), True)
    assert not C.beats(card(9, k=0), card(0, k=0), True)
    assert C.beats(card(9, k=0), card(0, k=0), False)


def test_after_last_mission_lowest_honour_deals_and_chooses_starter():
    s = resolution_state(filler_rows([(0, card(9, k=0)), (1, card(4, k=0)), (2, card(8, k=0))]))
    previous = s.dealer
    # mission 0: seat 0's 9 stands
    s, _ = RULES.apply(s, 1, ("discard",))
    s, _ = RULES.apply(s, 2, ("discard",))
    # mission 1: seat 1's main stands
    s, _ = RULES.apply(s, 2, ("discard",))
    s, _ = RULES.apply(s, 0, ("take",))
    # mission 2: seat 2's main stands, unless seat 1... both give up
    s, _ = RULES.apply(s, 0, ("take",))
    s, ev = RULES.apply(s, 1, ("discard",))
    assert s.phase == START
    honours = [E.honour(s, p) for p in range(3)]
    low = min(honours)
    clockwise = [(previous + i) % 3 for i in range(1, 4)]
    assert s.dealer == next(p for p in clockwise if honours[p] == low)
    assert all(len(h) == s.hand_size for h in s.hands)  # refilled to players + 1
    assert RULES.actors(s) == {s.dealer}
    assert RULES.legal_actions(s, s.dealer) == [("start", 0), ("start", 1), ("start", 2)]
    s, _ = RULES.apply(s, s.dealer, ("start", 2))
    assert RULES.actors(s) == {2}
    assert len(s.missions) == 3
