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


def press(table: Any, event: pygame.event.Event, gap: float) -> None:
    """Write a press on the kit table ``table`` and what it makes of it (``gap``: seconds since the last)."""
    if enabled():
        write(
            "press",
            table.app.frames,
            table._frame_dt,
            f"{describe(event)} -> {verdict(table, event)}",
            gap=gap,
            can=table.can_act(),
            guard=table._guard_left,
            lock=table.bar.lock,
            blind=table._blind,
            reach=table.series_reach(table.can_act()),
            streak=table._streak,
            moves=len(table.store.history),
        )


def verdict(table: Any, event: pygame.event.Event) -> str:
    """What ``table`` does with the press ``event`` now, in a few words."""
    guarded = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
        event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
    )
    if not guarded:
        return "passed on unguarded (not a left click, Space or Enter)"
    shown = table.timeline.announcing
    if shown is not None and shown.announcement is not None:
        if table.too_soon_to_close(event):
            return f"refused: panel shown {table._shown_for:.2f}s, too soon to close"
        return f"panel goes on (shown {table._shown_for:.2f}s)"
    if table.animating:
        return "skips the animations"
    if not table.can_act():
        return "not the player's decision" + (" (blind series)" if table._blind else "")
    if table._blind:
        return "refused: blind series"
    if table._guard_left > 0:
        return f"refused: decision guard {table._guard_left:.2f}s left"
    if table.bar.lock > 0:
        return f"refused: bar lock {table.bar.lock:.2f}s left"
    if event.type == pygame.MOUSEBUTTONDOWN and not (table.decision_guard <= 0 or table.decision_ready()):
        return "refused: decision not drawn yet"
    return "open: taken if it hits a move"
