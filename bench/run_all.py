"""Run every benchmark in this folder in one go and print their figures, then one summary table
"figure | value | goal | ok?".

    .venv/bin/python bench/run_all.py [--quick] [--only frames,bots]

Each bench_*.py runs in its own subprocess (headless: SDL dummy drivers, a temporary app home is the
script's business) and its output is printed as it came. Scripts written with ``figures.report()``
print one machine-readable ``FIGURE {json}`` line per figure; those lines are hidden from the log and
collected for the summary. For the older scripts that print only prose, ``EXTRACTORS`` below picks
their headline figures out of the text (a figure not found is simply missing from the table).
``--quick`` passes ``--quick`` to scripts that know it and small sizes (``QUICK_ARGS``) to the others.
Benchmarks never assert; the exit code is non-zero only when a script failed or timed out.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from figures import PREFIX, load_note  # noqa: E402

# Scripts without a --quick flag of their own: what to pass them for a quick run.
QUICK_ARGS: dict[str, list[str]] = {
    "bench_startup": ["--runs", "2", "--frames", "200"],
    "bench_art": ["--frames", "200"],
    "bench_glory": ["10"],
    "bench_bot_frames": ["--seconds", "3"],
    "bench_tournament": ["--games", "300", "--hard-games", "1"],
    "bench_glory_ai": ["--games", "4"],
}
TIMEOUT = {"quick": 900, "full": 2400}  # seconds per script

Figure = dict
Extractor = Callable[[re.Match], list[Figure]]


def fig(name: str, value: float, unit: str, goal: str = "", ok: bool | None = None) -> Figure:
    return {"name": name, "value": value, "unit": unit, "goal": goal, "ok": ok}


def _num(text: str) -> float:
    return float(text.replace(",", ""))


# (script stem, regex on one output line, figures from the match) for scripts printing prose only.
EXTRACTORS: list[tuple[str, str, Extractor]] = [
    (
        "bench_art",
        r"table frame 1600x900.*?median ([\d.]+) ms",
        lambda m: [
            fig("frame art table, 8 cards + 6 dice (wall)", _num(m[1]), "ms median", "<= 8 ms", _num(m[1]) <= 8)
        ],
    ),
    (
        "bench_art",
        r"same frames in CPU time.*?median ([\d.]+) ms",
        lambda m: [fig("frame art table, 8 cards + 6 dice (CPU)", _num(m[1]), "ms median", "<= 8 ms", _num(m[1]) <= 8)],
    ),
    (
        "bench_tournament",
        r"^random playouts: ([\d,.]+) games/s.*?(\d+) players",
        lambda m: [fig(f"random playouts tournament {m[2]}p", _num(m[1]), "games/s", ">= 300", _num(m[1]) >= 300)],
    ),
    (
        "bench_tournament",
        r"hard bot: mean decision ([\d.]+) ms, max ([\d.]+) ms",
        lambda m: [
            fig("bot tournament hard, self-play (mean)", _num(m[1]), "ms", "mean <= 1000 ms", _num(m[1]) <= 1000)
        ],
    ),
    (
        "bench_paladin",
        r"paladin random playouts, (\d) players \(in-place engine\): ([\d.]+) games/s",
        lambda m: [fig(f"random playouts paladin {m[1]}p", _num(m[2]), "games/s", ">= 1000", _num(m[2]) >= 1000)],
    ),
    (
        "bench_joust",
        r"random playouts, (\w+) (\d)p: ([\d.]+) games/s(?: wall, ([\d.]+) games per CPU-s)?",
        lambda m: (
            [fig(f"random playouts joust {m[1]} {m[2]}p", _num(m[3]), "games/s", ">= 300", _num(m[3]) >= 300)]
            + (
                [fig(f"random playouts joust {m[1]} {m[2]}p (CPU)", _num(m[4]), "games/s", ">= 300", _num(m[4]) >= 300)]
                if m[4]
                else []
            )
        ),
    ),
    (
        "bench_glory",
        r"glory (\d)p:\s*([\d.]+) games/s",
        lambda m: [fig(f"random playouts glory {m[1]}p", _num(m[2]), "games/s", ">= 10", _num(m[2]) >= 10)],
    ),
    (
        "bench_glory_duel",
        r"duel AI decision time: mean [\d.]+ ms, median ([\d.]+) ms, p95 ([\d.]+) ms",
        lambda m: [
            fig("glory duel AI decision (median)", _num(m[1]), "ms"),
            fig("glory duel AI decision (p95)", _num(m[2]), "ms"),
        ],
    ),
    (
        "bench_bot_frames",
        r"^(process|thread)\s*:.*?while a bot thinks: mean ([\d.]+) ms, p95 ([\d.]+) ms",
        lambda m: [fig(f"frame while a bot thinks ({m[1]}), p95", _num(m[3]), "ms")],
    ),
]


def _glory_ai(m: re.Match) -> list[Figure]:
    """bench_glory_ai.py prints one JSON line: the measured level's decision times in whole games."""
    r = json.loads(m[0])
    who = f"bot glory {r['level']} in games vs {','.join(r['seats'])}"
    out = [fig(f"{who} (median)", r["median_ms"], "ms"), fig(f"{who} (p95)", r["p95_ms"], "ms")]
    if r["level"] == "hard":
        out[0].update(goal="median <= 1000 ms", ok=r["median_ms"] <= 1000)
        out[1].update(goal="p95 <= 2000 ms", ok=r["p95_ms"] <= 2000)
    return out


EXTRACTORS.append(("bench_glory_ai", r"^\{.*\"median_ms\".*\}$", _glory_ai))


def extract(stem: str, lines: list[str]) -> list[Figure]:
    """FIGURE lines, plus the EXTRACTORS' figures for this script's prose lines."""
    out: list[Figure] = []
    for line in lines:
        if line.startswith(PREFIX):
            try:
                out.append(json.loads(line[len(PREFIX) :]))
            except ValueError:
                pass
            continue
        for script, pattern, build in EXTRACTORS:
            if script == stem:
                m = re.search(pattern, line)
                if m:
                    try:
                        out.extend(build(m))
                    except (ValueError, IndexError, KeyError, TypeError):
                        pass
    return out


def args_for(script: Path, quick: bool) -> list[str]:
    if not quick:
        return []
    if script.stem in QUICK_ARGS:
        return QUICK_ARGS[script.stem]
    return ["--quick"] if "--quick" in script.read_text(encoding="utf-8") else []


def run(script: Path, args: list[str], env: dict[str, str], timeout: float) -> tuple[int, str, str]:
    """Run one script in its own process group; on timeout the whole group is ended."""
    proc = subprocess.Popen(
        [sys.executable, str(script), *args],
        env=env,
        cwd=HERE.parent,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        out, err = proc.communicate(timeout=timeout)
        return proc.returncode, out, err
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        return -1, out, err + f"\ntimed out after {timeout:.0f} s"


def summary(figures: list[tuple[str, Figure]]) -> None:
    rows = [("figure", "value", "goal", "ok?", "script")]
    for stem, f in figures:
        value = f["value"]
        shown = f"{value:,.0f}" if abs(value) >= 100 else f"{value:.2f}" if abs(value) < 10 else f"{value:.1f}"
        ok = "-" if f.get("ok") is None else ("yes" if f["ok"] else "NO")
        rows.append((f["name"], f"{shown} {f['unit']}", f.get("goal") or "(report)", ok, stem.removeprefix("bench_")))
    widths = [max(len(r[i]) for r in rows) for i in range(5)]
    print("\n== summary ==")
    for i, r in enumerate(rows):
        print(" | ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip())
        if i == 0:
            print("-+-".join("-" * w for w in widths))
    met = sum(1 for _, f in figures if f.get("ok") is True)
    missed = [f["name"] for _, f in figures if f.get("ok") is False]
    print(f"\n{met} goals met, {len(missed)} not met" + (f": {'; '.join(missed)}" if missed else ""))


def main(argv: list[str]) -> int:
    quick = "--quick" in argv
    only = argv[argv.index("--only") + 1].split(",") if "--only" in argv else None
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        "PYTHONPATH": str(HERE.parent),
    }
    env.pop("DISPLAY", None)  # every figure headless, as the issue asks
    scripts = sorted(HERE.glob("bench_*.py"))
    if only:
        scripts = [s for s in scripts if s.stem.removeprefix("bench_") in only or s.stem in only]
    print(f"Tourney benchmarks ({'quick' if quick else 'full'} run), {load_note()}", flush=True)
    status = 0
    figures: list[tuple[str, Figure]] = []
    start = time.perf_counter()
    for script in scripts:
        args = args_for(script, quick)
        print(f"\n== {script.stem} {' '.join(args)} ==", flush=True)
        t0 = time.perf_counter()
        code, out, err = run(script, args, env, TIMEOUT["quick" if quick else "full"])
        lines = out.splitlines()
        sys.stdout.write("".join(line + "\n" for line in lines if not line.startswith(PREFIX)))
        figures.extend((script.stem, f) for f in extract(script.stem, lines))
        if code:
            status = 1
            sys.stdout.write(f"!! {script.name} failed (exit {code})\n{err[-2000:]}\n")
        print(f"   ({time.perf_counter() - t0:.1f} s)", flush=True)
    summary(figures)
    print(f"total {time.perf_counter() - start:.0f} s; {load_note()}", flush=True)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
