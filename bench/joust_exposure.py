"""How readable Joust for Fun's hard level (or a variant) is in combat: over the games of
``joust_ab.py`` (same deals, seats and random numbers), every combat mix it plays, as attacker and as
defender, measured by the chance of its most likely card and by its *exposure*: how much an opponent
who knew the mix (a player who has read the bot's habit) could take from the value the bot's own
equilibrium guarantees whatever the opponent does, in the bot's own position values (0 = the
equilibrium: nothing to read).

    .venv/bin/python bench/joust_exposure.py hard stake=0.02 --vs solver --games 20 --seed 5131
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from statistics import mean

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from joust_ab import play  # noqa: E402

from game.games.joust import ai  # noqa: E402


def measure(
    spec: str, vs: str, games: int, first: int, seed: int
) -> tuple[dict[bool, list[tuple[float, float]]], float]:
    """Per role (attacking?), each combat mix's (most likely card's chance, exposure); and the wins."""
    seen: dict[bool, list[tuple[float, float]]] = {True: [], False: []}
    plain = ai.exploiting_mix

    def watched(view, seat, strike, block, p, q, lean, **kw):
        mix, amount = plain(view, seat, strike, block, p, q, lean, **kw)
        attacking = seat == view.attacker
        own = p if attacking else q
        allowed = kw.get("allowed")
        if allowed is not None and not all(allowed):
            own = ai.restricted_mix(strike, block, attacking, allowed)
        if len(strike) > 1:
            guaranteed = min(ai.worst_case(strike, block, attacking, own))
            seen[attacking].append((max(mix), guaranteed - min(ai.worst_case(strike, block, attacking, mix))))
        return mix, amount

    ai.exploiting_mix = watched
    try:
        wins = sum(play(spec, vs, g, seed)["win"] for g in range(first, first + games))
    finally:
        ai.exploiting_mix = plain
    return seen, wins


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("variants", nargs="*", default=["hard"])
    ap.add_argument("--vs", default="solver")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--seed", type=int, default=5131)
    args = ap.parse_args()
    if args.vs == "mirror":
        raise SystemExit("--vs mirror: the mirror's copy of the subject would be counted too; use a partner")
    for spec in args.variants:
        seen, wins = measure(spec, args.vs, args.games, args.first, args.seed)
        for attacking, rows in seen.items():
            if not rows:
                continue
            role = "attacking" if attacking else "defending"
            print(
                f"{spec} vs {args.vs}, seed {args.seed}, games {args.first}-{args.first + args.games - 1}, {role}: "
                f"{len(rows)} mixes, most likely card's chance mean {mean(r[0] for r in rows):.2f} "
                f"(over 0.8 in {mean(r[0] > 0.8 for r in rows):.0%}), exposure mean {mean(r[1] for r in rows):.3f}"
            )
        print(f"{spec}: {wins:g} wins in {args.games}")


if __name__ == "__main__":
    main()
