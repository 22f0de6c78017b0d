"""Set up a private Python environment if needed, then play or test. Standard library only.

    python3 -m game.bootstrap play [app args]   # create .venv, install, compile catalogs, open the app
    python3 -m game.bootstrap test [pytest args] # same setup plus the test tools, then ruff and the tests

The first run says what it does in a few plain lines; pip's own output goes to ``build/setup.log``,
which a failure names, with one sentence on how to fix it (old Python, no venv module, no network).
The install is redone only when pyproject.toml changes (a hash is kept in the venv), or when ``test``
needs the test tools that ``play`` did not install.

This file must stay importable by old Pythons (3.6+) so that they get the "too old" sentence rather
than a SyntaxError: f-strings are fine, but no ``from __future__ import annotations``, no walrus, no
``X | Y`` or ``list[str]`` annotations.
"""

import hashlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
STATE = VENV / "tourney-setup.json"
LOG = ROOT / "build" / "setup.log"
MIN_PYTHON = (3, 11)
PACKAGES = ("pygame-ce", "pygame_gui", "Pillow", "platformdirs", "Babel")

#: pip's words for "the package index could not be reached"
NETWORK_SIGNS = (
    "NewConnectionError",
    "Failed to establish a new connection",
    "Temporary failure in name resolution",
    "Name or service not known",
    "nodename nor servname",
    "getaddrinfo failed",
    "Network is unreachable",
    "ConnectTimeoutError",
    "ReadTimeoutError",
    "Connection refused",
    "ProxyError",
    "SSLError",
    "connection broken",
    "(from versions: none)",  # the index answered nothing: unreachable (it lists versions when it works)
)


class SetupError(Exception):
    """What went wrong and how to fix it, in one sentence for the player."""


def say(text: str, end: str = "\n") -> None:
    try:
        print(text, end=end, flush=True)
    except UnicodeEncodeError:  # a console without "…"
        print(text.replace("\u2026", "..."), end=end, flush=True)


# --- checks ------------------------------------------------------------------------------------


def check_python(version=None, executable: str = sys.executable) -> None:
    """Refuse Pythons older than 3.11 with the fix."""
    version = tuple(version or sys.version_info[:3])
    if version[:2] >= MIN_PYTHON:
        return
    have = ".".join(str(v) for v in version)
    raise SetupError(
        f"Tourney needs Python 3.11 or newer, but this is Python {have} ({executable}). Install a newer Python (python.org, "
        "or your system's packages) and run the same command with it, e.g. python3.12 -m game.bootstrap play."
    )


def check_venv_module() -> None:
    """Refuse early when Python cannot make virtual environments (Debian and Ubuntu ship that apart)."""
    try:
        import ensurepip  # noqa: F401
        import venv  # noqa: F401
    except ImportError:
        version = "{}.{}".format(*sys.version_info[:2])
        if Path("/etc/debian_version").exists():
            raise SetupError(
                "Python's venv module is missing (Debian and Ubuntu ship it separately): install it with "
                f"'sudo apt install python{version}-venv', then run the same command again."
            ) from None
        raise SetupError(
            f"Python's venv module (with ensurepip) is missing from this Python {version}: install a Python that "
            "includes it (the python.org installers do), then run the same command again."
        ) from None


def network_trouble(text: str) -> bool:
    return any(sign in text for sign in NETWORK_SIGNS)


def last_error(text: str) -> str:
    """pip's last ``ERROR:`` line (what it says went wrong), or its last line."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    errors = [ln for ln in lines if ln.startswith("ERROR:")]
    return (errors or lines or ["(no output)"])[-1]


# --- steps -------------------------------------------------------------------------------------


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def wanted_hash() -> str:
    return hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()


def read_state() -> dict:
    try:
        state = json.loads(STATE.read_text(encoding="utf-8"))
        return state if isinstance(state, dict) else {}
    except (OSError, ValueError):
        return {}


def write_state(state: dict) -> None:
    STATE.write_text(json.dumps(state, indent=1), encoding="utf-8")


def needs_install(state: dict, extras) -> bool:
    return state.get("pyproject") != wanted_hash() or not set(extras) <= set(state.get("extras", []))


def run_logged(label: str, cmd, log) -> None:
    """Run one setup step with its output in the log; print ``label … done (N s)`` (ticking on a terminal)."""
    say("  " + label + " …", end="")
    log.write("\n$ {}\n".format(" ".join(str(c) for c in cmd)))
    log.flush()
    start = time.monotonic()
    proc = subprocess.Popen(
        [str(c) for c in cmd], cwd=str(ROOT), stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL
    )
    tick = sys.stdout.isatty()
    while True:
        try:
            code = proc.wait(timeout=1)
            break
        except subprocess.TimeoutExpired:
            if tick:
                say(f"\r  {label} … {time.monotonic() - start:.0f} s", end="")
        except KeyboardInterrupt:
            proc.kill()
            proc.wait()
            raise
    seconds = time.monotonic() - start
    done = f"done ({seconds:.0f} s)" if seconds >= 2 else "done"
    if code:
        say(" failed")
        raise subprocess.CalledProcessError(code, cmd)
    say(("\r  " + label + " … " if tick else " ") + done + (" " * 8 if tick else ""))


def create_venv(log) -> None:
    check_venv_module()
    try:
        run_logged(
            "Creating a private Python environment in .venv", [sys.executable, "-m", "venv", "--clear", VENV], log
        )
    except subprocess.CalledProcessError:
        raise SetupError(
            f"Python could not create the environment in {VENV} (see {LOG}); if the folder is not writable, clone Tourney "
            "somewhere that is, then run the same command again."
        ) from None


def venv_works(python: Path) -> bool:
    """The venv's Python starts and has pip (a half-made venv, e.g. from Debian without ensurepip, has not)."""
    if not python.exists():
        return False
    try:
        cmd = [str(python), "-c", "import pip"]
        return subprocess.call(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) == 0
    except OSError:
        return False


def install(python: Path, extras, log) -> None:
    target = str(ROOT) + ("[" + ",".join(sorted(extras)) + "]" if extras else "")
    cmd = [python, "-m", "pip", "install", "--disable-pip-version-check", "--no-input", "--progress-bar", "off"]
    names = [*PACKAGES, "the test tools"] if "test" in extras else list(PACKAGES)
    what = ", ".join(names[:-1]) + " and " + names[-1]
    start = log.tell()
    try:
        run_logged("Installing " + what, [*cmd, "-e", target], log)
    except subprocess.CalledProcessError:
        log.flush()
        with open(str(LOG), encoding="utf-8", errors="replace") as fh:
            fh.seek(start)
            text = fh.read()
        if network_trouble(text):
            raise SetupError(
                "Could not download Tourney's packages: check the internet connection (or proxy settings) and "
                f"run the same command again; pip's messages are in {LOG}."
            ) from None
        raise SetupError(
            f"Installing the packages failed ({last_error(text)}); pip's full output is in {LOG}."
        ) from None


def catalogs_stale() -> bool:
    for po in (ROOT / "locale").glob("*/LC_MESSAGES/*.po"):
        mo = po.with_suffix(".mo")
        if not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
            return True
    return False


def ensure_environment(extras=(), seed: bool = False) -> Path:
    """Create .venv and install what ``extras`` need when missing or outdated; returns the venv's Python.

    ``seed``: also pre-draw the menu's caches so the first start of the app is quick.
    Raises :class:`SetupError` with the sentence to show.
    """
    check_python()
    python = venv_python()
    state = read_state()
    fresh = not state  # never finished an install (or a first attempt failed)
    install_needed = needs_install(state, extras) or not python.exists()
    steps = install_needed or catalogs_stale() or (seed and not state.get("seed"))
    if not steps:
        return python
    LOG.parent.mkdir(parents=True, exist_ok=True)
    with open(str(LOG), "w", encoding="utf-8") as log:
        log.write(f"Tourney setup, {time.ctime()}, Python {sys.version.split()[0]} ({sys.executable})\n")
        if fresh:
            say("Setting up Tourney for the first time (about a minute) …")
        elif install_needed:
            why = "pyproject.toml changed" if state.get("pyproject") != wanted_hash() else "adding the test tools"
            say(f"Updating Tourney's environment ({why}) …")
        if install_needed:
            kept = set(state.get("extras", []))  # an update keeps the tools an earlier run installed
            if not venv_works(python):
                create_venv(log)
                kept = set()
            state = {"extras": sorted(set(extras) | kept)}
            install(python, state["extras"], log)
            state["pyproject"] = wanted_hash()
            write_state(state)
        if catalogs_stale():
            try:
                run_logged("Compiling the translations", [python, "-m", "game.i18n_tools", "compile"], log)
            except subprocess.CalledProcessError:
                raise SetupError(f"Compiling the translations failed; the details are in {LOG}.") from None
        if seed and (install_needed or not state.get("seed")):
            try:
                run_logged(
                    "Drawing the menu once, for a quick first start", [python, "-m", "game", "--build-seed"], log
                )
                state["seed"] = True
                write_state(state)
            except subprocess.CalledProcessError:
                say(f"  (skipped: the first start will draw the menu itself; details in {LOG})")
    return python


def main(argv) -> int:
    if not argv or argv[0] not in ("play", "test"):
        print(__doc__)
        return 2
    play = argv[0] == "play"
    try:
        python = ensure_environment(() if play else ("test",), seed=play)
    except SetupError as exc:
        say(f"\nSetup stopped: {exc}")
        return 1
    except KeyboardInterrupt:
        say("\nSetup interrupted: run the same command again to finish it.")
        return 130
    except OSError as exc:
        say(f"\nSetup stopped: {exc.strerror} ({exc.filename}); Tourney's folder must be writable.")
        return 1
    env = dict(os.environ)
    if play:
        say("Starting Tourney …")
        return subprocess.call([str(python), "-m", "game", *argv[1:]], cwd=str(ROOT), env=env)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    dirs = [d for d in ("game", "tests", "bench", "packaging") if (ROOT / d).is_dir()]
    lint = subprocess.call([str(python), "-m", "ruff", "check", *dirs], cwd=str(ROOT))
    fmt = subprocess.call([str(python), "-m", "ruff", "format", "--check", "-q", *dirs], cwd=str(ROOT))
    tests = subprocess.call([str(python), "-m", "pytest", "-n", "auto", *argv[1:]], cwd=str(ROOT), env=env)
    if lint or fmt:
        say("bootstrap: ruff found problems (see above)")
    return tests or lint or fmt


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
