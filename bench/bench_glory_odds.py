"""Glory planning odds against real duels: ``odds.duel_odds`` (what the bots plan with) beside the win
rate of the duel AI fighting the same duel in the duel engine, over a grid of kits and knights.

    .venv/bin/python bench/bench_glory_odds.py [--duels 2000] [--seed 5]

Prints one row per case (model, measured, difference) and the mean absolute difference.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.rng import Rng  # noqa: E402
from game.games.glory import duel as D  # noqa: E402
from game.games.glory.duel_ai import DuelKnowledge, choose_duel_action  # noqa: E402
from game.games.glory.odds import Foe, Kit, duel_odds, item_boost  # noqa: E402

CASES = (
    # mount, armor, tokens, faith, supports, relics, prestige, knight attack, knight prestige, polish
    (2, 2, 3, 0, {}, {}, 0, 8, 1, False),
    (2, 2, 3, 1, {}, {}, 0, 8, 1, False),
    (2, 2, 3, 3, {}, {}, 0, 8, 1, False),
    (2, 2, 4, 2, {}, {}, 1, 9, 2, False),
    (3, 3, 4, 0, {}, {}, 0, 9, 2, False),
    (3, 3, 4, 3, {D.SISTER: 1}, {}, 0, 9, 2, False),
    (2, 2, 2, 2, {D.SQUIRE: 1}, {}, 0, 7, 1, False),
    (2, 2, 2, 0, {D.VETERAN: 1}, {D.AMULET: 1}, 1, 7, 1, False),
    (3, 2, 3, 2, {D.WEAPONS_MASTER: 1, D.ARMORER: 1}, {D.MEDALLION: 1}, 1, 7, 1, True),
    (4, 4, 4, 2, {}, {}, 2, 9, 3, False),
    (2, 3, 1, 1, {}, {}, 0, 6, 0, False),
    (3, 3, 2, 2, {D.BISHOP: 1}, {D.ROSARY: 1}, 0, 8, 1, True),
)


def measured(case, duels: int, seed: int) -> float:
    mount, armor, tokens, faith, sup, rel, prestige, attack, kp, polish = case
    rng = Rng.from_seed(seed)
    wins = 0
    for _ in range(duels):
        me = D.player(
            0,
            mount=mount,
            armor=armor,
            strength=tokens,
            faith=faith,
            supports=dict(sup),
            relics=dict(rel),
            prestige=[f"p{i}" for i in range(prestige)],
        )
        foe = D.knight("k", attack, 6, kp, [D.POLISH] if polish else [])
        ds, _ev = D.start_duel(me, foe, rng, "tournament")
        k = DuelKnowledge(token_value=0.0, future_duels=0.0)
        while D.duel_actors(ds):
            seat = next(iter(D.duel_actors(ds)))
            ds, _ev = D.duel_apply(ds, seat, choose_duel_action(ds, seat, k).action, rng)
        wins += ds.winner == 0
    return wins / duels


def model(case) -> float:
    mount, armor, tokens, faith, sup, rel, prestige, attack, kp, polish = case
    counts = (min(tokens, 3), min(mount, 3), min(armor, 3))
    items = [item_boost(k, counts) for k, n in list(sup.items()) + list(rel.items()) for _ in range(n)]
    reroll = D.FAITH_DICE + sup.get(D.SISTER, 0) + 2 * sup.get(D.BISHOP, 0)
    kit = Kit(mount, armor, tokens, faith, reroll, tuple(items), prestige)
    return duel_odds(kit, Foe(attack, kp, polish, glory=6.0))[0]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--duels", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args()
    total = 0.0
    for case in CASES:
        m, real = model(case), measured(case, args.duels, args.seed)
        total += abs(m - real)
        print(f"{case}: model {m:.3f} duel AI {real:.3f} diff {m - real:+.3f}")
    print(f"mean |model - duel AI| = {total / len(CASES):.3f} over {len(CASES)} cases, {args.duels} duels each")


if __name__ == "__main__":
    main()
