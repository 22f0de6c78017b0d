"""Where a Glory move is made on the table, as the table's spot keys (pure: no pygame).

The table draws its pieces under these keys; ``GloryTable.rects_for_action`` turns them into the
places to click, before the action bar's button for the same move (every move is also in the bar).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.games.glory.duel_choices import is_reroll


def spot_keys(legal: Sequence[tuple], action: tuple, duel_side: int | None) -> list[Any]:
    """The spots that make ``action``, in click order: a reroll's dice (then the bar's button makes
    it); else the one card or place whose click makes it at once (none when only the bar does)."""
    kind = action[0]
    if is_reroll(action):
        return [(duel_side, i) for i in action[-1]] if duel_side is not None else []
    if kind in ("character", "keep_title"):
        return [("choice", action[1])]
    if kind in ("play", "exchange"):
        return [action[1]]  # the card in your hand
    if kind == "take":
        return [("deck", action[1])] if action[2] < 0 else [("offer", action[1], action[2])]
    if kind == "register":
        return [("knight", tuple(action[1:]))] if len(action) == 3 else [("bracket", 0, action[1])]
    if action[:2] == ("place", "support"):
        return [("track", action[2])]
    if kind == "place" and sum(1 for a in legal if a[:2] == action[:2]) == 1:
        return [("space", action[1])]  # a space with one move: its click makes it
    if kind == "tournament":
        return [("offer", action[1])]
    return []
