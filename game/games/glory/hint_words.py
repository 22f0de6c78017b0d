"""Why the Hint's move is good, told to the player: the bots' reason for it without its opening words,
then what the move gains them (``hint_gains``: glory now, titles met, what it keeps from a rival).

A bot's reason follows its name ("takes Travel Plans: more journey cards"); the Hint already names the
move, so it keeps what comes after the colon, as a sentence ("More journey cards"). A move with
neither such a part nor a gain to tell gives '' (the Hint then shows the bot's own words)."""

from __future__ import annotations

from game.games.glory.hint_gains import gains
from game.games.glory.hint_person import to_you
from game.games.glory.reasons import explain
from game.games.glory.state import GloryState


def hint_reason(view: GloryState, seat: int, action: tuple) -> str:
    """The reason for ``action`` (the Hint's move for ``seat``) without the move's own name, and what
    it gains them, or ''."""
    from game.games.glory import RULES

    _move, colon, why = explain(view, seat, action).partition(": ")
    why = why.strip()
    said = to_you(why)
    first = [said[:1].upper() + said[1:] + ("" if said[-1:] in ".!?" else ".")] if colon and said else []
    return " ".join(first + gains(RULES, view, seat, action, why)).rstrip(".")
