"""The games. ``load_all`` imports every package in this folder, and each registers its GameSpec."""

from __future__ import annotations

import importlib
import pkgutil

_loaded = False


def game_packages() -> list[str]:
    """The module names of the game packages found in this folder (sorted)."""
    return sorted(f"{__name__}.{m.name}" for m in pkgutil.iter_modules(__path__) if m.ispkg)


def load_all() -> None:
    """Import every game package so it registers its GameSpec (once per process)."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    for name in game_packages():
        importlib.import_module(name)
