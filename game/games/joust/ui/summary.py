"""The in-app rules summary of Joust for Fun, in our own words (translated)."""

from __future__ import annotations

from game.games.joust import content as C
from game.i18n import _


def rules_summary(variant: str = C.STANDARD) -> str:
    """Paragraphs separated by blank lines: the turn, combat, knock-outs, then the chosen mode."""
    parts = [
        _(
            "Each player starts with two knights: secretly choose which one jousts in front; the other waits "
            "in your stable. Everyone reveals at the same time, then a random player begins."
        ),
        _(
            "On your turn: draw either a court card or a knight. A new knight joins your stable (three "
            "knights at most; with no knights you must draw one). A court card is played face up at once: "
            "you choose the knights it affects, and it is discarded when your turn ends — except the cards "
            "that say they stay in play until the start of your next turn, which also work while you defend."
        ),
        _(
            "Then pick your jousting knight. It attacks the jousting knight of the next player in turn "
            "order; if they have none in front you may pick any of their knights, and if they have no "
            "knights at all you attack the player after them."
        ),
        _(
            "Both players choose a combat card from 1 to 5 in secret and reveal together. The attacker may "
            "only choose a value up to the strength of their jousting knight. Different values: a strike. "
            "The same value: a block."
        ),
        _(
            "A strike sets off the attacker's Strike abilities (Strike X only with exactly that value), "
            "then deals combat damage equal to the attacker's card and wins the attacker a fan. A block "
            "sets off the defender's Block abilities and wins the defender a fan."
        ),
        _(
            "A knight with 7 damage is knocked out and discarded; whoever knocked it out gains 3 more "
            "fans. When several abilities go off at once, the player whose turn it is picks their order."
        ),
        _(
            "Keywords: Always abilities work all the time, even in the stable. Strike abilities go off "
            "when your knight strikes, Block abilities when it blocks. Healing removes damage. Combat "
            "damage is the damage of a strike; armour and extra combat damage change only that."
        ),
    ]
    if variant == C.TALE:
        parts.append(
            _(
                "A Knight's Tale: fans do not win the game. Knock out two opposing knights to earn two "
                "trophies and win. Fan Support: on your turn — before you draw, before you joust or after "
                "the combat — you may spend 6 fans to deal 1 damage to any opposing knight, as often as "
                "you can pay."
            )
        )
    elif variant == C.CAROUSEL:
        parts.append(
            _(
                "Maiden Fair's Court Card Carousel (recommended for 3 players; 2 to 4 can play): everyone "
                "plays Maiden Fair, who has 11 health and blocks back with her block value. No fans are used and knights are never "
                "drawn. Instead of drawing a court card, add it to the shared Carousel (a fifth card "
                "pushes out the oldest) and activate every card in it. The Carousel is never discarded. "
                "The last Maiden standing wins."
            )
        )
    else:
        parts.append(_("The first player to have 12 fans wins."))
    return "\n\n".join(parts)
