"""Build the double-clickable Tourney for the platform this runs on.

    python3 packaging/build.py                 # venv + dist extra, catalogs, PyInstaller, archive
    python3 packaging/build.py --check         # ...then run the built binary headless
    python3 packaging/build.py --skip-install  # use the current environment as it is

Steps: (1) outside a virtual environment, create/reuse ``.venv`` and re-run there; install the project
with its ``dist`` extra (``pip install -e .[dist]``) only if PyInstaller or a runtime dependency is
missing; (2) compile the gettext catalogs (``python -m game.i18n_tools compile``); (3) run
``packaging/tourney.spec`` (one folder, windowed); (4) add the licence notes (and on Linux the .desktop
file, icon and installer script) next to the executable; (5) write one archive under ``dist/``:
``tourney-<version>-linux-<arch>.tar.gz``, ``tourney-<version>-windows-<arch>.zip`` or
``Tourney-<version>-macos-<arch>.zip``. Prints the bundle's size on disk and the archive's size.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import bundle  # noqa: E402

RUNTIME_MODULES = ("PyInstaller", "pygame", "pygame_gui", "PIL", "platformdirs", "babel")


def log(msg: str) -> None:
    print(f"build: {msg}", flush=True)


def platform_tag() -> str:
    if sys.platform.startswith("win"):
        system = "windows"
    elif sys.platform == "darwin":
        system = "macos"
    else:
        system = "linux"
    machine = platform.machine().lower()
    machine = {"amd64": "x86_64", "aarch64": "arm64"}.get(machine, machine)
    return f"{system}-{machine}"


def _venv_python() -> Path:
    return ROOT / ".venv" / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_venv(argv: list[str]) -> None:
    """Re-run this script inside ``.venv`` (created if needed) unless already in a virtual environment."""
    if sys.prefix != sys.base_prefix:
        return
    python = _venv_python()
    if not python.exists():
        import venv

        log("creating .venv")
        venv.EnvBuilder(with_pip=True).create(ROOT / ".venv")
    log(f"re-running with {python}")
    sys.exit(subprocess.call([str(python), str(Path(__file__).resolve()), *argv], cwd=ROOT))


def ensure_dist_extra() -> None:
    """Install the project with its ``dist`` extra when something the build needs is missing."""
    probe = "import importlib.util, sys; sys.exit(any(importlib.util.find_spec(m) is None for m in %r))"
    if subprocess.call([sys.executable, "-c", probe % (RUNTIME_MODULES,)], cwd=ROOT) == 0:
        return
    log("installing the project with its dist extra (pip install -e .[dist])")
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--disable-pip-version-check", "-q", "-e", f"{ROOT}[dist]"],
        check=True,
        cwd=ROOT,
    )


def compile_catalogs() -> None:
    log("compiling catalogs")
    subprocess.run([sys.executable, "-m", "game.i18n_tools", "compile"], check=True, cwd=ROOT)
    bundle.compiled_catalogs()  # raises if a language is still missing its .mo


def run_pyinstaller(dist: Path, work: Path, clean: bool) -> None:
    log("running PyInstaller on packaging/tourney.spec")
    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(HERE / "tourney.spec"),
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        "--noconfirm",
        "--log-level",
        "WARN",
    ]
    if clean:
        cmd.append("--clean")
    subprocess.run(cmd, check=True, cwd=ROOT)


def seed_bundle(dist: Path) -> None:
    """Ship the first frame's caches: the built app draws its menu once per language (``--build-seed``)."""
    log("drawing the menu once per language for the shipped cache seed")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    subprocess.run([str(executable(dist)), "--build-seed"], check=True, env=env, stdout=subprocess.DEVNULL)
    if sys.platform == "darwin" and shutil.which("codesign"):  # files were added: seal the .app again (ad hoc)
        subprocess.run(["codesign", "--force", "--deep", "--sign", "-", str(app_folder(dist))], check=True)


def app_folder(dist: Path) -> Path:
    """What the archive holds: ``Tourney.app`` on macOS, the ``tourney`` folder elsewhere."""
    if sys.platform == "darwin":
        return dist / f"{bundle.DISPLAY_NAME}.app"
    return dist / bundle.APP_NAME


def executable(dist: Path) -> Path:
    if sys.platform == "darwin":
        return app_folder(dist) / "Contents" / "MacOS" / bundle.APP_NAME
    return dist / bundle.APP_NAME / (bundle.APP_NAME + (".exe" if os.name == "nt" else ""))


def add_extras(dist: Path) -> None:
    """Files for the player next to the executable: licence notes, and the Linux desktop integration."""
    folder = dist / bundle.APP_NAME
    shutil.copy2(HERE / "LICENSES.md", folder / "LICENSES.md")
    if sys.platform.startswith("linux"):
        shutil.copy2(HERE / "linux" / "tourney.desktop", folder / "tourney.desktop")
        shutil.copy2(HERE / "icons" / "tourney.png", folder / "tourney.png")
        script = folder / "install-desktop-entry.sh"
        shutil.copy2(HERE / "linux" / "install-desktop-entry.sh", script)
        script.chmod(0o755)


def make_archive(dist: Path) -> Path:
    """One archive of the app for this platform, under ``dist``."""
    tag = f"{bundle.version()}-{platform_tag()}"
    src = app_folder(dist)
    if sys.platform.startswith("linux"):
        out = dist / f"{bundle.APP_NAME}-{tag}.tar.gz"
        with tarfile.open(out, "w:gz") as tar:
            tar.add(src, arcname=src.name)
        return out
    name = bundle.DISPLAY_NAME if sys.platform == "darwin" else bundle.APP_NAME
    out = dist / f"{name}-{tag}.zip"
    out.unlink(missing_ok=True)
    if sys.platform == "darwin" and shutil.which("ditto"):  # keeps the .app's symlinks and signature
        subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(src), str(out)], check=True)
        return out
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        for path in sorted(src.rglob("*")):
            zf.write(path, path.relative_to(src.parent).as_posix())
    return out


def size_on_disk(folder: Path) -> int:
    """Bytes the folder occupies (allocated blocks where the OS reports them, else file sizes)."""
    total = 0
    for path in folder.rglob("*"):
        if path.is_symlink() or not path.is_file():
            continue
        st = path.stat()
        total += st.st_blocks * 512 if hasattr(st, "st_blocks") else st.st_size
    return total


def _timed(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=True, env=env, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def unpack(archive: Path, dest: Path) -> Path:
    """Unpack ``archive`` the way a player would (macOS: ``ditto``); returns the folder that holds the app."""
    dest.mkdir(parents=True, exist_ok=True)
    if archive.name.endswith(".tar.gz"):
        with tarfile.open(archive) as tar:
            tar.extractall(dest, filter="tar")
    elif sys.platform == "darwin" and shutil.which("ditto"):
        subprocess.run(["ditto", "-x", "-k", str(archive), str(dest)], check=True)
    else:
        with zipfile.ZipFile(archive) as zf:
            zf.extractall(dest)
    return dest


def first_start_draws(dist: Path, home: Path, env: dict[str, str]) -> list[str]:
    """Images the first start in an empty ``home`` had to draw itself (none when the shipped seed hits)."""
    subprocess.run([str(executable(dist)), "--frames", "1"], check=True, env={**env, "TOURNEY_HOME": str(home)})
    if not list(home.rglob(".seeded")):
        return ["(the shipped seed was not applied)"]
    drawn = [p for p in home.rglob("*") if p.is_file() and p.suffix in (".rgba", ".rgb")]
    shipped = {p.name for p in app_folder(dist).rglob("*")}
    return sorted(p.name for p in drawn if p.name not in shipped)


def check_binary(dist: Path, archive: Path | None = None) -> int:
    """Run the built executable headless: --version, --help, a first start from the unpacked
    ``archive`` (the shipped seed must hit there too), a bot game (timed), and smoke in Italian."""
    import tempfile

    exe = executable(dist)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    try:
        out = subprocess.run([str(exe), "--version"], check=True, env=env, capture_output=True, text=True).stdout
        log(f"check: {out.strip()}")
        if f"Tourney {bundle.version()} (built " not in out:
            log("check FAILED: --version does not show the bundle's version and build date")
            return 1
        subprocess.run([str(exe), "--help"], check=True, env=env, stdout=subprocess.DEVNULL)
        with tempfile.TemporaryDirectory(prefix="tourney-check-") as tmp:
            where = unpack(archive, Path(tmp) / "unpacked") if archive else dist
            drawn = first_start_draws(where, Path(tmp) / "home", env)
        if drawn:
            log(f"check FAILED: the first start drew {len(drawn)} images the shipped seed should hold: {drawn}")
            return 1
        log(f"check: first start {'from the unpacked archive ' if archive else ''}read the menu from the shipped seed")
        demo = [str(exe), "simulate", "demo", "--players", "2", "--seats", "random,random", "--games", "1"]
        runs = sorted(_timed(demo, env) for _ in range(5))
        log(f"check: `simulate demo` from the binary: median {runs[2]:.2f} s, best {runs[0]:.2f} s (5 runs)")
        if (ROOT / "game" / "smoke.py").exists():
            out = dist / "smoke"
            start = time.perf_counter()
            subprocess.run([str(exe), "smoke", "--out", str(out), "--lang", "it"], check=True, env=env)
            pngs = len(list(out.glob("*.png")))
            log(f"check: smoke --lang it wrote {pngs} PNGs to {out} in {time.perf_counter() - start:.1f} s")
        else:
            log("check: game/smoke.py does not exist yet; smoke skipped")
    except subprocess.CalledProcessError as exc:
        log(f"check FAILED: {' '.join(map(str, exc.cmd))} exited {exc.returncode}")
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--skip-install", action="store_true", help="build with the current Python as it is")
    p.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default: dist/)")
    p.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller", help="PyInstaller work folder")
    p.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    p.add_argument("--no-archive", action="store_true", help="leave the folder, skip the archive")
    p.add_argument("--check", action="store_true", help="run the built binary headless afterwards")
    p.add_argument("--deb", action="store_true", help="Linux: also build a Debian package (dpkg-deb)")
    args = p.parse_args(argv)
    if args.deb and not sys.platform.startswith("linux"):
        p.error("--deb builds a Debian package: run it on Linux")

    if not args.skip_install:
        ensure_venv(argv)
        ensure_dist_extra()
    start = time.perf_counter()
    compile_catalogs()
    dist = args.dist.resolve()
    run_pyinstaller(dist, args.work.resolve(), args.clean)
    seed_bundle(dist)
    add_extras(dist)
    folder = app_folder(dist)
    log(f"bundle: {folder} ({size_on_disk(folder) / 2**20:.1f} MB on disk)")
    archive = None
    if not args.no_archive:
        archive = make_archive(dist)
        log(f"archive: {archive} ({archive.stat().st_size / 2**20:.1f} MB)")
    if args.deb:
        import deb

        package = deb.build_deb(dist / bundle.APP_NAME, dist, bundle.version(), args.work.resolve())
        log(f"debian package: {package} ({package.stat().st_size / 2**20:.1f} MB)")
    log(f"built in {time.perf_counter() - start:.0f} s; run {executable(dist)}")
    if args.check:
        return check_binary(dist, archive)
    return 0


if __name__ == "__main__":
    sys.exit(main())
