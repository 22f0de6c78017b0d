"""Joust for Fun's guided first game: two players, the standard mode, against the easy bot.

The deal (seed 2): you begin with Sir Galahad the Gallant and The Black Knight; the bot sends Dame
Matilda Moonshield (armour 2) to joust and keeps Friar Tuckington in the stable. The steps teach, one
rule each: the secret choice of the jousting knight, the draw, a court card and its target, the
attack, the combat cards (a strike with a Strike 5 ability, which goes off with the court card's), a
block while defending, armour, and a knock-out for 3 fans. Then the game goes on freely.
"""

from __future__ import annotations

from game.i18n import N_
from game.learn.tutorial import Step, Tutorial, move

BLACK_KNIGHT, MATILDA = 2, 4  # the knights' uids in this deal
HEALERS_HERBS = 14  # the court card you draw first

STEPS = (
    Step(
        N_(
            "Welcome to Joust for Fun! You hold two knights. In secret, each player sends one to joust in "
            "front; the other waits in the stable. Click The Black Knight: strength 5, your strongest."
        ),
        move("setup", 1),
    ),
    Step(
        N_(
            "You begin. Every turn starts with a draw: a knight for your stable, or a court card, which is "
            "played at once. Draw a court card."
        ),
        move("draw", "court"),
        light=("court-deck", "knight-deck"),
    ),
    Step(
        N_(
            "Healer's Herbs gives one of your knights “Strike: heal 2 damage from this knight” for this turn. "
            "Click The Black Knight to give it to him."
        ),
        move("target", BLACK_KNIGHT),
        light=(("court", 0, HEALERS_HERBS),),
    ),
    Step(
        N_(
            "Now choose your jousting knight: he attacks the jousting knight of the next player, Dame "
            "Matilda Moonshield. Click The Black Knight."
        ),
        move("joust", BLACK_KNIGHT),
    ),
    Step(
        N_(
            "Both players now choose a combat card from 1 to 5 in secret; the attacker may not play more "
            "than the strength of the jousting knight. Different cards make a strike: damage equal to the "
            "attacker's card, and a fan for the attacker. Play the 5."
        ),
        move("card", 5),
        light=(("knight", BLACK_KNIGHT),),
    ),
    Step(
        N_(
            "A strike! Your 5 also set off The Black Knight's “Strike 5” ability, and the Herbs' Strike went "
            "off with it. Now Dame Matilda attacks you: the defender may play any card, and the same value as "
            "the attacker's is a block — no damage, a fan for the defender. Her strength is 3, so she plays 1 "
            "to 3. Guess: play the 1."
        ),
        move("card", 1),
        light=(("knight", MATILDA),),
    ),
    Step(
        N_(
            "Blocked! Dame Matilda's armour takes 2 off the combat damage she suffers: your 5 dealt her only "
            "3, and the Strike 5 ability 1 more. Draw a court card."
        ),
        move("draw", "court"),
        light=(("knight", MATILDA),),
    ),
    Step(
        N_("Rotten Tomatoes deals 1 damage to an opposing knight. Click Dame Matilda Moonshield."),
        move("target", MATILDA),
    ),
    Step(
        N_("Every turn you choose your jousting knight again. Click The Black Knight."),
        move("joust", BLACK_KNIGHT),
    ),
    Step(
        N_(
            "Dame Matilda has 5 damage, and a knight with 7 is knocked out; whoever knocks a knight out wins "
            "3 more fans. A strike with the 4 deals 2 through her armour: play the 4."
        ),
        move("card", 4),
        light=(("knight", MATILDA),),
    ),
    Step(
        N_(
            "Knocked out! You have 7 fans, and the first player with 12 wins. With fewer than 3 knights you "
            "may draw a knight instead of a court card, to keep a fresh one in your stable."
        ),
        light=("mine",),
    ),
)

TUTORIAL = Tutorial(game="joust", players=2, seed=2, steps=STEPS, bot_level="easy", variant="standard")
