"""Startup and menu frame-time benchmark. Prints figures; asserts nothing.

    .venv/bin/python bench/bench_startup.py [--runs 5] [--frames 600]

* start-to-first-menu-frame: wall time from spawning ``python`` to the first presented menu frame
  (``App().step()``), next to a bare pygame-ce window start (init, 1600×900 window, one flip), both
  in fresh processes; "cold" = empty app home (art caches built), "warm" = second start.
* menu frame time: mean / p95 / max of ``App.step`` on the main menu with the mouse moving over it.

Uses the display in $DISPLAY when there is one, else SDL's dummy driver (headless). Goals from
issue 2: start ≤ 1.5 s and ≤ 3× the bare window; menu frame ≤ 4 ms.
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
    "s.fill((0, 0, 0)); pygame.display.flip(); print(time.time())"
)
APP = "import time; from game.app import App; a = App(); a.step(); print(time.time())"


def spawn(code: str, env: dict[str, str]) -> float:
    """Seconds from spawning a Python process running ``code`` until it printed its end time."""
    t0 = time.time()
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, check=True)
    return float(out.stdout.strip().splitlines()[-1]) - t0


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
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--frames", type=int, default=600)
    args = ap.parse_args()
    env = dict(os.environ)
    env.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if not env.get("DISPLAY"):
        env["SDL_VIDEODRIVER"] = "dummy"
    env["SDL_AUDIODRIVER"] = env.get("SDL_AUDIODRIVER", "dummy")
    driver = env.get("SDL_VIDEODRIVER", "default (" + env.get("DISPLAY", "") + ")")

    bare = [spawn(BARE, env) for _ in range(args.runs)]
    cold, warm = [], []
    for _ in range(args.runs):
        home = tempfile.mkdtemp(prefix="tourney-bench-")
        atexit.register(shutil.rmtree, home, True)  # leave no scratch folder behind
        e = {**env, "TOURNEY_HOME": home}
        cold.append(spawn(APP, e))
        warm.append(spawn(APP, e))
    b, c, w = statistics.median(bare), statistics.median(cold), statistics.median(warm)
    print(f"video driver: {driver}; {args.runs} runs each, medians")
    print(f"bare pygame-ce window start : {b * 1000:7.0f} ms")
    print(
        f"app to first menu frame     : {w * 1000:7.0f} ms warm ({w / b:.1f}x bare), "
        f"{c * 1000:.0f} ms cold first run ({c / b:.1f}x bare)"
    )
    os.environ.setdefault("SDL_VIDEODRIVER", env.get("SDL_VIDEODRIVER", ""))
    os.environ["TOURNEY_HOME"] = tempfile.mkdtemp(prefix="tourney-bench-")
    atexit.register(shutil.rmtree, os.environ["TOURNEY_HOME"], True)  # leave no scratch folder behind
    if not os.environ["SDL_VIDEODRIVER"]:
        del os.environ["SDL_VIDEODRIVER"]
    ft = sorted(menu_frames(args.frames))
    mean = statistics.fmean(ft)
    p95 = ft[int(len(ft) * 0.95) - 1]
    print(
        f"menu frame time             : mean {mean * 1000:.2f} ms, p95 {p95 * 1000:.2f} ms, "
        f"max {ft[-1] * 1000:.2f} ms over {len(ft)} frames"
    )
    print(
        f"goals: start <= 1500 ms and <= 3x bare -> {'met' if w <= 1.5 and w <= 3 * b else 'NOT met'}; "
        f"menu frame <= 4 ms -> {'met' if mean <= 0.004 else 'NOT met'}"
    )


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    main()
