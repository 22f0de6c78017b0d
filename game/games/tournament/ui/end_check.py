"""Ending a turn with a knight still to play is asked first (as good digital adaptations do): the bar's
"End turn" (click or Enter) opens a dialog while the hand can still put a Knight Combo into play this
turn; "Don't ask again" ends the turn and stops the question for that seat until the table closes.
No button is drawn as the suggested (crimson) one: ending is the risky choice, though Enter still ends."""

from __future__ import annotations

from typing import Any

from game.i18n import _
from game.ui.scenes.dialog import DialogScene

END = ("end",)
WIDTH = 860  # three buttons whose words fit in both languages


def knight_playable(legal: list[Any]) -> bool:
    """Whether a Knight Combo may still be put into play (none played this turn, the hand holds one)."""
    return any(a[0] == "combo" for a in legal)


def press(table: Any, action: Any) -> None:
    """The bar's move ``action``: "End turn" with a knight still playable asks first, anything else is
    submitted at once."""
    unasked: set[int] = table.__dict__.setdefault("_end_unasked", set())
    if tuple(action) != END or not knight_playable(table.legal) or table.viewer in unasked:
        table.submit(action)
        return

    def end() -> None:
        if END in table.legal:
            table.submit(END)

    def end_for_good() -> None:
        unasked.add(table.viewer)
        end()

    table.app.push(
        DialogScene(
            table.app,
            lambda: _("End your turn?"),
            lambda: _("You can still put a knight into play. End your turn anyway?"),
            [
                (lambda: _("End turn"), end, "secondary"),
                (lambda: _("End, don’t ask again"), end_for_good, "secondary"),
                (lambda: _("Not yet"), None, "secondary"),
            ],
            width=WIDTH,
        )
    )
