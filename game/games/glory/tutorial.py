"""Glory's guided first game: two players, Level I characters (the rulebook's first game), a Pas
d'Armes in round 1, against the easy bot.

The deal (seed 1): the bot leads the initiative track, so you start with a glory point and a
Challenge card, Gaston Phoebus. The steps follow round 1, one rule each: the character, a secret
title, the setup exchange, six pawns on the action spaces (the Market, Prayer, Service, Warm-Up),
the journey (a Challenge duel over three clashes: Strength tokens, the dice, Faith; a Romance card),
and the registration for the Pas d'Armes in two towns. The tournament's duels and the rest of the
game are played freely.
"""

from __future__ import annotations

from game.i18n import N_
from game.learn.tutorial import Step, Tutorial, move

STEPS = (
    Step(
        N_(
            "Welcome to your first game! Your character sets your coins, Strength, Faith, income, mount and "
            "armor. In a first game everyone plays a Young Knight: choose yours."
        ),
        move("character", "squire1"),
    ),
    Step(
        N_(
            "Titles win glory at the end of the game. Keep Fortunate as your secret objective: 3 glory if you "
            "end the game with 3 coins and 3 Strength tokens."
        ),
        move("keep_title", "fortunate"),
    ),
    Step(
        N_(
            "You may now trade journey cards for Strength. Keep them: second on the initiative track, you got a "
            "glory point and a Challenge card. Click Done."
        ),
        move("done"),
        light=("strip",),
    ),
    Step(
        N_(
            "Round 1: in initiative order, each player places one pawn at a time on an action space, six in "
            "all. The Market raises your mount one level for coins: a better black die. Take it."
        ),
        move("place", "market", "mount"),
    ),
    Step(
        N_("Prayer gives 3 Faith tokens. In a duel, one Faith token rerolls up to 2 dice."),
        move("place", "prayer"),
    ),
    Step(
        N_("Service gives 3 coins: enough for a second visit to the Market."),
        move("place", "service"),
    ),
    Step(
        N_("Now raise your armor to level 3: a better white die. In a duel only the best die of each colour counts."),
        move("place", "market", "armor"),
    ),
    Step(
        N_("Warm-Up gives 2 Strength tokens: in a duel, each one you add rolls a red die (three at most)."),
        move("place", "warmup"),
    ),
    Step(
        N_("Your last pawn goes to Warm-Up again: some spaces take any number of pawns."),
        move("place", "warmup"),
    ),
    Step(
        N_(
            "The journey: play up to three journey cards, one at a time. A Challenge card is a duel against its "
            "knight. Play Gaston Phoebus (attack 8, worth 3 glory)."
        ),
        move("play", "C21"),
    ),
    Step(
        N_(
            "The first to win two clashes wins the duel. Each clash, you may add Strength tokens (4 at most in "
            "the whole duel), then your dice roll: the best red, black and white dice add up. Add 2 now, "
            "and keep 2 for the next clash."
        ),
        move("strength", 2),
        light=(("duel-attack", 1),),
    ),
    Step(
        N_(
            "Now a Faith token could reroll up to 2 dice. Keep your Faith for the tournament: pass, and this "
            "clash is lost."
        ),
        move("pass"),
    ),
    Step(
        N_("Second clash: add your last 2 Strength tokens. The fourth one lights the red star."),
        move("strength", 2),
    ),
    Step(
        N_("Your attack beats the knight's 8: pass, and the clash is yours."),
        move("pass"),
        light=(("duel-attack", 0), ("duel-attack", 1)),
    ),
    Step(
        N_("The third clash is rolled at once, with the Strength already added. Pass to win the duel and its glory."),
        move("pass"),
    ),
    Step(
        N_(
            "A Romance card gives its reward: play The Banquet for a coin, a Strength and a Faith token. Then "
            "the maintenance phase pays everyone's income."
        ),
        move("play", "R24"),
    ),
    Step(
        N_(
            "Registration for this round's Pas d'Armes: every player must challenge one knight, then may "
            "challenge a second one in another town. Challenge Hans von Trotha in Paris."
        ),
        move("register", 1, 1),
    ),
    Step(
        N_(
            "Add a second challenge: Álvaro Vaz de Almada in Florence. The duels are fought in Florence, then "
            "Paris, then Munich, and each knight you beat wins you glory."
        ),
        move("register", 0, 0),
    ),
    Step(
        N_(
            "Three rounds like this one, each ending in a tournament. After the third, the titles are scored "
            "and the most glory wins."
        ),
        light=("strip",),
    ),
)

TUTORIAL = Tutorial(
    game="glory", players=2, seed=1, steps=STEPS, bot_level="easy", extra=(("characters", "level1"), ("t1", "pas"))
)
