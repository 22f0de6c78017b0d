"""Property soak across all four games: random and AI seats mixed, every player count and variant;
after every action the protocol's invariants hold (tests/test_protocol_conformance.check_step runs on
a sample of steps), and every 100th position goes through a real save file, a load (which replays the
log from the seed) and must come back identical.

CI plays a handful of games per game; ``TOURNEY_FULL=1`` plays 10,000 games in all (2,500 per game):

    TOURNEY_FULL=1 .venv/bin/python -m pytest tests/test_property_soak.py -n 2
"""

from __future__ import annotations

import os

import pytest

from game.core.registry import all_games
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.saves import load_session, save_session
from game.core.serial import to_jsonable
from game.core.session import Session
from tests.conftest import full_run
from tests.test_protocol_conformance import check_step

GAMES = int(os.environ.get("TOURNEY_SOAK_GAMES", 2_500 if full_run() else 4))
SAVE_EVERY = 100
LEVELS = ("easy", "medium")


def game_options(spec, index: int, rng: Rng) -> Options:
    variant = spec.variants[index % len(spec.variants)].id
    counts = spec.players_for(variant)
    players = counts[index % len(counts)]
    ai_seat = rng.below(players)  # one AI seat per game (its level varies), the others random
    levels = [lv for lv in LEVELS if lv in spec.bots]
    seats = tuple(SeatConfig("bot", rng.choice(levels) if i == ai_seat else "random") for i in range(players))
    extra = []
    for opt in spec.options:  # seat-numbered choices only up to the player count
        values = [
            v for v, _label in opt.choices if not (isinstance(v, int) and not isinstance(v, bool) and v >= players)
        ]
        extra.append((opt.key, values[rng.below(len(values))]))
    return Options(players, variant, seats, tuple(extra))


CHUNKS = 4 if GAMES >= 100 else 1  # the full run splits each game's share so xdist can spread it


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("spec", all_games(), ids=lambda s: s.id)
def test_mixed_seat_games_keep_invariants_and_survive_saves(spec, chunk, tmp_path):
    rng = Rng.from_seed(99 + chunk)
    for index in range(chunk, GAMES, CHUNKS):
        session = Session(spec, game_options(spec, index, rng), 5000 + index)
        store = session.store
        steps = 0
        while store.outcome() is None:
            if steps % 17 == 0:
                check_step(spec.rules, store.state, rng, 0)
            seat = min(store.actors())
            store.apply(seat, session.bot_choose(seat))
            steps += 1
            assert steps < 50_000, "game did not end"
            if steps % SAVE_EVERY == 0:
                path = tmp_path / f"{spec.id}-{index}.json"
                save_session(session, path)
                loaded = load_session(path)
                assert to_jsonable(loaded.store.state) == to_jsonable(store.state)
                assert loaded.store.actions == store.actions
        outcome = store.outcome()
        assert sorted(s for g in outcome.ranking for s in g) == list(range(session.options.players))
