"""Joust for Fun content: knights, court cards and the numbers of each mode, all as data.

The published card lists are unknown, so these cards are ours (see RULES-NOTES). Every ability is
built only from the rulebook's keywords — Always, Strike, Strike X, Block, Healing, Combat Damage —
as an :class:`Ability` (trigger + effect + amount) that the engine interprets in one
place (``effects.py``); no card has a code path of its own. Names are marked with ``N_`` and
translated where shown; ability texts are composed from translated templates by
:func:`ability_text`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.i18n import N_, _, after_colon, ngettext

# --- numbers of the game (rulebook) -------------------------------------------------------
HEALTH = 7  # damage tokens that knock a knight out
MAIDEN_HEALTH = 11  # Maiden Fair's health in her scenario
FANS_TO_WIN = 12
KO_FANS = 3  # extra fans for knocking out an opposing knight
MAX_KNIGHTS = 3
COMBAT_VALUES = (1, 2, 3, 4, 5)
TROPHIES_TO_WIN = 2  # Royal Decree "A Knight's Tale"
DECREE_COST = 6  # fans spent for 1 damage in "A Knight's Tale"
DECREE_DAMAGE = 1
CAROUSEL_SIZE = 4  # a 5th card pushes the oldest out
# ours: a safety net so a game always ends (never reached in thousands of simulated games)
MAX_TURNS = 400

# --- modes --------------------------------------------------------------------------------
STANDARD = "standard"
TALE = "tale"  # Royal Decree: A Knight's Tale
CAROUSEL = "carousel"  # Scenario: Maiden Fair's Court Card Carousel
VARIANTS = (STANDARD, TALE, CAROUSEL)

# --- ability vocabulary -------------------------------------------------------------------
# triggers
ALWAYS = "always"
STRIKE = "strike"  # with x > 0: Strike X (only when striking with that exact value)
BLOCK = "block"

# effects of triggered abilities (Strike / Block / court cards)
SPLASH_DEF = "splash_def"  # N damage to each knight of the defending player
SPLASH_ATT = "splash_att"  # N damage to each knight of the attacking player
REFLECT = "reflect"  # damage to the attacking knight equal to the block value
HIT = "hit"  # N damage to the other knight of this combat
HEAL_SELF = "heal_self"  # heal N from this knight
HEAL_TEAM = "heal_team"  # heal N from each of your knights
FANS = "fans"  # gain N fans
DRAIN = "drain"  # the other player of this combat gives you N fans
SPLASH_JOUSTERS = "splash_jousters"  # N damage to each opposing jousting knight
# effects of Always abilities (passive)
POWER = "power"  # +N combat damage when this knight strikes
ARMOR = "armor"  # this knight takes N less combat damage (negative: more)
MIGHT = "might"  # +N strength (combat cards up to strength, 1 to 5; negative: less)
REGEN = "regen"  # heal N from this knight at the start of your turn
SILENCE = "silence"  # this knight's other abilities have no effect (court cards only)

TRIGGERED = frozenset({SPLASH_DEF, SPLASH_ATT, REFLECT, HIT, HEAL_SELF, HEAL_TEAM, FANS, DRAIN, SPLASH_JOUSTERS})
PASSIVE = frozenset({POWER, ARMOR, MIGHT, REGEN, SILENCE})


@dataclass(frozen=True)
class Ability:
    """One keyword ability: ``trigger`` (Always/Strike/Block), ``effect`` and its numbers."""

    trigger: str
    effect: str
    amount: int = 0
    x: int = 0  # Strike X: the exact combat value needed (0 = any strike)


@dataclass(frozen=True)
class KnightCard:
    name: str  # N_ msgid
    strength: int
    abilities: tuple[Ability, ...]
    icon: str = "mounted-knight"
    scenario: bool = False  # scenario-only knight (Maiden Fair)


# --- court cards ----------------------------------------------------------------------------
# target kinds: which knights a court card's drawer may choose for each slot
OWN = "own"
OWN_STABLE = "own_stable"
OPP = "opp"
OPP_STABLE = "opp_stable"
OTHER = "other"  # any knight except the one chosen for slot 0

# court effects (applied to the knight chosen for ``slot``)
C_HEAL = "heal"
C_DAMAGE = "damage"
C_GRANT = "grant"  # the knight gains ``ability`` while the card is in play
C_STEAL = "steal"  # that knight's player gives you N fans
C_COPY = "copy"  # slot 0 also has the abilities of slot 1 while the card is in play


@dataclass(frozen=True)
class CourtEffect:
    kind: str
    slot: int = 0
    amount: int = 0
    ability: Ability | None = None


@dataclass(frozen=True)
class CourtCard:
    name: str  # N_ msgid
    targets: tuple[str, ...]
    effects: tuple[CourtEffect, ...]
    icon: str = "scroll-unfurled"
    carousel: bool = True  # False: removed from the deck in the Carousel scenario
    lasting: bool = False  # stays in play until the start of its player's next turn
    optional: tuple[int, ...] = ()  # target slots the player may leave empty ("up to two": stop at one)


def _k(name: str, strength: int, *abilities: Ability, icon: str = "mounted-knight") -> KnightCard:
    return KnightCard(name, strength, tuple(abilities), icon)


A = Ability
KNIGHTS: tuple[KnightCard, ...] = (
    _k(N_("Sir Humphrey the Hefty"), 4, A(STRIKE, FANS, 1), A(BLOCK, FANS, 1), icon="heavy-helm"),
    _k(
        N_("Dame Brunhilda Ironside"),
        4,
        A(ALWAYS, ARMOR, 1),
        A(STRIKE, FANS, 1, x=4),
        A(BLOCK, REFLECT),
        A(BLOCK, FANS, 2),
        icon="visored-helm",
    ),
    _k(N_("Sir Galahad the Gallant"), 4, A(STRIKE, SPLASH_DEF, 1), A(BLOCK, FANS, 2), icon="holy-grail"),
    _k(
        N_("Lady Rowena Quickspur"),
        3,
        A(STRIKE, SPLASH_DEF, 1),
        A(STRIKE, FANS, 1, x=3),
        A(BLOCK, REFLECT),
        A(BLOCK, FANS, 2),
        icon="horse-head",
    ),
    _k(
        N_("Sir Percival Puddingham"),
        3,
        A(STRIKE, FANS, 1),
        A(BLOCK, HEAL_SELF, 2),
        A(BLOCK, FANS, 2),
        icon="cupcake",
    ),
    _k(N_("Sir Cedric of the Shiny Helm"), 4, A(STRIKE, FANS, 2, x=4), A(BLOCK, FANS, 2), icon="crested-helmet"),
    _k(
        N_("The Black Knight"),
        5,
        A(ALWAYS, ARMOR, 2),
        A(STRIKE, HIT, 1, x=5),
        A(BLOCK, FANS, 1),
        icon="black-knight-helm",
    ),
    _k(
        N_("Sir Wobbleton"),
        1,
        A(ALWAYS, MIGHT, 2),
        A(STRIKE, FANS, 1),
        A(STRIKE, HIT, 3, x=1),
        A(BLOCK, FANS, 2),
        icon="juggler",
    ),
    _k(
        N_("Dame Matilda Moonshield"),
        3,
        A(ALWAYS, ARMOR, 2),
        A(STRIKE, FANS, 1),
        A(BLOCK, FANS, 2),
        icon="shield-reflect",
    ),
    _k(
        N_("Sir Tristan Twinlance"),
        4,
        A(STRIKE, HIT, 1),
        A(STRIKE, SPLASH_DEF, 2, x=2),
        A(BLOCK, FANS, 1),
        icon="spears",
    ),
    _k(
        N_("Sir Gareth the Green"),
        3,
        A(ALWAYS, REGEN, 1),
        A(STRIKE, FANS, 1),
        A(BLOCK, FANS, 2),
        icon="oak-leaf",
    ),
    _k(N_("Lady Isolde Brightmane"), 4, A(ALWAYS, POWER, 1), A(STRIKE, FANS, 1), icon="unicorn"),
    _k(N_("Sir Bors the Bruiser"), 4, A(ALWAYS, POWER, 2), A(ALWAYS, ARMOR, -1), A(BLOCK, FANS, 2), icon="fist"),
    _k(N_("Friar Tuckington"), 4, A(STRIKE, HEAL_TEAM, 1), A(BLOCK, FANS, 2), icon="monk-face"),
    _k(
        N_("Sir Kay the Crowd-Pleaser"),
        3,
        A(STRIKE, FANS, 1),
        A(BLOCK, HEAL_SELF, 1),
        A(BLOCK, FANS, 2),
        icon="cheerful",
    ),
    _k(N_("Sir Mordred Sneer"), 3, A(STRIKE, DRAIN, 1), A(BLOCK, FANS, 1), icon="snake"),
    _k(N_("Dame Elaine of Astolat"), 4, A(STRIKE, FANS, 1), A(BLOCK, REFLECT), A(BLOCK, FANS, 1), icon="rose"),
    _k(N_("Sir Bedivere One-Hand"), 3, A(ALWAYS, ARMOR, 2), A(STRIKE, HIT, 2), A(BLOCK, FANS, 2), icon="gauntlet"),
    _k(N_("Sir Lamorak the Loud"), 4, A(STRIKE, SPLASH_JOUSTERS, 1), A(BLOCK, FANS, 2), icon="hunting-horn"),
    _k(N_("Sir Dinadan the Jester"), 1, A(ALWAYS, MIGHT, 2), A(STRIKE, FANS, 1), A(BLOCK, DRAIN, 1), icon="jester-hat"),
    _k(
        N_("Sir Palomides the Patient"),
        4,
        A(ALWAYS, REGEN, 1),
        A(STRIKE, FANS, 1),
        A(BLOCK, HIT, 1),
        A(BLOCK, FANS, 1),
        icon="hourglass",
    ),
    _k(
        N_("Lady Lynette Sharptongue"),
        3,
        A(STRIKE, SPLASH_DEF, 1),
        A(BLOCK, DRAIN, 1),
        A(BLOCK, FANS, 2),
        icon="lips",
    ),
    _k(
        N_("Sir Ector Oldguard"),
        3,
        A(ALWAYS, ARMOR, 2),
        A(STRIKE, FANS, 1),
        A(BLOCK, REFLECT),
        A(BLOCK, FANS, 1),
        icon="old-king",
    ),
    _k(N_("Sir Gawain Sunblade"), 5, A(STRIKE, HEAL_SELF, 2, x=5), A(BLOCK, FANS, 2), icon="sun"),
)
#: the scenario knight (not in the knight deck; one copy per player in her scenario)
MAIDEN_FAIR = KnightCard(N_("Maiden Fair"), 4, (A(BLOCK, REFLECT),), "ample-dress", scenario=True)
MAIDEN = len(KNIGHTS)  # her card id
ALL_KNIGHTS: tuple[KnightCard, ...] = KNIGHTS + (MAIDEN_FAIR,)
DECK_KNIGHTS: tuple[int, ...] = tuple(range(len(KNIGHTS)))


def _g(ability: Ability, slot: int = 0) -> CourtEffect:
    return CourtEffect(C_GRANT, slot, 0, ability)


C = CourtCard
E = CourtEffect
COURTS: tuple[CourtCard, ...] = (
    C(N_("Entice Them With Pie"), (OPP,), (E(C_STEAL, 0, 1),), "pie-slice", carousel=False),
    C(N_("Cosplay"), (OWN, OTHER), (E(C_COPY, 0),), "carnival-mask", carousel=False, lasting=True),
    C(N_("Lady in Waiting"), (OWN_STABLE,), (E(C_HEAL, 0, HEALTH),), "dress", carousel=False),
    C(N_("Tournament Surgeon"), (OWN,), (E(C_HEAL, 0, 3),), "bandage-roll"),
    C(N_("Rotten Tomatoes"), (OPP,), (E(C_DAMAGE, 0, 1),), "tomato"),
    C(N_("Sharpened Lance"), (OWN,), (_g(A(ALWAYS, POWER, 1)),), "barbed-spear"),
    C(N_("Polished Shield"), (OWN,), (E(C_HEAL, 0, 1), _g(A(ALWAYS, ARMOR, 1))), "shield", lasting=True),
    C(N_("Squire's Encouragement"), (OWN,), (E(C_HEAL, 0, 1), _g(A(ALWAYS, MIGHT, 1))), "muscle-up"),
    C(N_("Herald's Trumpet"), (OWN,), (_g(A(STRIKE, SPLASH_DEF, 1)),), "trumpet"),
    C(N_("Jousting Tutor"), (OWN,), (_g(A(STRIKE, HIT, 1)),), "open-book"),
    C(N_("King's Favour"), (OWN,), (E(C_HEAL, 0, 2), _g(A(BLOCK, REFLECT))), "crown", lasting=True),
    C(
        N_("Roaring Crowd"),
        (OWN,),
        (_g(A(STRIKE, FANS, 1)), _g(A(BLOCK, SPLASH_ATT, 1))),
        "meeple-group",
        lasting=True,
    ),
    C(N_("Lucky Horseshoe"), (OWN,), (E(C_HEAL, 0, 1), _g(A(STRIKE, HIT, 3, x=1))), "horseshoe"),
    C(N_("Loose Saddle"), (OPP,), (_g(A(ALWAYS, MIGHT, -1)),), "saddle", lasting=True),
    C(N_("Healer's Herbs"), (OWN,), (_g(A(STRIKE, HEAL_SELF, 2)),), "healing"),
    C(N_("Muddy Lists"), (OPP,), (_g(A(ALWAYS, ARMOR, -1)),), "tattered-banner", lasting=True),
    C(N_("Royal Banquet"), (OWN, OWN), (E(C_HEAL, 0, 2), E(C_HEAL, 1, 2)), "roast-chicken", optional=(1,)),
    C(N_("Jester's Distraction"), (OPP,), (_g(A(ALWAYS, SILENCE)),), "drama-masks", lasting=True),
)
PIE, COSPLAY, LADY_IN_WAITING = 0, 1, 2
CAROUSEL_COURTS: tuple[int, ...] = tuple(i for i, c in enumerate(COURTS) if c.carousel)

# --- texts --------------------------------------------------------------------------------
_TRIGGER_TEXT = {ALWAYS: N_("Always"), STRIKE: N_("Strike"), BLOCK: N_("Block")}

# effect → its sentence for an amount (literal ngettext calls, so the extractor sees every plural)
_EFFECT_TEXT: dict[str, Callable[[int], str]] = {
    SPLASH_DEF: lambda n: ngettext(
        "Deal {n} damage to each knight of the defending player.",
        "Deal {n} damage to each knight of the defending player.",
        n,
    ),
    SPLASH_ATT: lambda n: ngettext(
        "Deal {n} damage to each knight of the attacking player.",
        "Deal {n} damage to each knight of the attacking player.",
        n,
    ),
    REFLECT: lambda n: _("Deal damage to the attacker equal to your block value."),
    HIT: lambda n: ngettext(  # not combat damage: armour does not reduce it
        "Deal {n} damage to the opposing knight, whatever its armour.",
        "Deal {n} damage to the opposing knight, whatever its armour.",
        n,
    ),
    HEAL_SELF: lambda n: ngettext("Heal {n} damage from this knight.", "Heal {n} damage from this knight.", n),
    HEAL_TEAM: lambda n: ngettext(
        "Heal {n} damage from each of your knights.", "Heal {n} damage from each of your knights.", n
    ),
    FANS: lambda n: ngettext("Gain {n} fan.", "Gain {n} fans.", n),
    DRAIN: lambda n: ngettext(
        "The other player in this combat gives you {n} fan.", "The other player in this combat gives you {n} fans.", n
    ),
    SPLASH_JOUSTERS: lambda n: ngettext(
        "Deal {n} damage to each opposing jousting knight.", "Deal {n} damage to each opposing jousting knight.", n
    ),
    POWER: lambda n: ngettext(
        "This knight's strikes deal {n} more combat damage.", "This knight's strikes deal {n} more combat damage.", n
    ),
    ARMOR: lambda n: ngettext(
        "This knight takes {n} less combat damage.", "This knight takes {n} less combat damage.", n
    ),
    MIGHT: lambda n: ngettext("This knight has +{n} strength.", "This knight has +{n} strength.", n),
    REGEN: lambda n: ngettext(
        "At the start of your turn, heal {n} damage from this knight.",
        "At the start of your turn, heal {n} damage from this knight.",
        n,
    ),
    SILENCE: lambda n: _("This knight's abilities have no effect."),
}


def effect_text(effect: str, amount: int) -> str:
    """The translated sentence of one effect with its amount."""
    if effect == ARMOR and amount < 0:
        n = -amount
        text = ngettext("This knight takes {n} more combat damage.", "This knight takes {n} more combat damage.", n)
        return text.format(n=n)
    if effect == MIGHT and amount < 0:
        n = -amount
        return ngettext("This knight has {n} less strength.", "This knight has {n} less strength.", n).format(n=n)
    return _EFFECT_TEXT[effect](max(amount, 1)).format(n=amount)


def trigger_text(ability: Ability) -> str:
    """The translated keyword heading of an ability: 'Always', 'Strike', 'Strike 3', 'Block'."""
    if ability.trigger == STRIKE and ability.x:
        return _("Strike {x}").format(x=ability.x)
    return _(_TRIGGER_TEXT[ability.trigger])


def ability_text(ability: Ability) -> str:
    """'Strike 2: Deal 2 damage to each knight of the defending player.' (translated)."""
    return _("{keyword}: {effect}").format(
        keyword=trigger_text(ability), effect=effect_text(ability.effect, ability.amount)
    )


_TARGET_TEXT = {
    OWN: N_("one of your knights"),
    OWN_STABLE: N_("one of your stabled knights"),
    OPP: N_("an opposing knight"),
    OPP_STABLE: N_("an opposing stabled knight"),
    OTHER: N_("another knight"),
}


def court_text(card: CourtCard, lasting: bool = True) -> str:
    """The translated rules text of a court card (``lasting`` False: without the sentence saying a lasting
    card stays until your next turn, where the table says whose turn that is)."""
    parts: list[str] = []
    for eff in card.effects:
        if eff.kind == C_HEAL and eff.amount >= HEALTH:
            parts.append(_("Heal all its damage."))
        elif eff.kind == C_HEAL:
            parts.append(
                ngettext("Heal {n} damage from it.", "Heal {n} damage from it.", eff.amount).format(n=eff.amount)
            )
        elif eff.kind == C_DAMAGE:
            parts.append(ngettext("Deal {n} damage to it.", "Deal {n} damage to it.", eff.amount).format(n=eff.amount))
        elif eff.kind == C_STEAL:
            parts.append(
                ngettext("Its player gives you {n} fan.", "Its player gives you {n} fans.", eff.amount).format(
                    n=eff.amount
                )
            )
        elif eff.kind == C_COPY:
            parts.append(_("While this card is in play, your knight also has the other knight's abilities."))
        elif eff.kind == C_GRANT and eff.ability is not None:
            parts.append(_("While this card is in play, it has “{ability}”").format(ability=ability_text(eff.ability)))
    if len(card.targets) == 2 and card.targets[0] == card.targets[1]:
        head = _("Choose up to two of your knights:")
        amounts = {e.amount for e in card.effects}
        if len(amounts) == 1 and all(e.kind == C_HEAL for e in card.effects):
            n = amounts.pop()
            parts = [ngettext("Heal {n} damage from each.", "Heal {n} damage from each.", n).format(n=n)]
    else:
        head = _("Choose {targets}:").format(targets=_(" and ").join(_(_TARGET_TEXT[t]) for t in card.targets))
    if card.lasting and lasting:
        parts.append(_("This card stays in play until the start of your next turn."))
    return head + " " + after_colon(" ".join(parts))


def knight_health(card: int, variant: str) -> int:
    """Damage tokens that knock this knight out in this mode."""
    return MAIDEN_HEALTH if (card == MAIDEN and variant == CAROUSEL) else HEALTH
