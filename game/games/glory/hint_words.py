"""Why the Hint's move is good, told to the player: the bots' reason for it without its opening words.

A bot's reason follows its name ("takes Travel Plans: more journey cards"); the Hint already names the
move, so it keeps what comes after the colon, as a sentence ("More journey cards"). A reason with no
such part gives '' (the Hint then shows the bot's own words)."""

from __future__ import annotations

from game.games.glory.reasons import explain
from game.games.glory.state import GloryState


def hint_reason(view: GloryState, seat: int, action: tuple) -> str:
    """The reason for ``action`` (the Hint's move for ``seat``) without the move's own name, or ''."""
    _move, colon, why = explain(view, seat, action).partition(": ")
    why = why.strip()
    return why[:1].upper() + why[1:] if colon and why else ""
