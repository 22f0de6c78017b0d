"""Why the Hint's move is good, told to the player: the reason's words for them (``reasons.explain``
with ``you=True``: in the second person, without the move's name, which the Hint already gives), as a
sentence, then what the move gains them (``hint_gains``: glory now, titles met, what it keeps from a
rival). A move with neither gives '' (the Hint then shows the bot's own words)."""

from __future__ import annotations

from game.games.glory.hint_gains import gains
from game.games.glory.reasons import explain
from game.games.glory.state import GloryState


def hint_reason(view: GloryState, seat: int, action: tuple) -> str:
    """The reason for ``action`` (the Hint's move for ``seat``) said to them, and what it gains them, or ''."""
    from game.games.glory import RULES

    why = explain(view, seat, action, you=True).strip()
    first = [why[:1].upper() + why[1:] + ("" if why[-1:] in ".!?" else ".")] if why else []
    return " ".join(first + gains(RULES, view, seat, action, why)).rstrip(".")
