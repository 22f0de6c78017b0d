"""The Hint picks the cards it names: a knight's four cards, the Contest to call, the card to discard
are selected in the hand as the answer shows, so one click on the outlined button plays the move."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.rules import Action
from game.games.tournament.state import DISCARD, PLAY


def hinted_cards(action: Action, phase: str, hand: Sequence[int]) -> list[int] | None:
    """The hand's cards to select for the Hint's ``action`` (None: the move selects nothing, such as a
    draw, a Special played from the bar or the end of the turn)."""
    kind = action[0]
    if phase == PLAY and kind in ("combo", "contest"):
        cards = sorted(action[1:])
    elif phase == DISCARD and kind == "discard":
        cards = [action[1]]
    else:
        return None
    return cards if all(c in hand for c in cards) else None
