"""Whether the time Joust for Fun's hard bot takes over a secret combat card tells which card it picks:
from random games, at every combat, hard chooses for the seat to move (its own view only) and the
wall-clock time is noted by role and by the card chosen. A player sees that time (the combat box says
"choosing…" until the card lands face down), so the means per card should not differ beyond their
spread. Prints figures; asserts nothing.

    .venv/bin/python bench/joust_pick_timing.py [--games 6] [--seed 1]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path
from statistics import mean, pstdev

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.rng import Rng  # noqa: E402
from game.core.rules import Options  # noqa: E402
from game.games.joust.ai import HardBot  # noqa: E402
from game.games.joust.rules import JoustRules  # noqa: E402
from game.games.joust.state import COMBAT, OVER  # noqa: E402


def sample(games: int, seed: int) -> dict[tuple[str, int], list[float]]:
    """(role, card chosen) → hard's decision times in ms at the combats of ``games`` random games."""
    rules = JoustRules()
    times: dict[tuple[str, int], list[float]] = defaultdict(list)
    for g in range(games):
        rng = Rng.from_seed(seed * 1000 + g)
        st = rules.new_game(Options(2, "standard"), seed * 1000 + g)
        while st.phase != OVER:
            actors = sorted(rules.actors(st))
            seat = actors[rng.below(len(actors))]
            if st.phase == COMBAT:
                t0 = time.perf_counter()
                action = HardBot().choose(rules, rules.view(st, seat), seat, Rng.from_seed(rng.next64()))
                ms = (time.perf_counter() - t0) * 1000
                times[("attacker" if seat == st.attacker else "defender", action[1])].append(ms)
            else:
                legal = rules.legal_actions(st, seat)
                action = legal[rng.below(len(legal))]
            st, _ev = rules.apply(st, seat, action)
    return times


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    times = sample(args.games, args.seed)
    for role in ("attacker", "defender"):
        for card in range(1, 6):
            got = times.get((role, card), [])
            if got:
                print(
                    f"{role} plays {card}: {len(got):3d} picks, {mean(got):7.1f} ms mean, {pstdev(got):6.1f} ms spread"
                )


if __name__ == "__main__":
    main()
