"""Bots only see their seat's view: no other hand, objective, deck order or RNG leaks into it."""

from __future__ import annotations

import json

from game.core.registry import get
from game.core.rng import Rng
from game.core.serial import to_jsonable
from game.games.glory import RULES
from game.games.glory import duel as D
from game.games.glory.hidden import HIDDEN
from tests.glory.glory_helpers import finish_setup, new, random_action


def _advance(s, steps, seed=1):
    rng = Rng.from_seed(seed)
    for _ in range(steps):
        if RULES.outcome(s) is not None:
            break
        seat, action = random_action(s, rng)
        s, _ = RULES.apply(s, seat, action)
    return s


def test_view_redacts_every_hidden_part():
    s = _advance(finish_setup(new(3, 5)), 40)
    for seat in range(3):
        v = RULES.view(s, seat)
        text = json.dumps(to_jsonable(v))
        for p in s.players:
            if p.seat == seat:
                assert v.players[seat].hand == p.hand and v.players[seat].titles == p.titles
                continue
            assert v.players[p.seat].hand == sorted(HIDDEN + c[0] for c in p.hand)  # only the backs
            assert v.players[p.seat].titles == [HIDDEN] * len(p.titles)
            for card in p.hand:
                assert f'"{card}"' not in text, "another player's journey card leaked"
        for t, deck in v.decks.items():
            assert deck == [HIDDEN + t] * len(s.decks[t])
            for card in s.decks[t]:
                assert f'"{card}"' not in text
        assert v.title_deck == [HIDDEN] * len(s.title_deck)
        assert v.rng.state == 0 and v.is_view


def test_round_three_event_and_pile_order_hidden():
    s = finish_setup(new(2, 5))
    v = RULES.view(s, 0)
    assert v.events[2] == HIDDEN and v.events[:2] == s.events[:2]
    assert v.piles["special"] == sorted(s.piles["special"])
    assert v.knight_piles["king"] == sorted(s.knight_piles["king"])


def test_another_seats_title_choice_is_hidden():
    s = new(2, 7)
    seat = s.actor
    s, _ = RULES.apply(s, seat, RULES.legal_actions(s, seat)[0])
    assert s.pending[-1].kind == "keep_title"
    other = 1 - seat
    assert RULES.view(s, other).pending[-1].items == [HIDDEN] * len(s.pending[-1].items)
    assert RULES.view(s, seat).pending[-1].items == s.pending[-1].items


def test_determinize_is_consistent_with_the_view():
    s = _advance(finish_setup(new(4, 2)), 60)
    for seat in range(4):
        v = RULES.view(s, seat)
        world = RULES.determinize(v, seat, Rng.from_seed(seat))
        assert RULES.view(world, seat) == v
        assert HIDDEN not in json.dumps(to_jsonable(world))
        assert sorted(RULES.legal_actions(world, world.actor)) == sorted(RULES.legal_actions(s, s.actor))


def test_bots_choose_from_their_view_only():
    spec = get("glory")
    s = _advance(finish_setup(new(2, 3)), 10)
    for level in ("random", "easy", "medium"):
        bot = spec.bots[level]()
        seat = s.actor
        view = RULES.view(s, seat)
        action = bot.choose(RULES, view, seat, Rng.from_seed(1))
        assert action in RULES.legal_actions(s, seat)


def test_duel_decisions_are_protocol_actions():
    s = _advance(finish_setup(new(2, 4)), 0)
    rng = Rng.from_seed(9)
    seen = 0
    while RULES.outcome(s) is None and seen < 30:
        seat, action = random_action(s, rng)
        if s.duel is not None:
            assert RULES.legal_actions(s, seat) == D.duel_legal(s.duel.state, seat)
            seen += 1
        s, _ = RULES.apply(s, seat, action)
    assert seen


def test_every_event_of_a_game_has_a_log_line():
    from game.games.glory.describe import describe

    quiet = {"otto_card", "duel_pass", "duel_over"}  # a duel's end is told once, by its result (duel_end)
    s = new(2, 12, t1="plaisance")
    rng = Rng.from_seed(2)
    kinds = set()
    while RULES.outcome(s) is None:
        seat, action = random_action(s, rng)
        s, events = RULES.apply(s, seat, action)
        for e in events:
            text = describe(e, 0)
            kinds.add(e.kind)
            theirs = e.kind.startswith("duel_")  # duel_text decides those
            if e.kind not in quiet and not theirs and not (e.kind == "gain" and e.data["value"] == 0):
                assert text, e.kind
    assert {"duel_start", "duel_roll", "duel_clash", "round_start", "game_over"} <= kinds


def test_every_legal_action_has_a_label():
    from game.games.glory.labels import action_label

    for players in (1, 3):
        s = new(players, 4, t1="plaisance", t2="pas")
        rng = Rng.from_seed(5)
        while RULES.outcome(s) is None:
            seat = s.actor
            view = RULES.view(s, seat)
            for action in RULES.legal_actions(view, seat):
                assert action_label(view, action)
            seat, action = random_action(s, rng)
            s, _ = RULES.apply(s, seat, action)


def test_drawing_hidden_cards_cannot_be_undone():
    s = finish_setup(new(2, 6))
    seat = s.actor
    s, _ = RULES.apply(s, seat, ("place", "travel"))
    s, events = RULES.apply(s, seat, ("take", "R", -1))
    assert any(e.reveals for e in events)  # the blind draw showed a card: no undo past it
    s2, events = RULES.apply(s, seat, ("take", "M", 0))
    assert not any(e.reveals for e in events)  # a face-up card was public already
