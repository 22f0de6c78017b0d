"""How often Joust for Fun's hard level (or a variant) shows the same combat card face several combats
running in one role, the habit a person reads first, over the games of ``joust_ab.py`` (same deals,
seats and random numbers).

    .venv/bin/python bench/joust_runs.py hard hard,faces=0,spare=0 --vs reader --games 40 --seed 5131

Per role: the combats, the runs of three and of four or more of the same face in a row (a run of five
counts once), the mean chance of the mix's most likely card, and the wins. Asserts nothing.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from statistics import mean

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from joust_ab import play  # noqa: E402

from game.games.joust import ai  # noqa: E402


def runs(faces: list[int], length: int) -> int:
    """How many maximal runs of one face in ``faces`` are at least ``length`` long."""
    count, run = 0, 0
    for i, face in enumerate(faces):
        run = run + 1 if i and face == faces[i - 1] else 1
        if run == length:
            count += 1
    return count


def measure(spec: str, vs: str, games: int, first: int, seed: int) -> tuple[dict[bool, list], float]:
    """Per role (attacking?), each game's (faces shown in order, most likely card's chances); the wins."""
    seen: dict[bool, list] = {True: [], False: []}
    plain = ai.HardBot.combat_mix
    current: dict[bool, tuple[list[int], list[float]]] = {}

    def watched(self, rules, view, seat):
        mix = plain(self, rules, view, seat)
        current.setdefault(seat == view.attacker, ([], []))[1].append(max(mix))
        return mix

    plain_combat = ai.HardBot.combat

    def combat(self, rules, view, seat, legal, rng):
        action = plain_combat(self, rules, view, seat, legal, rng)
        current.setdefault(seat == view.attacker, ([], []))[0].append(action[1])
        return action

    ai.HardBot.combat_mix = watched
    ai.HardBot.combat = combat
    wins = 0.0
    try:
        for g in range(first, first + games):
            current.clear()
            wins += play(spec, vs, g, seed)["win"]
            for role, row in current.items():
                seen[role].append(row)
    finally:
        ai.HardBot.combat_mix = plain
        ai.HardBot.combat = plain_combat
    return seen, wins


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("variants", nargs="*", default=["hard"])
    ap.add_argument("--vs", default="reader")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--seed", type=int, default=5131)
    args = ap.parse_args()
    if args.vs == "mirror":
        raise SystemExit("--vs mirror: the mirror's copy of the subject would be counted too; use a partner")
    for spec in args.variants:
        seen, wins = measure(spec, args.vs, args.games, args.first, args.seed)
        for attacking, rows in seen.items():
            if not rows:
                continue
            role = "attacking" if attacking else "defending"
            combats = sum(len(faces) for faces, _top in rows)
            tops = [t for _faces, chances in rows for t in chances]
            print(
                f"{spec} vs {args.vs}, seed {args.seed}, games {args.first}-{args.first + args.games - 1}, {role}: "
                f"{combats} combats, runs of 3+ {sum(runs(f, 3) for f, _t in rows)}, "
                f"of 4+ {sum(runs(f, 4) for f, _t in rows)}, most likely card's chance mean {mean(tops):.2f}"
            )
        print(f"{spec}: {wins:g} wins in {args.games}")


if __name__ == "__main__":
    main()
