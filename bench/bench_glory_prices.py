"""Where Glory's two judges disagree: the priced policy's price of a placement (``policy.action_prices``)
against what the placement adds to the whole valuation (``value.worth`` after it is played on the view).

    .venv/bin/python bench/bench_glory_prices.py              # 3 games of the pricer against itself
    .venv/bin/python bench/bench_glory_prices.py --games 10 --seed 4

A search judges its leaves by the valuation, the policy by its prices; where they disagree, a search
follows the valuation. Per space: how often it was offered, the mean price, the mean valuation delta and
the mean gap; then how often the valuation's best placement is not the policy's, by pair. Travel (its
cards are hidden) is left out. Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.rng import Rng  # noqa: E402
from game.core.rules import Options, SeatConfig  # noqa: E402
from game.games.glory import RULES, policy  # noqa: E402
from game.games.glory import value as V  # noqa: E402
from game.sim import game_seed  # noqa: E402


def placement_gaps(games: int, seed: int) -> tuple[dict[str, list[tuple[float, float]]], Counter, int]:
    """(space -> [(price, valuation delta)], Counter of (policy's space, valuation's space), decisions)."""
    gaps: dict[str, list[tuple[float, float]]] = defaultdict(list)
    pairs: Counter = Counter()
    decisions = 0
    for g in range(games):
        options = Options(2, "standard", (SeatConfig("bot", "a"), SeatConfig("bot", "b")), ())
        s = RULES.new_game(options, game_seed(seed, g))
        rng = Rng.from_seed(seed * 31 + g)
        while RULES.outcome(s) is None:
            (seat,) = RULES.actors(s)
            view = RULES.view(s, seat)
            action = policy.choose(RULES, view, seat, rng)
            if s.phase == "action" and action[0] == "place" and not policy.in_duel(view, seat):
                legal = [a for a in RULES.legal_actions(view, seat) if a[0] == "place" and a[1] != "travel"]
                prices = policy.action_prices(RULES, view, seat, legal)
                base = V.worth(view, seat).total
                deltas = {a: V.worth(RULES.apply(view, seat, a)[0], seat).total - base for a in legal}
                for a in legal:
                    gaps[a[1]].append((prices[a], deltas[a]))
                if legal:
                    decisions += 1
                    by_price = max(legal, key=lambda a: prices[a])
                    by_worth = max(legal, key=lambda a: deltas[a])
                    if by_price[1] != by_worth[1]:
                        pairs[(by_price[1], by_worth[1])] += 1
            s, _ev = RULES.apply(s, seat, action)
    return gaps, pairs, decisions


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--seed", type=int, default=9)
    ap.add_argument("--quick", action="store_true", help="one game")
    args = ap.parse_args()
    gaps, pairs, decisions = placement_gaps(1 if args.quick else args.games, args.seed)
    print("| space | offered | mean price | mean valuation delta | mean gap |")
    print("|---|---|---|---|---|")
    for space, rows in sorted(gaps.items(), key=lambda kv: -abs(statistics.fmean(d - p for p, d in kv[1]))):
        price = statistics.fmean(p for p, _d in rows)
        delta = statistics.fmean(d for _p, d in rows)
        print(f"| {space} | {len(rows)} | {price:+.2f} | {delta:+.2f} | {delta - price:+.2f} |")
    differ = sum(pairs.values())
    print(f"\nthe valuation's best space differs from the policy's in {differ} of {decisions} placements")
    for (mine, theirs), n in pairs.most_common(8):
        print(f"  policy {mine} -> valuation {theirs}: {n}")


if __name__ == "__main__":
    main()
