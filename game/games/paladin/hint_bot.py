"""The bot behind Paladin's Hint: the hard bot's search on the player's own view, with one change
in how it breaks ties.

When beating the leader scores exactly as much as another choice in every world the search deals
(a paladin still to decide beats yours wherever you lead: one the player has peeked at, or a card
shown face up), the beat changes nothing but shows the player's card to the table; the Hint then
never advises it. The hard bot at the table keeps its own tie-break (its play was measured with it).
"""

from __future__ import annotations

from game.core.rules import Action
from game.games.paladin.search import SearchBot

TIE = 1e-9  # totals this close are the same outcome in every world (sums of the same evaluations)


class HintBot(SearchBot):
    """The hard bot's search; among equal best totals a beat comes last."""

    def __init__(self) -> None:
        super().__init__(level="hard")

    def pick(self, cands: list[Action], totals: list[float]) -> int:
        best = max(totals)
        tied = [j for j in range(len(cands)) if totals[j] >= best - TIE]
        return min(tied, key=lambda j: (cands[j][0] == "beat", j))


def hint() -> HintBot:
    """A new Hint bot (``Presentation.hint_bot``)."""
    return HintBot()
