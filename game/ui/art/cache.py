"""Memory + disk cache for generated images, keyed by a hash of what was drawn.

A key is any ``repr``-able value that fully describes the image (e.g. a frozen ``CardSpec``, a size and
the language). Its SHA-1, salted with :data:`ART_VERSION`, names a file under ``<cache_dir>/art/``
(raw RGBA, zlib level 1: much faster to write and read than PNG). When the content changes, the key
changes, so the cache rebuilds itself; bump ``ART_VERSION`` when the drawing code changes.

The memory layer belongs to one cache folder (it is emptied when the app's folders move), and a file
on disk that is damaged in any way — truncated, wrong size, not ours — is deleted and rebuilt.
"""

from __future__ import annotations

import atexit
import hashlib
import queue
import struct
import sys
import threading
import time
import zlib
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame

from game.files import replace_file

#: bump when the assets change (the drawing code's own hash is added automatically)
ART_VERSION = "art-8"
_MEMORY_LIMIT = 1200  # images
_MEMORY_BYTES = 40 * 1024 * 1024  # and pixels: big images (boards, enlarged cards) count for more
_memory_bytes = 0

_memory: OrderedDict[str, pygame.Surface] = OrderedDict()
_memory_folders = ""  # settings.folders_key() of the folder the memory layer mirrors
MAX_SIDE = 4096  # pixels: no cached image is bigger (a header saying more is damage)
_disk_enabled = True
stats = {"memory_hits": 0, "disk_hits": 0, "builds": 0}


def _code_salt() -> str:
    """A hash of the art modules' source, so editing the drawing code invalidates old images by itself
    (a frozen bundle without sources uses its build info instead)."""
    h = hashlib.sha1(ART_VERSION.encode())
    if getattr(sys, "frozen", False):  # no sources in a bundle: its build (version, commit, date) names the code
        from game.version import build_info

        h.update(repr(build_info()).encode())
    for path in sorted(Path(__file__).resolve().parent.glob("*.py")):
        try:
            h.update(path.read_bytes())
        except OSError:
            pass
    return h.hexdigest()[:16]


_SALT = _code_salt()


def key_hash(key: object) -> str:
    """Stable hash of a cache key (its ``repr``, salted with the art version and code, and with the
    loaded catalog so that an updated translation never shows a stale image)."""
    from game.i18n import catalog_stamp

    return hashlib.sha1(f"{_SALT}|{catalog_stamp()}|{key!r}".encode()).hexdigest()


DISK_LIMIT = 256 * 1024 * 1024  # bytes; older images are pruned past this
_pruned = False


def disk_dir() -> Path:
    global _pruned
    from game.settings import cache_dir

    path = cache_dir() / "art"
    path.mkdir(parents=True, exist_ok=True)
    if not _pruned:
        _pruned = True
        threading.Thread(target=prune, args=(path,), name="art-cache-prune", daemon=True).start()
    return path


def prune(path: Path, limit: int = DISK_LIMIT) -> int:
    """Delete the least recently written images until the folder holds at most 3/4 of ``limit``
    (only when it exceeds ``limit``); returns how many files went. Old art versions age out this way."""
    try:
        files = [(f.stat().st_mtime, f.stat().st_size, f) for f in path.glob("*.rgba")]
    except OSError:
        return 0
    total = sum(size for _, size, _ in files)
    if total <= limit:
        return 0
    removed = 0
    for _, size, f in sorted(files):
        if total <= limit * 3 // 4:
            break
        try:
            f.unlink()
            total -= size
            removed += 1
        except OSError:
            pass
    return removed


def set_disk_cache(enabled: bool) -> None:
    """Turn the disk layer on or off (benchmarks measure cold builds with it off)."""
    global _disk_enabled
    _disk_enabled = enabled


@contextmanager
def without_disk() -> Iterator[None]:
    """Build images without reading or writing the disk layer inside this block only (a tool that
    draws throwaway images in someone else's process leaves the cache as it found it)."""
    before = _disk_enabled
    set_disk_cache(False)
    try:
        yield
    finally:
        set_disk_cache(before)


def clear_memory() -> None:
    global _memory_bytes
    _memory.clear()
    _memory_bytes = 0


def _follow_folders() -> None:
    """When the app's folders have moved, forget the memory layer and the writes still waiting for
    the old folder (both belong to one cache folder)."""
    global _memory_folders, _pruned
    from game.settings import folders_key

    now = folders_key()
    if now != _memory_folders:
        clear_memory()
        _drop_pending_writes()
        _memory_folders, _pruned = now, False


def _drop_pending_writes() -> None:
    while True:
        try:
            _queue.get_nowait()
        except queue.Empty:
            return
        _queue.task_done()


def _prepare(surface: pygame.Surface) -> pygame.Surface:
    """Convert to the display's pixel format when a display exists (faster blits)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        try:
            return surface.convert_alpha()
        except pygame.error:
            return surface
    return surface


def _size(surface: pygame.Surface) -> int:
    w, h = surface.get_size()
    return w * h * 4


def _remember(h: str, surface: pygame.Surface) -> None:
    """Keep ``surface``, dropping the least recently used images past the count or byte limit."""
    global _memory_bytes
    old = _memory.pop(h, None)
    if old is not None:
        _memory_bytes -= _size(old)
    _memory[h] = surface
    _memory_bytes += _size(surface)
    while len(_memory) > 1 and (len(_memory) > _MEMORY_LIMIT or _memory_bytes > _MEMORY_BYTES):
        _key, dropped = _memory.popitem(last=False)
        _memory_bytes -= _size(dropped)


def cached(key: object, build: Callable[[], pygame.Surface], disk: bool = True) -> pygame.Surface:
    """Return the image for ``key``, building it with ``build()`` at most once.

    The returned surface is shared: callers must not draw on it (copy it first).
    """
    _follow_folders()
    h = key_hash(key)
    hit = _memory.get(h)
    if hit is not None:
        _memory.move_to_end(h)
        stats["memory_hits"] += 1
        return hit
    path = None
    if disk and _disk_enabled:
        try:
            path = disk_dir() / f"{h}.rgba"
            if path.exists():
                surface = _read(path)
                if surface is not None:
                    surface = _prepare(surface)
                    stats["disk_hits"] += 1
                    _remember(h, surface)
                    return surface
        except (OSError, pygame.error):
            path = None
    surface = build()
    stats["builds"] += 1
    if path is not None:
        _write_later(path, surface)
    surface = _prepare(surface)
    _remember(h, surface)
    return surface


_queue: queue.Queue[tuple[Path, int, int, bytes]] = queue.Queue()
_writer: threading.Thread | None = None


def _writer_loop() -> None:
    while True:
        path, w, h, raw = _queue.get()
        try:
            replace_file(path, struct.pack("<4sII", b"TRGB", w, h) + zlib.compress(raw, 1))
        except OSError:
            pass  # a cache: the image is drawn again next time
        finally:
            _queue.task_done()


def _write_later(path: Path, surface: pygame.Surface) -> None:
    """Store ``surface`` on disk from one background writer (compression never costs a frame)."""
    global _writer
    try:
        w, h = surface.get_size()
        raw = pygame.image.tobytes(surface, "RGBA")
    except pygame.error:
        return
    if _writer is None or not _writer.is_alive():
        _writer = threading.Thread(target=_writer_loop, name="art-cache-write", daemon=True)
        _writer.start()
    _queue.put((path, w, h, raw))


def flush_writes(timeout: float = 10.0) -> None:
    """Wait (up to ``timeout`` s) until every queued image is on disk; also runs at exit."""
    deadline = time.monotonic() + timeout
    while _queue.unfinished_tasks and time.monotonic() < deadline:
        time.sleep(0.005)


atexit.register(flush_writes)


def _remove(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass


def _decode(raw: bytes) -> pygame.Surface:
    """An image from a cache file's bytes; ValueError when they are not exactly one of ours."""
    try:
        magic, w, h = struct.unpack("<4sII", raw[:12])
    except struct.error:
        raise ValueError("too short") from None
    if magic != b"TRGB" or not (0 < w <= MAX_SIDE and 0 < h <= MAX_SIDE):
        raise ValueError("not an art cache file")
    size = w * h * 4
    inflate = zlib.decompressobj()
    try:
        pixels = inflate.decompress(raw[12:], size)
        more = inflate.decompress(inflate.unconsumed_tail, 1) if inflate.unconsumed_tail else b""  # the trailer
    except zlib.error as exc:
        raise ValueError(str(exc)) from None
    if len(pixels) != size or more or not inflate.eof or inflate.unused_data:
        raise ValueError("truncated or padded")
    return pygame.image.frombytes(pixels, (w, h), "RGBA")


def _read(path: Path) -> pygame.Surface | None:
    """The cached image at ``path``, or None after deleting a damaged file (it is built again)."""
    try:
        return _decode(path.read_bytes())
    except (ValueError, pygame.error):
        _remove(path)
        return None


def memo(key: object, build: Callable[[], pygame.Surface]) -> pygame.Surface:
    """Memory-only cache (for cheap images, e.g. tinted icons and text)."""
    return cached(key, build, disk=False)
