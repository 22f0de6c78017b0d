"""The Hint's words for a Tournament move, told to the player in the second person ("Draw a card
from the deck", "Discard Unicorn (7)"), whoever the move is for: the log's lines name a seat in the
third person once the move's secrets are stripped, which a Hint must never do."""

from __future__ import annotations

from game.core.rules import Action
from game.games.tournament import content as C
from game.games.tournament.describe import card_label
from game.i18n import _


def hint_label(view, seat: int, action: Action) -> str:
    """The move in the imperative, naming only cards ``seat`` may see (its hand, the discard pile's
    top); '' for a move it has no words for."""
    kind = action[0]
    if kind == "draw":
        if action[1] == "discard" and view.discard:
            return _("Take {card} from the discard pile").format(card=card_label(view.discard[-1]))
        return _("Draw a card from the deck")
    if kind == "discard":
        return _("Discard {card}").format(card=card_label(action[1]))
    if kind == "combo":
        cards = ", ".join(card_label(c) for c in action[1:])
        return _("Put a knight into play: {cards}").format(cards=cards)
    if kind == "special":
        return _("Play {card}").format(card=card_label(action[1]))
    if kind == "contest":
        return _("Call the {contest}").format(contest=_(C.NAME[action[1]]))
    if kind == "end":
        return _("End your turn")
    return ""
