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
                "Contest is won by the player whose knights in play score highest in its category."
            ),
            _(
                "The deck has 52 cards: 40 Chivalry cards (Knights, Weapons, Horses and Shields, each with a "
                "force from 1 to 10), 9 Contests and 3 Specials. Everyone starts with 7 cards."
            ),
            _(
                "Your turn: 1. Draw the top card of the deck, or the top card of the discard pile. "
                "2. You may put one Knight Combo into play — exactly one Knight, one Weapon, one Horse and "
                "one Shield from your hand — and play any Specials (each draws 3 cards, then lies on the discard "
                "pile for the next player to take). "
                "3. You may call one Contest. 4. If you hold more than 7 cards, discard down to 7: you "
                "choose which."
            ),
            _(
                "Contests: only cards in play count, except in King's Favour, which also counts the "
                "Chivalry cards in each hand (hands stay hidden: the scoreboard's '4+' means at least 4). Everyone is ranked: "
                "with X players the winner gets X VP, the second X−1, and so on down to 1. The winner "
                "keeps the Contest card in front of them as a trophy, so each Contest is scored once. "
                "No Contest may be called until every player has finished a first turn."
            ),
            _(
                "Ties: the player who called the Contest wins every tie they are part of. Any other tie "
                "goes to whoever comes first in turn order after the caller. For example, with four "
                "players, if Player 2 calls a Joust and Players 1 and 4 tie, Player 4 ranks above "
                "Player 1, because after Player 2 the turn passes to 3, then 4, then 1."
            ),
            contests,
            _(
                "The end: the table warns shortly before it (at twice as many cards as players, never under 8) "
                "and marks the deck once it holds no more cards than there are players. "
                "When the last card is drawn, that turn finishes; then, starting with the next player in "
                "turn order, each player plays every Contest still in hand, one at a time, each scored as "
                "usual with its holder as the caller. Most VP wins; a tie goes to the higher Court "
                "Intrigue score, and after that the victory is shared."
            ),
            _(
                "At the table: click the deck or the discard pile to draw. Click cards in your hand to select "
                "them, then use the buttons: put a knight into play, play a Special, call a Contest, or end "
                "your turn. Hover over a player's knights or the scoreboard to see every category total."
            ),
        ]
    )
