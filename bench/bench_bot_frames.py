"""Frame times while bots think: worker process (the app's default) vs a thread. Prints figures.

    .venv/bin/python bench/bench_bot_frames.py [--game paladin] [--level hard] [--seconds 8]

Every seat is a bot of ``--level`` with a 1 s thinking cap; the table runs its normal frame loop
(60 fps pacing) headless and we time every frame drawn while a bot is thinking. "idle" is the same
table with no bot ever starting (the cost of drawing it alone), for comparison.
"""

from __future__ import annotations

import argparse
import atexit
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(game: str, level: str, mode: str, seconds: float) -> str:
    from game.app import App
    from game.core.registry import get
    from game.core.rules import Options, SeatConfig
    from game.core.session import Session
    from game.ui.scenes import persist

    spec = get(game)
    players = 3 if 3 in spec.players else spec.players[0]
    seats = tuple(SeatConfig("bot", level) for _ in range(players))
    extra = tuple((o.key, o.default) for o in spec.options)
    session = Session(spec, Options(players, spec.variants[0].id, seats, extra), 3)
    app = App(headless=True, lang="en")
    app.settings.bot_think_seconds = 1.0
    persist.open_table(app, session)
    table = app.top
    table.set_viewer(0)
    table.background_saves = True  # as in the windowed app
    if mode == "idle":  # no bot ever starts: the cost of drawing this table alone
        table._start_bot = lambda seat: None
    else:
        table.bot_mode = mode
    if mode == "process":
        app.bot_runner.start()
    for _ in range(3):
        app.step(dt=1 / 60)
    thinking: list[float] = []
    applied: list[float] = []
    end = time.monotonic() + seconds
    while time.monotonic() < end and app.top is table:
        moves = len(session.store.history)
        t = time.perf_counter()
        app.step(dt=1 / 60)
        d = time.perf_counter() - t
        if len(session.store.history) != moves:
            applied.append(d)  # this frame applied a move (log, autosave, new art): not a thinking frame
        elif table.thinking is not None or mode == "idle":
            thinking.append(d)
        if table.animating:
            table.skip_animations()
        time.sleep(max(0.0, 1 / 60 - d))
    app.shutdown()
    if not thinking:
        return f"{mode:8s}: no frame drawn while a bot thought"
    th = sorted(thinking)
    return (
        f"{mode:8s}: {len(session.store.history)} moves, {len(th)} frames"
        f"{' (no bot thinking)' if mode == 'idle' else ' while a bot thinks'}: "
        f"mean {statistics.fmean(th) * 1000:.1f} ms, p95 {th[int(len(th) * 0.95)] * 1000:.1f} ms, "
        f"max {th[-1] * 1000:.1f} ms"
        + (f"; frames applying a move: mean {statistics.fmean(applied) * 1000:.0f} ms" if applied else "")
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", default="paladin")
    ap.add_argument("--level", default="hard")
    ap.add_argument("--seconds", type=float, default=8.0)
    args = ap.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["TOURNEY_HOME"] = tempfile.mkdtemp(prefix="tourney-bench-")
    atexit.register(shutil.rmtree, os.environ["TOURNEY_HOME"], True)  # leave no scratch folder behind
    print(f"{args.game}, every seat a {args.level} bot, 1 s thinking cap, load average {os.getloadavg()[0]:.1f}")
    for mode in ("idle", "process", "thread"):
        print(run(args.game, args.level, mode, args.seconds))


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    main()
