"""Paladin's guided first game: three players, you deal the first round, and one look at a rival's
paladin tells you where your 7 will win."""

from __future__ import annotations

from game.i18n import N_
from game.learn.tutorial import Step, Tutorial, move

TUTORIAL = Tutorial(
    game="paladin",
    players=3,
    seed=21,
    steps=(
        Step(
            N_(
                "Welcome to Paladin. Each round, one mission per player is laid out; the number on a "
                "mission is its honour. The strongest paladin at a mission wins it, and the most honour "
                "at the end of the game wins."
            ),
            light=("missions",),
        ),
        Step(
            N_("You deal this round, so you choose who places first. Open “Choose who starts” and pick “I start”."),
            move("start", 0),
        ),
        Step(
            N_(
                "Paladins are bid face down. Each mission first gets one main paladin. Click your 8, then "
                "the first mission."
            ),
            move("place", 36, 0),
        ),
        Step(
            N_(
                "Just before you place, you may look at one face-down paladin of a rival. Click the lit "
                "paladin on the second mission."
            ),
            move("peek", 1, 1),
        ),
        Step(
            N_(
                "It is a 4, and your 7 is higher. Place your 7 on the second mission. In the end everyone "
                "has one paladin at every mission."
            ),
            move("place", 33, 1),
            light=(("slot", 1, 0),),
        ),
        Step(
            N_(
                "Your 1 is red: a red paladin also beats one of its own value, and each red paladin you "
                "win is worth 1 honour more. Place it on the last mission; your 3 stays in your hand."
            ),
            move("place", 3, 2),
        ),
        Step(
            N_(
                "Now the missions are settled in order. A mission's main paladin is turned up; then the "
                "others, in the order they were placed, beat it, take their paladin back or discard it. "
                "Your 8 kept the first mission."
            ),
            light=("missions",),
        ),
        Step(
            N_(
                "On the second mission the main paladin is the 4 you saw. Click “Beat”: your 7 takes the "
                "lead and the beaten paladin is discarded."
            ),
            move("beat"),
            light=(("slot", 1, 0), ("slot", 1, 1)),
        ),
        Step(
            N_(
                "On the last mission your 1 cannot beat a 3. Take it back into your hand to bid it in a "
                "later round (discarding it would lose it)."
            ),
            move("take"),
            light=(("slot", 2, 0), ("slot", 2, 1)),
        ),
        Step(
            N_(
                "You won two missions: 6 honour. A winning paladin stays in front of you. Each new round, "
                "the player with the least honour from missions deals and every hand is filled up again."
            ),
            light=("mine",),
        ),
    ),
)
