"""Startup and menu frame-time benchmark. Prints figures; asserts nothing.

    .venv/bin/python bench/bench_startup.py [--runs 5] [--frames 600]

* start to first menu frame: wall time from spawning ``python`` to the first presented menu frame of
  the real start path (``python -m game --frames 1``: the shipped cache seed is applied, the app opens,
  one frame), next to a bare pygame-ce window start (init, 1600×900 window, one flip), all in fresh
  processes. "cold" = the first start after install (empty app home; the seed that the setup builds is
  copied in), "warm" = the second start in that home, "cold without seed" = an empty home and no seed
  (what every first start cost before seeds; shown for comparison).
* menu frame time: mean / p95 / max of ``App.step`` on the main menu with the mouse moving over it.

Uses the display in $DISPLAY when there is one, else SDL's dummy driver (headless). The children get
no PYTHONDONTWRITEBYTECODE: a player's copy has its bytecode cached (the setup compiles it). Goals:
start ≤ 1.5 s and ≤ 3× the bare window, cold and warm; menu frame ≤ 4 ms.
"""

from __future__ import annotations

import argparse
import atexit
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

BARE = (
    "import time, pygame; pygame.display.init(); s = pygame.display.set_mode((1600, 900)); "
    "s.fill((0, 0, 0)); pygame.display.flip(); print(time.time(), time.process_time())"
)
APP = "import time; from game.__main__ import main; main(['--frames', '1']); print(time.time(), time.process_time())"
NO_SEED = "/nonexistent-seed"  # TOURNEY_SEED_DIR for the comparison start without a seed


def spawn(code: str, env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds from spawning a Python process running ``code`` until it printed its end time, the
    CPU seconds the process had used by then): CPU time is the steadier figure on a busy machine."""
    t0 = time.time()
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, check=True)
    end, cpu = out.stdout.strip().splitlines()[-1].split()
    return float(end) - t0, float(cpu)


def menu_frames(frames: int) -> list[float]:
    import pygame

    from game.app import App

    app = App(headless=not os.environ.get("DISPLAY"))
    for _ in range(30):  # warm the text caches
        app.step(dt=1 / 60)
    times = []
    for i in range(frames):
        x = 100 + (i * 7) % 1400
        ev = pygame.event.Event(pygame.MOUSEMOTION, pos=(x, 420), rel=(7, 0), buttons=(0, 0, 0))
        t = time.perf_counter()
        app.step([ev], dt=1 / 60)
        times.append(time.perf_counter() - t)
    app.shutdown()
    return times


def main() -> None:
    from figures import load_note, report

    from game.cache_seed import build_seed

    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--frames", type=int, default=600)
    args = ap.parse_args()
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if not env.get("DISPLAY"):
        env["SDL_VIDEODRIVER"] = "dummy"
    env["SDL_AUDIODRIVER"] = env.get("SDL_AUDIODRIVER", "dummy")
    driver = env.get("SDL_VIDEODRIVER", "default (" + env.get("DISPLAY", "") + ")")
    print(f"video driver: {driver}; {args.runs} runs each, medians; {load_note()}")

    t = time.perf_counter()
    files = build_seed()  # what the setup does at install time
    print(f"cache seed (built at install time): {files} files in {time.perf_counter() - t:.1f} s")
    subprocess.run([sys.executable, "-c", "import game.app, game.games"], env=env, cwd=ROOT, check=True)  # bytecode

    bare = [spawn(BARE, env) for _ in range(args.runs)]
    cold, warm, unseeded = [], [], []
    for _ in range(args.runs):
        homes = [tempfile.mkdtemp(prefix="tourney-bench-") for _ in range(2)]
        for home in homes:
            atexit.register(shutil.rmtree, home, True)  # leave no scratch folder behind
        e = {**env, "TOURNEY_HOME": homes[0]}
        cold.append(spawn(APP, e))
        warm.append(spawn(APP, e))
        unseeded.append(spawn(APP, {**env, "TOURNEY_HOME": homes[1], "TOURNEY_SEED_DIR": NO_SEED}))
    (b, bc), (c, cc), (w, wc), (u, uc) = (
        (statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs))
        for runs in (bare, cold, warm, unseeded)
    )
    goal = "<= 1500 ms and <= 3x bare"
    report("start: bare pygame-ce window", b * 1000, "ms", detail=f"CPU {bc * 1000:.0f} ms")
    for label, value, cpu in (("cold, first start after install", c, cc), ("warm", w, wc)):
        ok = value <= 1.5 and value <= 3 * b
        detail = f"{value / b:.1f}x bare; CPU {cpu * 1000:.0f} ms, {cpu / bc:.1f}x bare"
        report(f"start: app to first menu frame ({label})", value * 1000, "ms", goal, ok, detail)
    detail = f"{u / b:.1f}x bare; CPU {uc * 1000:.0f} ms, {uc / bc:.1f}x bare"
    report("start: app to first menu frame (cold, no seed)", u * 1000, "ms", detail=detail)

    os.environ.setdefault("SDL_VIDEODRIVER", env.get("SDL_VIDEODRIVER", ""))
    os.environ["TOURNEY_HOME"] = tempfile.mkdtemp(prefix="tourney-bench-")
    atexit.register(shutil.rmtree, os.environ["TOURNEY_HOME"], True)  # leave no scratch folder behind
    if not os.environ["SDL_VIDEODRIVER"]:
        del os.environ["SDL_VIDEODRIVER"]
    ft = sorted(menu_frames(args.frames))
    mean = statistics.fmean(ft)
    p95 = ft[int(len(ft) * 0.95) - 1]
    detail = f"p95 {p95 * 1000:.2f} ms, max {ft[-1] * 1000:.2f} ms over {len(ft)} frames"
    report("frame menu (mean, bench_startup)", mean * 1000, "ms", "<= 4 ms", mean <= 0.004, detail)


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "bench"))
    main()
