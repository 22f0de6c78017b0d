"""Tournament engine speed: random playouts per second on one core (plus rule-of-thumb playouts through
the rules and through the search's fast playout, and the hard bot's decision time). Prints figures; asserts nothing.

    .venv/bin/python bench/bench_tournament.py [--games 2000] [--players 2]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.rng import Rng  # noqa: E402
from game.core.rules import Options  # noqa: E402
from game.games.tournament.bots import hard_bot  # noqa: E402
from game.games.tournament.playout import playout  # noqa: E402
from game.games.tournament.rules import TournamentRules  # noqa: E402
from game.games.tournament.search import rollout  # noqa: E402

RULES = TournamentRules()


def random_playouts(games: int, players: int) -> tuple[float, float]:
    """(games/s, actions/s) of uniformly random games, legal actions generated at every step."""
    actions = 0
    start = time.perf_counter()
    for g in range(games):
        state = RULES.new_game(Options(players), g)
        rng = Rng.from_seed(g)
        while state.phase != "over":
            seat = state.current
            legal = RULES.legal_actions(state, seat)
            state, _ = RULES.apply(state, seat, legal[rng.below(len(legal))])
            actions += 1
    dt = time.perf_counter() - start
    return games / dt, actions / dt


def policy_playouts(games: int, players: int) -> float:
    """Games per CPU second played out with the hard bot's rollout policy through the rules."""
    start = time.process_time()
    for g in range(games):
        rollout(RULES, RULES.new_game(Options(players), g))
    return games / (time.process_time() - start)


def fast_playouts(games: int, players: int) -> float:
    """Games per CPU second played out with the search's fast copy of the same policy (``playout``)."""
    start = time.process_time()
    for g in range(games):
        playout(RULES.new_game(Options(players), g))
    return games / (time.process_time() - start)


def hard_decisions(games: int, players: int) -> tuple[float, float, int]:
    """(mean ms, max ms, count) of the hard bot's decisions in self-play."""
    times = []
    for g in range(games):
        bots = [hard_bot() for _ in range(players)]
        state = RULES.new_game(Options(players), 500 + g)
        rng = Rng.from_seed(g)
        while state.phase != "over":
            seat = state.current
            t0 = time.perf_counter()
            action = bots[seat].choose(RULES, RULES.view(state, seat), seat, rng)
            times.append((time.perf_counter() - t0) * 1000)
            state, _ = RULES.apply(state, seat, action)
    return statistics.mean(times), max(times), len(times)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--hard-games", type=int, default=3)
    args = ap.parse_args()
    gps, aps = random_playouts(args.games, args.players)
    print(f"random playouts: {gps:,.0f} games/s ({aps:,.0f} actions/s), {args.players} players, {args.games} games")
    pps = policy_playouts(args.games // 2, args.players)
    print(f"rule-of-thumb playouts: {pps:,.0f} games per CPU second")
    fps = fast_playouts(args.games // 2, args.players)
    print(f"the search's fast playouts (same games): {fps:,.0f} games per CPU second, {fps / pps:.1f}x")
    if args.hard_games:
        mean, worst, n = hard_decisions(args.hard_games, args.players)
        print(f"hard bot: mean decision {mean:.0f} ms, max {worst:.0f} ms over {n} decisions (self-play)")


if __name__ == "__main__":
    main()
