"""Where Glory's hard level (or a variant) gains and loses glory against a sparring partner: the same
games as ``bench_glory_ab.py`` (game ``g`` of ``hard`` against the partner), each seat's glory change
summed per phase (action, journeys, registration, tournament, titles ...), one JSON line a game.

    .venv/bin/python bench/bench_glory_phases.py hard --vs pricer --games 100 --seed 2081 --out f.jsonl
    .venv/bin/python bench/bench_glory_phases.py --read f.jsonl
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_glory_ab import OPPONENTS, variant  # noqa: E402

from game.core.registry import get  # noqa: E402
from game.core.rules import Options, SeatConfig  # noqa: E402
from game.core.session import Session  # noqa: E402
from game.sim import game_seed, seating  # noqa: E402


def play(spec: str, vs: str, g: int, seed: int) -> dict:
    """Game ``g`` (as ``game.sim.play_one`` plays it) with each label's glory change per phase."""
    labels = seating(["hard", vs], 2, g)
    session = Session(
        get("glory"), Options(2, "standard", tuple(SeatConfig("bot", x) for x in labels), ()), game_seed(seed, g)
    )
    for seat, label in enumerate(labels):
        if label == "hard":
            session.memory[seat].use(lambda: variant(spec))
    store = session.store
    gain: dict[str, dict[str, float]] = {"hard": {}, "vs": {}}
    while store.outcome() is None:
        for seat in sorted(store.actors()):
            if seat not in store.actors():
                continue
            before = store.state
            phase = before.phase
            action = session.bot_choose(seat)
            store.apply(seat, action)
            after = store.state
            _credit(gain, labels, before, after, phase)
        # automatic steps happen inside apply; nothing else to do
    scores = store.rules.scores(store.state)
    hi = labels.index("hard")
    win = 1.0 if scores[hi] > scores[1 - hi] else 0.5 if scores[hi] == scores[1 - hi] else 0.0
    return {"g": g, "win": win, "margin": scores[hi] - scores[1 - hi], "hard": gain["hard"], "vs": gain["vs"]}


def _credit(gain, labels, before, after, phase) -> None:
    for seat, label in enumerate(labels):
        d = after.players[seat].glory - before.players[seat].glory
        if d:
            key = "hard" if label == "hard" else "vs"
            ph = f"{phase}{before.round}" if phase in ("action", "journey", "registration", "tournament") else phase
            gain[key][ph] = gain[key].get(ph, 0) + d


def report(rows: list[dict]) -> None:
    n = len(rows)
    wins = sum(r["win"] for r in rows)
    print(f"{n} games, win {100 * wins / n:.1f}%, margin {statistics.fmean(r['margin'] for r in rows):+.2f}")
    phases = sorted({k for r in rows for k in (*r["hard"], *r["vs"])})
    print(f"{'phase':16} {'hard':>7} {'vs':>7} {'diff':>7} {'± se':>6}")
    for ph in phases:
        d = [r["hard"].get(ph, 0) - r["vs"].get(ph, 0) for r in rows]
        h = statistics.fmean(r["hard"].get(ph, 0) for r in rows)
        v = statistics.fmean(r["vs"].get(ph, 0) for r in rows)
        print(f"{ph:16} {h:7.2f} {v:7.2f} {statistics.fmean(d):+7.2f} {statistics.pstdev(d) / n**0.5:6.2f}")


def _load(path: str) -> list[dict]:
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def paired(rows: list[dict], base: list[dict]) -> None:
    """The same games played by the base: the win, margin and per-phase margin differences."""
    by_g = {r["g"]: r for r in base}
    both = [(r, by_g[r["g"]]) for r in rows if r["g"] in by_g]
    n = len(both)
    if n < 2:
        print("paired: fewer than two games in common")
        return

    def line(name: str, d: list[float]) -> None:
        print(f"{name:16} {statistics.fmean(d):+7.2f} ± {statistics.pstdev(d) / n**0.5:.2f}")

    print(f"paired with the base on {n} games (variant - base)")
    line("win (points)", [100 * (r["win"] - b["win"]) for r, b in both])
    line("margin", [r["margin"] - b["margin"] for r, b in both])
    phases = sorted({k for r, b in both for x in (r, b) for k in (*x["hard"], *x["vs"])})
    for ph in phases:
        line(ph, [_m(r, ph) - _m(b, ph) for r, b in both])


def _m(r: dict, ph: str) -> float:
    return r["hard"].get(ph, 0) - r["vs"].get(ph, 0)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("variant", nargs="?", default="hard")
    ap.add_argument("--vs", default="pricer")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--seed", type=int, default=2081)
    ap.add_argument("--out", default="")
    ap.add_argument("--read", default="")
    ap.add_argument(
        "--paired", default="", help="with --read: the per-phase differences from this base run, game by game"
    )
    args = ap.parse_args()
    if args.read:
        rows = _load(args.read)
        report(rows)
        if args.paired:
            paired(rows, _load(args.paired))
        return
    if args.vs not in OPPONENTS:
        raise SystemExit(f"unknown opponent {args.vs!r}")
    rows = []
    for g in range(args.first, args.first + args.games):
        row = play(args.variant, args.vs, g, args.seed)
        rows.append(row)
        if args.out:
            with open(args.out, "a", encoding="utf-8") as f:
                f.write(json.dumps(row) + "\n")
    report(rows)


if __name__ == "__main__":
    main()
