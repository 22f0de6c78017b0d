"""Tournament's hard at three or four players with and without the guard on its own discards, paired:
game ``g`` is played twice on the same deal, seats and random streams (``game.sim.play_one``), once by
the registered hard and once by hard with ``guard=True`` (its candidates never a contest a rival would
take from the pile and score while another card can go). Each game is appended to a file as it ends.

    nice -n 10 .venv/bin/python bench/tournament_gifts.py --players 4 --vs medium --games 20 --seed 6181 --out g.jsonl
    .venv/bin/python bench/tournament_gifts.py --read g.jsonl

Per game: the hard seat's win (a shared first place counts as its share), its VP, and its gifts: the
discards ``search.gives_away`` flags (uncovered, a Contest a rival would win as its caller).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from game.games.tournament.bots import hard_bot  # noqa: E402
from game.games.tournament.search import gives_away  # noqa: E402
from game.sim import play_one  # noqa: E402


def counting(guard: bool, gifts: list[int]):
    """A hard bot factory (``guard`` on its candidates) whose bots add their gifts to ``gifts[0]``."""

    def make():
        bot = hard_bot()
        bot.guard, bot.guard_players = guard, None
        choose = bot.choose

        def counted(rules, view, seat, rng, deadline=None):
            action = choose(rules, view, seat, rng, deadline)
            gifts[0] += gives_away(view, seat, action)
            return action

        bot.choose = counted
        return bot

    return make


def play(guard: bool, players: int, vs: str, g: int, seed: int) -> dict:
    gifts = [0]
    c0 = time.process_time()
    labels = ["hard"] + [vs] * (players - 1) if "," not in vs else ["hard", *vs.split(",")]
    r = play_one("tournament", players, labels, "standard", seed, g, subjects={"hard": counting(guard, gifts)})
    share = 1.0 if r.winners == ["hard"] else (1.0 / len(r.shared) if "hard" in r.shared else 0.0)
    return {
        "i": g,
        "guard": guard,
        "win": share,
        "hard_vp": r.scores["hard"],
        "gifts": gifts[0],
        "cpu_s": round(time.process_time() - c0, 1),
    }


def summarise(rows: list[dict]) -> None:
    for guard in (False, True):
        mine = [r for r in rows if r["guard"] == guard]
        if mine:
            n = len(mine)
            print(
                f"guard={guard}: {n} games, wins {sum(r['win'] for r in mine):g}, "
                f"VP mean {sum(v for r in mine for v in r['hard_vp']) / n:.2f}, "
                f"gifts {sum(r['gifts'] for r in mine)} in {sum(1 for r in mine if r['gifts'])} games, "
                f"CPU {sum(r['cpu_s'] for r in mine) / n:.0f} s/game"
            )
    by = {(r["i"], r["guard"]): r for r in rows}
    both = [i for i, guard in by if guard and (i, False) in by]
    up = sum(by[(i, True)]["win"] > by[(i, False)]["win"] for i in both)
    down = sum(by[(i, True)]["win"] < by[(i, False)]["win"] for i in both)
    diffs = [by[(i, True)]["hard_vp"][0] - by[(i, False)]["hard_vp"][0] for i in both]
    same = sum(d == 0 for d in diffs)
    mean = sum(diffs) / len(diffs) if diffs else 0.0
    sd = (sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)) ** 0.5 if len(diffs) > 1 else 0.0
    se = sd / len(diffs) ** 0.5 if diffs else 0.0
    print(
        f"paired deals {len(both)}: guard turned {up} to a better result, {down} to a worse; "
        f"hard's VP the same in {same}, guarded minus unguarded {mean:+.2f} (SE {se:.2f})"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--vs", default="medium", help="the other seats' level (or comma-separated labels)")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=6181)
    ap.add_argument("--out", default="")
    ap.add_argument("--read", default="")
    args = ap.parse_args()
    if args.read:
        with open(args.read, encoding="utf-8") as f:
            summarise([json.loads(line) for line in f if line.strip()])
        return
    rows = []
    for g in range(args.games):
        for guard in (False, True):
            row = play(guard, args.players, args.vs, g, args.seed)
            rows.append(row)
            if args.out:
                with open(args.out, "a", encoding="utf-8") as f:
                    f.write(json.dumps(row) + "\n")
    summarise(rows)


if __name__ == "__main__":
    main()
