"""How Paladin's hard level (or a variant of it) resolves at any number of players: how often it takes
a paladin back, beats or discards, split by the rounds still to come and by whether it could beat,
with its win rate and its share of the table's points.

    .venv/bin/python bench/paladin_takebacks.py hard --players 5 --vs honour,counter --games 40 --seed 5501
    .venv/bin/python bench/paladin_takebacks.py "worlds=24" --players 5 --games 20

The subject sits at seat ``g % players`` in game ``g``; the other seats take the ``--vs`` labels in
turn (sparring partners or registered levels). Each game is dealt from ``seed`` and ``g``, so two
variants on one seed play the same deals. A shared first place counts as an equal part of a win.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from paladin_ab import variant  # noqa: E402

from game.core.registry import get  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.core.rules import Options  # noqa: E402
from game.games.paladin import engine as E  # noqa: E402
from game.games.paladin.counting import rounds_left  # noqa: E402
from game.games.paladin.rules import PaladinRules  # noqa: E402
from game.games.paladin.state import OVER, RESOLVE  # noqa: E402

RULES = PaladinRules()


def other(label: str):
    """A new bot for a ``--vs`` label: a sparring partner or a registered level."""
    return get("paladin").bot_factory(label)()


def play(spec: str, players: int, vs: list[str], seed: int, g: int, tally: Counter) -> tuple[float, float]:
    """Game ``g``: the subject's win (a share when tied) and its share of the points; its resolution
    choices are counted in ``tally`` by (rounds still to come, could beat, choice)."""
    me = g % players
    bots = [variant(spec) if p == me else other(vs[(p - me - 1) % len(vs)]) for p in range(players)]
    s = RULES.new_game(Options(players), seed * 1000 + g)
    rngs = [Rng.from_seed(seed * 100_000 + g * 10 + p) for p in range(players)]
    while s.phase != OVER:
        p = E.actor(s)
        a = bots[p].choose(RULES, RULES.view(s, p), p, rngs[p])
        if p == me and s.phase == RESOLVE:
            tally[(rounds_left(s), E.can_beat(s), a[0])] += 1
        s, _ = RULES.apply(s, p, a)
    scores = [E.score(s, p) for p in range(players)]
    top = [
        p for p in range(players) if (scores[p], E.reds(s, p)) == max((scores[q], E.reds(s, q)) for q in range(players))
    ]
    win = 1.0 / len(top) if me in top else 0.0
    return win, scores[me] / max(1, sum(scores))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("variant", nargs="?", default="hard")
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--vs", default="honour,counter", help="labels the other seats take in turn")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=5501)
    args = ap.parse_args()
    vs = [v for v in args.vs.split(",") if v]
    tally: Counter = Counter()
    wins = shares = 0.0
    for g in range(args.games):
        w, sh = play(args.variant, args.players, vs, args.seed, g, tally)
        wins += w
        shares += sh
    n = args.games
    print(f"{args.variant} at {args.players} players vs {args.vs}, seed {args.seed}, {n} games:")
    print(
        f"  wins {wins:g}/{n} ({wins / n:.1%}), mean share of the points {shares / n:.1%} (fair {1 / args.players:.1%})"
    )
    for left in sorted({k[0] for k in tally}, reverse=True):
        for could in (True, False):
            row = {c: tally[(left, could, c)] for c in ("beat", "take", "discard")}
            total = sum(row.values())
            if total:
                parts = ", ".join(f"{c} {k} ({k / total:.0%})" for c, k in row.items())
                print(f"  rounds to come {left}, {'could' if could else 'could not'} beat: {parts}")


if __name__ == "__main__":
    main()
