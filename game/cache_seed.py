"""Pre-built caches that ship with the app, so the very first start is as quick as the later ones.

The first frame of the menu is expensive to draw from nothing (table texture, title, game tiles) and
cheap to read back from the cache folder, which is what every later start does. A *seed* is a copy of
that cache as it stands after the menu's first frame in every language. It is made once where the app
is installed: by the bootstrap's setup (``build/cache-seed`` in a checkout) and by
``packaging/build.py`` (``cache-seed`` inside the bundle). At start-up, a user cache that has not yet
received this seed gets its files copied in; files already there are kept. A seed that no longer
matches the code is harmless: its keys simply never hit, and the app draws as it would without one.

    python -m game --build-seed     # (re)build the seed for this copy of the app (a bundle builds its own)
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from game.i18n import LANGUAGES
from game.resources import resource_path

MANIFEST = "manifest.json"
MARKER = ".seeded"


def seed_dir() -> Path:
    """Where this copy of the app keeps its seed: inside a bundle, or under ``build/`` in a checkout
    (``TOURNEY_SEED_DIR`` points elsewhere: tests, benchmarks)."""
    override = os.environ.get("TOURNEY_SEED_DIR")
    if override:
        return Path(override)
    if getattr(sys, "frozen", False):
        resources = resource_path().parent / "Resources"  # a macOS .app keeps data out of Frameworks
        if sys.platform == "darwin" and resources.is_dir():
            return resources / "cache-seed"
        return resource_path("cache-seed")
    return resource_path("build", "cache-seed")


def _manifest(folder: Path) -> dict | None:
    try:
        raw = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
        if isinstance(raw.get("id"), str) and isinstance(raw.get("files"), list):
            return raw
    except (OSError, ValueError, AttributeError):
        pass
    return None


def apply_seed(cache: Path | None = None, seed: Path | None = None) -> int:
    """Copy the seed's files into the user's cache once (missing files only); returns how many were copied.

    Never raises: a missing, partial or unreadable seed, or an unwritable cache, just means the first
    frame is drawn from nothing.
    """
    seed = seed or seed_dir()
    manifest = _manifest(seed)
    if manifest is None:
        return 0
    try:
        if cache is None:
            from game.settings import cache_dir

            cache = cache_dir()
        marker = cache / MARKER
        if marker.is_file() and marker.read_text(encoding="utf-8").strip() == manifest["id"]:
            return 0
        copied = 0
        for rel in manifest["files"]:
            if not isinstance(rel, str) or ".." in Path(rel).parts or Path(rel).is_absolute():
                continue  # a hand-edited manifest never writes outside the cache
            src, dest = seed / rel, cache / rel
            if dest.exists():
                continue
            dest.parent.mkdir(parents=True, exist_ok=True)
            tmp = dest.with_name(f"{dest.name}.{os.getpid()}.seed")
            try:
                shutil.copyfile(src, tmp)
                os.replace(tmp, dest)
                copied += 1
            except OSError:
                tmp.unlink(missing_ok=True)
        marker.write_text(manifest["id"], encoding="utf-8")
        return copied
    except OSError:
        return 0


def _cache_files(cache: Path, skip: set[Path]) -> list[str]:
    """Relative paths of the cache files worth seeding: everything in a sub-folder, except ``skip``.

    (Under ``TOURNEY_HOME`` on Linux the config, data and cache folders are one folder, so settings and
    saves sit beside the caches; the caches all live in sub-folders.)
    """
    out = []
    for path in sorted(cache.rglob("*")):
        rel = path.relative_to(cache)
        if not path.is_file() or len(rel.parts) < 2 or path.suffix in (".tmp", ".seed"):
            continue
        if any(path.is_relative_to(s) for s in skip):
            continue
        out.append(rel.as_posix())
    return out


def _start_command() -> list[str]:
    """How to start this copy of the app in a child process (the bundle's executable, or ``python -m game``)."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "game"]


def build_seed(out: Path | None = None, languages: tuple[str, ...] = LANGUAGES) -> int:
    """Start the app headless once per language in an empty home, then keep its cache as the seed.

    Returns the number of files in the seed. Raises ``subprocess.CalledProcessError`` when a start fails.
    """
    out = out or seed_dir()
    if out.exists():
        shutil.rmtree(out)  # the children must draw everything themselves, not copy an older seed
    with tempfile.TemporaryDirectory(prefix="tourney-seed-") as home:
        env = dict(os.environ, TOURNEY_HOME=home, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
        for lang in languages:
            cmd = [*_start_command(), "--lang", lang, "--frames", "1"]
            subprocess.run(cmd, env=env, check=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
        cache, files = _seedable(Path(home))
        out.mkdir(parents=True)
        digest = hashlib.sha1()
        for rel in files:
            dest = out / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(cache / rel, dest)
            digest.update(rel.encode() + b"\0")
        manifest = {"id": digest.hexdigest()[:16], "files": files}
        (out / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    return len(files)


def _seedable(home: Path) -> tuple[Path, list[str]]:
    """(cache folder, seedable files) of the app home ``home``, by the app's own folder rules."""
    from game import settings

    old = os.environ.get("TOURNEY_HOME")
    os.environ["TOURNEY_HOME"] = str(home)
    try:
        cache = settings.cache_dir()
        skip = {settings.saves_dir(), settings.log_dir(), settings.settings_path()}
    finally:
        if old is None:
            del os.environ["TOURNEY_HOME"]
        else:
            os.environ["TOURNEY_HOME"] = old
    return cache, _cache_files(cache, skip)
