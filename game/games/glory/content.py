"""All of Glory's components as data: knights, characters, journey cards, supports, relics, titles,
events, trophies, tournament cards, the board's action spaces and Otto's solo cards.

Names are marked with ``N_`` (translate with ``_`` where shown). The rulebook lists many components
without their values; every value marked ``# ours`` below was invented by us (see RULES-NOTES.md) and
can be changed here in one place. Values quoted by the rulebook are marked ``# book``.

Vocabulary used across the engine:

* journey card ids: ``R01``..``R26`` (Romance), ``M01``..``M19`` (Market), ``C01``..``C29`` (Challenge);
  the first letter is the card's type (``journey_type``).
* support tile ids: ``S01``..``S48``; a tile's kind is ``SUPPORT_TILES[tile_id]``.
* knight ids: snake-case names (``KNIGHTS``), five types (``KNIGHT_TYPES``).
* gains (rewards) are tuples ``(what, value)``; a card's reward is a tuple of *options* (the rulebook's
  slash), each option a tuple of gains. ``what`` is one of: coins, strength, faith, glory,
  prestige (colour), relic (kind), support (kind, taken from the scroll stack), mount (target level),
  armor (target level), titles (draw n, keep 1), journey (draw n blind, any types).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_

ROUNDS = 3
MAX_LEVEL = 4
MAX_STRENGTH_TOKENS_PER_DUEL = 4  # book
PAWNS = 6  # book: 6 action pawns per player
COATS = 4  # book: 4 coats of arms per player

# ---------------------------------------------------------------- dice (RULES-NOTES)
# ★ is written as 0 here; STAR_* give the face value of an unactivated / activated symbol.
DICE_FACES = {
    "red": (1, 2, 3, 4, 5, 0),  # Strength
    "black": (0, 1, 2, 3, 4, 0),  # Mount
    "white": (0, 1, 1, 2, 3, 0),  # Armor
}
STAR_FACE = 5  # index of the ★ face on every die
STAR_UNACTIVATED = {"red": 1, "black": 0, "white": 0}
STAR_ACTIVATED = {"red": 5, "black": 4, "white": 3}

# ---------------------------------------------------------------- prestige
PRESTIGE_COLOURS = ("charmer", "overlord", "warrior", "royal", "chamberlain", "champion")  # book
PRESTIGE_NAMES = {
    "charmer": N_("Charmer"),
    "overlord": N_("Overlord"),
    "warrior": N_("Warrior"),
    "royal": N_("Royal"),
    "chamberlain": N_("Chamberlain"),
    "champion": N_("Champion"),
}
# The 17 Prestige tokens are a limited supply (book); how they split between the colours is ours.
PRESTIGE_TOKENS = {"charmer": 3, "overlord": 3, "warrior": 3, "royal": 3, "chamberlain": 3, "champion": 2}

RESOURCE_NAMES = {
    "coins": N_("coins"),
    "strength": N_("Strength tokens"),
    "faith": N_("Faith tokens"),
    "glory": N_("glory points"),
}

# ---------------------------------------------------------------- knights
KNIGHT_TYPES = ("noble", "veteran", "polish", "champion", "king")
KNIGHT_TYPE_NAMES = {
    "noble": N_("Nobles"),
    "veteran": N_("Veterans"),
    "polish": N_("Polish Nobles"),
    "champion": N_("Champions"),
    "king": N_("Kings"),
}


@dataclass(frozen=True)
class Knight:
    """A non-player knight tile. ``veteran`` names the dice colour its opponent rolls one fewer of;
    Polish Nobles add a white die to ``attack`` each clash."""

    id: str
    name: str
    type: str
    attack: int
    glory: int
    prestige: int
    veteran: str = ""  # "", "red", "black" or "white"


# The 32 knights of the rulebook; attack/glory/prestige are ours, scaled per RULES-NOTES: with a level II
# mount and armor and 2-4 Strength (no faith, supports or relics), a player wins a duel against the
# round-1 knights (nobles 0.79, veterans 0.48 on average) about 65% of the time, round-2 (Polish 0.60,
# champions 0.46) about 50%, the kings 0.31 on average and the best of them about 20-28%
# (measured: bench/bench_glory.py --balance).
KNIGHT_LIST = (
    # Nobles: round-1 opposition
    Knight("federico", N_("Federico III da Montefeltro"), "noble", 8, 4, 1),
    Knight("sforza", N_("Francesco Sforza"), "noble", 7, 4, 1),
    Knight("almada", N_("Álvaro Vaz de Almada"), "noble", 7, 3, 1),
    Knight("mathew", N_("David Mathew"), "noble", 6, 3, 0),
    Knight("borssele", N_("Jan van Borssele"), "noble", 6, 3, 1),
    Knight("luxembourg", N_("John II of Luxembourg"), "noble", 6, 2, 0),
    # Veterans: fewer dice for you
    Knight("zizka", N_("Jan Žižka of Trocnov"), "veteran", 8, 5, 1, "black"),
    Knight("kinizsi", N_("Pál Kinizsi"), "veteran", 8, 5, 1, "red"),
    Knight("trotha", N_("Hans von Trotha"), "veteran", 7, 4, 1, "white"),
    Knight("kottulin", N_("Dietrich von Kottulin"), "veteran", 7, 4, 0, "black"),
    Knight("fastolf", N_("John Fastolf"), "veteran", 7, 4, 1, "white"),
    # Polish Nobles (every Polish knight but the king, RULES-NOTES): base + a white die each clash
    Knight("powala", N_("Powała of Taczów"), "polish", 7, 6, 1),
    Knight("olesnica", N_("Dobiesław of Oleśnica"), "polish", 7, 6, 1),
    Knight("zyndram", N_("Zyndram of Maszkowice"), "polish", 7, 5, 0),
    Knight("puchala", N_("Dobiesław Puchała"), "polish", 6, 5, 1),
    Knight("granowski", N_("Wincenty Granowski"), "polish", 6, 5, 1),
    Knight("ostrorog", N_("Sędziwój of Ostroróg"), "polish", 6, 5, 0),
    Knight("balicki", N_("Andrzej Balicki"), "polish", 6, 4, 0),
    Knight("zawisza", N_("Zawisza Czarny"), "polish", 8, 7, 1),
    # Champions
    Knight("lalaing", N_("Jacques de Lalaing"), "champion", 9, 7, 2),
    Knight("rozmital", N_("Jaroslav Lev of Rožmitál"), "champion", 8, 6, 1),
    Knight("boucicaut", N_("Jean II Le Maingre"), "champion", 8, 6, 2),
    Knight("bayard", N_("Pierre Terrail"), "champion", 8, 6, 1),
    Knight("quinones", N_("Suero de Quiñones"), "champion", 8, 6, 1),
    Knight("talbot", N_("John Talbot"), "champion", 8, 6, 0),
    # Kings: the best of round 3
    Knight("jagiello", N_("Władysław II Jagiełło"), "king", 9, 9, 3),
    Knight("henry5", N_("Henry V of England"), "king", 9, 9, 3),
    Knight("maximilian", N_("Maximilian I"), "king", 9, 8, 2),
    Knight("john1", N_("John I of Portugal"), "king", 9, 8, 2),
    Knight("james2", N_("James II of Scotland"), "king", 8, 8, 3),
    Knight("charles7", N_("Charles VII"), "king", 8, 7, 2),
    Knight("john2", N_("John II of Aragon"), "king", 8, 7, 2),
)
KNIGHTS = {k.id: k for k in KNIGHT_LIST}

# Solo Rivalry: Otto's knight tile per difficulty (ours; the medium bot beats easy Otto ~5 games in 8). The tile
# leaves the knight piles for the game (RULES-NOTES); Otto fights with its attack and prestige only, never
# with its type's ability (ours).
OTTO_KNIGHTS = {"easy": "kottulin", "medium": "federico", "hard": "lalaing"}
OTTO_TILES = {d: (KNIGHTS[k].attack, KNIGHTS[k].prestige) for d, k in OTTO_KNIGHTS.items()}
OTTO_START_GLORY = 10  # book

# ---------------------------------------------------------------- characters


@dataclass(frozen=True)
class Character:
    """A character card: starting resources (bottom), income (top), equipment, titles, journey cards."""

    id: str
    name: str
    level: int
    coins: int
    strength: int
    faith: int
    glory: int
    mount: int
    armor: int
    income_coins: int
    income_strength: int
    income_faith: int
    journey: str  # journey cards drawn at setup, e.g. "RM" = 1 Romance + 1 Market
    titles_drawn: int
    titles_kept: int
    support: str = ""  # level III: a special support kind received at setup


# book: level I cards are identical; level III give a special support but fewer resources. Values ours.
CHARACTER_LIST = (
    Character("squire1", N_("Young Knight"), 1, 3, 2, 1, 10, 2, 2, 2, 2, 1, "RM", 2, 1),
    Character("squire2", N_("Young Knight"), 1, 3, 2, 1, 10, 2, 2, 2, 2, 1, "RM", 2, 1),
    Character("squire3", N_("Young Knight"), 1, 3, 2, 1, 10, 2, 2, 2, 2, 1, "RM", 2, 1),
    Character("squire4", N_("Young Knight"), 1, 3, 2, 1, 10, 2, 2, 2, 2, 1, "RM", 2, 1),
    Character("errant", N_("Knight Errant"), 2, 2, 3, 0, 9, 3, 2, 2, 3, 0, "CC", 2, 1),
    Character("courtier", N_("Courtly Knight"), 2, 5, 1, 1, 10, 2, 2, 3, 1, 1, "RR", 3, 1),
    Character("crusader", N_("Crusader"), 2, 2, 2, 3, 9, 2, 3, 1, 2, 2, "RC", 2, 1),
    Character("jouster", N_("Tourney Knight"), 2, 3, 4, 0, 8, 2, 2, 2, 3, 1, "MC", 3, 2),
    Character("marshal", N_("Royal Marshal"), 3, 1, 1, 0, 8, 2, 2, 2, 2, 0, "C", 2, 1, "king"),
    Character("templar", N_("Templar"), 3, 1, 0, 2, 8, 2, 2, 1, 2, 1, "R", 2, 1, "bishop"),
    Character("favourite", N_("Queen's Favourite"), 3, 2, 1, 0, 8, 2, 2, 2, 1, 1, "M", 2, 1, "queen"),
    Character("envoy", N_("Envoy"), 3, 2, 0, 1, 8, 2, 2, 2, 1, 1, "RM", 2, 1, "emissary"),
)
CHARACTERS = {c.id: c for c in CHARACTER_LIST}

# ---------------------------------------------------------------- supports


@dataclass(frozen=True)
class SupportKind:
    """One of the 22 support kinds.

    ``timing``: "once" (immediate bonus when acquired, then permanent), "passive" (always on, never
    flipped), "tent" (before the first clash / at the start of a duel), "lance" (after the roll in a
    clash), "phase" (outside duels). ``special``: drawn from the special pile.
    """

    id: str
    name: str
    timing: str
    special: bool = False


SUPPORT_KINDS = {
    s.id: s
    for s in (
        SupportKind("hermit", N_("Hermit"), "tent"),
        SupportKind("minstrel", N_("Minstrel"), "once"),
        SupportKind("rogue", N_("Rogue"), "tent"),
        SupportKind("veteran", N_("Veteran"), "lance"),
        SupportKind("squire", N_("Squire"), "lance"),
        SupportKind("weapons_master", N_("Weapons Master"), "lance"),
        SupportKind("chronicler", N_("Chronicler"), "passive", True),
        SupportKind("sister", N_("Sister"), "passive"),
        SupportKind("queen", N_("Queen"), "passive", True),
        SupportKind("armorer", N_("Armorer"), "lance"),
        SupportKind("king", N_("King"), "once", True),
        SupportKind("bishop", N_("Bishop"), "passive", True),
        SupportKind("emissary", N_("Emissary"), "passive", True),
        SupportKind("lady_in_waiting", N_("Lady-in-Waiting"), "tent"),
        SupportKind("lady", N_("Lady"), "once", True),
        SupportKind("jester", N_("Jester"), "tent"),
        SupportKind("moneylender", N_("Moneylender"), "once"),
        SupportKind("cook", N_("Cook"), "tent"),
        SupportKind("herald", N_("Herald"), "tent"),
        SupportKind("witch", N_("Witch"), "lance"),
        SupportKind("diplomat", N_("Diplomat"), "passive", True),
        SupportKind("vassal", N_("Vassal"), "once", True),
    )
}
# Immediate bonuses of "once" supports (book): gains applied when the tile is received.
SUPPORT_ONCE_GAINS = {
    "minstrel": (("glory", 4),),
    "lady": (("glory", 5),),
    "king": (("prestige", "royal"),),
    "vassal": (("prestige", "overlord"),),
    "moneylender": (("coins", 6), ("glory", -2)),
}

# The 48 tiles (ours): pile -> ((kind, copies), ...). "scroll": only through journey cards;
# "special": the special pile; "regular1..3": regular piles, drawn in that order.
SUPPORT_PILES = {
    "special": (
        ("king", 1),
        ("queen", 1),
        ("bishop", 1),
        ("chronicler", 1),
        ("emissary", 1),
        ("lady", 1),
        ("diplomat", 1),
        ("vassal", 1),
    ),
    "regular1": (
        ("veteran", 1),
        ("squire", 1),
        ("weapons_master", 1),
        ("armorer", 1),
        ("sister", 1),
        ("cook", 2),
        ("minstrel", 1),
        ("rogue", 1),
        ("moneylender", 1),
    ),
    "regular2": (
        ("veteran", 1),
        ("squire", 1),
        ("weapons_master", 1),
        ("armorer", 1),
        ("witch", 1),
        ("jester", 1),
        ("minstrel", 1),
        ("rogue", 1),
        ("hermit", 1),
        ("sister", 1),
    ),
    "regular3": (
        ("veteran", 1),
        ("squire", 1),
        ("weapons_master", 1),
        ("armorer", 1),
        ("witch", 1),
        ("jester", 1),
        ("rogue", 1),
        ("lady_in_waiting", 1),
        ("herald", 1),
        ("minstrel", 1),
    ),
    "scroll": (
        ("weapons_master", 2),
        ("sister", 2),
        ("squire", 1),
        ("armorer", 1),
        ("minstrel", 1),
        ("veteran", 1),
        ("lady_in_waiting", 1),
        ("hermit", 1),
    ),
}
REGULAR_PILES = ("regular1", "regular2", "regular3")


def _number_tiles() -> tuple[dict[str, str], dict[str, tuple[str, ...]]]:
    tiles: dict[str, str] = {}
    piles: dict[str, tuple[str, ...]] = {}
    n = 0
    for pile, entries in SUPPORT_PILES.items():
        ids = []
        for kind, copies in entries:
            for _ in range(copies):
                n += 1
                tid = f"S{n:02d}"
                tiles[tid] = kind
                ids.append(tid)
        piles[pile] = tuple(ids)
    return tiles, piles


SUPPORT_TILES, PILE_TILES = _number_tiles()  # tile id -> kind; pile -> tile ids

# Support track (ours): (cost, minimum players) per space, left to right.
SPECIAL_SPACES = ((3, 1), (3, 3))  # book: 1 special space at 1-2 players, 2 at 3-4
REGULAR_SPACES = ((2, 1), (1, 1), (1, 1), (1, 1), (0, 1), (0, 3), (0, 4))  # book: 5/6/7 spaces

# ---------------------------------------------------------------- relics
RELIC_KINDS = ("medallion", "amulet", "ring", "rosary")  # book: 4 kinds x 4
RELIC_COPIES = 4
RELIC_NAMES = {
    "medallion": N_("Medallion"),
    "amulet": N_("Amulet"),
    "ring": N_("Ring"),
    "rosary": N_("Rosary"),
}

# ---------------------------------------------------------------- equipment
MARKET_PRICES = {2: 2, 3: 3, 4: 5}  # target level -> coins (II is ours; III/IV from RULES-NOTES)
EQUIPMENT_NAMES = {"mount": N_("Mount"), "armor": N_("Armor")}  # labels, headings
EQUIPMENT_WORDS = {"mount": N_("mount"), "armor": N_("armor")}  # in running text (the log, reasons)

# ---------------------------------------------------------------- journey cards
JOURNEY_TYPES = ("R", "M", "C")
JOURNEY_TYPE_NAMES = {"R": N_("Romance"), "M": N_("Market"), "C": N_("Challenge")}
FACE_UP = 4  # book: 4 face-up cards per type


@dataclass(frozen=True)
class JourneyCard:
    """A journey card. ``cost``: coins (Market). ``attack``/``prestige``: the opponent (Challenge)."""

    id: str
    name: str
    reward: tuple[tuple[tuple[str, object], ...], ...]
    cost: int = 0
    attack: int = 0
    prestige: int = 0
    veteran: str = ""
    polish: bool = False

    @property
    def type(self) -> str:
        return self.id[0]


def _o(*gains: tuple[str, object]) -> tuple[tuple[str, object], ...]:
    return tuple(gains)


_ROMANCE = (  # (name, copies, reward options) — the first four kinds are from the book
    (N_("The Game"), 3, (_o(("coins", 2)),)),
    (N_("Courtly Love"), 3, (_o(("glory", 1)), _o(("prestige", "charmer")))),
    (N_("The Keepsake"), 2, (_o(("relic", "ring")),)),
    (N_("The Quest"), 2, (_o(("titles", 2)),)),
    (N_("Serenade"), 3, (_o(("faith", 2)), _o(("support", "minstrel")))),
    (N_("A Lady's Favour"), 3, (_o(("strength", 2)),)),
    (N_("The Blessing"), 2, (_o(("relic", "rosary")), _o(("faith", 2)))),
    (N_("Token of Love"), 2, (_o(("relic", "medallion")),)),
    (N_("Secret Letter"), 2, (_o(("glory", 2)),)),
    (N_("The Banquet"), 2, (_o(("coins", 1), ("strength", 1), ("faith", 1)),)),
    (N_("Pilgrimage"), 2, (_o(("faith", 3)), _o(("support", "hermit")))),
)
_MARKET = (  # (name, copies, cost, reward options)
    (N_("Fencing Lessons"), 2, 1, (_o(("support", "weapons_master")),)),
    (N_("Golden Fleece"), 1, 3, (_o(("glory", 3), ("prestige", "chamberlain")),)),
    (N_("Rosary"), 2, 1, (_o(("relic", "rosary")),)),
    (N_("Destrier"), 2, 4, (_o(("mount", 4)),)),
    (N_("Warhorse"), 2, 3, (_o(("mount", 3)),)),
    (N_("Milanese Armor"), 2, 3, (_o(("armor", 3)),)),
    (N_("Gothic Armor"), 1, 4, (_o(("armor", 4)),)),
    (N_("Holy Amulet"), 2, 2, (_o(("relic", "amulet")),)),
    (N_("Saint's Medallion"), 1, 1, (_o(("relic", "medallion")),)),
    (N_("Hire a Squire"), 1, 1, (_o(("support", "squire")),)),
    (N_("The Forge"), 1, 1, (_o(("support", "armorer")),)),
    (N_("Training Grounds"), 1, 1, (_o(("strength", 3)), _o(("support", "veteran")))),
    (N_("Indulgence"), 1, 2, (_o(("glory", 2), ("faith", 1)),)),
)
_CHALLENGE = (  # (name, attack, prestige, reward options, veteran, polish) — first four from the book
    (N_("Rescue"), 7, 0, (_o(("support", "sister")), _o(("faith", 3))), "", False),
    (N_("Louis of Gruuthuse"), 8, 1, (_o(("armor", 3)), _o(("coins", 3))), "", False),
    (N_("Louis II of Brzeg"), 10, 1, (_o(("mount", 4)),), "", False),
    (N_("Riccio of Parma"), 10, 1, (_o(("armor", 4)),), "", False),
    (N_("Bandits on the Road"), 5, 0, (_o(("coins", 2)), _o(("strength", 2))), "", False),
    (N_("The Black Knight"), 9, 1, (_o(("glory", 4)),), "", False),
    (N_("Guardian of the Bridge"), 8, 0, (_o(("glory", 2), ("coins", 1)),), "", False),
    (N_("The Robber Baron"), 7, 1, (_o(("coins", 4)),), "", False),
    (N_("Duel at Dawn"), 6, 0, (_o(("glory", 2)),), "", False),
    (N_("The Green Knight"), 9, 2, (_o(("glory", 3), ("prestige", "warrior")),), "", False),
    (N_("Oswald von Wolkenstein"), 8, 1, (_o(("mount", 3)), _o(("coins", 3))), "", False),
    (
        N_("Jean de Saintré"),
        8,
        1,
        (_o(("prestige", "charmer"), ("glory", 1)), _o(("support", "lady_in_waiting"))),
        "",
        False,
    ),
    (N_("Ulrich von Liechtenstein"), 9, 1, (_o(("glory", 3)), _o(("relic", "amulet"))), "", False),
    (N_("Antoine de la Sale"), 7, 0, (_o(("titles", 2)),), "", False),
    (N_("Gilles de Rais"), 9, 0, (_o(("relic", "amulet")),), "", False),
    (N_("Bertrand du Guesclin"), 10, 2, (_o(("glory", 5)),), "", False),
    (N_("Olivier de Clisson"), 8, 1, (_o(("support", "squire")), _o(("strength", 3))), "", False),
    (N_("Thomas Malory"), 7, 0, (_o(("faith", 2), ("strength", 1)),), "", False),
    (N_("Enguerrand de Coucy"), 9, 1, (_o(("prestige", "overlord"), ("glory", 2)),), "", False),
    (N_("Philippe de Lalaing"), 8, 1, (_o(("relic", "medallion")), _o(("coins", 3))), "", False),
    (N_("Gaston Phoebus"), 8, 0, (_o(("glory", 3)),), "", False),
    (N_("Hugh Calveley"), 8, 1, (_o(("support", "weapons_master")), _o(("glory", 2))), "black", False),
    (N_("Robert Knolles"), 7, 1, (_o(("coins", 3)), _o(("glory", 2))), "white", False),
    (N_("John Hawkwood"), 9, 1, (_o(("glory", 4)), _o(("coins", 4))), "red", False),
    (N_("Mikołaj of Michałów"), 6, 1, (_o(("glory", 3)),), "", True),
    (N_("Jan of Tarnów"), 7, 1, (_o(("relic", "ring")), _o(("glory", 3))), "", True),
    (N_("Hospitaller Knight"), 8, 2, (_o(("faith", 3), ("glory", 1)),), "", False),
    (N_("Tournament Rival"), 6, 1, (_o(("glory", 2)), _o(("strength", 2))), "", False),
    (N_("The Hedge Knight"), 5, 0, (_o(("glory", 1), ("coins", 1)),), "", False),
)

#: Challenge cards named after a deed, not a knight: a sentence calls their opponent "the Rescue challenge"
DEED_CHALLENGES = frozenset({N_("Rescue"), N_("Bandits on the Road"), N_("Duel at Dawn")})


def _build_journey() -> dict[str, JourneyCard]:
    cards: dict[str, JourneyCard] = {}
    n = 0
    for name, copies, reward in _ROMANCE:
        for _ in range(copies):
            n += 1
            cards[f"R{n:02d}"] = JourneyCard(f"R{n:02d}", name, reward)
    n = 0
    for name, copies, cost, reward in _MARKET:
        for _ in range(copies):
            n += 1
            cards[f"M{n:02d}"] = JourneyCard(f"M{n:02d}", name, reward, cost=cost)
    for i, (name, attack, prestige, reward, veteran, polish) in enumerate(_CHALLENGE, 1):
        cards[f"C{i:02d}"] = JourneyCard(f"C{i:02d}", name, reward, 0, attack, prestige, veteran, polish)
    return cards


JOURNEY = _build_journey()
JOURNEY_IDS = {t: tuple(cid for cid in JOURNEY if cid[0] == t) for t in JOURNEY_TYPES}

# ---------------------------------------------------------------- titles


@dataclass(frozen=True)
class Title:
    """An end-of-game title. ``needs``: resources consumed (not shareable with other titles):
    coins, strength, faith, supports (any), relics, prestige, or a support kind id.
    ``played``: journey cards of a type in the personal discard pile. ``duel``: (attack, prestige)."""

    id: str
    name: str
    glory: int
    needs: tuple[tuple[str, int], ...] = ()
    played: tuple[str, int] | None = None
    duel: tuple[int, int] | None = None
    equipped: bool = False
    no_rogue_used: bool = False


TITLE_LIST = (  # requirements from the book; glory values ours except Influential (4, book)
    Title("strong", N_("Strong"), 5, played=("C", 5)),
    Title("charming", N_("Charming"), 4, played=("R", 5)),
    Title("traveler", N_("Traveler"), 4, played=("M", 5)),
    Title("influential", N_("Influential"), 4, needs=(("supports", 5),)),
    Title("noble", N_("Noble"), 5, needs=(("minstrel", 1), ("queen", 1), ("squire", 1)), no_rogue_used=True),
    Title("dreaded", N_("Dreaded"), 5, needs=(("weapons_master", 2), ("rogue", 2))),
    Title("pious", N_("Pious"), 5, needs=(("sister", 1), ("relics", 3), ("faith", 3))),
    Title("religious", N_("Religious"), 4, needs=(("relics", 4), ("coins", 2))),
    Title("patron", N_("Patron"), 4, needs=(("minstrel", 2), ("coins", 3))),
    Title("fortunate", N_("Fortunate"), 3, needs=(("coins", 3), ("strength", 3))),
    Title("wealthy", N_("Wealthy"), 3, needs=(("coins", 6),)),
    Title("prestigious", N_("Prestigious"), 4, needs=(("prestige", 4),)),
    Title("brave", N_("Brave"), 5, duel=(11, 1)),
    Title("equipped", N_("Equipped"), 5, equipped=True),
)
TITLES = {t.id: t for t in TITLE_LIST}
PUBLIC_TITLES = 3  # book

# ---------------------------------------------------------------- events


@dataclass(frozen=True)
class EventCard:
    """An event. ``action``: the event adds an action space (first pawn only), paying ``cost``."""

    id: str
    name: str
    round: int  # which set (dots on the back) — the split by round is ours
    action: bool = False
    cost: tuple[tuple[str, int], ...] = ()


EVENT_LIST = (
    EventCard("harvest", N_("Bountiful Harvest"), 1),
    EventCard("wedding", N_("Royal Wedding"), 1),
    EventCard("recruitment1", N_("Recruitment"), 1, True, (("coins", 1),)),
    EventCard("journey", N_("Journey"), 1, True, (("coins", 1),)),
    EventCard("crusade", N_("Crusade"), 2, True, (("coins", 1),)),
    EventCard("wandering", N_("Wandering Knight"), 2, True, (("coins", 1),)),
    EventCard("recruitment2", N_("Recruitment"), 2, True, (("coins", 1),)),
    EventCard("volunteer", N_("Volunteer"), 2, True),
    EventCard("to_arms", N_("To Arms!"), 3),
    EventCard("war", N_("War"), 3),
    EventCard("loot", N_("Loot"), 3, True, (("strength", 2),)),
    EventCard("siege", N_("Siege"), 3, True, (("strength", 2),)),
)
EVENTS = {e.id: e for e in EVENT_LIST}
SUPPORT_EVENTS = ("recruitment1", "recruitment2", "volunteer")  # a special support sits on the card
OTTO_EVENT_GLORY = {"crusade": 3, "siege": 5}  # Rivalry: Otto scores the event's glory (ours)

# ---------------------------------------------------------------- trophies (ours)


@dataclass(frozen=True)
class Trophy:
    id: str
    name: str
    gains: tuple[tuple[str, object], ...]


TROPHY_LIST = (
    Trophy("helm", N_("Golden Helm"), (("glory", 2), ("prestige", "champion"))),
    Trophy("cup", N_("Silver Cup"), (("glory", 2), ("coins", 2))),
    Trophy("sword", N_("Jewelled Sword"), (("glory", 1), ("strength", 4))),
    Trophy("reliquary", N_("Reliquary"), (("glory", 1), ("relic", "amulet"))),
)
TROPHIES = {t.id: t for t in TROPHY_LIST}
STANDARD_TROPHY = (("glory", 1), ("coins", 1))  # book

# ---------------------------------------------------------------- tournament cards (ours)
TOWNS = ("florence", "paris", "munich")  # book: resolved in this order
TOWN_NAMES = {"florence": N_("Florence"), "paris": N_("Paris"), "munich": N_("Munich")}
PAS = "pas"
PLAISANCE = "plaisance"
TOURNAMENT_TYPES = (PAS, PLAISANCE)
TOURNAMENT_NAMES = {PAS: N_("Pas d'Armes"), PLAISANCE: N_("Joust à Plaisance")}
CHOSEN = "chosen"  # option value: the round's type is chosen after the previous tournament (RULES-NOTES)
PLAISANCE_SLOTS = 8  # book: 8 -> 4 -> 2 -> final


@dataclass(frozen=True)
class TournamentCard:
    """A tournament card. Pas d'Armes rounds: one tuple of knight types per town.
    Plaisance rounds: ``place`` = (slot, type) pairs placed at setup; ``add`` = types that fill the
    free slots after registration (cycled if more slots are free)."""

    id: str
    kind: str
    players: int
    pas: tuple[tuple[tuple[str, ...], ...], ...] = ()
    place: tuple[tuple[tuple[int, str], ...], ...] = ()
    add: tuple[tuple[str, ...], ...] = ()


TOURNAMENT_CARDS = (
    TournamentCard(
        "pas2a",
        PAS,
        2,
        pas=(
            (("noble", "veteran"), ("noble", "noble"), ("veteran",)),
            (("champion", "polish"), ("veteran", "polish"), ("champion",)),
            (("king", "champion"), ("king", "polish"), ("king",)),
        ),
    ),
    TournamentCard(
        "pas2b",
        PAS,
        2,
        pas=(
            (("noble", "noble"), ("veteran", "noble"), ("polish",)),
            (("polish", "veteran"), ("champion", "noble"), ("champion",)),
            (("king", "polish"), ("champion", "king"), ("king",)),
        ),
    ),
    TournamentCard(
        "pas3a",
        PAS,
        3,
        pas=(
            (("noble", "veteran"), ("noble", "noble"), ("veteran", "noble")),
            (("champion", "polish"), ("veteran", "polish"), ("champion", "polish")),
            (("king", "champion"), ("king", "polish"), ("king", "champion")),
        ),
    ),
    TournamentCard(
        "pas3b",
        PAS,
        3,
        pas=(
            (("noble", "noble"), ("veteran", "noble"), ("polish", "veteran")),
            (("polish", "veteran"), ("champion", "noble"), ("champion", "polish")),
            (("king", "polish"), ("champion", "king"), ("king", "champion")),
        ),
    ),
    TournamentCard(
        "pas4a",
        PAS,
        4,
        pas=(
            (("noble", "veteran", "noble"), ("noble", "noble", "veteran"), ("veteran", "noble")),
            (("champion", "polish", "veteran"), ("veteran", "polish", "noble"), ("champion", "polish")),
            (("king", "champion", "polish"), ("king", "polish", "champion"), ("king", "champion")),
        ),
    ),
    TournamentCard(
        "pas4b",
        PAS,
        4,
        pas=(
            (("noble", "noble", "veteran"), ("veteran", "noble", "noble"), ("polish", "veteran")),
            (("polish", "veteran", "noble"), ("champion", "noble", "polish"), ("champion", "veteran")),
            (("king", "polish", "champion"), ("champion", "king", "polish"), ("king", "champion")),
        ),
    ),
    TournamentCard(
        "pla2a",
        PLAISANCE,
        2,
        place=(
            ((0, "noble"), (2, "noble"), (5, "veteran"), (7, "noble")),
            ((0, "polish"), (3, "veteran"), (4, "champion"), (7, "polish")),
            ((1, "king"), (2, "champion"), (5, "polish"), (6, "king")),
        ),
        add=(("noble", "veteran"), ("polish", "veteran"), ("champion", "polish")),
    ),
    TournamentCard(
        "pla2b",
        PLAISANCE,
        2,
        place=(
            ((1, "veteran"), (3, "noble"), (4, "noble"), (6, "noble")),
            ((1, "champion"), (2, "polish"), (5, "veteran"), (6, "polish")),
            ((0, "champion"), (3, "king"), (4, "king"), (7, "polish")),
        ),
        add=(("noble", "noble"), ("veteran", "polish"), ("champion", "king")),
    ),
    TournamentCard(
        "pla3a",
        PLAISANCE,
        3,
        place=(
            ((0, "noble"), (3, "veteran"), (6, "noble")),
            ((1, "polish"), (4, "champion"), (7, "veteran")),
            ((0, "king"), (3, "champion"), (5, "king")),
        ),
        add=(("noble", "veteran"), ("polish", "veteran"), ("champion", "polish")),
    ),
    TournamentCard(
        "pla3b",
        PLAISANCE,
        3,
        place=(
            ((1, "noble"), (4, "noble"), (7, "veteran")),
            ((0, "veteran"), (2, "polish"), (6, "champion")),
            ((1, "king"), (4, "polish"), (6, "champion")),
        ),
        add=(("noble", "noble"), ("veteran", "polish"), ("champion", "king")),
    ),
    TournamentCard(
        "pla4a",
        PLAISANCE,
        4,
        place=(((0, "noble"), (5, "veteran")), ((2, "polish"), (7, "champion")), ((1, "king"), (4, "champion"))),
        add=(("noble", "veteran"), ("polish", "veteran"), ("champion", "polish")),
    ),
    TournamentCard(
        "pla4b",
        PLAISANCE,
        4,
        place=(((3, "noble"), (6, "noble")), ((0, "veteran"), (5, "polish")), ((2, "king"), (7, "king"))),
        add=(("noble", "veteran"), ("polish", "champion"), ("champion", "king")),
    ),
)
TOURNAMENT_CARD_IDS = {c.id: c for c in TOURNAMENT_CARDS}
# When a type's tiles run out, draw the nearest type in this order (ours).
KNIGHT_FALLBACK = {
    "noble": ("veteran", "polish", "champion", "king"),
    "veteran": ("noble", "polish", "champion", "king"),
    "polish": ("veteran", "champion", "noble", "king"),
    "champion": ("polish", "king", "veteran", "noble"),
    "king": ("champion", "polish", "veteran", "noble"),
}

# ---------------------------------------------------------------- board: action spaces (ours)


@dataclass(frozen=True)
class ActionSpace:
    """An action space. ``circles``: minimum player count of each limited circle (``()`` = open zone)."""

    id: str
    name: str
    circles: tuple[int, ...] = ()


ACTION_SPACES = {
    a.id: a
    for a in (
        ActionSpace("training", N_("Training"), (1, 3)),
        ActionSpace("prayer", N_("Prayer"), (1, 3)),
        ActionSpace("service", N_("Service"), (1, 4)),
        ActionSpace("travel", N_("Travel Plans"), (1, 3, 4)),
        ActionSpace("initiative", N_("Initiative")),
        ActionSpace("patrol", N_("Patrol")),
        ActionSpace("warmup", N_("Warm-Up")),
        ActionSpace("market", N_("Market")),
        ActionSpace("support", N_("Support")),
        ActionSpace("herald", N_("Herald")),
        ActionSpace("objective", N_("New Objective")),
        ActionSpace("event", N_("Event")),
    )
}
ACTION_GAINS = {  # book
    "training": (("strength", 3),),
    "prayer": (("faith", 3),),
    "service": (("coins", 3),),
    "patrol": (("coins", 2),),
    "warmup": (("strength", 2),),
}
TRAVEL_CARDS = 2  # book
OBJECTIVE_DRAW = 3  # book

# ---------------------------------------------------------------- solo: Otto's automa cards
SOLO_MODES = ("champion", "score", "rivalry")
SOLO_MODE_NAMES = {"champion": N_("Champion"), "score": N_("Score"), "rivalry": N_("Rivalry")}
DIFFICULTIES = ("easy", "medium", "hard")
SCORE_TARGETS = {"easy": 65, "medium": 75, "hard": 85}  # book

# An Otto action: ("support", kinds...), ("special",), ("travel", "R"|"M"|"C"), ("objective",),
# ("event",), ("initiative",), ("training",), ("prayer",), ("service",), ("herald",).


@dataclass(frozen=True)
class AutomaCard:
    id: str
    name: str
    actions: tuple[tuple[str, ...], ...]  # Action I, II, III
    deck: str = "solo"  # "solo", "warrior" or "pious"


AUTOMA_CARDS = (  # ours; the Support example of the book is card A1's first action
    AutomaCard(
        "A1", N_("Otto's Plan"), (("support", "weapons_master", "squire", "sister"), ("training",), ("prayer",))
    ),
    AutomaCard("A2", N_("Otto's Plan"), (("travel", "C"), ("initiative",), ("service",))),
    AutomaCard("A3", N_("Otto's Plan"), (("special",), ("prayer",), ("travel", "R"))),
    AutomaCard("A4", N_("Otto's Plan"), (("herald",), ("travel", "M"), ("training",))),
    AutomaCard("A5", N_("Otto's Plan"), (("event",), ("support", "minstrel", "armorer", "veteran"), ("service",))),
    AutomaCard("A6", N_("Otto's Plan"), (("initiative",), ("special",), ("prayer",))),
    AutomaCard("A7", N_("Otto's Plan"), (("objective",), ("travel", "R"), ("training",))),
    AutomaCard("A8", N_("Otto's Plan"), (("support", "rogue", "witch", "cook"), ("herald",), ("service",))),
    AutomaCard("A9", N_("Otto's Plan"), (("travel", "M"), ("event",), ("prayer",))),
    AutomaCard("W1", N_("Warrior"), (("training",), ("support", "veteran", "weapons_master"), ("herald",)), "warrior"),
    AutomaCard("W2", N_("Warrior"), (("herald",), ("travel", "C"), ("training",)), "warrior"),
    AutomaCard("P1", N_("Pious"), (("prayer",), ("support", "sister", "hermit"), ("special",)), "pious"),
    AutomaCard("P2", N_("Pious"), (("special",), ("prayer",), ("travel", "R")), "pious"),
)
AUTOMA = {c.id: c for c in AUTOMA_CARDS}
AUTOMA_DECKS = ("solo", "warrior", "pious")
OTTO_SUPPORT_GLORY = {"minstrel": 4, "lady": 5, "chronicler": 2}  # Rivalry: glory for discarding (ours)
OTTO_ACTION_NAMES = {
    "support": N_("Support"),
    "special": N_("Special Support"),
    "travel": N_("Travel Plans"),
    "objective": N_("New Objective"),
    "event": N_("Event"),
    "initiative": N_("Initiative"),
    "training": N_("Training"),
    "prayer": N_("Prayer"),
    "service": N_("Service"),
    "herald": N_("Herald"),
    "patrol": N_("Patrol"),
}
