"""Paladin speed figures: random playouts per second (fast in-place path and the pure protocol path),
and the time the bots take per decision. Prints figures; asserts nothing.

    .venv/bin/python bench/bench_paladin.py [--quick] [--games 2000] [--bots 3]
"""

from __future__ import annotations

import argparse
import time

from game.core.rng import Rng
from game.core.rules import Options
from game.games.paladin import ai
from game.games.paladin import engine as E
from game.games.paladin.playout import random_playout
from game.games.paladin.rules import PaladinRules


def fast_playouts(players: int, games: int) -> tuple[float, float]:
    """Random playouts on the engine's in-place path (what the AI uses): games per second of
    (CPU time, wall time). CPU time is the steadier figure on a busy machine."""
    t0, c0 = time.perf_counter(), time.process_time()
    for g in range(games):
        random_playout(E.setup(players, False, g), Rng.from_seed(g))
    return games / (time.process_time() - c0), games / (time.perf_counter() - t0)


def protocol_playouts(players: int, games: int) -> float:
    """Random games through the pure protocol (clone + check + events on every move): games per second."""
    rules = PaladinRules()
    t0 = time.perf_counter()
    for g in range(games):
        rng = Rng.from_seed(g)
        s = rules.new_game(Options(players), g)
        while s.phase != "over":
            seat = E.actor(s)
            acts = rules.legal_actions(s, seat)
            s, _ = rules.apply(s, seat, acts[rng.below(len(acts))])
    return games / (time.perf_counter() - t0)


def bot_ms(bot_factory, games: int) -> tuple[float, float]:
    """(mean, max) milliseconds per decision of a bot playing every seat of 3-player games."""
    rules = PaladinRules()
    times: list[float] = []
    for g in range(games):
        bots = [bot_factory() for _ in range(3)]
        rngs = [Rng.from_seed(g * 7 + i) for i in range(3)]
        s = rules.new_game(Options(3), g)
        while s.phase != "over":
            p = E.actor(s)
            v = rules.view(s, p)
            t0 = time.perf_counter()
            a = bots[p].choose(rules, v, p, rngs[p])
            times.append((time.perf_counter() - t0) * 1000)
            s, _ = rules.apply(s, p, a)
    return sum(times) / len(times), max(times)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--bots", type=int, default=3, help="games per bot level for decision timings")
    ap.add_argument("--quick", action="store_true", help="fewer games (run_all --quick)")
    args = ap.parse_args()
    games = 300 if args.quick else args.games
    bot_games = 1 if args.quick else args.bots
    for n in (3, 4, 5):
        cpu, wall = fast_playouts(n, games)
        print(
            f"paladin random playouts, {n} players (in-place engine): {cpu:.0f} games/s of CPU time"
            f" ({wall:.0f} wall) (goal: >= 1000)"
        )
    for n in (3, 4, 5):
        rate = protocol_playouts(n, max(1, games // 10))
        print(f"paladin random games, {n} players (pure apply with events): {rate:.0f} games/s")
    for level, factory in (("medium", ai.medium), ("hard", ai.hard)):
        mean, worst = bot_ms(factory, bot_games)
        print(f"paladin {level} bot: {mean:.1f} ms mean, {worst:.0f} ms max per decision (goal: < 1000 max)")


if __name__ == "__main__":
    main()
