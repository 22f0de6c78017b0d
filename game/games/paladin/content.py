"""Paladin content: the 42 paladin cards, the 18 missions and every number the rulebook leaves open.

Values marked *ours* are decisions recorded in shared/RULES-NOTES.md (the published split of the
paladin deck is unknown). Names are marked with ``N_`` and translated where shown.
"""

from __future__ import annotations

from game.i18n import N_

#: paladin cards per value 0..9 (ours); one card of every value is red
VALUE_COUNTS: tuple[int, ...] = (3, 4, 4, 5, 5, 5, 4, 4, 4, 4)
PALADIN_COUNT = sum(VALUE_COUNTS)  # 42

#: card id -> value and colour; ids run by value, the first card of every value is the red one
CARD_VALUE: tuple[int, ...] = tuple(v for v, n in enumerate(VALUE_COUNTS) for _ in range(n))
CARD_RED: tuple[bool, ...] = tuple(i == 0 for _v, n in enumerate(VALUE_COUNTS) for i in range(n))
RED_CARDS: tuple[int, ...] = tuple(c for c in range(PALADIN_COUNT) if CARD_RED[c])
#: comparison key: higher beats lower; at equal value the red card is the stronger one
CARD_STRENGTH: tuple[int, ...] = tuple(2 * CARD_VALUE[c] + CARD_RED[c] for c in range(PALADIN_COUNT))

#: rank title of the (black) paladins of each value (ours)
RANK_NAMES: tuple[str, ...] = (
    N_("Page"),
    N_("Squire"),
    N_("Man-at-Arms"),
    N_("Sergeant"),
    N_("Knight Errant"),
    N_("Knight"),
    N_("Knight Banneret"),
    N_("Baron"),
    N_("Marshal"),
    N_("Champion"),
)
#: the red paladins are Charlemagne's famous peers, one per value (ours)
RED_NAMES: tuple[str, ...] = (
    N_("Astolpho"),
    N_("Archbishop Turpin"),
    N_("Salomon of Brittany"),
    N_("Naimes of Bavaria"),
    N_("Ogier the Dane"),
    N_("Ruggiero"),
    N_("Brandimart"),
    N_("Oliver"),
    N_("Rinaldo"),
    N_("Roland"),
)


def card_name(card: int) -> str:
    """The untranslated name (msgid) of a paladin card."""
    v = CARD_VALUE[card]
    return RED_NAMES[v] if CARD_RED[card] else RANK_NAMES[v]


#: missions: 18 cards, three of each honour 1..6; ids 0..17, honour = id // 3 + 1
MISSION_COUNT = 18
MISSION_HONOUR: tuple[int, ...] = tuple(m // 3 + 1 for m in range(MISSION_COUNT))
QUEEN_MAX_HONOUR = 3  # the queen's deck holds honour 1-3, the king's deck 4-6
MISSION_NAMES: tuple[str, ...] = (
    N_("Escort the Pilgrims"),
    N_("Guard the Old Bridge"),
    N_("Find the Lost Falcon"),
    N_("Chase the Brigands"),
    N_("Carry the Royal Letter"),
    N_("Protect the Harvest"),
    N_("Hold the Mountain Pass"),
    N_("Free the Hostages"),
    N_("Win the Court Tourney"),
    N_("Storm the Robber Keep"),
    N_("Break the Siege"),
    N_("Escort the Princess"),
    N_("Slay the Wyvern"),
    N_("Recover the Stolen Crown"),
    N_("Defend the Border Castle"),
    N_("Slay the Dragon"),
    N_("Seek the Holy Grail"),
    N_("Save the Kingdom"),
)
#: game-icons names used as mission art (the art pipeline draws them)
MISSION_ICONS: tuple[str, ...] = (
    "hooded-figure",
    "stone-bridge",
    "eagle-head",
    "hood",
    "tied-scroll",
    "wheat",
    "medieval-gate",
    "key",
    "trophy-cup",
    "castle-ruins",
    "castle",
    "ample-dress",
    "wyvern",
    "imperial-crown",
    "stone-tower",
    "dragon-head",
    "holy-grail",
    "throne-king",
)
#: art of the black paladins by value, and of the ten red peers
RANK_ICONS: tuple[str, ...] = (
    "chess-pawn",
    "pikeman",
    "swordman",
    "halberd",
    "cloaked-figure-on-horseback",
    "chess-knight",
    "knight-banner",
    "visored-helm",
    "mounted-knight",
    "laurel-crown",
)
RED_ICONS: tuple[str, ...] = (
    "pegasus",
    "gothic-cross",
    "bell-shield",
    "old-king",
    "broadsword",
    "griffin-shield",
    "lion",
    "heavy-helm",
    "horse-head",
    "hunting-horn",
)


def queens_deck(mission: int) -> bool:
    """True for a mission of the queen's deck (honour 1-3)."""
    return MISSION_HONOUR[mission] <= QUEEN_MAX_HONOUR


PLAYERS = (3, 4, 5)
TOKENS_PER_PLAYER = 5  # markers only; each player uses at most one per mission


def hand_size(players: int) -> int:
    """Cards in hand at the start of every round: players + 1."""
    return players + 1


RED_BONUS = 1  # honour per red paladin kept in front of a player
#: variant ids
STANDARD = "standard"
CLASSIC_ZERO = "classic_zero"  # a 0 beats a 9 (and so a 9 cannot beat a 0) -- the second half is ours


def beats(challenger: int, leader: int, classic_zero: bool = False) -> bool:
    """Whether the card ``challenger`` may beat the card ``leader`` (both card ids)."""
    if classic_zero:
        cv, lv = CARD_VALUE[challenger], CARD_VALUE[leader]
        if cv == 0 and lv == 9:
            return True
        if cv == 9 and lv == 0:
            return False
    return CARD_STRENGTH[challenger] > CARD_STRENGTH[leader]
