"""Glory's priced play at two sets of judgement weights against each other (how the experimental
search's ``weights.LEARNED`` were chosen; the hard level plays at ``PARTNER``): 2-player games, seats
alternating, same deals for both sides.

    .venv/bin/python bench/bench_glory_weights.py "initiative=3.5,denial=0.5"           # vs PARTNER
    .venv/bin/python bench/bench_glory_weights.py "duel_greed=1.5" --base learned --games 200 --seed 7
    .venv/bin/python bench/bench_glory_weights.py "scarce=0.75" --vs rival   # against the rival partner

Prints the variant's win rate (a shared first place counts half) and its mean glory margin with its
standard error. Differences of a few glory points need a few hundred games.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from dataclasses import fields, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from game.core.rng import Rng  # noqa: E402
from game.core.rules import Options, SeatConfig  # noqa: E402
from game.games.glory import RULES, policy  # noqa: E402
from game.games.glory.weights import LEARNED, PARTNER, Weights  # noqa: E402
from game.sim import game_seed  # noqa: E402


def parse(spec: str, base: Weights) -> Weights:
    names = {f.name for f in fields(Weights)}
    kw = {}
    for part in filter(None, spec.split(",")):
        key, value = part.split("=")
        if key not in names:
            raise SystemExit(f"unknown weight {key!r} (known: {', '.join(sorted(names))})")
        kw[key] = float(value)
    return replace(base, **kw)


def play(a: Weights, b: Weights, games: int, seed: int) -> tuple[float, list[int]]:
    wins, margins = 0.0, []
    for g in range(games):
        seat_a = g % 2
        options = Options(2, "standard", (SeatConfig("bot", "a"), SeatConfig("bot", "b")), ())
        s = RULES.new_game(options, game_seed(seed, g // 2))  # each deal played from both seats
        rng = Rng.from_seed(seed * 7919 + g)
        while RULES.outcome(s) is None:
            (seat,) = RULES.actors(s)
            wt = a if seat == seat_a else b
            s, _ev = RULES.apply(s, seat, policy.choose(RULES, RULES.view(s, seat), seat, rng, wt=wt))
        outcome = RULES.outcome(s)
        wins += sum(1 / len(outcome.winners) for w in outcome.winners if w == seat_a)
        margins.append(s.players[seat_a].glory - s.players[1 - seat_a].glory)
    return wins / games, margins


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("variant", help="comma-separated weight=value changes")
    ap.add_argument("--base", choices=("partner", "learned"), default="partner")
    ap.add_argument("--games", type=int, default=80)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--vs", choices=("base", "rival"), default="base", help="opponent: the base weights or the rival partner's"
    )
    args = ap.parse_args()
    from strength import wilson

    from game.games.glory.sparring import RIVAL

    base = PARTNER if args.base == "partner" else LEARNED
    variant = parse(args.variant, base)
    opponent = base if args.vs == "base" else RIVAL
    rate, margins = play(variant, opponent, args.games, args.seed)
    se = statistics.pstdev(margins) / len(margins) ** 0.5
    lo, hi = wilson(rate * args.games, args.games)
    print(
        f"{args.variant} vs {args.base if args.vs == 'base' else 'rival'}: win {100 * rate:.1f}% "
        f"(95% CI {100 * lo:.0f}-{100 * hi:.0f}%), margin {statistics.fmean(margins):+.2f} "
        f"± {se:.2f} glory ({args.games} games, seed {args.seed})"
    )


if __name__ == "__main__":
    main()
