"""Where a saved game stands, told from its saved state's counters for the load list ('Round 2',
'Turn 7', 'Round 2 of 3', 'Game over'): each game's presentation says which counter is its own."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.i18n import _

OVER = "over"  # the phase every game's state is in once the game has ended


def _count(progress: dict[str, Any], key: str) -> int:
    n = progress[key]
    if not isinstance(n, int) or isinstance(n, bool):
        raise TypeError(key)
    return n


def round_of(key: str = "round", total: int | None = None) -> Callable[[dict[str, Any]], str]:
    """A game told in rounds: ``key`` holds the round being played (of ``total``, when fixed)."""

    def tell(progress: dict[str, Any]) -> str:
        if progress.get("phase") == OVER:
            return _("Game over")
        n = max(1, _count(progress, key))
        if total is None:
            return _("Round {n}").format(n=n)
        return _("Round {n} of {total}").format(n=min(n, total), total=total)

    return tell


def turn_of(key: str = "turn", finished: bool = False) -> Callable[[dict[str, Any]], str]:
    """A game told in turns: ``key`` counts the turns started (``finished``: the turns finished, so
    the one being played is the next)."""

    def tell(progress: dict[str, Any]) -> str:
        if progress.get("phase") == OVER:
            return _("Game over")
        return _("Turn {n}").format(n=max(1, _count(progress, key) + (1 if finished else 0)))

    return tell
