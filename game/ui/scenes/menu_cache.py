"""A disk cache that lets the main menu show its first frame without importing the four games.

The menu needs, per game, only its id, name, pitch and player counts, and its static layer
(background, title, game tiles) is the same picture every time. Both are kept in the cache folder
under a fingerprint of everything they depend on (app version, language, and the size and mtime of
the games' sources, the art and shell modules, fonts and catalogs), so any change rebuilds them.
"""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import dataclass
from pathlib import Path

import pygame

from game import __version__
from game.files import replace_file
from game.resources import resource_path
from game.settings import cache_dir

LAYER_VERSION = 6  # bump when the static layer's drawing changes in a way mtimes cannot see
FIRST_FRAME = "first-frame.frame"  # key header + RGB pixels (not a bare ``.rgb`` layer)


@dataclass(frozen=True)
class MenuEntry:
    """What the menu shows about a game before the game itself is imported."""

    id: str
    name: str  # msgid
    pitch: str  # msgid
    players: tuple[int, ...]
    icon: str = ""
    accent: tuple[int, int, int] | None = None


def _watched() -> list[Path]:
    root = resource_path()
    files: list[Path] = []
    for folder, pattern in (
        ("game/games", "**/*.py"),
        ("game/ui/art", "*.py"),
        ("game/ui/widgets", "*.py"),
        ("game/ui/scenes", "menu*.py"),
        ("assets/fonts", "*.ttf"),
        ("assets/icons", "*.svg"),
        ("locale", "*/LC_MESSAGES/*.mo"),
    ):
        files.extend(sorted((root / folder).glob(pattern)))
    return files


def fingerprint(lang: str) -> str:
    h = hashlib.sha1(f"{__version__}|{LAYER_VERSION}|{lang}".encode())
    if getattr(sys, "frozen", False):  # a bundle never changes in place, and unpacking changes mtimes:
        from game.version import build_info  # its build info names it

        h.update(repr(build_info()).encode())
        return h.hexdigest()[:16]
    for path in _watched():
        try:
            st = path.stat()
        except OSError:
            continue
        h.update(f"{path.name}|{st.st_size}|{st.st_mtime_ns}".encode())
    icons = resource_path("assets", "icons")
    h.update(str(len(list(icons.glob("*.svg")))).encode() if icons.exists() else b"-")
    return h.hexdigest()[:16]


def _folder() -> Path:
    d = cache_dir() / "menu"
    try:
        d.mkdir(parents=True, exist_ok=True)
    except OSError:  # an unwritable cache: reads and writes fail quietly, the menu is drawn afresh
        pass
    return d


def load_entries(fp: str) -> list[MenuEntry] | None:
    try:
        raw = json.loads((_folder() / f"{fp}.json").read_text(encoding="utf-8"))
        return [
            MenuEntry(
                e["id"],
                e["name"],
                e["pitch"],
                tuple(e["players"]),
                e.get("icon", ""),
                tuple(e["accent"]) if e.get("accent") else None,
            )
            for e in raw
        ]
    except (OSError, ValueError, KeyError, TypeError):
        return None


def save_entries(fp: str, entries: list[MenuEntry]) -> None:
    data = [
        {
            "id": e.id,
            "name": e.name,
            "pitch": e.pitch,
            "players": list(e.players),
            "icon": e.icon,
            "accent": list(e.accent) if e.accent else None,
        }
        for e in entries
    ]
    _write(_folder() / f"{fp}.json", json.dumps(data).encode("utf-8"))


def load_layer(fp: str, size: tuple[int, int]) -> pygame.Surface | None:
    path = _folder() / f"{fp}-{size[0]}x{size[1]}.rgb"
    try:
        data = path.read_bytes()
        if len(data) != size[0] * size[1] * 3:
            return None
        return pygame.image.frombytes(data, size, "RGB")
    except (OSError, ValueError, pygame.error):
        return None


def save_layer(fp: str, surface: pygame.Surface) -> None:
    w, h = surface.get_size()
    try:
        _write(_folder() / f"{fp}-{w}x{h}.rgb", pygame.image.tobytes(surface, "RGB"))
    except (OSError, pygame.error):
        pass


def load_first_frame(key: str, size: tuple[int, int]) -> pygame.Surface | None:
    """The whole first menu frame (tiles and buttons) saved under ``key``, or None."""
    path = _folder() / FIRST_FRAME
    try:
        data = path.read_bytes()
        head, pixels = data[:64], data[64:]
        if head.rstrip(b"\0").decode("ascii") != key or len(pixels) != size[0] * size[1] * 3:
            return None
        return pygame.image.frombytes(pixels, size, "RGB")
    except (OSError, ValueError, pygame.error):
        return None


def first_frame_key() -> str:
    """The key of the first frame on disk ('' when there is none)."""
    try:
        with open(_folder() / FIRST_FRAME, "rb") as fh:
            return fh.read(64).rstrip(b"\0").decode("ascii")
    except (OSError, ValueError):
        return ""


def save_first_frame(key: str, surface: pygame.Surface) -> None:
    """Keep one first frame (a newer key replaces the older file: one file, never a pile)."""
    if first_frame_key() == key:
        return
    try:
        head = key.encode("ascii")[:64].ljust(64, b"\0")
        _write(_folder() / FIRST_FRAME, head + pygame.image.tobytes(surface, "RGB"))
    except (OSError, pygame.error, UnicodeEncodeError):
        pass


def _write(path: Path, data: bytes) -> None:
    """Replace a cache file; an unwritable cache is not an error (the menu is drawn afresh)."""
    try:
        replace_file(path, data)
    except OSError:
        pass
