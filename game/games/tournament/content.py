"""Tournament's content as data: the 52 cards, the nine contests and the numbers the rules use.

Card ids are ints 0..51: Knights 0-9, Weapons 10-19, Horses 20-29, Shields 30-39 (force = id % 10 + 1),
Contests 40-48, Specials 49-51. Names are marked with ``N_`` and translated where shown.
Values the rulebook leaves open (see RULES-NOTES) are marked "ours".
"""

from __future__ import annotations

from game.i18n import N_

KNIGHT, WEAPON, HORSE, SHIELD, CONTEST, SPECIAL = "K", "W", "H", "S", "C", "X"
CHIVALRY_KINDS = (KNIGHT, WEAPON, HORSE, SHIELD)
"""The four parts of a Knight Combo, in the order the ``combo`` action lists them."""

HAND_LIMIT = 7
STARTING_HAND = 7
SPECIAL_DRAW = 3
MIN_PLAYERS, MAX_PLAYERS = 2, 6

VARIANT_STANDARD = "standard"
VARIANTS = (VARIANT_STANDARD,)

KIND_NAMES = {
    KNIGHT: N_("Knight"),
    WEAPON: N_("Weapon"),
    HORSE: N_("Horse"),
    SHIELD: N_("Shield"),
    CONTEST: N_("Contest"),
    SPECIAL: N_("Special"),
}

_CHIVALRY_NAMES = (
    # Knights 1..10
    N_("Squire"),
    N_("Young Knight"),
    N_("Cavalier"),
    N_("Crusader"),
    N_("Templar"),
    N_("Green Knight"),
    N_("Red Knight"),
    N_("Black Knight"),
    N_("White Knight"),
    N_("Famous Knight"),
    # Weapons 1..10
    N_("Dagger"),
    N_("Flail"),
    N_("Mace"),
    N_("Morning Star"),
    N_("Battle Axe"),
    N_("Long Sword"),
    N_("Broad Sword"),
    N_("Bastard Sword"),
    N_("Great Sword"),
    N_("Lance"),
    # Horses 1..10
    N_("Old Nag"),
    N_("Light Horse"),
    N_("Riding Horse"),
    N_("Fine Stallion"),
    N_("Heavy Horse"),
    N_("Courser"),
    N_("Charger"),
    N_("Noble Steed"),
    N_("Destrier"),
    N_("War Horse"),
    # Shields (family crests) 1..10
    N_("Cock"),
    N_("Boar"),
    N_("Antelope"),
    N_("Bear"),
    N_("Basilisk"),
    N_("Angel"),
    N_("Unicorn"),
    N_("Gryphon"),
    N_("Lion"),
    N_("Dragon"),
)

# Contest categories (ids are stable: saves and actions use the card id, the UI uses the category).
MELEE, JOUST, HERALDRY, QUEST, CHALLENGE, ROYAL_HUNT, KINGS_FAVOR, COURT_INTRIGUE, ROMANCE = range(9)

CONTEST_NAMES = (
    N_("Melee"),
    N_("Joust"),
    N_("Heraldry"),
    N_("Quest"),
    N_("Challenge"),
    N_("Royal Hunt"),
    N_("King's Favour"),
    N_("Court Intrigue"),
    N_("Romance"),
)
CONTEST_RULES = (
    N_("Highest total force of Weapons in play wins."),
    N_("Highest total force of Horses in play wins."),
    N_("Highest total force of Shields in play wins."),
    N_("Highest total force of Knights in play wins."),
    N_("The single Knight Combo in play with the highest total force wins."),
    N_("Most Knight Combos in play wins."),
    N_("Most Chivalry cards in play and in hand together wins."),
    N_("Highest total force of all cards in play wins."),
    N_("Most cards in play sharing one force value wins."),
)
SPECIAL_NAMES = (N_("Feast"), N_("Nobility"), N_("Valor"))
SPECIAL_RULE = N_("Play during your turn: draw 3 cards.")
SPECIAL_AFTER = N_("Once played it goes on the discard pile, where the next player may take it and play it again.")
"""What becomes of a played Special (the rule in its tooltips; the card's face has room for the rule only)."""

FIRST_CONTEST, FIRST_SPECIAL, DECK_SIZE = 40, 49, 52
ALL_CARDS = tuple(range(DECK_SIZE))

KIND: tuple[str, ...] = tuple(
    CHIVALRY_KINDS[c // 10] if c < FIRST_CONTEST else (CONTEST if c < FIRST_SPECIAL else SPECIAL) for c in ALL_CARDS
)
FORCE: tuple[int, ...] = tuple(c % 10 + 1 if c < FIRST_CONTEST else 0 for c in ALL_CARDS)
NAME: tuple[str, ...] = _CHIVALRY_NAMES + CONTEST_NAMES + SPECIAL_NAMES
CONTESTS = tuple(range(FIRST_CONTEST, FIRST_SPECIAL))
SPECIALS = tuple(range(FIRST_SPECIAL, DECK_SIZE))


def category(card: int) -> int:
    """The contest category (MELEE..ROMANCE) of a Contest card."""
    return card - FIRST_CONTEST


def card_of(kind: str, force: int) -> int:
    """The id of the Chivalry card of ``kind`` ('K', 'W', 'H', 'S') and ``force`` 1..10."""
    return CHIVALRY_KINDS.index(kind) * 10 + force - 1


def is_chivalry(card: int) -> bool:
    return 0 <= card < FIRST_CONTEST
