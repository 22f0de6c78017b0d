"""Paladin's Hint against a long search: how much honour its placements give up.

    .venv/bin/python bench/paladin_hint.py --games 2 --ref 400

The positions are the placements of seat 0 in 4-player games of medium bots (after any peek, with
more than one placement legal). A reference search plays every legal placement in ``--ref`` worlds
(its own seed); a move's regret is the reference's best mean minus that move's mean, in honour at
the start of the next round. Printed for the Hint (``hint_bot.HintBot``) and for the hard bot's
plain search (48 worlds, the heuristic's 8 best placements, what the Hint was before), two seeds
each per position: mean regret, how often it exceeds half an honour, and the CPU seconds per answer.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.rng import Rng  # noqa: E402
from game.games.paladin import engine as E  # noqa: E402
from game.games.paladin.ai import medium  # noqa: E402
from game.games.paladin.hint_bot import HintBot  # noqa: E402
from game.games.paladin.rules import PaladinRules  # noqa: E402
from game.games.paladin.search import SearchBot  # noqa: E402
from game.games.paladin.state import OVER, PLACE, PaladinState  # noqa: E402

RULES = PaladinRules()


def positions(seed: int) -> list[PaladinState]:
    """Seat 0's views at its placements (after any peek) in one game of medium bots."""
    s = E.setup(4, False, seed)
    bots = [medium() for _ in range(4)]
    rng = Rng.from_seed(seed)
    out = []
    while s.phase != OVER:
        p = E.actor(s)
        v = RULES.view(s, p)
        places = [a for a in E.legal(v, p) if a[0] == "place"]
        if p == 0 and s.phase == PLACE and len(places) > 1 and (s.peeked or not E.peek_targets(v, 0)):
            out.append(v.clone())
        E.step(s, p, bots[p].choose(RULES, v, p, rng), None)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--ref", type=int, default=400)
    ap.add_argument("--seed", type=int, default=100)
    args = ap.parse_args()
    views = [v for g in range(args.games) for v in positions(args.seed + g)]
    ref = SearchBot(worlds=args.ref, candidates=99)
    subjects = {"old (48 worlds, 8 moves)": lambda: SearchBot(), "hint": HintBot}
    regret = {k: [] for k in subjects}
    cpu = {k: 0.0 for k in subjects}
    for i, v in enumerate(views):
        cands = [a for a in E.legal(v, 0) if a[0] == "place"]
        means = dict(zip(cands, (t / args.ref for t in ref.score(v, 0, cands, Rng.from_seed(999 + i), None))))
        best = max(means.values())
        for name, make in subjects.items():
            for k in range(2):
                t0 = time.process_time()
                a = make()._choose(v, 0, Rng.from_seed(i * 7 + k), None)
                cpu[name] += time.process_time() - t0
                regret[name].append(best - means[a])
    print(f"{len(views)} placements, reference {args.ref} worlds over every placement")
    for name, rs in regret.items():
        big = sum(r > 0.5 for r in rs)
        print(f"{name:26} mean regret {sum(rs) / len(rs):.3f}  > 0.5: {big}/{len(rs)}  cpu {cpu[name] / len(rs):.2f} s")


if __name__ == "__main__":
    main()
