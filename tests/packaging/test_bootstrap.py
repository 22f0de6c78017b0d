"""The README's setup command on a machine that cannot run Tourney yet: one sentence with the fix.

Each failure is made real in a scratch copy of the bootstrap's files (nothing touches this checkout's
.venv): an old interpreter, a Python whose ``ensurepip`` cannot be imported (Debian and Ubuntu without
python3-venv), and a package index that cannot be reached. The whole quiet first run from a fresh clone
(network, about a minute) is behind TOURNEY_FULL=1.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game import bootstrap
from tests.conftest import full_run
from tests.packaging.conftest import ROOT

BLOCK_ENSUREPIP = '''
import sys

class _NoEnsurepip:
    """Debian's python3.X without python3.X-venv: the ensurepip package is not installed."""

    def find_spec(self, name, path=None, target=None):
        if name == "ensurepip" or name.startswith("ensurepip."):
            raise ModuleNotFoundError("No module named 'ensurepip'", name=name)
        return None

sys.meta_path.insert(0, _NoEnsurepip())
'''


def _scratch(tmp_path: Path) -> Path:
    """A folder with just what the bootstrap needs to run (and pip to read the project)."""
    root = tmp_path / "clone"
    (root / "game").mkdir(parents=True)
    for rel in ("game/__init__.py", "game/bootstrap.py", "pyproject.toml", "README.md", "LICENSE"):
        shutil.copy2(ROOT / rel, root / rel)
    return root


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PIP_", "PYTHON"))}
    return {**env, **extra}


def _bootstrap(python: str, root: Path, env: dict[str, str], timeout: float = 300) -> subprocess.CompletedProcess:
    return subprocess.run(
        [python, "-m", "game.bootstrap", "play"],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        stdin=subprocess.DEVNULL,
    )


def _old_python() -> str | None:
    """An installed interpreter older than 3.11 (pyenv's or on PATH), if this machine has one."""
    for name in ("python3.10", "python3.9", "python3.8", "python3.7"):
        found = shutil.which(name)
        if found and subprocess.call([found, "-c", "pass"], stderr=subprocess.DEVNULL) == 0:
            return found
    pyenv = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv")) / "versions"
    for folder in sorted(pyenv.glob("3.[6-9]*")) + sorted(pyenv.glob("3.10*")):
        if (folder / "bin" / "python").exists():
            return str(folder / "bin" / "python")
    return None


def test_an_old_python_is_told_which_python_to_install(tmp_path):
    old = _old_python()
    if old is None:
        pytest.skip("no Python older than 3.11 on this machine")
    root = _scratch(tmp_path)
    proc = _bootstrap(old, root, _env())
    assert proc.returncode == 1
    assert "Tourney needs Python 3.11 or newer, but this is Python 3." in proc.stdout
    assert "Traceback" not in proc.stdout + proc.stderr
    assert not (root / ".venv").exists()


def test_the_version_check_names_the_running_python():
    with pytest.raises(bootstrap.SetupError, match=r"this is Python 3\.9\.2 \(/usr/bin/python3\)"):
        bootstrap.check_python((3, 9, 2), "/usr/bin/python3")
    bootstrap.check_python((3, 11, 0))
    bootstrap.check_python((4, 0, 0))


def test_a_python_without_ensurepip_is_told_to_install_the_venv_package(tmp_path):
    root = _scratch(tmp_path)
    blocker = tmp_path / "no-ensurepip"
    blocker.mkdir()
    (blocker / "sitecustomize.py").write_text(BLOCK_ENSUREPIP, encoding="utf-8")
    proc = _bootstrap(sys.executable, root, _env(PYTHONPATH=str(blocker)))
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "Python's venv module" in proc.stdout and "missing" in proc.stdout
    if Path("/etc/debian_version").exists():
        version = f"{sys.version_info[0]}.{sys.version_info[1]}"
        assert f"sudo apt install python{version}-venv" in proc.stdout
    assert "Traceback" not in proc.stdout + proc.stderr
    assert not (root / ".venv").exists()  # nothing half-made is left to trip the next run


def test_no_network_says_so_names_the_log_and_leaves_the_install_to_redo(tmp_path):
    root = _scratch(tmp_path)
    unreachable = _env(
        PIP_CONFIG_FILE=os.devnull,
        PIP_INDEX_URL="http://127.0.0.1:9/simple",  # nothing listens on the discard port
        PIP_RETRIES="1",
        PIP_TIMEOUT="2",
    )
    proc = _bootstrap(sys.executable, root, unreachable)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    out = proc.stdout
    assert out.startswith("Setting up Tourney for the first time")
    assert "Could not download Tourney's packages: check the internet connection" in out
    log = root / "build" / "setup.log"
    assert str(log) in out and log.is_file()
    assert "127.0.0.1" in log.read_text(encoding="utf-8")  # pip's own words went to the log, not the screen
    assert "WARNING" not in out and "Traceback" not in out + proc.stderr
    assert not (root / ".venv" / bootstrap.STATE.name).exists()  # no "installed" mark after a failure
    again = _bootstrap(sys.executable, root, unreachable)  # the next run tries the install again
    assert again.stdout.startswith("Setting up Tourney for the first time")


@pytest.mark.parametrize(
    ("pip_output", "network"),
    [
        ("WARNING: Retrying (Retry(total=4)) after connection broken by 'NewConnectionError(...)': /simple/pip/", True),
        ("ERROR: Could not find a version that satisfies the requirement pygame-ce>=2.5 (from versions: none)", True),
        ("Temporary failure in name resolution", True),
        ("ERROR: Could not find a version that satisfies the requirement pygame-ce>=9 (from versions: 2.5.0)", False),
        ("error: subprocess-exited-with-error\nERROR: Failed building wheel for pygame-ce", False),
    ],
)
def test_pip_failures_are_told_apart(pip_output, network):
    assert bootstrap.network_trouble(pip_output) is network


def test_last_error_is_pips_last_error_line():
    text = "Collecting x\nERROR: first\nmore\nERROR: No matching distribution found for x\n\n"
    assert bootstrap.last_error(text) == "ERROR: No matching distribution found for x"
    assert bootstrap.last_error("only a line\n") == "only a line"


def test_install_is_redone_when_pyproject_changes_or_tools_are_missing():
    current = {"pyproject": bootstrap.wanted_hash(), "extras": []}
    assert not bootstrap.needs_install(current, ())
    assert bootstrap.needs_install(current, ("test",))  # `test` after `play` adds the test tools
    assert not bootstrap.needs_install({**current, "extras": ["test"]}, ())
    assert bootstrap.needs_install({**current, "pyproject": "old"}, ())
    assert bootstrap.needs_install({}, ())


def test_the_bootstrap_stays_readable_by_old_pythons():
    """An old Python must reach the version check, so the file may use nothing newer than 3.6 syntax."""
    old = _old_python()
    if old is None:
        pytest.skip("no Python older than 3.11 on this machine")
    code = f"import ast, sys; ast.parse(open({str(ROOT / 'game' / 'bootstrap.py')!r}).read())"
    assert subprocess.run([old, "-c", code], capture_output=True, text=True).returncode == 0


@pytest.mark.slow
@pytest.mark.skipif(not full_run(), reason="a fresh clone's whole first run (network, ~1 min): TOURNEY_FULL=1")
def test_a_fresh_clone_sets_up_quietly_and_starts(tmp_path):
    clone = tmp_path / "tourney"
    subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True)
    env = _env(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TOURNEY_HOME=str(tmp_path / "home"))
    proc = subprocess.run(
        [sys.executable, "-m", "game.bootstrap", "play", "--frames", "1"],
        cwd=clone,
        env=env,
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0] == "Setting up Tourney for the first time (about a minute) …"
    assert lines[-1] == "Starting Tourney …"
    assert len(lines) <= 8 and all(ln.startswith("  ") for ln in lines[1:-1]), lines
    screen = proc.stdout + proc.stderr
    for noise in ("WARNING", "Warning", "deprecat", "Deprecat", "Editable", "pygame-ce 2"):
        assert noise not in screen, noise
    assert (clone / "build" / "cache-seed" / "manifest.json").is_file()
    again = subprocess.run(
        [sys.executable, "-m", "game.bootstrap", "play", "--frames", "1"],
        cwd=clone,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert again.stdout.splitlines() == ["Starting Tourney …"]  # later runs start straight away
