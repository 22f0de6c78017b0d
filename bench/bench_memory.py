"""Peak memory of a full Glory game played through the UI, headless, in a fresh process.
Prints figures; asserts nothing.

    .venv/bin/python bench/bench_memory.py [--quick] [--players 4] [--seed 5]

The child process opens the app (menu), then a Glory table where seat 0 is a human whose moves are
random legal ones submitted through the table (as the smoke run does) and every other seat is a bot
(easy, medium, hard, ... in turn). Frames run with animations at 8× speed until the results screen
shows. Headless tables run bots in the app's own process (``sync``), so the figure includes the bots'
memory too; in the windowed app they think in a worker process. Peak RSS is the kernel's
``ru_maxrss`` of the child. Goal: ≤ 300 MB (issue 11).
"""

from __future__ import annotations

import argparse
import atexit
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from figures import load_note, report  # noqa: E402

GOAL_MB = 300
LEVELS = ("easy", "medium", "hard")
MAX_FRAMES = 80_000


def rss_mb() -> float:
    """Current resident set size of this process in MB (Linux /proc; 0 elsewhere)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except (OSError, IndexError, ValueError):
        return 0.0
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def child(players: int, seed: int) -> dict:
    """Play one Glory game through the table; returns the memory figures."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.app import App
    from game.core.registry import get
    from game.core.rng import Rng
    from game.core.rules import Options, SeatConfig
    from game.core.session import Session
    from game.settings import Settings
    from game.ui.scenes import persist
    from game.ui.scenes.crash import CrashScene
    from game.ui.scenes.results import ResultsScene

    t0 = time.perf_counter()
    before = rss_mb()
    app = App(headless=True, settings=Settings(sound=False, animation_speed=8.0))
    for _ in range(5):
        app.step(dt=0.05)
    menu = rss_mb()
    spec = get("glory")
    seats = tuple(
        SeatConfig("human", "", "Ada") if i == 0 else SeatConfig("bot", LEVELS[(i - 1) % len(LEVELS)])
        for i in range(players)
    )
    session = Session(spec, Options(players, "standard", seats, tuple((o.key, o.default) for o in spec.options)), seed)
    persist.open_table(app, session)
    table = app.top
    rng = Rng.from_seed(seed)
    frames = 0
    crashed = None
    samples: list[float] = []
    for frames in range(1, MAX_FRAMES + 1):
        if isinstance(app.top, ResultsScene):
            break
        if isinstance(app.top, CrashScene) or app.last_crash is not None:
            crashed = str(app.last_crash)
            break
        if app.top is table and table.can_act() and table.legal:
            table.submit(rng.choice(table.legal))
        app.step(dt=0.05)
        if frames % 200 == 0:
            samples.append(rss_mb())
    for _ in range(10):  # a few frames of the results screen
        app.step(dt=0.05)
    result = {
        "start_mb": before,
        "menu_mb": menu,
        "end_mb": rss_mb(),
        "peak_mb": peak_mb(),
        "mean_mb": sum(samples) / len(samples) if samples else 0.0,
        "moves": len(session.store.history),
        "over": session.rules.outcome(session.store.state) is not None,
        "results_shown": isinstance(app.top, ResultsScene),
        "frames": frames,
        "seconds": time.perf_counter() - t0,
        "crash": crashed,
        "seats": [s.level or "human" for s in seats],
    }
    app.shutdown()
    return result


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--quick", action="store_true", help="3 players instead of 4")
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    players = args.players or (3 if args.quick else 4)
    if args.child:
        print(json.dumps(child(players, args.seed)))
        return 0
    home = tempfile.mkdtemp(prefix="tourney-bench-memory-")
    atexit.register(shutil.rmtree, home, True)  # leave no scratch folder behind
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "TOURNEY_HOME": home,
        "PYTHONPATH": str(ROOT),
    }
    cmd = [sys.executable, __file__, "--child", "--players", str(players), "--seed", str(args.seed)]
    try:
        proc = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True, timeout=3600)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    if proc.returncode:
        print(f"memory child failed (exit {proc.returncode}):\n{proc.stderr[-2000:]}")
        return 1
    r = json.loads(proc.stdout.strip().splitlines()[-1])
    print(
        f"Glory {players} players, seats {', '.join(r['seats'])}: {r['moves']} moves, {r['frames']} frames, "
        f"{r['seconds']:.0f} s; game over: {r['over']}, results shown: {r['results_shown']}, crash: {r['crash']}; "
        f"{load_note()}"
    )
    detail = (
        f"python+imports {r['start_mb']:.0f} MB, menu {r['menu_mb']:.0f} MB, mean during game {r['mean_mb']:.0f} MB, "
        f"at results {r['end_mb']:.0f} MB"
    )
    ok = r["peak_mb"] <= GOAL_MB and r["results_shown"] and r["crash"] is None
    report(f"peak RSS, full Glory game with UI ({players}p)", r["peak_mb"], "MB", f"<= {GOAL_MB} MB", ok, detail)
    return 0


if __name__ == "__main__":
    sys.exit(main())
