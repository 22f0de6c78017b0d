"""Undo in Paladin: a move after which another player's main paladin was turned face up cannot be
taken back, even by a player who had peeked at that card; a move that showed nothing still can."""

from __future__ import annotations

import random

from game.core.rules import Options
from game.core.store import Store
from game.games.paladin.rules import PaladinRules
from game.games.paladin.state import START

RULES = PaladinRules()


def _reveal_after_own_move(peek: bool) -> Store | None:
    """Play random games (seat 0 peeking whenever it may, if ``peek``) until seat 0's move turns up
    another player's main paladin whose card seat 0 had already seen, seat 0 still to act."""
    for seed in range(80):
        store = Store(RULES, Options(players=5), seed)
        pick = random.Random(seed)
        while store.outcome() is None:
            (seat,) = store.actors()
            acts = store.legal_actions(seat)
            peeks = [a for a in acts if a[0] == "peek"]
            action = pick.choice(peeks) if peek and seat == 0 and peeks else pick.choice(acts)
            known = store.state.known[0] | store.state.public
            events = store.apply(seat, action)
            shown = [e for e in events if e.kind == "revealed" and e.data["seat"] != 0]
            if seat == 0 and 0 in store.actors() and shown and (known >> shown[0].data["card"]) & 1:
                return store
    return None


def test_a_move_that_turned_up_a_peeked_main_paladin_cannot_be_undone() -> None:
    store = _reveal_after_own_move(peek=True)
    assert store is not None
    last = store.history[-1]
    assert last.seat == 0 and last.action[0] in ("discard", "take", "beat", "place")
    refusal = store.undo_refusal(0)
    assert refusal is not None and "showed you" in refusal
    assert not store.can_undo(0)


def test_a_move_that_turned_up_an_unseen_main_paladin_cannot_be_undone() -> None:
    for seed in range(40):
        store = Store(RULES, Options(players=5), seed)
        pick = random.Random(seed)
        while store.outcome() is None:
            (seat,) = store.actors()
            events = store.apply(seat, pick.choice(store.legal_actions(seat)))
            if seat == 0 and 0 in store.actors() and any(e.kind == "revealed" for e in events):
                assert store.undo_refusal(0) is not None
                return
    raise AssertionError("no such move in 40 games")


def test_choosing_who_starts_shows_nothing_and_can_be_undone() -> None:
    for seed in range(60):
        store = Store(RULES, Options(players=5), seed)
        if store.state.phase == START and store.state.dealer == 0:
            store.apply(0, ("start", 0))
            assert store.undo_refusal(0) is None
            store.undo(0)
            assert store.state.phase == START and not store.history
            return
    raise AssertionError("seat 0 never deals first in 60 seeds")
