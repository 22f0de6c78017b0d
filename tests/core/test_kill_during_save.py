"""A kill -9 at any moment of an autosave loses nothing that was saved: a child process autosaves
after every move and is killed at a random moment; the menu's own Continue then opens the last
finished save (or the one being written, when it was finished but not yet renamed)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.app import App
from game.core import saves
from game.ui.scenes import persist
from game.ui.table import TableScene
from tests import ui_driver
from tests.conftest import full_run

TRIALS = 200 if full_run() else 3
ROOT = Path(__file__).resolve().parents[2]


def kill_while_saving(home: Path, seed: int, delay: float) -> int:
    """Start the child in ``home``, let it save for ``delay`` s after its first save, kill it with
    SIGKILL; returns the move count of the last save it reported finished."""
    env = {**os.environ, "TOURNEY_HOME": str(home)}
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.core.save_child", str(seed)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert child.stdout is not None
    first = child.stdout.readline()
    assert first.startswith("saved "), "the child did not save"
    time.sleep(delay)
    child.send_signal(signal.SIGKILL)
    rest = child.stdout.read()
    child.wait()
    lines = [first, *rest.splitlines()]
    return int([ln for ln in lines if ln.startswith("saved ")][-1].split()[1])


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL on this platform")
def test_a_kill_during_an_autosave_never_loses_the_game(tmp_path, monkeypatch):
    rng = random.Random(2026)
    sources: dict[str, int] = {}
    for trial in range(TRIALS):
        home = tmp_path / f"home-{trial}"
        finished = kill_while_saving(home, trial, rng.uniform(0.0, 0.4))
        monkeypatch.setenv("TOURNEY_HOME", str(home))
        path = saves.autosave_path()
        _session, note = persist.recover(path)
        source = "file" if not note else ("tmp" if "interrupted" in note else "bak")
        sources[source] = sources.get(source, 0) + 1
        app = App(headless=True, lang="en")
        app.step(dt=0.05)
        menu = app.top
        assert menu.continue_btn.is_enabled, (
            f"trial {trial}: no autosave to continue ({sorted(os.listdir(path.parent))})"
        )
        ui_driver.click(app, menu.continue_btn.rect.center)
        table = next(s for s in app.stack if isinstance(s, TableScene))
        moves = len(table.store.history)
        assert moves in (finished, finished + 1), f"trial {trial}: {moves} moves found, {finished} were saved"
        app.shutdown()
    print(f"kill -9 during autosave: {TRIALS} trials, continued from {sources}")
