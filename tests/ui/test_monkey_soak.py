"""UI monkey soak: random clicks, drags, wheel turns, keys, window resizes and fullscreen toggles
across the menu and every game's table, headless. Zero crashes allowed; memory must stay bounded.

CI runs a few hundred events per game; ``TOURNEY_FULL=1 pytest tests/ui/test_monkey_soak.py``
runs the full 20,000 events.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.core.registry import all_games
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.settings import Settings
from game.ui.scenes.crash import CrashScene
from tests.conftest import full_run

TOTAL_EVENTS = 20_000 if full_run() else 1_500
MEMORY_LIMIT_MB = 300
KEYS = [
    pygame.K_SPACE,
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_z,
    pygame.K_u,
    pygame.K_l,
    pygame.K_r,
    pygame.K_s,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_TAB,
    pygame.K_1,
    pygame.K_2,
    pygame.K_3,
    pygame.K_BACKSPACE,
    pygame.K_a,
]


def monkey_events(rng: Rng) -> list[pygame.event.Event]:
    """One random gesture as logical-coordinate events."""
    pos = (rng.below(1600), rng.below(900))
    kind = rng.below(100)
    if kind < 45:
        button = 1 if rng.below(10) else 3
        return [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
        ]
    if kind < 60:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
    if kind < 70:
        end = (rng.below(1600), rng.below(900))
        return [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(end[0] - pos[0], end[1] - pos[1]), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1),
        ]
    if kind < 75:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False)]
    key = rng.choice(KEYS)
    return [
        pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0),
        pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0),
    ]


def open_table(app: App, spec, seed: int) -> None:
    from game.ui.scenes import persist

    variant = spec.variants[seed % len(spec.variants)].id
    counts = spec.players_for(variant)
    players = counts[seed % len(counts)]
    seats = tuple(SeatConfig("human", "", "Ada") if i == 0 else SeatConfig("bot", "random") for i in range(players))
    extra = tuple((o.key, o.default) for o in spec.options)
    app.go_to_menu()
    persist.open_table(app, Session(spec, Options(players, variant, seats, extra), seed))


def soak(app: App, rng: Rng, events: int) -> None:
    for i in range(events):
        if rng.below(400) == 0:
            app.set_window_scale(rng.choice([0.5, 0.75, 1.0, 1.25]))
        if rng.below(1500) == 0:
            app.toggle_fullscreen()
        app.step(monkey_events(rng), dt=0.03)
        app.running = True  # the monkey may press Quit; keep going
        if app.last_crash is not None or isinstance(app.top, CrashScene):
            log = app.last_crash.read_text() if app.last_crash else "crash scene shown"
            pytest.fail(f"crash after {i} monkey events:\n{log}")


def run_soak(start: str, events: int) -> dict:
    """One soak in this process; returns what happened (crash log or None, peak memory in MB)."""
    rng = Rng.from_seed(sum(map(ord, start)))
    app = App(headless=True, settings=Settings(sound=False, animation_speed=8.0, bot_think_seconds=0.1))
    crash = None
    try:
        if start != "menu":
            from game.core.registry import get

            spec = get(start)
            for round_ in range(3):
                open_table(app, spec, round_)
                soak(app, rng, events // 3)
        else:
            soak(app, rng, events)
    except pytest.fail.Exception as exc:
        crash = str(exc)
    finally:
        app.shutdown()
    return {"crash": crash, "peak_mb": peak_rss_mb()}


def peak_rss_mb() -> float:
    """This process's own peak resident memory (VmHWM; ru_maxrss would carry the parent's peak
    across exec on Linux)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


@pytest.mark.parametrize("start", ["menu"] + [s.id for s in all_games()])
def test_monkey_soak(start, tourney_home):
    """Each soak runs in a fresh process, so its memory figure is the app's own."""
    events = TOTAL_EVENTS // (len(all_games()) + 1)
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "TOURNEY_HOME": str(tourney_home), "PYTHONPATH": str(root)}
    proc = subprocess.run(
        [sys.executable, __file__, start, str(events)],
        capture_output=True,
        text=True,
        env=env,
        timeout=1800,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["crash"] is None, result["crash"]
    assert result["peak_mb"] < MEMORY_LIMIT_MB, f"peak memory {result['peak_mb']:.0f} MB"


if __name__ == "__main__":
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    print(json.dumps(run_soak(sys.argv[1], int(sys.argv[2]))))
