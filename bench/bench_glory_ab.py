"""Glory's hard level (or a variant of it) against a sparring partner on paired deals: every deal
played from both seats, one game at a time, each game appended to a file as it ends (a run cut
short keeps its games).

    .venv/bin/python bench/bench_glory_ab.py hard --vs pricer --games 40 --seed 101
    .venv/bin/python bench/bench_glory_ab.py "look=3,rival_share=0.75" --vs rival --out /tmp/ab.jsonl
    .venv/bin/python bench/bench_glory_ab.py "look=3" --vs rival --read /tmp/ab.jsonl   # the games so far
    .venv/bin/python bench/bench_glory_ab.py hard --sim --vs pricer --games 200 --seed 2031 --out f.jsonl
    .venv/bin/python bench/bench_glory_ab.py hard --sim --vs pricer,rival --games 200 --seed 2071 --out f-{vs}.jsonl

``--sim`` plays the registered level through ``game.sim.play_one``, game by game exactly as
``bench/strength.py --game glory --only hard --vs pricer`` does (same seats, same seeds), keeping each
game as it ends.

Every game is the one ``game.sim.play_one`` plays as game ``g`` of ``hard`` against the partner (so two
runs on one seed are paired game by game). A variant is comma-separated ``GlorySettings`` on top of the hard level (``look``,
``rival_share``) and weights (``denial=1.0``). Prints the win rate (a shared first place counts
half) with its Wilson 95% CI, the mean glory margin, and the subject's CPU time per decision.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from dataclasses import fields, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from game.games.glory.bots import BOTS, SETTINGS, hard  # noqa: E402
from game.games.glory.sparring import PARTNERS  # noqa: E402
from game.games.glory.weights import Weights  # noqa: E402
from game.sim import play_one  # noqa: E402

OPPONENTS = {**PARTNERS, "easy": BOTS["easy"], "medium": BOTS["medium"]}


def variant(spec: str):
    """The hard level with ``spec``'s changes: ``GlorySettings`` fields (``end_from=2``) and judgement
    weights (``denial=1.0``)."""
    bot = hard()
    names = {f.name for f in fields(Weights)}
    wt: dict[str, float] = {}
    settings: list[str] = []
    for part in filter(None, spec.split(",")):
        if part == "hard":
            continue
        key, value = part.split("=")
        if key in SETTINGS:
            settings.append(part)
        elif key in names:
            wt[key] = float(value)
        else:
            raise SystemExit(f"unknown setting {key!r}")
    bot.settings = bot.settings.with_text(",".join(settings))
    bot.wt = replace(bot.wt, **wt)
    return bot


def play(spec: str, vs: str, g: int, seed: int) -> dict:
    """Game ``g`` as ``game.sim.play_one`` plays game ``g`` of a hard-vs-``vs`` run (the same deal, seats
    and bot random numbers), with the subject played by ``spec``'s variant."""
    return _row(
        play_one("glory", 2, ["hard", vs], "standard", seed, g, subjects={"hard": lambda: variant(spec)}), "hard", vs, g
    )


def play_sim(level: str, vs: str, g: int, seed: int) -> dict:
    """Game ``g`` of ``bench/strength.py``'s ``level`` vs ``vs`` run (same seats, same seed)."""
    return _row(play_one("glory", 2, [level, vs], "standard", seed, g), level, vs, g)


def _row(r, level: str, vs: str, g: int) -> dict:
    win = 1.0 if r.winners == [level] else (0.5 if level in r.shared else 0.0)
    margin = r.scores[level][0] - r.scores[vs][0]
    return {"g": g, "win": win, "margin": margin, "cpu": r.label_cpu_ms.get(level, [])}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("variant", nargs="?", default="hard")
    ap.add_argument(
        "--vs",
        default="pricer",
        help=f"one of {', '.join(sorted(OPPONENTS))}, or several comma-separated, alternated game by game",
    )
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--first", type=int, default=0, help="first game number (to extend a run)")
    ap.add_argument("--seed", type=int, default=101)
    ap.add_argument("--quick", action="store_true", help="two games")
    ap.add_argument("--out", default="", help="append each game as a JSON line to this file")
    ap.add_argument(
        "--sim", action="store_true", help="play the registered levels through game.sim.play_one (as bench/strength.py)"
    )
    ap.add_argument("--read", default="", help="only summarise the games already in this file")
    ap.add_argument("--paired", default="", help="with --read: compare game by game with this file's games")
    args = ap.parse_args()
    from strength import wilson

    if args.read:
        with open(args.read, encoding="utf-8") as f:
            rows = [json.loads(line) for line in f if line.strip()]
        summarise(args.variant, args.vs, rows, wilson)
        if args.paired:
            with open(args.paired, encoding="utf-8") as f:
                paired(rows, [json.loads(line) for line in f if line.strip()])
        return

    partners = args.vs.split(",")
    unknown = [vs for vs in partners if vs not in OPPONENTS]
    if unknown:
        raise SystemExit(f"unknown opponent {unknown[0]!r}")
    if len(partners) > 1 and args.out and "{vs}" not in args.out:
        raise SystemExit("several opponents: --out must contain {vs} (one file each)")
    rows: dict[str, list[dict]] = {vs: [] for vs in partners}
    games = 2 if args.quick else args.games
    for g in range(args.first, args.first + games):
        for vs in partners:
            row = play_sim(args.variant, vs, g, args.seed) if args.sim else play(args.variant, vs, g, args.seed)
            rows[vs].append(row)
            if args.out:
                with open(args.out.replace("{vs}", vs), "a", encoding="utf-8") as f:
                    f.write(json.dumps({**row, "cpu": [round(c, 2) for c in row["cpu"]]}) + "\n")
    for vs in partners:
        summarise(args.variant, vs, rows[vs], wilson)


def paired(rows: list[dict], base: list[dict]) -> None:
    """The same games (deal and seat) played by the base: the mean differences and their errors."""
    by_g = {r["g"]: r for r in base}
    both = [(r, by_g[r["g"]]) for r in rows if r["g"] in by_g]
    if len(both) < 2:
        print("paired: fewer than two games in common")
        return
    dm = [r["margin"] - b["margin"] for r, b in both]
    dw = [r["win"] - b["win"] for r, b in both]
    n = len(both)
    print(
        f"paired with the base on {n} games: win {100 * statistics.fmean(dw):+.1f} points "
        f"± {100 * statistics.pstdev(dw) / n**0.5:.1f}, margin {statistics.fmean(dm):+.2f} "
        f"± {statistics.pstdev(dm) / n**0.5:.2f}"
    )


def summarise(name: str, vs: str, rows: list[dict], wilson) -> None:
    n = len(rows)
    wins = sum(r["win"] for r in rows)
    lo, hi = wilson(wins, n)
    margins = [r["margin"] for r in rows]
    se = statistics.pstdev(margins) / n**0.5
    cpu = sorted(c for r in rows for c in r["cpu"])
    p95 = cpu[min(len(cpu) - 1, int(0.95 * len(cpu)))]
    print(
        f"{name} vs {vs}: win {100 * wins / n:.1f}% (95% CI {100 * lo:.0f}-{100 * hi:.0f}%), margin "
        f"{statistics.fmean(margins):+.2f} ± {se:.2f} ({n} games); CPU median {statistics.median(cpu):.1f} ms, "
        f"p95 {p95:.1f} ms"
    )


if __name__ == "__main__":
    main()
