"""Replacing a small file whole: write a temporary file beside it, then rename it into place.

A reader sees the old file or the new one, never half of one; the temporary name carries the process
id, so two processes writing the same cache do not trample each other. For caches and remembered
choices, which may be rebuilt if lost. Saves need more (a kept backup, fsync): see
``game.core.saves.write_atomic``."""

from __future__ import annotations

import os
import threading
from pathlib import Path


def temp_path(path: Path) -> Path:
    """The unfinished write of ``path`` by this writer (process and thread), so two writers never
    share one."""
    return path.with_name(f"{path.name}.{os.getpid()}-{threading.get_ident()}.tmp")


def replace_file(path: Path, data: bytes) -> None:
    """Put ``data`` at ``path`` in one rename (the folder is created); raises OSError, leaving no
    temporary file behind."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = temp_path(path)
    try:
        tmp.write_bytes(data)
        os.replace(tmp, path)
    except OSError:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise
