"""Ending a turn with a knight still to play is asked first (as good digital adaptations do): the bar's
"End turn" (click or Enter) opens a dialog while the hand can still put a Knight Combo into play this
turn; "End, don’t ask again" ends the turn and turns the question off in the player's settings
(``Settings.ask_end_with_knight``), for later games too, until Settings turns it back on. No button is
drawn as the suggested (crimson) one: ending is the risky choice, though Enter still ends."""

from __future__ import annotations

from typing import Any

from game.i18n import _
from game.ui.scenes import question

END = ("end",)
WIDTH = 860  # three buttons whose words fit in both languages
SETTING = "ask_end_with_knight"


def knight_playable(legal: list[Any]) -> bool:
    """Whether a Knight Combo may still be put into play (none played this turn, the hand holds one)."""
    return any(a[0] == "combo" for a in legal)


def press(table: Any, action: Any) -> None:
    """The bar's move ``action``: "End turn" with a knight still playable asks first, anything else is
    submitted at once."""
    if tuple(action) != END or not knight_playable(table.legal) or not question.asked(table.app, SETTING):
        table.submit(action)
        return

    def end() -> None:
        if END in table.legal:
            table.submit(END)

    question.ask(
        table.app,
        lambda: _("End your turn?"),
        lambda: _("You can still put a knight into play. End your turn anyway?"),
        [
            (lambda: _("End turn"), end),
            question.never_again(table.app, SETTING, lambda: _("End, don’t ask again"), end),
            (lambda: _("Not yet"), None),
        ],
        WIDTH,
    )
