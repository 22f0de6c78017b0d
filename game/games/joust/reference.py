"""Joust for Fun's full rules reference in our own words: chapters of paragraphs and pictures (translated).

Pictures are named by key (``knight:<id>``, ``maiden``, ``court:<id>``, ``combat:<value>``) and drawn by
``ui.reference_art.picture``."""

from __future__ import annotations

from game.games.joust import content as C
from game.i18n import _
from game.ui.scenes.rules_reference_model import Chapter, Picture


def chapters() -> list[Chapter]:
    """The reference, in the current language."""
    return [
        Chapter(
            _("Goal"),
            (
                _(
                    "Two to four players joust with a small stable of knights. Each combat is a secret duel of "
                    "combat cards: a strike deals damage, a block stops it, and either one wins a fan. Knocking "
                    "out a knight wins more fans. In the standard game the first player with 12 fans wins; the "
                    "other two modes change the goal (see Modes)."
                ),
                Picture(("knight:6", "combat:5", "court:10"), _("A knight, a combat card and a court card.")),
            ),
        ),
        Chapter(
            _("The cards"),
            (
                _(
                    "Knights: 24 knights, each with a strength from 1 to 5 and up to four abilities, plus "
                    "Maiden Fair, who only appears in her scenario. A knight takes 7 damage before it is knocked "
                    "out. Its strength is the highest combat card it may attack with."
                ),
                Picture(("knight:0", "knight:7", "knight:22", "maiden"), _("Four knights; the last is Maiden Fair.")),
                _(
                    "Court cards: 18 favours of the court that heal, deal damage, take fans or lend an ability for a while. "
                    "Combat cards: every player owns the same five, valued 1 to 5, and takes them back after "
                    "each combat."
                ),
                Picture(("court:0", "court:1", "court:2", "court:16"), _("Court cards.")),
                Picture(tuple(f"combat:{v}" for v in C.COMBAT_VALUES), _("A player's five combat cards.")),
            ),
        ),
        Chapter(
            _("Setting up"),
            (
                _(
                    "Each player starts with two knights: secretly choose which one jousts in front; the other waits "
                    "in your stable. Everyone reveals at the same time, then a random player begins."
                ),
                _(
                    "The knights and the court cards form two decks. When a deck runs out, its discards are "
                    "shuffled into a new one."
                ),
            ),
        ),
        Chapter(
            _("1. Draw"),
            (
                _(
                    "On your turn: draw either a court card or a knight. A new knight joins your stable (three "
                    "knights at most; with no knights you must draw one). A court card is played face up at once: "
                    "you choose the knights it affects, and it is discarded when your turn ends — except the cards "
                    "that say they stay in play until the start of your next turn, which also work while you defend."
                ),
            ),
        ),
        Chapter(
            _("2. The jousting knight"),
            (
                _(
                    "Then pick your jousting knight. It attacks the jousting knight of the next player in turn "
                    "order; if they have none in front you may pick any of their knights, and if they have no "
                    "knights at all you attack the player after them."
                ),
                _("Your other knights wait in the stable: they do not attack, but their Always abilities still work."),
            ),
        ),
        Chapter(
            _("3. Combat cards"),
            (
                _(
                    "Both players choose a combat card from 1 to 5 in secret and reveal together. The attacker may "
                    "only choose a value up to the strength of their jousting knight. Different values: a strike. "
                    "The same value: a block."
                ),
                _(
                    "The app only offers the attacker the values their knight may play, so an illegal card can "
                    "never be chosen. The defender may choose any of the five."
                ),
            ),
        ),
        Chapter(
            _("4. Strike or block"),
            (
                _(
                    "A strike sets off the attacker's Strike abilities (Strike X only with exactly that value), "
                    "then deals combat damage equal to the attacker's card and wins the attacker a fan. A block "
                    "sets off the defender's Block abilities and wins the defender a fan."
                ),
                _(
                    "After the combat every combat card goes back to its owner's hand, and the court cards of "
                    "this turn are discarded, except those that stay in play. Then the next player takes a turn."
                ),
            ),
        ),
        Chapter(
            _("Knock-outs"),
            (
                _(
                    "A knight with 7 damage is knocked out and discarded; whoever knocked it out gains 3 more "
                    "fans. When several abilities go off at once, the player whose turn it is picks their order."
                ),
                _(
                    "Damage beyond a knight's health is lost. A knock-out is credited to whoever controls what "
                    "dealt the last damage, even on someone else's turn. A player left without knights must draw "
                    "a knight on their next turn."
                ),
            ),
        ),
        Chapter(
            _("Keywords"),
            (
                _(
                    "Keywords: Always abilities work all the time, even in the stable. Strike abilities go off "
                    "when your knight strikes, Block abilities when it blocks. Healing removes damage. Combat "
                    "damage is the damage of a strike; armour and extra combat damage change only that."
                ),
                _(
                    "Strength changes (+1 strength, 1 less strength) raise or lower the highest combat card the "
                    "knight may attack with, always between 1 and 5. Abilities that deal damage to several "
                    "knights are not combat damage, so armour does not reduce them."
                ),
            ),
        ),
        Chapter(
            _("Modes"),
            (
                _("Choose the mode on the setup screen. Standard: the first player to have 12 fans wins."),
                _(
                    "A Knight's Tale: fans do not win the game. Knock out two opposing knights to earn two "
                    "trophies and win. Fan Support: on your turn — before you draw, before you joust or after "
                    "the combat — you may spend 6 fans to deal 1 damage to any opposing knight, as often as "
                    "you can pay."
                ),
                _(
                    "Maiden Fair's Court Card Carousel (recommended for 3 players; 2 to 4 can play): everyone "
                    "plays Maiden Fair, who has 11 health and blocks back with her block value. No fans are used and knights are never "
                    "drawn. Instead of drawing a court card, add it to the shared Carousel (a fifth card "
                    "pushes out the oldest) and activate every card in it. The Carousel is never discarded. "
                    "The last Maiden standing wins."
                ),
                _(
                    "In the Carousel the cards Entice Them With Pie, Cosplay and Lady in Waiting are left out. "
                    "The Carousel's cards act oldest first, and each one chooses its knights again every time."
                ),
                _(
                    "How the app plays: a choice with a single option is made for you; knights you draw are "
                    "shown face up; in A Knight's Tale fans are still won (3 more for a knock-out), to spend on "
                    "Fan Support. A game stops after 400 turns at most, which does not happen in practice."
                ),
            ),
        ),
    ]
