"""Print how fast the built app starts (figures only; no pass/fail).

    python packaging/measure_start.py                    # the bundle in dist/tourney
    python packaging/measure_start.py --source           # the same measures from source, for comparison

Three figures, five runs each, headless (SDL dummy drivers, a fresh TOURNEY_HOME per run):

* ``simulate``: wall time of ``tourney simulate demo --players 2 --seats random,random --games 1``;
* ``first start``: ``tourney --frames 1`` (open the app, draw the menu's first frame, exit) in an empty
  home: the player's very first start, with the cache seed the bundle ships;
* ``second start``: the same again in that home (everything cached).

Wall time, and the process's CPU time (on POSIX; less sensitive to a busy machine than wall time).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = 5


def _env(home: str) -> dict[str, str]:
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TOURNEY_HOME=home)


def _timed(cmd: list[str], home: str) -> tuple[float, float | None]:
    """(wall seconds, CPU seconds or None) of one run of ``cmd`` to its exit."""
    try:
        import resource

        before = resource.getrusage(resource.RUSAGE_CHILDREN)
    except ImportError:  # Windows
        resource = None  # type: ignore[assignment]
    start = time.perf_counter()
    subprocess.run(cmd, env=_env(home), cwd=ROOT, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    if resource is None:
        return wall, None
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def starts(cmd: list[str]) -> tuple[list[tuple[float, float | None]], ...]:
    """(simulate runs, first starts, second starts), each a list of (wall, CPU)."""
    sim, first, second = [], [], []
    args = ["simulate", "demo", "--players", "2", "--seats", "random,random", "--games", "1"]
    for _ in range(RUNS):
        home = tempfile.mkdtemp(prefix="tourney-start-")
        try:
            sim.append(_timed([*cmd, *args], home))
            shutil.rmtree(home)
            first.append(_timed([*cmd, "--frames", "1"], home))
            second.append(_timed([*cmd, "--frames", "1"], home))
        finally:
            shutil.rmtree(home, ignore_errors=True)
    return sim, first, second


def _fmt(values: list[float]) -> str:
    return f"median {statistics.median(values):.2f} s (runs: {' '.join(f'{v:.2f}' for v in values)})"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--source", action="store_true", help="measure `python -m game` instead of the bundle")
    p.add_argument("--exe", type=Path, default=ROOT / "dist" / "tourney" / "tourney", help="built executable")
    args = p.parse_args(argv)
    cmd = [sys.executable, "-m", "game"] if args.source else [str(args.exe)]
    print(f"{'source' if args.source else args.exe}; load average {os.getloadavg()[0]:.1f}, {os.cpu_count()} CPUs")
    for name, runs in zip(("simulate demo", "first start", "second start"), starts(cmd)):
        print(f"{name}, wall: {_fmt([w for w, _ in runs])}")
        cpu = [c for _, c in runs if c is not None]
        if cpu:
            print(f"{name}, CPU: {_fmt(cpu)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
