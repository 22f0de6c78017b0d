"""The four games (and a hidden test game). ``load_all`` imports each game's registration."""

from __future__ import annotations

import importlib

GAME_MODULES = (
    "game.games.demo",
    "game.games.tournament",
    "game.games.paladin",
    "game.games.joust",
    "game.games.glory",
)
_loaded = False


def load_all() -> None:
    """Import every game package that exists so it registers its GameSpec."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    for name in GAME_MODULES:
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:  # a real import error inside an existing game
                raise
