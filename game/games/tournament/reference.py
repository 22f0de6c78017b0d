"""Tournament's full rules reference in our own words: chapters of paragraphs and pictures (translated).

Pictures are named by key (``card:<id>``) and drawn by ``ui.reference_art.picture``."""

from __future__ import annotations

from game.games.tournament import content as C
from game.i18n import N_, _
from game.ui.scenes.rules_reference_model import Chapter, Picture

CONTEST_DETAILS = (
    N_("the total force of the Weapons in your Knight Combos."),
    N_("the total force of your Horses in play."),
    N_("the total force of your Shields in play."),
    N_("the total force of your Knights in play."),
    N_("your single best Knight Combo: the force of its four cards added up."),
    N_("how many Knight Combos you have in play."),
    N_(
        "how many Chivalry cards you have in play and in your hand together. Hands stay hidden: the "
        "scoreboard counts the cards in play and the hand cards you know of, and says how many hand cards "
        "it cannot see ('4+': at least 4). When it is scored only each total is shown, never the cards."
    ),
    N_("the total force of all your Chivalry cards in play."),
    N_(
        "the largest group of your Chivalry cards in play that share one force value — for example three "
        "cards of force 7."
    ),
)


def _combo() -> Picture:
    return Picture(
        ("card:9", "card:19", "card:29", "card:39"),
        _("A Knight Combo: one Knight, one Weapon, one Horse and one Shield."),
    )


def chapters() -> list[Chapter]:
    """The reference, in the current language."""
    contests = tuple(
        _("{name}: {rule}").format(name=_(C.CONTEST_NAMES[i]), rule=_(CONTEST_DETAILS[i])) for i in range(9)
    )
    return [
        Chapter(
            _("Goal"),
            (
                _(
                    "Two to six players share one deck. Each of them builds knights out of cards, puts them into "
                    "play and calls Contests. Every Contest ranks all the players and awards Victory Points "
                    "(VP) by rank; whoever holds the most VP once the deck is used up wins."
                ),
                _combo(),
            ),
        ),
        Chapter(
            _("The cards"),
            (
                _(
                    "The deck has 52 different cards. 40 are Chivalry cards of four kinds — Knights, Weapons, "
                    "Horses and Shields — ten of each kind, with a force from 1 to 10 in the corner. 9 are "
                    "Contests, one for each category, and 3 are Specials."
                ),
                Picture(("card:0", "card:14", "card:22", "card:37"), _("Chivalry cards of force 1, 5, 3 and 8.")),
                Picture(("card:40", "card:44", "card:49"), _("Two Contests and a Special.")),
            ),
        ),
        Chapter(
            _("Setting up"),
            (
                _(
                    "The deck is shuffled and every player gets 7 cards. The rest stays face down as the deck; "
                    "the discard pile beside it starts empty. The setup screen picks the first player (at random "
                    "unless you choose one), and the turn then passes from seat to seat in order."
                ),
                Picture(("back",), _("Every card has the same back.")),
            ),
        ),
        Chapter(
            _("1. Draw"),
            (
                _(
                    "Your turn begins with one card: take the top card of the deck, or the top card of the "
                    "discard pile when there is one."
                ),
            ),
        ),
        Chapter(
            _("2. Knights and Specials"),
            (
                _(
                    "Next you may put one Knight Combo into play: exactly one Knight, one Weapon, one Horse and "
                    "one Shield from your hand, laid out together in front of you. It stays in play until the "
                    "end of the game. You may add one Knight Combo per turn at most."
                ),
                _(
                    "In the same step you may play as many Specials as you like. Each lets you draw 3 cards from "
                    "the deck and then goes to the discard pile, where the next player may take it and play it "
                    "again. With fewer than 3 cards left, a Special draws "
                    "what remains and the end of the game follows."
                ),
                Picture(("card:49", "card:50", "card:51"), _("The three Specials.")),
            ),
        ),
        Chapter(
            _("3. Calling a Contest"),
            (
                _(
                    "Then you may call one Contest from your hand. Nobody may call a Contest while some player "
                    "has not yet finished a first turn."
                ),
                _(
                    "All players are ranked in the Contest's category. Only the cards of the Knight Combos in "
                    "play count, never the cards in hand — King's Favour is the one exception. With X players "
                    "the first gets X VP, the second X−1, and so on down to 1 VP."
                ),
                _(
                    "The winner keeps the Contest card face up in front of them as a trophy: it leaves play, so "
                    "each Contest is scored once at most."
                ),
            ),
        ),
        Chapter(
            _("4. Hand limit"),
            (
                _(
                    "Your turn ends with at most 7 cards in your hand. Holding more, you choose which cards to "
                    "discard until 7 are left; they go to the discard pile."
                ),
            ),
        ),
        Chapter(
            _("The nine Contests"),
            (
                _("What each Contest compares:"),
                *contests,
                Picture(tuple(f"card:{c}" for c in range(C.FIRST_CONTEST, C.FIRST_SPECIAL)), ""),
            ),
        ),
        Chapter(
            _("Ties"),
            (
                _(
                    "Ties: the player who called the Contest wins every tie they are part of. Any other tie "
                    "goes to whoever comes first in turn order after the caller. For example, with four "
                    "players, if Player 2 calls a Joust and Players 1 and 4 tie, Player 4 ranks above "
                    "Player 1, because after Player 2 the turn passes to 3, then 4, then 1."
                ),
            ),
        ),
        Chapter(
            _("The end"),
            (
                _(
                    "When a draw takes the last card of the deck, that turn is played to its end. Then, "
                    "beginning with the next player, each player in turn order must play every Contest still in "
                    "their hand, one after the other; each is scored as usual, its holder being the caller."
                ),
                _(
                    "Most VP wins. On a tie the higher Court Intrigue score wins, and if that is tied too the "
                    "victory is shared. The table warns everyone shortly before the end (when the deck holds "
                    "twice as many cards as there are players, and never fewer than 8), and marks the deck once "
                    "it holds no more cards than there are players."
                ),
            ),
        ),
        Chapter(
            _("At the table"),
            (
                _(
                    "At the table: click the deck or the discard pile to draw. Click cards in your hand to select "
                    "them, then use the buttons: put a knight into play, play a Special, call a Contest, or end "
                    "your turn. Hover over a player's knights or the scoreboard to see every category total."
                ),
            ),
        ),
    ]
