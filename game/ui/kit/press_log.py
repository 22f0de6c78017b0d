"""The press log, a developer's switch: with ``TOURNEY_PRESS_LOG=1`` every mouse and key press a kit
table receives is written to ``presses.log`` in the log folder, with the wall time, the frame, and what
the table did with it (taken, refused and why); the viewer's moves and the panels closed follow it."""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path
from typing import Any

import pygame

ENV = "TOURNEY_PRESS_LOG"
FILE = "presses.log"

_logger = logging.getLogger("tourney.presses")
_logger.propagate = False


def enabled() -> bool:
    """True when the switch is on (off by default)."""
    return os.environ.get(ENV, "") not in ("", "0")


def path() -> Path:
    """Where the press log is written."""
    from game.settings import log_dir

    return log_dir() / FILE


def _log() -> logging.Logger:
    """The logger, writing to ``path()`` (a new log folder, as in tests, gets a new file)."""
    where = str(path())
    if not any(getattr(h, "baseFilename", "") == where for h in _logger.handlers):
        for old in list(_logger.handlers):
            _logger.removeHandler(old)
            old.close()
        handler = logging.FileHandler(where, encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(message)s"))
        _logger.addHandler(handler)
        _logger.setLevel(logging.INFO)
    return _logger


def describe(event: pygame.event.Event) -> str:
    """The press in a few words: ``click 812,455`` or ``key space``."""
    if event.type == pygame.MOUSEBUTTONDOWN:
        return f"click {event.pos[0]},{event.pos[1]} b{event.button}"
    return f"key {pygame.key.name(event.key)}"


def write(kind: str, frame: int, dt: float, text: str, **state: Any) -> None:
    """One line: wall time, the kind (press, move, panel), the frame and its seconds, words, the state."""
    if not enabled():
        return
    parts = " ".join(f"{k}={_short(v)}" for k, v in state.items())
    wall = time.time()
    stamp = time.strftime("%H:%M:%S", time.localtime(wall)) + f".{int(wall * 1000) % 1000:03d}"
    _log().info("%s %-5s f=%d dt=%.3f %s | %s", stamp, kind, frame, dt, text, parts)


def _short(value: Any) -> str:
    return f"{value:.2f}" if isinstance(value, float) else str(value)
