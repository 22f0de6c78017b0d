"""Glory engine speed: random full games per second on one core, per player count.

Run: ``.venv/bin/python bench/bench_glory.py [games_per_count]`` (default 50). The goal is >= 10 games/s.
Every game is played through the protocol (legal_actions + apply with its legality check and state clone).
"""

from __future__ import annotations

import sys
import time

from game.core.rng import Rng
from game.core.rules import Options
from game.games.glory import RULES


def play(players: int, seed: int) -> int:
    s = RULES.new_game(Options(players), seed)
    rng = Rng.from_seed(seed + 99)
    steps = 0
    while RULES.outcome(s) is None:
        (seat,) = RULES.actors(s)
        legal = RULES.legal_actions(s, seat)
        s, _events = RULES.apply(s, seat, legal[rng.below(len(legal))])
        steps += 1
    return steps


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    for players in (1, 2, 3, 4):
        t0 = time.perf_counter()
        steps = sum(play(players, seed) for seed in range(games))
        dt = time.perf_counter() - t0
        print(
            f"glory {players}p: {games / dt:6.1f} games/s  {steps / games:6.1f} actions/game  "
            f"{1e6 * dt / steps:6.1f} us/action"
        )


if __name__ == "__main__":
    main()
