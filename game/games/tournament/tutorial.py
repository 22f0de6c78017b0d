"""Tournament's guided first game: two players, you first, a deal where your first knight is ready
and your second turn brings a Special and a Contest you can win."""

from __future__ import annotations

from game.i18n import N_
from game.learn.tutorial import Step, Tutorial, move

TUTORIAL = Tutorial(
    game="tournament",
    players=2,
    seed=163,
    extra=(("first_player", 0),),
    steps=(
        Step(
            N_(
                "Welcome to Tournament. You score Victory Points (VP) only by winning Contests, and a "
                "Contest goes to the player whose knights in play score highest in its category. "
                "Down here is your hand: seven cards."
            ),
            light=("hand",),
        ),
        Step(
            N_(
                "Every turn begins with a draw: the top card of the deck, or the top card of the discard "
                "pile, which lies face up. Click the deck."
            ),
            move("draw", "deck"),
        ),
        Step(
            N_(
                "A knight is put into play as a Knight Combo: exactly one Knight, one Weapon, one Horse and "
                "one Shield. Click the four lit cards, then “Put knight into play”. Only one knight a turn."
            ),
            move("combo", 8, 15, 26, 37),
        ),
        Step(
            N_(
                "Your knight's cards now count for you. The scoreboard adds up everyone's cards in play for "
                "each of the nine Contests: Knights for the Quest, Horses for the Joust, and so on."
            ),
            light=("score",),
        ),
        Step(
            N_(
                "Nobody may call a Contest until every player has finished a first turn. End your turn: "
                "your rival plays next."
            ),
            move("end"),
        ),
        Step(
            N_("Your rival put a knight into play too. Your turn again: draw from the deck."),
            move("draw", "deck"),
        ),
        Step(
            N_(
                "You drew a Feast, a Special: playing it draws three more cards at once. Play it from the "
                "bar: “Play Feast”."
            ),
            move("special", 49),
            light=(49,),
        ),
        Step(
            N_(
                "The Quest counts the force of the Knights in play: your White Knight (9) beats your "
                "rival's Black Knight (8). Call the Quest from “Call a Contest”. Calling a Contest ends "
                "your turn."
            ),
            move("contest", 43),
            light=(43, "score"),
        ),
        Step(
            N_(
                "You won the Quest: with two players the winner gets 2 VP and the other 1 VP. Your rival "
                "then called the Court Intrigue, which counts all the force in play, and won it. A Contest "
                "card stays with its winner as a trophy, so each Contest is scored once; a tie goes to "
                "whoever called it."
            ),
            light=("scored",),
        ),
        Step(
            N_(
                "At the end of your turn you keep at most seven cards. When the deck runs out, everyone "
                "plays the Contests left in their hands, and the most VP wins."
            ),
            light=("piles",),
        ),
    ),
)
