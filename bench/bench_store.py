"""What the Store costs on top of the bare rules: random games applied through ``Store.apply`` against
the same games through ``rules.apply`` (CPU time), and the time of one undo judgement
(``Store.can_undo`` after a move, computed once per move and cached). Prints figures; asserts nothing.

    .venv/bin/python bench/bench_store.py [--quick] [--games 60]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from figures import load_note, median, percentile, report  # noqa: E402

from game.core.registry import all_games  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.core.rules import Options  # noqa: E402
from game.core.store import Store  # noqa: E402

CONFIGS = (("tournament", 2), ("paladin", 4), ("joust", 2), ("glory", 4))


def random_game_bare(rules, players: int, seed: int) -> int:
    rng = Rng.from_seed(seed)
    state = rules.new_game(Options(players), seed)
    moves = 0
    while rules.outcome(state) is None:
        actors = sorted(rules.actors(state))
        seat = actors[rng.below(len(actors))]
        legal = rules.legal_actions(state, seat)
        state, _events = rules.apply(state, seat, legal[rng.below(len(legal))])
        rules.scores(state)  # the store keeps the score history: the same work on both sides
        moves += 1
    return moves


def random_game_store(rules, players: int, seed: int, judge: list[float] | None = None) -> int:
    rng = Rng.from_seed(seed)
    store = Store(rules, Options(players), seed)
    while store.outcome() is None:
        actors = sorted(store.actors())
        seat = actors[rng.below(len(actors))]
        legal = store.legal_actions(seat)
        store.apply(seat, legal[rng.below(len(legal))])
        if judge is not None and store.outcome() is None:
            c = time.process_time()
            store.can_undo(seat)
            judge.append((time.process_time() - c) * 1000.0)
    return len(store.history)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    games = 10 if args.quick else args.games
    print(f"bench_store: {games} random games per game, {load_note()}")
    specs = {s.id: s for s in all_games()}
    for game, players in CONFIGS:
        rules = specs[game].rules
        c = time.process_time()
        moves = sum(random_game_bare(rules, players, g) for g in range(games))
        bare = time.process_time() - c
        c = time.process_time()
        moves_store = sum(random_game_store(rules, players, g) for g in range(games))
        stored = time.process_time() - c
        assert moves == moves_store
        overhead = (stored - bare) / bare * 100.0
        report(
            f"store overhead {game} {players}p",
            round(overhead, 1),
            "%",
            detail=f"{moves} moves: rules {bare * 1000 / moves:.3f} ms/move, store {stored * 1000 / moves:.3f} ms/move",
        )
        judged: list[float] = []
        for g in range(max(2, games // 10)):
            random_game_store(rules, players, g, judged)
        report(
            f"undo judgement {game} {players}p",
            round(median(judged), 3),
            "ms",
            detail=f"median CPU per move, p95 {percentile(judged, 95):.3f} ms, max {max(judged):.3f} ms, n={len(judged)}",
        )


if __name__ == "__main__":
    main()
