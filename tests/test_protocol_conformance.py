"""Every registered game honours the rules protocol, checked generically over random games.

After each action: ``apply`` left its input untouched; the state survives a JSON round trip; only
the seats in ``actors`` may act and IllegalAction guards the rest; a seat's legal actions can be
computed from its own view; ``determinize`` of a seat's view is consistent with that view (so bots
lose nothing by seeing only their view) and the view hides the RNG; seed + action log replays the game.
"""

from __future__ import annotations

import pytest

from game.core.registry import all_games
from game.core.rng import Rng
from game.core.rules import IllegalAction, Options
from game.core.serial import from_jsonable, to_jsonable
from game.core.store import Store, _rng_fields
from tests.conftest import full_run

GAMES_PER_CONFIG = 40 if full_run() else 3
MAX_STEPS = 20_000


def configs():
    for spec in all_games(include_hidden=True):
        for variant in spec.variants:
            counts = spec.players_for(variant.id)
            for players in sorted({min(counts), max(counts)}):
                yield pytest.param(spec, variant.id, players, id=f"{spec.id}-{variant.id}-{players}p")


def check_step(rules, state, rng: Rng, step: int) -> None:
    actors = rules.actors(state)
    assert actors, "no one may act but the game is not over"
    encoded = to_jsonable(state)
    assert from_jsonable(rules.state_type, encoded) == state, "state does not survive a JSON round trip"
    for seat in sorted(actors):
        assert rules.legal_actions(state, seat), f"seat {seat} must act but has no legal action"
        view = rules.view(state, seat)
        assert sorted(map(repr, rules.legal_actions(view, seat))) == sorted(
            map(repr, rules.legal_actions(state, seat))
        ), "legal actions differ between the true state and the seat's view"
        for name in _rng_fields(type(state)):
            assert getattr(view, name).state != getattr(state, name).state, "the view leaks the RNG"
        if step % 3 == 0:
            world = rules.determinize(view, seat, rng)
            assert rules.view(world, seat) == view, "determinize is inconsistent with the view"
    n_seats = len(rules.scores(state))
    outsiders = [s for s in range(n_seats) if s not in actors]
    if outsiders:
        some_action = rules.legal_actions(state, min(actors))[0]
        with pytest.raises(IllegalAction):
            rules.apply(state, outsiders[0], some_action)
    assert to_jsonable(state) == encoded


@pytest.mark.parametrize("spec, variant, players", list(configs()))
def test_random_games_honour_the_protocol(spec, variant, players):
    rules = spec.rules
    for game in range(GAMES_PER_CONFIG):
        seed = 1000 + game
        store = Store(rules, Options(players, variant), seed)
        rng = Rng.from_seed(seed)
        steps = 0
        while store.outcome() is None:
            check_step(rules, store.state, rng, steps)
            seat = sorted(store.actors())[rng.below(len(store.actors()))]
            before = to_jsonable(store.state)
            legal = rules.legal_actions(store.state, seat)
            prev = store.state
            store.apply(seat, legal[rng.below(len(legal))])
            assert to_jsonable(prev) == before, "apply mutated its input state"
            steps += 1
            assert steps < MAX_STEPS, "game did not end"
        outcome = store.outcome()
        assert not rules.actors(store.state)
        assert len(outcome.scores) == players
        assert sorted(s for group in outcome.ranking for s in group) == list(range(players))
        again = Store.replay(rules, store.options, seed, store.actions)
        assert to_jsonable(again.state) == to_jsonable(store.state), "replay from seed + log diverged"
