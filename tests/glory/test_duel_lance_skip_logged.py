"""In a duel between two players, a side with no lance support to play still gets a line for the
lance step (the other side's "plays no lance support" would otherwise leave its step unsaid); against
a knight such a step passes silently."""

from __future__ import annotations

from game.core.rng import Rng
from game.games.glory.describe import describe
from tests.glory.duel_host import session


def _auto_lance_passes(humans: int, seed: int):
    sess = session(seed=seed, humans=humans, players=3)
    rng, store = Rng.from_seed(seed), sess.store
    for _ in range(6000):
        st = store.state
        if sess.rules.outcome(st) is not None:
            return
        seat = min(sess.rules.actors(st))
        action = sess.bot_choose(seat) if sess.is_bot(seat) else rng.choice(store.legal_actions(seat))
        store.apply(seat, action)
        for e in store.history[-1].events:
            if e.kind == "duel_pass" and e.data.get("auto") and e.data.get("step") == "lance1":
                yield e


def test_a_players_lance_step_without_a_support_is_logged_in_a_duel_between_players():
    pvp = others = 0
    for seed in range(1, 6):
        for e in _auto_lance_passes(2, seed):
            a, b = e.data["entrants"]
            line = describe(e, 2, names=lambda s: f"Player{s}")
            if a.startswith("p:") and b.startswith("p:"):
                assert line == f"Player{e.data['seat']} has no lance support to play.", line
                assert describe(e, e.data["seat"]) == "You have no lance support to play."
                pvp += 1
            else:
                assert line == ""
                others += 1
    assert pvp and others
