"""Undo in a Glory journey: a move that passes a rival over (done with no card it may play, though its
card backs showed a type that might have been playable) told the table something no card back showed,
so it is never taken back, however few re-dealt worlds the sampled judge tries; a rival passed over for
reasons everyone could see (a Merchant card and no coins) tells nothing."""

from __future__ import annotations

from game.core import reveal
from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.store import Store
from game.games.glory.journey import passed_over

SEATS = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random"), SeatConfig("bot", "random"))


def _played(seed: int, moves: int):
    """A 3-player game every seat of which plays at random (``seed``) for ``moves`` moves; the store,
    the state before the last move and that move's seat."""
    spec = get("glory")
    store = Store(spec.rules, Options(3, spec.variants[0].id, SEATS), seed)
    rng = Rng.from_seed(seed)
    before, seat = store.state, -1
    for _move in range(moves):
        seat = min(store.actors())
        before = store.state
        store.apply(seat, rng.choice(store.legal_actions(seat)))
    return store, before, seat


def test_a_rival_passed_over_is_news_that_undo_never_takes_back(monkeypatch):
    monkeypatch.setattr(reveal, "SAMPLES", 1)  # one re-dealt world: it shows no news 3 times in 4 here
    monkeypatch.setattr(reveal, "CHANCE_SAMPLES", 1)
    store, before, seat = _played(37, 184)
    assert seat == 0 and store.history[-1].action == ("play", "R23")
    assert passed_over(before, store.state, 0) == [2]
    assert store.undo_refusal(0) == "You cannot take that move back: it showed you something you had not seen before."


def test_a_rival_passed_over_for_a_public_reason_is_no_news():
    store, before, seat = _played(14, 34)
    rival = before.players[2]
    assert seat == 0 and rival.coins == 0 and all(c.startswith("M") for c in rival.hand)
    assert store.state.players[2].journey_done and passed_over(before, store.state, 0) == []
    assert store.undo_refusal(0) is None
