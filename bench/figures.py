"""Small helpers shared by the benchmarks in this folder: percentiles, the machine load, and
``report()``, which prints a figure for people and one machine-readable line for ``run_all.py``.

The machine-readable line is ``FIGURE {json}`` with keys ``name``, ``value`` (a number), ``unit``,
``goal`` (text, "" when the issue sets none) and ``ok`` (true/false, or null when there is no goal).
``run_all.py`` hides these lines in its log and collects them into its final summary table.
"""

from __future__ import annotations

import json
import math
import os
import statistics
import time
from collections.abc import Sequence
from contextlib import nullcontext

PREFIX = "FIGURE "


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (``q`` in 0..100) of ``values``; p95 of 20 samples is the 19th."""
    ordered = sorted(values)
    if not ordered:
        return math.nan
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def median(values: Sequence[float]) -> float:
    return statistics.median(values) if values else math.nan


def load_note() -> str:
    """The 1-minute load average against the core count: figures on a busy machine are pessimistic."""
    try:
        load = os.getloadavg()[0]
    except OSError:
        return "load average unknown"
    cores = os.cpu_count() or 1
    busy = " (busy machine: wall-clock figures are inflated)" if load > cores else ""
    return f"load average {load:.1f} on {cores} cores{busy}"


def contention(cpu_ms: float = 4.0, rounds: int = 40) -> float:
    """Wall time / CPU time of a fixed pure-Python loop of about ``cpu_ms`` (median of ``rounds``):
    1.0 on an idle core; on a shared, loaded machine it shows how much waiting for a core inflates
    any wall-clock figure of that size (frames, decisions) taken in the same run."""
    n = 1000
    while True:  # size the loop to about cpu_ms of CPU time
        c = time.thread_time()
        _spin(n)
        if (time.thread_time() - c) * 1000 >= cpu_ms / 4 or n > 10**8:
            break
        n *= 2
    ratios = []
    for _ in range(rounds):
        t, c = time.perf_counter(), time.thread_time()
        _spin(n * 4)
        used = time.thread_time() - c
        if used > 0:
            ratios.append((time.perf_counter() - t) / used)
    return median(ratios) if ratios else math.nan


def _spin(n: int) -> int:
    x = 0
    for i in range(n):
        x += i * i
    return x


def report(name: str, value: float, unit: str, goal: str = "", ok: bool | None = None, detail: str = "") -> None:
    """Print ``name: value unit [detail] (goal: ... -> met/NOT met)`` and its FIGURE line."""
    shown = f"{value:.0f}" if abs(value) >= 100 else f"{value:.2f}" if abs(value) < 10 else f"{value:.1f}"
    verdict = "" if ok is None else (" -> met" if ok else " -> NOT met")
    tail = f"  (goal: {goal}{verdict})" if goal else ""
    extra = f"  [{detail}]" if detail else ""
    print(f"{name}: {shown} {unit}{extra}{tail}", flush=True)
    record = {"name": name, "value": round(value, 3), "unit": unit, "goal": goal, "ok": ok}
    print(PREFIX + json.dumps(record), flush=True)


def ab_summary(rows: list[dict]) -> str:
    """One line for a game-by-game A/B run (rows with ``win`` and ``cpu``): games, wins, the Wilson 95%
    interval and the subject's CPU per decision."""
    from strength import wilson

    n = len(rows)
    wins = sum(r["win"] for r in rows)
    lo, hi = wilson(wins, n)
    cpu = [x for r in rows for x in r["cpu"]]
    med, p95 = (median(cpu), percentile(cpu, 95)) if cpu else (0.0, 0.0)
    return (
        f"{n} games: {wins:g} wins = {100 * wins / max(1, n):.1f}% (95% CI {100 * lo:.1f}-{100 * hi:.1f}); "
        f"CPU per decision median {med:.1f} ms, p95 {p95:.1f} ms"
    )


def paired_se(diffs: list[float]) -> float:
    """The standard error of the sum of paired per-game differences (the wins a change gained)."""
    n = len(diffs)
    if n < 2:
        return 0.0
    mean = sum(diffs) / n
    return math.sqrt(n * sum((d - mean) ** 2 for d in diffs) / (n - 1))


def read_ab(path: str, paired: str = "") -> str:
    """The summary of an A/B run's file (``ab_summary``) and, with ``paired``, its game-by-game
    comparison with another run's file: the win difference over the games both hold, its standard
    error and how many games came out differently. Comma-separated files are pooled, the n-th of
    ``path`` paired with the n-th of ``paired`` (runs on several seeds)."""
    files = path.split(",")
    runs = [[json.loads(line) for line in open(f, encoding="utf-8")] for f in files]
    lines = [ab_summary([r for run in runs for r in run])]
    if paired:
        others = paired.split(",")
        if len(others) != len(files):
            raise ValueError("--paired needs one file for each file read")
        diffs: list[float] = []
        for run, name in zip(runs, others):
            other = {r["g"]: r for r in (json.loads(line) for line in open(name, encoding="utf-8"))}
            diffs += [r["win"] - other[r["g"]]["win"] for r in run if r["g"] in other]
        gain = sum(diffs)
        flips = sum(d != 0 for d in diffs)
        lines.append(
            f"paired over {len(diffs)} games: {gain:+g} wins (SE {paired_se(diffs):.1f}; {flips} games differ)"
        )
    return "\n".join(lines)


def run_ab(play_game, first: int, games: int, out: str = "") -> list[dict]:
    """Games ``first`` .. ``first + games - 1`` played by ``play_game(g)`` (a dict per game), each
    appended to ``out`` as a JSON line as it ends (a run cut short keeps its games)."""
    rows = []
    with open(out, "a", encoding="utf-8") if out else nullcontext() as sink:
        for g in range(first, first + games):
            r = play_game(g)
            rows.append(r)
            if sink is not None:
                sink.write(json.dumps(r) + "\n")
                sink.flush()
    return rows
