"""Joust for Fun speed figures: random playouts per second through the pure rules protocol (every
move cloned, checked and described by events), per mode, and the bots' time per decision.
Prints figures; asserts nothing.

    .venv/bin/python bench/bench_joust.py [--quick] [--games 1000] [--bot-games 4]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.registry import get  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.core.rules import Options  # noqa: E402
from game.games.joust.rules import JoustRules  # noqa: E402

MODES = (("standard", 2), ("standard", 4), ("tale", 3), ("carousel", 3))


def playouts(variant: str, players: int, games: int) -> tuple[float, float, float]:
    """(games per wall-clock second, games per CPU second, actions per game) of uniformly random
    games. The CPU figure is the one to trust on a shared, busy machine."""
    rules = JoustRules()
    actions = 0
    t0 = time.perf_counter()
    c0 = time.process_time()
    for g in range(games):
        rng = Rng.from_seed(g)
        st = rules.new_game(Options(players, variant), g)
        while st.phase != "over":
            actors = sorted(rules.actors(st))
            seat = actors[0] if len(actors) == 1 else actors[rng.below(len(actors))]
            legal = rules.legal_actions(st, seat)
            st, _ev = rules.apply(st, seat, legal[rng.below(len(legal))])
            actions += 1
    seconds = time.perf_counter() - t0
    cpu = time.process_time() - c0
    return games / seconds, games / cpu, actions / games


def bot_ms(level: str, games: int, variant: str = "standard", players: int = 2) -> tuple[float, float]:
    """(mean, max) wall-clock milliseconds per decision when every seat is a ``level`` bot."""
    spec = get("joust")
    rules = spec.rules
    times: list[float] = []
    for g in range(games):
        bots = [spec.bots[level]() for _ in range(players)]
        rng = Rng.from_seed(g)
        st = rules.new_game(Options(players, variant), 500 + g)
        while rules.outcome(st) is None:
            for seat in sorted(rules.actors(st)):
                if seat not in rules.actors(st):
                    continue
                view = rules.view(st, seat)
                t0 = time.perf_counter()
                action = bots[seat].choose(rules, view, seat, rng)
                times.append((time.perf_counter() - t0) * 1000.0)
                st, _ev = rules.apply(st, seat, action)
    return sum(times) / len(times), max(times)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true", help="fewer games")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--bot-games", type=int, default=4)
    args = ap.parse_args()
    games = 200 if args.quick else args.games
    bot_games = 1 if args.quick else args.bot_games
    for variant, players in MODES:
        rate, cpu_rate, per_game = playouts(variant, players, games)
        print(
            f"random playouts, {variant} {players}p: {rate:.0f} games/s wall, {cpu_rate:.0f} games per CPU-s, "
            f"{per_game:.0f} actions/game (goal: >= 300 games/s)"
        )
    for level in ("easy", "medium", "hard"):
        mean, worst = bot_ms(level, bot_games)
        print(f"{level} bot, standard 2p: {mean:.1f} ms mean, {worst:.0f} ms max per decision")
    return 0


if __name__ == "__main__":
    sys.exit(main())
