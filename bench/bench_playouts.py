"""Random playouts per second counted in CPU time, for the games whose own script reports wall time
only (Tournament, Joust, Glory; Paladin's script gives CPU time itself). Prints figures; asserts nothing.

    .venv/bin/python bench/bench_playouts.py [--quick] [--games 500]

On a shared, loaded machine a wall-clock rate mostly measures the queue for a core; the CPU-time rate
of the same loop is what the engine costs. A playout is a whole game of uniformly random legal moves
through the rules protocol (legal_actions + apply, which clones and checks), on one core, the same
loop as the games' own scripts. Goals: Tournament ≥ 300 games/s (issue 4), Joust ≥ 300 (issue 6),
Glory ≥ 10 (issue 7).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from figures import load_note, report  # noqa: E402

# (game, variant or None for the first, players, goal in games/s, share of --games to play)
CASES = (
    ("tournament", None, 2, 300, 1.0),
    ("joust", "standard", 2, 300, 1.0),
    ("joust", "standard", 4, 300, 0.5),
    ("glory", None, 3, 10, 0.05),
    ("glory", None, 4, 10, 0.05),
)


def playouts(spec, variant: str, players: int, games: int) -> tuple[float, float, float]:
    """(games/s CPU, games/s wall, actions per game) of random games of ``spec``."""
    from game.core.rng import Rng
    from game.core.rules import Options

    rules = spec.rules
    extra = tuple((o.key, o.default) for o in spec.options)
    actions = 0
    t0, c0 = time.perf_counter(), time.process_time()
    for g in range(games):
        rng = Rng.from_seed(g)
        state = rules.new_game(Options(players, variant, (), extra), g)
        while rules.outcome(state) is None:
            actors = sorted(rules.actors(state))
            seat = actors[0] if len(actors) == 1 else actors[rng.below(len(actors))]
            legal = rules.legal_actions(state, seat)
            state, _events = rules.apply(state, seat, legal[rng.below(len(legal))])
            actions += 1
    cpu, wall = time.process_time() - c0, time.perf_counter() - t0
    return games / cpu, games / wall, actions / games


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--quick", action="store_true", help="fewer games")
    ap.add_argument("--games", type=int, default=None, help="games per case (default 500, quick 150)")
    args = ap.parse_args()
    games = args.games or (150 if args.quick else 500)

    from game.core.registry import get

    print(load_note(), flush=True)
    for game, variant, players, goal, share in CASES:
        spec = get(game)
        variant = variant or (spec.variants[0].id if spec.variants else "standard")
        n = max(5, int(games * share))
        cpu_rate, wall_rate, per_game = playouts(spec, variant, players, n)
        report(
            f"random playouts {game} {variant} {players}p (CPU)",
            cpu_rate,
            "games/s",
            f">= {goal} games/s",
            cpu_rate >= goal,
            f"wall {wall_rate:.0f} games/s; {per_game:.0f} actions/game; {n} games",
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
