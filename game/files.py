"""Replacing a small file whole: write a temporary file beside it, then rename it into place.

A reader sees the old file or the new one, never half of one; the temporary name carries the process
id, so two processes writing the same cache do not trample each other. Caches and remembered choices,
which may be rebuilt if lost, use it plain; saves ask for a durable write (the data and the rename flushed
to disk) and keep a backup just before the rename (``game.core.saves.write_atomic``)."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path


def temp_path(path: Path) -> Path:
    """The unfinished write of ``path`` by this writer (process and thread), so two writers never
    share one."""
    return path.with_name(f"{path.name}.{os.getpid()}-{threading.get_ident()}.tmp")


def write_synced(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` and flush it to disk before returning."""
    with open(path, "wb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())


def sync_folder(folder: Path) -> None:
    """Flush the folder's entries (the renames) to disk where the platform allows it."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def replace_file(
    path: Path, data: bytes, *, durable: bool = False, before_rename: Callable[[], None] | None = None
) -> None:
    """Put ``data`` at ``path`` in one rename (the folder is created); raises OSError, leaving no
    temporary file behind. ``durable`` flushes the data and the rename to disk; ``before_rename`` runs
    once the new data is complete, just before it replaces the old file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = temp_path(path)
    try:
        if durable:
            write_synced(tmp, data)
        else:
            tmp.write_bytes(data)
        if before_rename is not None:
            before_rename()
        os.replace(tmp, path)
    except OSError:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise
    if durable:
        sync_folder(path.parent)
