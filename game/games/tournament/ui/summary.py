"""Tournament's rules in our own words (translated where shown)."""

from __future__ import annotations

from game.games.tournament import content as C
from game.i18n import _


def rules_summary() -> str:
    """The whole summary as paragraphs, in the current language."""
    contests = "\n".join(
        _("• {name}: {rule}").format(name=_(C.CONTEST_NAMES[i]), rule=_(C.CONTEST_RULES[i])) for i in range(9)
    )
    return "\n\n".join(
        [
            _(
                "Goal: collect the most Victory Points (VP). Points come only from Contests, and a "
                "Contest is won by the player whose knights in play are strongest in its category."
            ),
            _(
                "The deck has 52 cards: 40 Chivalry cards (Knights, Weapons, Horses and Shields, each with a "
                "force from 1 to 10), 9 Contests and 3 Specials. Everyone starts with 7 cards."
            ),
            _(
                "Your turn: 1. Draw the top card of the deck, or the top card of the discard pile. "
                "2. You may put one Knight Combo into play — exactly one Knight, one Weapon, one Horse and "
                "one Shield from your hand — and play any Specials (each draws 3 cards). "
                "3. You may call one Contest. 4. If you hold more than 7 cards, discard down to 7: you "
                "choose which."
            ),
            _(
                "Contests: only cards in play count, never hands. Everyone is ranked: with X players the "
                "winner gets X VP, the second X−1, and so on down to 1. A tie goes to the player who "
                "called the Contest; other ties go to whoever comes first in turn order after them. "
                "No Contest may be called until every player has finished a first turn. A scored Contest "
                "card is set aside."
            ),
            contests,
            _(
                "The end: when the deck runs out, that turn finishes; then every player, in turn order, must "
                "call each Contest still in hand. Most VP wins; a tie goes to the higher Court Intrigue "
                "score, and after that the victory is shared."
            ),
            _(
                "At the table: click the deck or the discard pile to draw. Click cards in your hand to select "
                "them, then use the buttons: put a knight into play, play a Special, call a Contest, or end "
                "your turn. Hover over a player's knights or the scoreboard to see every category total."
            ),
        ]
    )
