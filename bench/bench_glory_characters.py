"""What each Glory character card yields in play, against what the priced policy thinks it is worth:
2-player games between priced players (the pricer partner's policy) where, on every deal, one seat
is made to take its level I, II and III card in turn (three games a deal, the same deal and bot
random numbers), the other seat choosing freely. Seats alternate deal by deal.

    .venv/bin/python bench/bench_glory_characters.py --deals 90 --seed 4100 --out /tmp/chars.jsonl
    .venv/bin/python bench/bench_glory_characters.py --seed 4100 --read /tmp/chars.jsonl

For each card: its final glory margin less the deal's mean over the three offered ("yield"), and that
less the same difference of the policy's prices at the choice ("beyond price": what the price misses),
each with its standard error; and how much the price's own pick gains over a random pick of the three.
Each game is appended to ``--out`` as it ends (a run cut short keeps its games).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.rng import Rng  # noqa: E402
from game.core.rules import Options, SeatConfig  # noqa: E402
from game.games.glory import RULES, policy  # noqa: E402
from game.games.glory import content as C  # noqa: E402
from game.games.glory.state import GloryState  # noqa: E402
from game.sim import game_seed  # noqa: E402

OPTIONS = Options(2, "standard", (SeatConfig("bot", "a"), SeatConfig("bot", "b")), ())


def at_choice(deal: int, seat: int) -> GloryState:
    """The deal's state when ``seat`` chooses its character (the other seat may have chosen first)."""
    s = RULES.new_game(OPTIONS, deal)
    while True:
        (actor,) = RULES.actors(s)
        view = RULES.view(s, actor)
        if actor == seat and RULES.legal_actions(view, actor)[0][0] == "character":
            return s
        s, _ev = RULES.apply(s, actor, policy.choose(RULES, view, actor, Rng.from_seed(deal * 7919 + actor + 1)))


def play_forced(deal: int, seat: int, card: str) -> dict:
    """One game: ``seat`` takes ``card``, every other decision by the priced policy."""
    s = RULES.new_game(OPTIONS, deal)
    rngs = {i: Rng.from_seed(deal * 7919 + i + 1) for i in (0, 1)}
    while RULES.outcome(s) is None:
        (actor,) = RULES.actors(s)
        view = RULES.view(s, actor)
        if actor == seat and RULES.legal_actions(view, actor)[0][0] == "character":
            action: tuple = ("character", card)
        else:
            action = policy.choose(RULES, view, actor, rngs[actor])
        s, _ev = RULES.apply(s, actor, action)
    winners = RULES.outcome(s).winners
    return {
        "win": 1.0 / len(winners) if seat in winners else 0.0,
        "margin": s.players[seat].glory - s.players[1 - seat].glory,
    }


def run(seed: int, first: int, deals: int, out: str) -> None:
    for d in range(first, first + deals):
        deal, seat = game_seed(seed, d), d % 2
        offered = at_choice(deal, seat).players[seat].choices
        for k, card in enumerate(offered):
            row = {"d": d, "a": seat, "k": k, "char": card, **play_forced(deal, seat, card)}
            with open(out, "a", encoding="utf-8") as f:
                f.write(json.dumps(row) + "\n")


def mean_se(xs: list[float]) -> str:
    return f"{statistics.fmean(xs):+6.2f} ± {statistics.pstdev(xs) / len(xs) ** 0.5:4.2f}"


def report(seed: int, path: str) -> None:
    by_deal: dict[int, dict[int, dict]] = defaultdict(dict)
    with open(path, encoding="utf-8") as f:
        for line in filter(str.strip, f):
            r = json.loads(line)
            by_deal[r["d"]][r["k"]] = r
    kind = {c.id: (c.name if c.level > 1 else "Young Knight") for c in C.CHARACTER_LIST}
    yields: dict[str, list[float]] = defaultdict(list)
    beyond: dict[str, list[float]] = defaultdict(list)
    gain: list[float] = []
    for d, rows in sorted(by_deal.items()):
        if len(rows) < 3:
            continue
        seat = d % 2
        s = at_choice(game_seed(seed, d), seat)
        view = RULES.view(s, seat)
        legal = RULES.legal_actions(view, seat)
        prices = policy.action_prices(RULES, view, seat, legal)
        price = [prices[("character", rows[k]["char"])] for k in range(3)]
        margin = [rows[k]["margin"] for k in range(3)]
        mp, mm = statistics.fmean(price), statistics.fmean(margin)
        gain.append(margin[max(range(3), key=lambda k: price[k])] - mm)
        for k in range(3):
            name = kind[rows[k]["char"]]
            yields[name].append(margin[k] - mm)
            beyond[name].append((margin[k] - mm) - (price[k] - mp))
    print(f"{len(gain)} deals; the price's pick over a random one: {mean_se(gain)} glory")
    for name in sorted(yields, key=lambda n: -statistics.fmean(beyond[n])):
        print(
            f"{name:18s} n={len(yields[name]):3d}  yield {mean_se(yields[name])}  beyond price {mean_se(beyond[name])}"
        )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--deals", type=int, default=30)
    ap.add_argument("--first", type=int, default=0, help="first deal number (to extend a run)")
    ap.add_argument("--seed", type=int, default=4100)
    ap.add_argument("--out", default="/tmp/glory-characters.jsonl")
    ap.add_argument("--read", default="", help="only report the games already in this file")
    args = ap.parse_args()
    if not args.read:
        run(args.seed, args.first, args.deals, args.out)
    report(args.seed, args.read or args.out)


if __name__ == "__main__":
    main()
