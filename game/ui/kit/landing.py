"""Landing: what a table shows while a move's events are still on screen.

The store's state changes at once when a move is made, but the table must not tell a result before
it has been shown: while a Contest's panel waits for a click, the scoreboard behind it still shows
the VP from before, the hand still holds the card, the count of Contests scored has not moved. A
game declares which of its events change what the table shows (``KitTable.landings``: event kind →
``"start"``, it lands as its animations begin, or ``"end"``, once they have played — its panel
closed, its VP arrived) and how the shown state looks once the first ``k`` events of the move have
landed (``KitTable.board_at(before, after, events, k)``); the kit keeps a ``Landing`` for the move on
the timeline and the table draws ``table_view`` (the landing's board, else the view).

Pure bookkeeping: no pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.rules import Event

START, END = "start", "end"


class Landing:
    """One move's events landing on the table one after another (see the module docstring).
    ``board_at(before, after, events, k)`` builds the state shown once ``k`` events have landed; it
    is called again only when ``k`` moves on."""

    def __init__(
        self,
        before: Any,
        after: Any,
        events: Sequence[Event],
        board_at: Callable[[Any, Any, Sequence[Event], int], Any],
        mover: Any = None,
    ) -> None:
        self.before, self.after, self.events = before, after, list(events)
        self.mover = mover  # whose move it is (the top bar speaks of them while it lands)
        self.viewer: Any = None  # whose view it lands on (the table shows it to that seat only)
        self._board_at = board_at
        self.landed = 0
        self.board = board_at(before, after, self.events, 0)

    def land(self, upto: int) -> None:
        """The first ``upto`` events have now been shown (never goes back)."""
        if upto > self.landed:
            self.landed = min(upto, len(self.events))
            self.board = self._board_at(self.before, self.after, self.events, self.landed)


def lands(events: Sequence[Event], landings: dict[str, str]) -> bool:
    """True when some event of the move changes what the table shows as it plays."""
    return any(ev.kind in landings for ev in events)
