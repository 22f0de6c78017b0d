"""Glory duels: engine speed, duel-AI decision time, and how the duel AI fares against simpler policies.

    .venv/bin/python bench/bench_glory_duel.py [--quick]
    .venv/bin/python bench/bench_glory_duel.py --greed 1.5,1.0 --games 100 --inner greedy|random

Prints figures only (no assertions). Scenarios: a level II/II player with Strength, Faith, a few supports
and relics fights tournament knights of each round (or another player); "net" is glory scored minus
0.4 per Strength/Faith token spent (the duel AI's own default token price), per duel.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.rng import Rng  # noqa: E402
from game.games.glory import duel as D  # noqa: E402
from game.games.glory.duel_ai import DuelKnowledge, choose_duel_action  # noqa: E402

TOKEN = 0.4
KNIGHTS = {  # (attack, glory, prestige, abilities) — the content module's ranges per round
    "round 1 (Nobles 6-8)": [(6, 2, 0, []), (7, 2, 1, []), (8, 3, 1, [])],
    "round 2 (Polish, Veterans)": [(8, 5, 1, ["polish"]), (7, 4, 0, ["polish"]), (8, 4, 1, ["veteran:mount"])],
    "round 3 (Champions, Kings)": [(10, 5, 2, []), (11, 7, 2, []), (12, 8, 3, [])],
}


def random_policy(duel, seat, legal, r):
    return r.choice(legal)


def naive_policy(duel, seat, legal, r):
    """A plain human-like policy: all Strength in, Faith on the 2 lowest dice when behind, supports and
    relics whenever not ahead."""
    me = duel.order[0]
    ahead = D.attack_value(duel, me) > D.attack_value(duel, 1 - me)
    phase = duel.phase
    if phase == D.RECOVER:
        return legal[0]
    if phase == D.TENT:
        for act in legal:
            if act[0] == "tent" and act[1] in (D.COOK, D.ROGUE):
                return act
        return ("pass",)
    if phase == D.STRENGTH:
        return max(legal, key=lambda a: a[1] if a[0] == "strength" else 0)
    if ahead:
        return ("pass",)
    if phase == D.FAITH:
        dice = sorted(range(len(duel.dice[me])), key=lambda i: D.die_value(duel, me, duel.dice[me][i]))
        act = ("faith", tuple(sorted(dice[:2])))
        return act if act in legal else ("pass",)
    for act in legal:
        if act[0] in ("lance", "relic") and act[1] != D.RING:
            return act
    return ("pass",)


def ai_policy_for(knowledge):
    def policy(duel, seat, legal, r):
        return choose_duel_action(duel, seat, knowledge).action

    return policy


def make_player(seat, r, glory=20):
    return D.player(
        seat,
        strength=r.randint(4, 8),
        faith=r.randint(1, 3),
        supports={
            k: 1 for k in r.sample([D.SQUIRE, D.WEAPONS_MASTER, D.VETERAN, D.COOK, D.ROGUE, D.BISHOP, D.ARMORER], 3)
        },
        relics={k: 1 for k in r.sample(list(D.RELICS), 1)},
        prestige=["royal"] if r.random() < 0.5 else [],
        glory=glory,
        initiative=seat,
    )


def play(duel, policies, rng, r, timings=None):
    while D.duel_actors(duel):
        (seat,) = D.duel_actors(duel)
        legal = D.duel_legal(duel, seat)
        t0 = time.perf_counter()
        action = policies[seat](duel, seat, legal, r)
        if timings is not None and len(legal) > 1:
            timings.append(time.perf_counter() - t0)
        duel, _ = D.duel_apply(duel, seat, action, rng)
    return duel


def spent(before: D.Combatant, after: D.Combatant) -> int:
    return (before.strength - after.strength) + (before.faith - after.faith)


def tournament_vs_knights(policy, knights, seeds, timings=None):
    """Three duels in a row (supports/relics stay used between them); returns (win rate, net per duel)."""
    wins = duels = 0
    net = 0.0
    for seed in range(seeds):
        r = random.Random(seed)
        rng = Rng.from_seed(seed)
        me = make_player(0, r)
        for i, (att, glory, pres, ab) in enumerate(knights):
            start = me.clone()
            duel, _ = D.start_duel(me, D.knight("k", att, glory, pres, ab), rng)
            pol = policy(future=len(knights) - 1 - i)
            duel = play(duel, {0: pol}, rng, r, timings)
            me = duel.sides[0]
            wins += D.duel_result(duel).winner == 0
            duels += 1
            net += duel.glory_gain[0] - TOKEN * spent(start, me)
    return wins / duels, net / duels


def pvp(policy_a, policy_b, games):
    """Head-to-head duels, seats alternating; returns policy A's win rate."""
    a_wins = 0
    for g in range(games):
        r = random.Random(10_000 + g)
        rng = Rng.from_seed(10_000 + g)
        p0, p1 = make_player(0, r), make_player(1, r)
        if g % 2:
            p1 = D.player(
                1,
                **{f: getattr(p0, f) for f in ("strength", "faith", "supports", "relics", "prestige", "glory")},
                initiative=1,
            )
        else:
            p0 = D.player(
                0,
                **{f: getattr(p1, f) for f in ("strength", "faith", "supports", "relics", "prestige", "glory")},
                initiative=0,
            )
        duel, _ = D.start_duel(p0, p1, rng)
        a_seat = g % 2
        pols = {a_seat: policy_a, 1 - a_seat: policy_b}
        duel = play(duel, pols, rng, r)
        a_wins += D.duel_result(duel).winner == a_seat
    return a_wins / games


def in_game(make_inner, games):
    """Two-player Glory games: a bot with the duel AI against the same bot without; its win share."""
    from game.core.rules import Options
    from game.games.glory import RULES
    from game.games.glory.duel_ai import DuelAwareBot

    share = 0.0
    for g in range(games):
        aware, plain = DuelAwareBot(make_inner()), make_inner()
        bots = [aware, plain] if g % 2 == 0 else [plain, aware]
        s = RULES.new_game(Options(2), 100 + g)
        rng = Rng.from_seed(100 + g)
        while RULES.outcome(s) is None:
            (seat,) = RULES.actors(s)
            s, _ = RULES.apply(s, seat, bots[seat].choose(RULES, RULES.view(s, seat), seat, rng))
        share += RULES.outcome(s).reward(g % 2)
    return share / games


def greed_match(greed_a: float, greed_b: float, games: int, inner: str) -> float:
    """Two-player Glory games between two duel-AI bots that price resources differently; A's share."""
    from game.ai.greedy import GreedyBot
    from game.ai.random_bot import RandomBot
    from game.core.rules import Options
    from game.games.glory import RULES
    from game.games.glory.ai import evaluate
    from game.games.glory.duel_ai import DuelAwareBot

    def make():
        return GreedyBot(evaluate, samples=2, level="medium") if inner == "greedy" else RandomBot()

    share = 0.0
    for g in range(games):
        a, b = DuelAwareBot(make(), greed=greed_a), DuelAwareBot(make(), greed=greed_b)
        bots = [a, b] if g % 2 == 0 else [b, a]
        s = RULES.new_game(Options(2), 500 + g)
        rng = Rng.from_seed(500 + g)
        while RULES.outcome(s) is None:
            (seat,) = RULES.actors(s)
            s, _ = RULES.apply(s, seat, bots[seat].choose(RULES, RULES.view(s, seat), seat, rng))
        share += RULES.outcome(s).reward(g % 2)
    return share / games


def main(argv):
    if "--greed" in argv:
        # e.g. --greed 1.5,1.0 --games 100 --inner greedy: is a thriftier duel AI better in real games?
        a, b = (float(x) for x in argv[argv.index("--greed") + 1].split(","))
        games = int(argv[argv.index("--games") + 1]) if "--games" in argv else 40
        inner = argv[argv.index("--inner") + 1] if "--inner" in argv else "greedy"
        print(f"greed {a} vs {b} ({inner} inner bots): A wins {greed_match(a, b, games, inner):.0%} of {games}")
        return 0
    quick = "--quick" in argv
    n_engine = 500 if quick else 3000
    seeds = 60 if quick else 400
    r = random.Random(1)
    rng = Rng.from_seed(1)
    t0 = time.perf_counter()
    steps = 0
    for _ in range(n_engine):
        duel, _ = D.start_duel(
            make_player(0, r), make_player(1, r) if r.random() < 0.3 else D.knight("k", 8, 4, 1, ["polish"]), rng
        )
        while D.duel_actors(duel):
            (seat,) = D.duel_actors(duel)
            duel, _ = D.duel_apply(duel, seat, r.choice(D.duel_legal(duel, seat)), rng)
            steps += 1
    dt = time.perf_counter() - t0
    print(f"engine: random duels/s: {n_engine / dt:.0f} ({steps / dt:.0f} actions/s)")

    policies = {
        "random": lambda future: lambda d, s, legal, r: random_policy(d, s, legal, r),
        "naive all-in": lambda future: naive_policy,
        "duel AI": lambda future: ai_policy_for(DuelKnowledge(future_duels=future)),
    }
    timings: list[float] = []
    for label, knights in KNIGHTS.items():
        parts = []
        for name, pol in policies.items():
            win, net = tournament_vs_knights(pol, knights, seeds, timings if name == "duel AI" else None)
            parts.append(f"{name}: wins {win:.0%}, net {net:+.2f}")
        print(f"vs knights {label}: " + "; ".join(parts))
    timings.sort()
    print(
        f"duel AI decision time: mean {1000 * statistics.mean(timings):.1f} ms, median {1000 * statistics.median(timings):.1f} ms, p95 {1000 * timings[int(0.95 * len(timings))]:.1f} ms, max {1000 * timings[-1]:.1f} ms over {len(timings)} decisions"
    )
    games = 100 if quick else 600
    ai = ai_policy_for(DuelKnowledge(future_duels=0, rival_weight=1.0))
    print(f"PvP duel AI vs naive all-in: AI wins {pvp(ai, naive_policy, games):.0%} of {games} duels (equal resources)")
    print(
        f"PvP duel AI vs random: AI wins {pvp(ai, lambda d, s, legal, r: random_policy(d, s, legal, r), games):.0%} of {games} duels"
    )

    from game.ai.greedy import GreedyBot
    from game.ai.random_bot import RandomBot
    from game.games.glory.ai import evaluate

    n_random, n_greedy = (20, 10) if quick else (100, 40)
    share = in_game(RandomBot, n_random)
    print(f"Glory 2p games, random bot + duel AI vs random bot: wins {share:.0%} of {n_random}")
    share = in_game(lambda: GreedyBot(evaluate, samples=2, level="medium"), n_greedy)
    print(f"Glory 2p games, greedy bot + duel AI vs greedy bot: wins {share:.0%} of {n_greedy}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
