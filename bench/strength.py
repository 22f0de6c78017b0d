"""The strength table: every bot level of every game against every other level and every sparring
partner, with 95% confidence intervals and decision times. Prints figures; asserts nothing.

    .venv/bin/python bench/strength.py                    # full: 200 games per pairing
    .venv/bin/python bench/strength.py --quick            # 40 games per pairing
    .venv/bin/python bench/strength.py --game glory --games 100 --jobs 2 --seed 7
    .venv/bin/python bench/strength.py --game joust --only hard   # rows whose subject is hard

A row is a *matchup*: the subject's label first, then its opponents' (``hard`` vs ``pricer``, or in
3-player Paladin ``hard`` vs ``honour,spread``). Games are played by ``game.sim.simulate``, which
rotates the labels over the seats from game to game, so every seat position is played equally; each
game's seed derives from ``--seed``, so a run is reproducible (timings aside). The win rate counts a
shared first place as an equal part of a win for each seat in it; the interval is Wilson's 95% score
interval on that rate.
Decision times are the subject's own moves, median and p95, wall clock and CPU time (on a shared
machine wall time includes waiting for a core), in this process's workers (one per ``--jobs``), with
no deadline: bot budgets are iterations.

Goals (the levels must mean something):
- hard vs every sparring partner: ≥ 65% (2 players), ≥ 45% against two partners (3-player Paladin);
- medium vs easy ≥ 65%; medium vs each sparring partner ≥ 35%; easy vs each partner < 50%;
  for 3-player games the 2-player bars are scaled by the fair share (x 2/3): medium vs easy,easy ≥ 43%,
  medium vs partners ≥ 23%, easy vs partners < 33%;
- hard decision time median ≤ 1 s and p95 ≤ 2 s.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from figures import load_note, report  # noqa: E402

#: player count each game's table is measured at
PLAYERS = {"tournament": 2, "joust": 2, "glory": 2, "paladin": 3, "demo": 2}
LEVELS = ("easy", "medium", "hard")


@dataclass(frozen=True)
class Matchup:
    game: str
    players: int
    subject: str
    opponents: tuple[str, ...]

    @property
    def labels(self) -> list[str]:
        return [self.subject, *self.opponents]

    @property
    def name(self) -> str:
        return f"{self.game} {self.subject} vs {','.join(self.opponents)}"


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a proportion (successes may be fractional: draws count half)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def matchups(game: str) -> list[Matchup]:
    """Every pairing the table reports for ``game``."""
    from game.core.registry import get

    spec = get(game)
    players = PLAYERS[game]
    levels = [lv for lv in reversed(LEVELS) if lv in spec.bots]  # strongest first: it is the subject
    partners = list(spec.sparring)
    out: list[Matchup] = []
    if players == 2:
        everyone = levels + partners
        for a, b in combinations(everyone, 2):
            if a in partners and b in partners:
                continue
            out.append(Matchup(game, 2, a, (b,)))
        return out
    # 3+ players: the subject against two of the same (a level below it) or against two partners
    for i, lv in enumerate(levels):
        for below in levels[i + 1 :]:
            out.append(Matchup(game, players, lv, (below,) * (players - 1)))
        if len(partners) >= players - 1:
            out.append(Matchup(game, players, lv, tuple(partners[: players - 1])))
        for p in partners:
            out.append(Matchup(game, players, lv, (p,) * (players - 1)))
    return out


def goal_for(m: Matchup, partners: set[str]) -> tuple[str, float | None, bool]:
    """(goal text, threshold, at_least) for a matchup's win rate; threshold None when no goal."""
    share = 1.0 / m.players
    scale = share / 0.5
    opp_partners = all(o in partners for o in m.opponents)
    if m.subject == "hard" and opp_partners:
        bar = 0.65 if m.players == 2 else 0.45
        return (f">= {bar:.0%}", bar, True)
    if m.subject == "medium" and all(o == "easy" for o in m.opponents):
        bar = 0.65 * scale
        return (f">= {bar:.0%}", bar, True)
    if m.subject == "medium" and opp_partners:
        bar = 0.35 * scale
        return (f">= {bar:.0%}", bar, True)
    if m.subject == "easy" and opp_partners:
        bar = 0.5 * scale
        return (f"< {bar:.0%}", bar, False)
    return ("", None, True)


def run_matchup(m: Matchup, games: int, seed: int, jobs: int) -> dict:
    from game.sim import simulate

    result = simulate(m.game, m.players, m.labels, games, seed, jobs=jobs)
    wins = result["wins"].get(m.subject, 0)
    # a shared first place gives each seat in it an equal part of a win
    draws = result["draws"]
    rate = (wins + result["draw_credit"].get(m.subject, 0.0)) / games if games else 0.0
    lo, hi = wilson(rate * games, games)
    lat = result["decision_ms"].get(m.subject, {})
    cpu = result["cpu_decision_ms"].get(m.subject, {})
    return {
        "matchup": m.name,
        "game": m.game,
        "subject": m.subject,
        "opponents": list(m.opponents),
        "games": games,
        "seed": seed,
        "wins": result["wins"],
        "draws": draws,
        "win_rate": round(rate, 4),
        "ci95": [round(lo, 4), round(hi, 4)],
        "median_ms": lat.get("median", 0.0),
        "p95_ms": lat.get("p95", 0.0),
        "cpu_median_ms": cpu.get("median", 0.0),
        "cpu_p95_ms": cpu.get("p95", 0.0),
        "mean_score": result.get("mean_score", {}),
        "seconds": result["seconds"],
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=None, help="games per matchup (default 200, 40 with --quick)")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--game", default="", help="comma-separated game ids (default: all four)")
    ap.add_argument("--only", default="", help="comma-separated subject labels to keep")
    ap.add_argument("--vs", default="", help="comma-separated opponent labels to keep")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", default="", help="also write every row as JSON lines to this file")
    args = ap.parse_args(argv)
    games = args.games or (40 if args.quick else 200)
    ids = [g for g in args.game.split(",") if g] or [g for g in PLAYERS if g != "demo"]
    only = {s for s in args.only.split(",") if s}
    vs = {s for s in args.vs.split(",") if s}
    from game.core.registry import get

    print(f"strength table: {games} games per matchup, seed {args.seed}, {args.jobs} jobs; {load_note()}")
    rows: list[dict] = []
    out = open(args.json, "w", encoding="utf-8") if args.json else None  # noqa: SIM115
    start = time.perf_counter()
    for game in ids:
        partners = set(get(game).sparring)
        if not partners:
            print(f"{game}: no sparring partners registered")
        for m in matchups(game):
            if only and m.subject not in only:
                continue
            if vs and not set(m.opponents) & vs:
                continue
            row = run_matchup(m, games, args.seed, args.jobs)
            text, bar, at_least = goal_for(m, partners)
            ok = None if bar is None else (row["win_rate"] >= bar if at_least else row["win_rate"] < bar)
            row["goal"], row["ok"] = text, ok
            rows.append(row)
            lo, hi = row["ci95"]
            report(
                f"{m.name} win rate",
                round(100 * row["win_rate"], 1),
                "%",
                text,
                ok,
                f"95% CI {100 * lo:.0f}-{100 * hi:.0f}%, {games} games, subject median {row['median_ms']:.1f} ms "
                f"p95 {row['p95_ms']:.1f} ms (CPU {row['cpu_median_ms']:.1f}/{row['cpu_p95_ms']:.1f}), {row['seconds']:.0f} s",
            )
            if m.subject == "hard":
                slow = row["cpu_median_ms"] > 1000 or row["cpu_p95_ms"] > 2000
                report(
                    f"{m.name} hard decision p95",
                    row["cpu_p95_ms"],
                    "ms",
                    "median <= 1000, p95 <= 2000 (CPU)",
                    not slow,
                    f"CPU median {row['cpu_median_ms']:.1f} ms, p95 {row['cpu_p95_ms']:.1f}; wall {row['median_ms']:.1f}"
                    f"/{row['p95_ms']:.1f}",
                )
            if out:
                out.write(json.dumps(row) + "\n")
                out.flush()
    if out:
        out.close()
    print()
    print("| matchup | games | win rate | 95% CI | goal | ok | median ms (CPU) | p95 ms (CPU) |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        lo, hi = r["ci95"]
        mark = "" if r["ok"] is None else ("yes" if r["ok"] else "NO")
        print(
            f"| {r['matchup']} | {r['games']} | {100 * r['win_rate']:.1f}% | {100 * lo:.0f}–{100 * hi:.0f}% "
            f"| {r['goal']} | {mark} | {r['median_ms']:.1f} ({r['cpu_median_ms']:.1f}) "
            f"| {r['p95_ms']:.1f} ({r['cpu_p95_ms']:.1f}) |"
        )
    print(f"\n{len(rows)} matchups in {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
