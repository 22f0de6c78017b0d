"""No test leans on another's leftovers: the tests that share process-wide state (the app, its art
and catalog caches, settings, saves) pass twice in a row in one process, in random order.

The whole suite already runs in random order on every run (pytest-randomly, the seed is printed).
Running it all a second time in one process would double CI for tests that cannot leak (pure
engines over values); so CI runs the stateful folders twice here, beside the rest of the suite on
the other worker (about 45 s of CPU), and ``TOURNEY_FULL=1`` runs the whole suite twice.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import full_run

ROOT = Path(__file__).resolve().parents[1]
STATEFUL = ["tests/core", "tests/ui"]  # tests/i18n reads files only
# in their own processes already (nothing to share), or long enough to be left to the full run
SEPARATE = (
    "not monkey_soak and not kill_during_save and not test_simulate and not test_replay and not smoke and not text_fits"
)


@pytest.mark.skipif(os.environ.get("TOURNEY_TWICE_INSIDE") == "1", reason="already the second run")
@pytest.mark.timeout(1800)  # the run inside has its own limit of 1800 s; a loaded machine needs more than 600
def test_the_stateful_tests_pass_twice_in_one_process(tmp_path):
    paths = ["tests"] if full_run() else STATEFUL
    seed = random.SystemRandom().randrange(2**31)
    env = {
        **os.environ,
        "TOURNEY_TWICE_INSIDE": "1",
        "TOURNEY_HOME": str(tmp_path / "home"),
        "PYTHONPATH": str(ROOT),
    }
    cmd = [
        sys.executable,
        "-m",
        "pytest",
        "-p",
        "no:xdist",
        "-p",
        "randomly",
        f"--randomly-seed={seed}",
        "--keep-duplicates",
        f"--basetemp={tmp_path / 'basetemp'}",
        "-p",
        "no:cacheprovider",
        *paths,
        *paths,
    ]
    if not full_run():
        cmd += ["-k", SEPARATE]
    done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800)
    tail = "\n".join((done.stdout + done.stderr).splitlines()[-40:])
    assert done.returncode == 0, f"the twice-in-one-process run failed (seed {seed}):\n{tail}"
