"""End to end: build the bundle with packaging/build.py and run the built binary headless.

Slow (a few minutes plus two smoke runs), so it runs only with TOURNEY_FULL=1 and the dist extra:

    .venv/bin/pip install -e '.[dist]'
    TOURNEY_FULL=1 .venv/bin/python -m pytest tests/packaging/test_frozen_build.py

On Debian and Ubuntu the build also makes the .deb; run as root, a test installs it with dpkg, starts
the installed app and removes the package again.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import full_run
from tests.packaging.conftest import PACKAGING, ROOT, load

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not full_run(), reason="builds the whole bundle: set TOURNEY_FULL=1"),
]

MAX_BUNDLE_BYTES = 120 * 2**20


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """(dist folder, executable) of a fresh build made by the documented script."""
    pytest.importorskip("PyInstaller", reason="install the dist extra: pip install -e '.[dist]'")
    tmp = tmp_path_factory.mktemp("frozen")
    dist, work = tmp / "dist", tmp / "work"
    cmd = [sys.executable, str(PACKAGING / "build.py"), "--skip-install", "--dist", str(dist), "--work", str(work)]
    if sys.platform.startswith("linux") and shutil.which("dpkg-deb"):
        cmd.append("--deb")
    subprocess.run(cmd, check=True, cwd=ROOT, timeout=1200)
    build = load("build", "tourney_packaging_build")
    return dist, build.executable(dist)


def _env(home: Path) -> dict[str, str]:
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TOURNEY_HOME=str(home))


def _run(cmd: list[str], env: dict[str, str], timeout: float = 300) -> str:
    """Run ``cmd`` from the repository root; fail the test with its stderr when it fails."""
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        pytest.fail(f"{cmd} exited {proc.returncode}\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")
    return proc.stdout


def _files(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*")}


def test_archive_and_size(built):
    dist, exe = built
    build = load("build", "tourney_packaging_build")
    assert exe.is_file() and os.access(exe, os.X_OK)
    archives = [p for p in dist.iterdir() if p.name.endswith((".tar.gz", ".zip"))]
    assert len(archives) == 1
    assert build.size_on_disk(build.app_folder(dist)) <= MAX_BUNDLE_BYTES


def test_bundle_holds_the_compiled_catalog_and_no_cjk_fonts(built):
    dist, exe = built
    internal = exe.parent / "_internal"
    bundled = internal / "locale" / "it" / "LC_MESSAGES" / "tourney.mo"
    assert bundled.read_bytes() == (ROOT / "locale" / "it" / "LC_MESSAGES" / "tourney.mo").read_bytes()
    assert not list(internal.rglob("*.po"))
    assert not list(internal.rglob("NotoSansJP-*"))
    assert (internal / "licenses" / "LICENSES.md").is_file()
    assert (internal / "assets" / "theme.json").is_file()


def test_help_and_headless_simulation_match_the_source(built, tmp_path):
    _, exe = built
    env = _env(tmp_path)
    out = _run([str(exe), "--help"], env)
    assert "simulate" in out and "smoke" in out
    args = ["simulate", "demo", "--players", "2", "--seats", "random,random", "--games", "6", "--jobs", "2"]
    frozen = json.loads(_run([str(exe), *args], env))
    source = json.loads(_run([sys.executable, "-m", "game", *args], env))
    timing = {k for k in (*frozen, *source) if k == "seconds" or k.endswith("_ms")}  # clocks differ; results must not
    assert {k: v for k, v in frozen.items() if k not in timing} == {k: v for k, v in source.items() if k not in timing}


def _smoke(cmd: list[str], out: Path, lang: str, home: Path) -> None:
    _run([*cmd, "smoke", "--out", str(out), "--lang", lang], _env(home), timeout=900)


def test_smoke_from_the_binary_in_english_and_italian(built, tmp_path):
    """Every scene opens from the frozen app; the Italian menu is the one the source draws."""
    import pygame

    _, exe = built
    before = _files(exe.parent)
    _smoke([str(exe)], tmp_path / "it", "it", tmp_path / "home-it")
    _smoke([str(exe)], tmp_path / "en", "en", tmp_path / "home-en")
    _smoke([sys.executable, "-m", "game"], tmp_path / "src-it", "it", tmp_path / "home-src")
    assert _files(exe.parent) == before  # settings, saves, logs and caches go to the app home, not the bundle
    assert sorted(p.name for p in (tmp_path / "it").glob("*.png")) == sorted(
        p.name for p in (tmp_path / "src-it").glob("*.png")
    )

    def pixels(path: Path) -> bytes:
        return pygame.image.tobytes(pygame.image.load(str(path)), "RGB")

    menu_it, menu_en = tmp_path / "it" / "app-menu.png", tmp_path / "en" / "app-menu.png"
    assert pixels(menu_it) == pixels(tmp_path / "src-it" / "app-menu.png")
    assert pixels(menu_it) != pixels(menu_en)


def test_version_names_the_build(built, tmp_path):
    _, exe = built
    info = json.loads(next(exe.parent.parent.rglob("build-info.json")).read_text(encoding="utf-8"))
    out = _run([str(exe), "--version"], _env(tmp_path)).strip()
    assert out == f"Tourney {info['version']} (built {info['date']}, commit {info['commit']})"
    known = subprocess.run(["git", "-C", str(ROOT), "cat-file", "-e", f"{info['commit']}^{{commit}}"])
    assert known.returncode == 0  # a commit of this repository


def test_first_start_of_the_unpacked_archive_reads_the_menu_from_the_shipped_seed(built, tmp_path):
    dist, _ = built
    build = load("build", "tourney_packaging_build")
    archive = next(p for p in dist.iterdir() if p.name.endswith((".tar.gz", ".zip")))
    unpacked = build.unpack(archive, tmp_path / "unpacked")
    assert build.first_start_draws(unpacked, tmp_path / "home", _env(tmp_path)) == []


@pytest.mark.skipif(
    not (sys.platform.startswith("linux") and shutil.which("dpkg") and os.geteuid() == 0),
    reason="installs a package: Debian or Ubuntu, as root",
)
def test_the_deb_installs_starts_and_removes_cleanly(built, tmp_path):
    dist, _ = built
    package = next(dist.glob("tourney_*.deb"))
    if subprocess.run(["dpkg", "-s", "tourney"], capture_output=True).returncode == 0:
        pytest.skip("a tourney package is already installed on this machine; not touching it")
    subprocess.run(["dpkg", "-i", str(package)], check=True, capture_output=True)
    try:
        assert Path("/usr/bin/tourney").resolve() == Path("/opt/tourney/tourney")
        home = tmp_path / "home"
        env = _env(home)
        installed = _files(Path("/opt/tourney"))
        assert _run(["tourney", "--version"], env).startswith("Tourney ")
        _run(["tourney", "--frames", "3"], env)  # the app opens from the menu command, draws, exits
        drawn = [p.name for p in home.rglob("*") if p.suffix in (".rgb", ".rgba")]
        shipped = {p.name for p in Path("/opt/tourney").rglob("*")}
        assert drawn and set(drawn) <= shipped  # its first start read the menu from the package's seed
        desktop = Path("/usr/share/applications/tourney.desktop")
        assert "Exec=tourney" in desktop.read_text(encoding="utf-8")
        assert Path("/usr/share/icons/hicolor/512x512/apps/tourney.png").is_file()
        if shutil.which("desktop-file-validate"):
            subprocess.run(["desktop-file-validate", str(desktop)], check=True)
        assert _files(Path("/opt/tourney")) == installed  # the app writes to the user's folders only
    finally:
        subprocess.run(["dpkg", "-r", "tourney"], check=True, capture_output=True)
    assert not Path("/opt/tourney").exists() and not Path("/usr/bin/tourney").exists()
