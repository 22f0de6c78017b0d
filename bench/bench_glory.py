"""Glory engine figures.

``.venv/bin/python bench/bench_glory.py [games_per_count]`` — random full games per second on one core,
per player count (default 50 games each; the goal is >= 10 games/s). Every game goes through the
protocol (legal_actions + apply with its legality check and state clone).

``.venv/bin/python bench/bench_glory.py --balance`` — duel win rate of a level II mount/armor player
committing 2, 3 or 4 Strength tokens (nothing else) against every knight (RULES-NOTES anchors).
"""

from __future__ import annotations

import sys
import time

from game.core.rng import Rng
from game.core.rules import Options
from game.games.glory import RULES
from game.games.glory import content as C
from game.games.glory import duel as D
from game.games.glory.tournament import knight_combatant


def play(players: int, seed: int) -> int:
    s = RULES.new_game(Options(players), seed)
    rng = Rng.from_seed(seed + 99)
    steps = 0
    while RULES.outcome(s) is None:
        (seat,) = RULES.actors(s)
        legal = RULES.legal_actions(s, seat)
        s, _events = RULES.apply(s, seat, legal[rng.below(len(legal))])
        steps += 1
    return steps


def win_rate(kid: str, strength: int, duels: int = 600, seed: int = 1) -> float:
    rng = Rng.from_seed(seed)
    wins = 0
    for _ in range(duels):
        ds, _ = D.start_duel(D.player(0, mount=2, armor=2, strength=strength), knight_combatant(kid), rng)
        while not D.duel_over(ds):
            legal = D.duel_legal(ds, 0)
            tokens = [a for a in legal if a[0] == "strength"]
            action = max(tokens, key=lambda a: a[1]) if tokens else ("pass",) if ("pass",) in legal else legal[0]
            ds, _ = D.duel_apply(ds, 0, action, rng)
        wins += D.duel_result(ds).winner == 0
    return wins / duels


def balance() -> None:
    for t in C.KNIGHT_TYPES:
        rates = []
        for k in C.KNIGHT_LIST:
            if k.type == t:
                r = [win_rate(k.id, n) for n in (2, 3, 4)]
                rates.append(sum(r) / 3)
                print(
                    f"{t:9s} {k.id:11s} attack {k.attack:2d} glory {k.glory} prestige {k.prestige}  win "
                    + " ".join(f"{x:.2f}" for x in r)
                )
        print(f"{t:9s} average win rate {sum(rates) / len(rates):.2f}")


def main() -> None:
    if "--balance" in sys.argv:
        balance()
        return
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    for players in (1, 2, 3, 4):
        t0 = time.perf_counter()
        steps = sum(play(players, seed) for seed in range(games))
        dt = time.perf_counter() - t0
        print(
            f"glory {players}p: {games / dt:6.1f} games/s  {steps / games:6.1f} actions/game  "
            f"{1e6 * dt / steps:6.1f} us/action"
        )


if __name__ == "__main__":
    main()
