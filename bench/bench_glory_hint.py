"""How long Glory's Hint takes to answer at the start of rounds 2 and 3 (the hard bot's late-game
play-outs are the costly part; a deadline bounds them): wall and CPU seconds per Hint, the hint's
thinking time being the app's default setting.

    .venv/bin/python bench/bench_glory_hint.py [--seeds 3] [--seconds 1.0]

Prints one row per (round, seed): wall s, CPU s, the move and its words; then the mean and the worst.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.rules import Options, SeatConfig  # noqa: E402
from game.games.glory.start_at_round import play_to_round  # noqa: E402
from game.ui.kit.advice import advise  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=3)
    ap.add_argument("--seconds", type=float, default=1.0, help="the Hint's thinking time (the app's setting)")
    args = ap.parse_args()
    seats = (SeatConfig("human", "", "P1"), SeatConfig("bot", "hard", "B"), SeatConfig("bot", "hard", "C"))
    walls = []
    for round_ in (2, 3):
        for seed in range(1, args.seeds + 1):
            session = play_to_round(Options(3, "standard", seats, ()), seed, round_, pilot="medium")
            state = session.store.state
            wall, cpu = time.monotonic(), time.process_time()
            tip = advise(session.spec, state, state.actor, seed, args.seconds, "P1")
            wall, cpu = time.monotonic() - wall, time.process_time() - cpu
            walls.append(wall)
            print(f"round {round_} seed {seed}: {wall:.2f} s wall, {cpu:.2f} s CPU  {tip.label} | {tip.why}")
    print(f"mean {sum(walls) / len(walls):.2f} s, worst {max(walls):.2f} s wall")


if __name__ == "__main__":
    main()
