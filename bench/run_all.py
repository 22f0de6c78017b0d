"""Run every benchmark in this folder in one go and print their figures, each next to its goal.

    .venv/bin/python bench/run_all.py [--quick]

Each bench_*.py prints its own lines of "figure: value (goal: ...)". Benchmarks never assert.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main(argv: list[str]) -> int:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(HERE.parent)}
    status = 0
    for script in sorted(HERE.glob("bench_*.py")):
        print(f"== {script.stem} ==", flush=True)
        t0 = time.perf_counter()
        proc = subprocess.run([sys.executable, str(script), *argv], env=env, capture_output=True, text=True)
        sys.stdout.write(proc.stdout)
        if proc.returncode:
            status = 1
            sys.stdout.write(f"!! {script.name} failed (exit {proc.returncode})\n{proc.stderr[-2000:]}\n")
        print(f"   ({time.perf_counter() - t0:.1f} s)", flush=True)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
