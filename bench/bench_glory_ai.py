"""Glory AI figures (issue 9): decision latency of a bot level (median, p95, max) and games/s.

    .venv/bin/python bench/bench_glory_ai.py                      # hard vs medium, 2 players, 10 games
    .venv/bin/python bench/bench_glory_ai.py --level hard --seats hard,random --players 2 --games 20 --jobs 2

Times every decision of the measured level (duel steps included) in games played through the rules
(each bot gets only its view). Prints one JSON line per run.
"""

from __future__ import annotations

import argparse
import json
import time
from concurrent.futures import ProcessPoolExecutor

from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.games.glory import RULES
from game.games.glory.bots import BOTS
from game.sim import game_seed


def _bot(label: str):
    if label == "random":
        from game.ai.random_bot import RandomBot

        return RandomBot()
    return BOTS[label]()


def play(args: tuple) -> tuple[list[float], list[str], float]:
    """One game; returns the measured level's decision times (ms), the winners' labels, seconds."""
    labels, players, level, seed, index, extra = args
    seat_labels = [labels[(i + index) % len(labels)] for i in range(players)]
    bots = [_bot(lab) for lab in seat_labels]
    options = Options(players, "standard", tuple(SeatConfig("bot", lab) for lab in seat_labels), extra)
    s = RULES.new_game(options, game_seed(seed, index))
    rng = Rng.from_seed(seed * 31 + index)
    times: list[float] = []
    t_game = time.perf_counter()
    while RULES.outcome(s) is None:
        (seat,) = RULES.actors(s)
        view = RULES.view(s, seat)
        t0 = time.perf_counter()
        action = bots[seat].choose(RULES, view, seat, rng)
        if seat_labels[seat] == level:
            times.append((time.perf_counter() - t0) * 1000.0)
        s, _ev = RULES.apply(s, seat, action)
    outcome = RULES.outcome(s)
    winners = [seat_labels[w] for w in outcome.winners] if outcome and len(outcome.winners) == 1 else []
    return times, winners, time.perf_counter() - t_game


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--level", default="hard")
    ap.add_argument("--seats", default="hard,medium")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--option", action="append", default=[], help="key=value game option (solo_mode=rivalry)")
    a = ap.parse_args()
    labels = a.seats.split(",")
    extra = tuple(tuple(o.split("=", 1)) for o in a.option)
    tasks = [(labels, a.players, a.level, a.seed, i, extra) for i in range(a.games)]
    start = time.perf_counter()
    if a.jobs > 1:
        with ProcessPoolExecutor(max_workers=a.jobs) as pool:
            results = list(pool.map(play, tasks))
    else:
        results = [play(t) for t in tasks]
    times = sorted(t for r in results for t in r[0])
    wins: dict[str, int] = {lab: 0 for lab in dict.fromkeys(labels)}
    for _t, winners, _s in results:
        for w in winners:
            wins[w] += 1

    def pct(q: float) -> float:
        return round(times[min(len(times) - 1, int(q * len(times)))], 1) if times else 0.0

    print(
        json.dumps(
            {
                "level": a.level,
                "seats": labels,
                "players": a.players,
                "games": a.games,
                "wins": wins,
                "decisions": len(times),
                "median_ms": pct(0.5),
                "p95_ms": pct(0.95),
                "max_ms": round(times[-1], 1) if times else 0.0,
                "mean_ms": round(sum(times) / len(times), 1) if times else 0.0,
                "games_per_s": round(a.games / (time.perf_counter() - start), 3),
            }
        )
    )


if __name__ == "__main__":
    main()
