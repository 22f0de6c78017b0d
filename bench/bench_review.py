"""The post-game review's cost and steadiness, per game: CPU and wall time of a whole review, the time
until its first decision is judged (the chart starts), and how far two reviews of one game with other
seeds differ at any decision (the chance line's noise). Prints figures; asserts nothing.

    .venv/bin/python bench/bench_review.py [--games paladin,glory] [--players 4] [--variant tale] [--steady] [--seed 5]
    .venv/bin/python bench/bench_review.py --fit-glory 24   # Glory's valuation → chance scale

Each game is a finished one of medium bots (seat 0, the reviewed "person", played by a medium bot
too): Paladin 3 players, Joust, Glory and Tournament 2. ``--fit-glory N`` plays N games of medium
bots (2–4 players), takes the valuation's margin (``value.score``) at every ninth step outside
duels and fits the logistic's scale (``glory/review.py`` ``SCALE``) by log-loss against the results.
Goal (playtesters, session 16): the chart starts within ~2 s and the review ends within ~10 s of
wall time on the busy 2-core box.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from figures import load_note, report  # noqa: E402

CASES = (("paladin", 3), ("joust", 2), ("glory", 2), ("tournament", 2))


def finished(game: str, players: int, seed: int, variant: str = ""):
    """A finished game of medium bots, seat 0 a "person" (played by a medium bot)."""
    from game.sim import finished_session

    return finished_session(game, players, seed, variant)


def timed_review(session, seed: int) -> tuple[dict, float, float, float]:
    """(review, CPU s, wall s, wall s until the first decision was judged)."""
    from game.review import review_session

    first: list[float] = []
    cpu, wall = time.process_time(), time.perf_counter()

    def progress(*_args) -> None:
        if not first:
            first.append(time.perf_counter() - wall)

    result = review_session(session, 0, 12, seed, progress=progress)
    return result, time.process_time() - cpu, time.perf_counter() - wall, first[0] if first else math.nan


def fit_glory(games: int) -> None:
    """Fit the scale of Glory's valuation-to-chance logistic on medium bots' games."""
    from game.core.registry import get
    from game.core.rules import Options, SeatConfig
    from game.core.session import Session
    from game.games.glory import value as V

    spec, points = get("glory"), []
    for g in range(games):
        players = 2 + g % 3
        seats = tuple(SeatConfig("bot", "medium") for _ in range(players))
        s = Session(spec, Options(players, "standard", seats), 500 + g)
        margins, step = [], 0
        while s.store.outcome() is None:
            if step % 9 == 0 and s.store.state.duel is None:
                margins.append(V.score(s.store.state, 0))
            seat = sorted(s.store.actors())[0]
            s.store.apply(seat, s.bot_choose(seat))
            step += 1
        won = s.store.outcome().reward(0)
        points += [(m, won) for m in margins]

    def loss(scale: float) -> float:
        total = 0.0
        for m, won in points:
            p = min(max(1 / (1 + math.exp(-m / scale)), 1e-4), 1 - 1e-4)
            total -= won * math.log(p) + (1 - won) * math.log(1 - p)
        return total / len(points)

    print(f"{len(points)} positions of {games} games")
    for scale in (2, 3, 4, 5, 5.5, 6, 8, 10, 14):
        print(f"scale {scale}: log-loss {loss(scale):.4f}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", default=",".join(g for g, _n in CASES), help="comma-separated game ids")
    ap.add_argument("--seed", type=int, default=5, help="the reviewed game's seed")
    ap.add_argument(
        "--players", type=int, default=0, help="review games of this many players (else each game's usual count)"
    )
    ap.add_argument("--variant", default="", help="the games' variant (else each game's first)")
    ap.add_argument("--steady", action="store_true", help="review each game twice (seeds 1, 2): the noise")
    ap.add_argument("--fit-glory", type=int, default=0, metavar="N", help="fit Glory's chance scale on N games")
    args = ap.parse_args(argv)
    if args.fit_glory:
        fit_glory(args.fit_glory)
        return 0
    print(load_note())
    wanted = args.games.split(",")
    for game, players in CASES:
        if game not in wanted:
            continue
        players = args.players or players
        session = finished(game, players, args.seed, args.variant)
        result, cpu, wall, first = timed_review(session, 1)
        n = len(result["decisions"])
        variant = session.options.variant
        detail = f"{n} decisions, {players} players, {variant}, {result['samples']} deals, wall {wall:.1f} s"
        report(f"review {game}: CPU", cpu, "s", "≤ 10 s wall on the busy box", wall <= 10, detail)
        report(f"review {game}: first decision judged", first, "s", "≤ 2 s", first <= 2)
        listed = [(d["move"] + 1, round(100 * d["cost"])) for d in result["biggest_drops"]]
        print(f"  listed as costly (move, points): {listed}")
        if args.steady:
            again = timed_review(session, 2)[0]
            gap = max(abs(a["chance"] - b["chance"]) for a, b in zip(result["decisions"], again["decisions"]))
            report(f"review {game}: largest gap between two reviews", 100 * gap, "points")
            steps = [
                abs((a2["chance"] - a1["chance"]) - (b2["chance"] - b1["chance"]))
                for (a1, b1), (a2, b2) in zip(
                    zip(result["decisions"], again["decisions"]), zip(result["decisions"][1:], again["decisions"][1:])
                )
            ]
            report(f"review {game}: largest gap in one step between two reviews", 100 * max(steps), "points")
    return 0


if __name__ == "__main__":
    sys.exit(main())
