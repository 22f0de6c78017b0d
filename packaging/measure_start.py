"""Print how fast the built app starts (figures only; no pass/fail).

    python packaging/measure_start.py                    # the bundle in dist/tourney
    python packaging/measure_start.py --source           # the same measures from source, for comparison

Two figures, five runs each, headless (SDL dummy drivers, a fresh TOURNEY_HOME per run):

* ``simulate``: wall time of ``tourney simulate demo --players 2 --seats random,random --games 1``;
* ``first frame``: from launch until the app writes its first art-cache file, which happens while the
  main menu's first frame is drawn; wall time, and on Linux the process's CPU time at that moment (less
  sensitive to a busy machine than wall time).
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


def _cpu_seconds(pid: int) -> float | None:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def simulate_times(cmd: list[str]) -> list[float]:
    out = []
    for _ in range(RUNS):
        home = tempfile.mkdtemp(prefix="tourney-start-")
        start = time.perf_counter()
        args = ["simulate", "demo", "--players", "2", "--seats", "random,random", "--games", "1"]
        subprocess.run([*cmd, *args], env=_env(home), cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        out.append(time.perf_counter() - start)
        shutil.rmtree(home, ignore_errors=True)
    return out


def first_frame_times(cmd: list[str], timeout: float = 60.0) -> list[tuple[float, float | None]]:
    out = []
    for _ in range(RUNS):
        home = tempfile.mkdtemp(prefix="tourney-start-")
        art = Path(home) / "tourney" / "art"
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, env=_env(home), cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            while not (art.is_dir() and any(art.iterdir())):
                if proc.poll() is not None or time.perf_counter() - start > timeout:
                    raise RuntimeError(f"{cmd} drew no frame (exit code {proc.poll()})")
                time.sleep(0.005)
            out.append((time.perf_counter() - start, _cpu_seconds(proc.pid)))
        finally:
            proc.terminate()
            proc.wait()
            shutil.rmtree(home, ignore_errors=True)
    return out


def _fmt(values: list[float]) -> str:
    return f"median {statistics.median(values):.2f} s (runs: {' '.join(f'{v:.2f}' for v in values)})"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--source", action="store_true", help="measure `python -m game` instead of the bundle")
    p.add_argument("--exe", type=Path, default=ROOT / "dist" / "tourney" / "tourney", help="built executable")
    args = p.parse_args(argv)
    cmd = [sys.executable, "-m", "game"] if args.source else [str(args.exe)]
    print(f"{'source' if args.source else args.exe}; load average {os.getloadavg()[0]:.1f}, {os.cpu_count()} CPUs")
    print(f"simulate demo: {_fmt(simulate_times(cmd))}")
    frames = first_frame_times(cmd)
    print(f"first frame, wall: {_fmt([w for w, _ in frames])}")
    cpu = [c for _, c in frames if c is not None]
    if cpu:
        print(f"first frame, CPU: {_fmt(cpu)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
