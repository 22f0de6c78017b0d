"""Set up a local virtual environment if needed, then play or test. Standard library only.

    python3 -m game.bootstrap play [app args]   # create .venv, install, compile catalogs, open the app
    python3 -m game.bootstrap test [pytest args] # same setup, then ruff and the whole test suite

The install is redone only when pyproject.toml changes (a hash is kept in the venv).
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
MARKER = VENV / ".tourney-installed"


def _venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def _wanted_hash() -> str:
    return hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()


def ensure_environment() -> Path:
    """Create .venv and install the project with its test extras when missing or outdated."""
    if sys.version_info < (3, 11):  # noqa: UP036 - the bootstrap may run on an older system Python
        sys.exit("Tourney needs Python 3.11 or newer.")
    python = _venv_python()
    if not python.exists():
        print("bootstrap: creating .venv", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    if not MARKER.exists() or MARKER.read_text().strip() != _wanted_hash():
        print("bootstrap: installing Tourney and its dependencies into .venv", flush=True)
        pip = [str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
        subprocess.run([*pip, "--upgrade", "pip"], check=True)
        subprocess.run([*pip, "-e", f"{ROOT}[test]"], check=True)
        MARKER.write_text(_wanted_hash())
    subprocess.run([str(python), "-m", "game.i18n_tools", "compile"], check=True, cwd=ROOT)
    return python


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("play", "test"):
        print(__doc__)
        return 2
    python = ensure_environment()
    env = dict(os.environ)
    if argv[0] == "play":
        return subprocess.call([str(python), "-m", "game", *argv[1:]], cwd=ROOT, env=env)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    dirs = [d for d in ("game", "tests", "bench", "packaging") if (ROOT / d).is_dir()]
    lint = subprocess.call([str(python), "-m", "ruff", "check", *dirs], cwd=ROOT)
    fmt = subprocess.call([str(python), "-m", "ruff", "format", "--check", "-q", *dirs], cwd=ROOT)
    tests = subprocess.call([str(python), "-m", "pytest", "-n", "auto", *argv[1:]], cwd=ROOT, env=env)
    if lint or fmt:
        print("bootstrap: ruff found problems (see above)", flush=True)
    return tests or lint or fmt


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
