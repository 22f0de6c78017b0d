"""Why a Joust for Fun bot made its move, said in public terms: what the move is for.

Every reason is built from what all players see (knights, damage, strengths, court cards in play),
is true of the move actually made, and never names a secret (a combat card not yet shown, the deck's
order) or a number.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.rules import Action, Seat
from game.games.joust import content as C
from game.games.joust import effects as fx
from game.games.joust.state import JoustState, Knight
from game.i18n import _


def _name(k: Knight) -> str:
    return _(C.ALL_KNIGHTS[k.card].name) if k.card >= 0 else ""


def _reach(view: JoustState, k: Knight) -> int:
    """The most combat damage one strike of ``k`` deals."""
    return fx.strength(view, k) + fx.passive(view, k, C.POWER)


def _source_name(origin: str, card: int) -> str:
    """The card an ability is printed on: a court card's name or a knight's."""
    return _(C.COURTS[card].name) if origin == "court" else _(C.ALL_KNIGHTS[card].name)


def strike_damage(view: JoustState, att: Knight, dfn: Knight, value: int) -> tuple[int, int, str]:
    """What a strike of ``att`` with ``value`` does to ``dfn``: the combat damage left after its armour,
    the damage ``att``'s Strike abilities add (they deal no combat damage, so armour does not reduce
    them; a Strike X only with that value) and the card the first of those abilities is on ('')."""
    combat = max(0, value + fx.passive(view, att, C.POWER) - fx.passive(view, dfn, C.ARMOR))
    owner = view.find(dfn.uid)[0]
    jouster = view.jouster(owner) if owner >= 0 else None
    extra, source = 0, ""
    for ab, origin, card, _i in fx.abilities(view, att.uid, att.card):
        if ab.trigger != C.STRIKE or (ab.x and ab.x != value):
            continue
        hits = ab.effect in (C.HIT, C.SPLASH_DEF) or (
            ab.effect == C.SPLASH_JOUSTERS and jouster is not None and jouster.uid == dfn.uid
        )
        if hits and ab.amount > 0:
            extra += ab.amount
            source = source or _source_name(origin, card)
    return combat, extra, source


HEALS = (C.HEAL_SELF, C.HEAL_TEAM)


@dataclass(frozen=True)
class Healing:
    """What a knight's Strike or Block abilities heal when they go off: ``own`` from the knight itself,
    ``team`` from its player's other knights (each no more than the damage there is), and the cards
    the healing abilities are on ('', or names joined by commas)."""

    own: int = 0
    team: int = 0
    cards: str = ""

    @property
    def total(self) -> int:
        return self.own + self.team


def ability_heal(view: JoustState, k: Knight, trigger: str, value: int = 0) -> Healing:
    """What ``k``'s ``trigger`` (Strike or Block) abilities heal now. For a strike, ``value`` is the
    combat card played (a Strike X only with X); 0: a strike with any card (Strike X left out)."""
    mine = every = 0
    sources: list[str] = []
    for ab, origin, card, _i in fx.abilities(view, k.uid, k.card):
        if ab.trigger != trigger or ab.effect not in HEALS or ab.amount <= 0:
            continue
        if trigger == C.STRIKE and ab.x and ab.x != value:
            continue
        if ab.effect == C.HEAL_SELF:
            mine += ab.amount
        else:
            every += ab.amount
        name = _source_name(origin, card)
        if name not in sources:
            sources.append(name)
    own = min(mine + every, k.damage)
    owner = view.find(k.uid)[0]
    others = [o for o in view.seats[owner].knights if o.uid != k.uid] if owner >= 0 and every else []
    team = sum(min(every, o.damage) for o in others)
    return Healing(own, team, ", ".join(sources) if own + team else "")


def strike_x_heal(view: JoustState, k: Knight) -> tuple[int, Healing]:
    """The lowest combat card X whose Strike X ability of ``k`` heals more than any strike does, with
    what a strike with X heals ((0, Healing()) when there is none)."""
    base = ability_heal(view, k, C.STRIKE).total
    values = sorted({ab.x for ab, _o, _c, _i in fx.abilities(view, k.uid, k.card) if ab.trigger == C.STRIKE and ab.x})
    for x in values:
        healed = ability_heal(view, k, C.STRIKE, x)
        if healed.total > base:
            return x, healed
    return 0, Healing()


def strike_heal(view: JoustState, k: Knight, value: int = 0) -> tuple[int, str]:
    """The damage a strike of ``k`` heals from ``k`` itself (no more than it has) by its Strike healing
    abilities, and the cards they are on ('', or names joined by commas). ``value``: the combat card
    played (a Strike X only with X); 0: a strike with any card (the Strike X abilities left out)."""
    healed = ability_heal(view, k, C.STRIKE, value)
    return healed.own, (healed.cards if healed.own else "")


def heal_clause(view: JoustState, k: Knight, strike: bool = True, block: bool = True, exact: bool = True) -> str:
    """What a strike (``strike``) or a block (``block``) of ``k`` heals, as a bot's reason says it (no
    number; the card named unless it is ``k``'s own), '' for no healing. ``exact``: a Strike X's
    healing too (left out of a reason shown before the combat cards are revealed: it points at one
    card, so it would read as the bot's pick)."""
    text, cards = "", ""
    healed = ability_heal(view, k, C.STRIKE) if strike else Healing()
    x, healed_x = strike_x_heal(view, k) if strike and exact and not healed.total else (0, Healing())
    guarded = ability_heal(view, k, C.BLOCK) if block else Healing()
    if healed.team:
        text, cards = _("a strike also heals every knight of its player"), healed.cards
    elif healed.own:
        text, cards = _("a strike also heals {knight}").format(knight=_name(k)), healed.cards
    elif x:
        text, cards = _("a strike with the right card also heals {knight}").format(knight=_name(k)), healed_x.cards
    elif guarded.team:
        text, cards = _("a block also heals every knight of its player"), guarded.cards
    elif guarded.own:
        text, cards = _("a block also heals {knight}").format(knight=_name(k)), guarded.cards
    if text and cards and cards != _name(k):
        text = _("{text} ({card})").format(text=text, card=cards)
    return text


def block_damage(view: JoustState, dfn: Knight, att: Knight, value: int) -> tuple[int, str]:
    """The damage ``dfn``'s Block abilities deal to ``att`` when it blocks a ``value`` (not combat
    damage: armour does not reduce it), and the card the first of them is on ('')."""
    total, source = 0, ""
    for ab, origin, card, _i in fx.abilities(view, dfn.uid, dfn.card):
        if ab.trigger != C.BLOCK:
            continue
        n = value if ab.effect == C.REFLECT else ab.amount if ab.effect in (C.HIT, C.SPLASH_ATT) else 0
        if n > 0:
            total += n
            source = source or _source_name(origin, card)
    return total, source


def can_knock_out(view: JoustState, att: Knight, dfn: Knight) -> bool:
    """True when one strike of ``att`` with some card it may play knocks ``dfn`` out, its armour and
    ``att``'s Strike abilities counted."""
    left = fx.health(view, dfn) - dfn.damage
    return any(sum(strike_damage(view, att, dfn, v)[:2]) >= left for v in range(1, fx.strength(view, att) + 1))


def _facing(view: JoustState, seat: Seat) -> Knight | None:
    """The knight ``seat``'s jousting knight will attack, when it is already known."""
    for step in range(1, view.players):
        s = (seat + step) % view.players
        them = view.seats[s]
        if them.knights and not them.out:
            if them.jousting >= 0:
                return them.knights[them.jousting]
            return them.knights[0] if len(them.knights) == 1 else None
    return None


def combat_reason(view: JoustState, seat: Seat) -> str:
    """Why a combat card is chosen, from what everyone sees and the same whatever the stakes: never the
    card, nor what the bot hopes its card does (whether a strike would knock the knight out is what a
    bot plays toward, so saying it before the reveal would tell the other player how it picks). What any
    strike or a block would heal is said whenever the knights' abilities make it so, alike for every
    card (it points at none); a Strike X's healing, which would point at X, is not."""
    att = view.knight(view.att_uid)
    dfn = view.knight(view.target)
    if att is None or dfn is None:
        return ""
    name = _(C.ALL_KNIGHTS[dfn.card].name)
    if seat == view.attacker:
        why = _(
            "picks its combat card in secret to strike {knight}: any card up to its knight's strength, "
            "and the defender blocks it only by playing the same card"
        ).format(knight=name)
        more = heal_clause(view, att, block=False, exact=False)
    else:
        why = _(
            "picks its combat card in secret to guard {knight}: only the same card as the attacker's blocks, "
            "and {attacker} may play any card up to its strength"
        ).format(knight=name, attacker=_name(att))
        more = heal_clause(view, dfn, strike=False)
    return _("{why}; {more}").format(why=why, more=more) if more else why


def draw_motive(view: JoustState, seat: Seat, deck: str) -> str:
    """Why a draw from ``deck`` makes sense from ``seat``'s view: "few", "hurt", "fresh" (a knight),
    "full", "heal" (the jousting knight is hurt and a court card left may heal it), "finish" (a court
    card left may knock out a rival's knight) or "edge" (a court card); the bots' reasons and the Hint
    word it each their way."""
    me = view.seats[seat]
    jouster = view.jouster(seat)
    if deck == "knight":
        if len(me.knights) < 2:
            return "few"
        return "hurt" if jouster is not None and jouster.damage >= 4 else "fresh"
    if len(me.knights) >= C.MAX_KNIGHTS:
        return "full"
    if jouster is not None and jouster.damage >= 2 and court_cards_left(view, "heal")[0]:
        return "heal"
    damage = max(
        (e.amount for c in view.court_deck if c >= 0 for e in C.COURTS[c].effects if e.kind == C.C_DAMAGE), default=0
    )
    foes = [k for s, them in enumerate(view.seats) if s != seat for k in them.knights]
    if damage and any(fx.health(view, k) - k.damage <= damage for k in foes):
        return "finish"
    return "edge"


def joust_motive(view: JoustState, seat: Seat, k: Knight) -> tuple[str, Knight | None]:
    """Why ``seat`` jousts with ``k``: ("knockout", the knight it faces), ("hardest", None), ("rests", None),
    ("least_hurt", None) or ("", None)."""
    foe = _facing(view, seat)
    if foe is not None and can_knock_out(view, k, foe):
        return "knockout", foe
    others = [o for o in view.seats[seat].knights if o.uid != k.uid]
    if others and all(_reach(view, o) < _reach(view, k) for o in others):
        return "hardest", None
    if others and all(o.damage > k.damage for o in others):
        return "rests", None
    if others and all(o.damage >= k.damage for o in others):
        return "least_hurt", None
    return "", None


def attack_motive(view: JoustState, k: Knight) -> str:
    """Why the attacker aims at ``k``: "knockout", "nearest" or ""."""
    jouster = view.knight(view.att_uid)
    if jouster is not None and can_knock_out(view, jouster, k):
        return "knockout"
    them = view.seats[view.defender].knights
    left = fx.health(view, k) - k.damage
    if len(them) > 1 and all(fx.health(view, o) - o.damage >= left for o in them):
        return "nearest"
    return ""


def _draw_reason(view: JoustState, seat: Seat, deck: str) -> str:
    motive = draw_motive(view, seat, deck)
    if motive == "few":
        return _("draws a knight: it has too few to choose from")
    if motive == "hurt":
        return _("draws a knight: its jousting knight is badly hurt")
    if motive == "fresh":
        return _("draws a knight to have a fresh one in the stable")
    if motive == "full":
        return _("draws a court card: its stable is full")
    if motive == "heal":
        return _("draws a court card: one may heal its jousting knight")
    if motive == "finish":
        return _("draws a court card: one may knock out a hurt rival knight")
    return _("draws a court card for an edge this turn")


def _joust_reason(view: JoustState, seat: Seat, k: Knight) -> str:
    why = _jousts_with(view, seat, k)
    more = heal_clause(view, k)
    return _("{why}; {more}").format(why=why, more=more) if more else why


def _jousts_with(view: JoustState, seat: Seat, k: Knight) -> str:
    name = _name(k)
    motive, foe = joust_motive(view, seat, k)
    if motive == "knockout" and foe is not None:
        return _("jousts with {knight}: one strike could knock out {target}").format(knight=name, target=_name(foe))
    if motive == "hardest":
        return _("jousts with {knight}, its hardest hitter").format(knight=name)
    if motive == "rests":
        return _("jousts with {knight} and rests its hurt knights").format(knight=name)
    if motive == "least_hurt":
        return _("jousts with {knight}, its least hurt knight").format(knight=name)
    return _("jousts with {knight}").format(knight=name)


def _attack_reason(view: JoustState, seat: Seat, k: Knight) -> str:
    name = _name(k)
    motive = attack_motive(view, k)
    if motive == "knockout":
        return _("attacks {knight}: one strike could knock it out").format(knight=name)
    if motive == "nearest":
        return _("attacks {knight}, the nearest to a knock-out").format(knight=name)
    return _("attacks {knight}").format(knight=name)


def court_motive(view: JoustState, seat: Seat, k: Knight) -> str:
    """What the court card being played does to ``k``, chosen for its slot now: "borrow" (Cosplay's
    second slot), "lend" (its first), "knockout", "wear", "steal", "weaken", "mend" (a healing that
    comes only when ``k`` strikes: Healer's Herbs), "shield", "arm", "heal" or "" (the bots' reasons
    and the Hint word it each their way)."""
    card = C.COURTS[view.court[view.to_activate[0]].card]
    effects = [e for e in card.effects if e.slot == view.target_slot]
    kinds = {e.kind for e in effects}
    if C.C_COPY in kinds or (card.effects[0].kind == C.C_COPY and view.target_slot == 1):
        return "borrow" if view.target_slot == 1 else "lend"
    if C.C_DAMAGE in kinds:
        amount = sum(e.amount for e in effects if e.kind == C.C_DAMAGE)
        return "knockout" if fx.health(view, k) - k.damage <= amount else "wear"
    if C.C_STEAL in kinds:
        return "steal"
    grants = [e.ability for e in effects if e.kind == C.C_GRANT and e.ability is not None]
    if grants and view.find(k.uid)[0] != seat:
        return "weaken"
    if grants and all(a.trigger == C.STRIKE and a.effect in HEALS for a in grants):
        return "mend"
    if grants and all(a.trigger == C.BLOCK or a.effect == C.ARMOR for a in grants):
        return "shield"
    if grants:
        return "arm"
    if C.C_HEAL in kinds and k.damage > 0:
        return "heal"
    return ""


def mend_amount(view: JoustState, k: Knight) -> int:
    """The damage the court card being played would heal from ``k`` when ``k`` strikes (its Strike
    healing for this slot, no more than ``k``'s damage)."""
    card = C.COURTS[view.court[view.to_activate[0]].card]
    granted = sum(
        e.ability.amount
        for e in card.effects
        if e.slot == view.target_slot and e.kind == C.C_GRANT and e.ability is not None and e.ability.effect in HEALS
    )
    return min(granted, k.damage)


def _court_reason(view: JoustState, seat: Seat, k: Knight) -> str:
    title = _(C.COURTS[view.court[view.to_activate[0]].card].name)
    name = _name(k)
    motive = court_motive(view, seat, k)
    if motive == "mend" and mend_amount(view, k):
        return _("plays {card} so {knight} heals when it strikes this turn").format(card=title, knight=name)
    if motive == "mend":
        return _("plays {card} on {knight}, which has no damage for it to heal").format(card=title, knight=name)
    words = {
        "borrow": _("plays {card} to borrow the abilities of {knight}"),
        "lend": _("plays {card} so {knight} borrows another knight's abilities"),
        "knockout": _("plays {card} to knock out {knight}"),
        "wear": _("plays {card} to wear down {knight}"),
        "steal": _("plays {card} to win fans from the player of {knight}"),
        "weaken": _("plays {card} to weaken {knight}"),
        "shield": _("plays {card} to shield {knight}"),
        "arm": _("plays {card} to arm {knight} for the joust"),
        "heal": _("plays {card} to heal {knight}"),
    }
    line = words.get(motive, _("plays {card} on {knight}"))
    return line.format(card=title, knight=name)


def court_cards_left(view: JoustState, kind: str) -> tuple[int, int]:
    """How many of the court cards left in the deck (its make-up is public, not its order) are of
    ``kind`` — "heal" (heal a knight), "damage" (damage a rival's knight) or "boost" (give one of
    yours an ability) — and how many are left in all."""
    deck = [c for c in view.court_deck if c >= 0]

    def fits(card: C.CourtCard) -> bool:
        kinds = {e.kind for e in card.effects}
        if kind == "heal":
            return C.C_HEAL in kinds
        if kind == "damage":
            return C.C_DAMAGE in kinds
        return card.targets[0] == C.OWN and bool(kinds & {C.C_GRANT, C.C_COPY})

    return sum(1 for c in deck if fits(C.COURTS[c])), len(deck)


def table_reason(view: JoustState, seat: Seat, action: Action) -> str:
    """A public reason for a decision outside the combat (true of the move, from what everyone sees)."""
    kind = action[0]
    if kind == "draw":
        return _draw_reason(view, seat, action[1])
    k = view.knight(action[1]) if len(action) > 1 and isinstance(action[1], int) else None
    if kind == "joust" and k is not None:
        return _joust_reason(view, seat, k)
    if kind == "attack" and k is not None:
        return _attack_reason(view, seat, k)
    if kind == "target" and k is not None and view.to_activate:
        return _court_reason(view, seat, k)
    if kind == "target" and action[1] == -1 and view.to_activate:
        title = _(C.COURTS[view.court[view.to_activate[0]].card].name)
        return _("plays {card} on one knight only: no other knight of its needs it").format(card=title)
    if kind == "decree" and k is not None:
        if fx.health(view, k) - k.damage <= C.DECREE_DAMAGE:
            return _("spends fans to knock out {knight}").format(knight=_name(k))
        return _("spends fans to wear down {knight}").format(knight=_name(k))
    if kind == "end":
        return _end_reason(view, seat)
    if kind == "order":
        return _("chooses the order of its abilities")
    return ""


def _end_reason(view: JoustState, seat: Seat) -> str:
    """Why the turn ends with no Fan Support (A Knight's Tale): what the fans could buy now."""
    if view.variant != C.TALE:
        return _("ends its turn")
    if view.seats[seat].fans < C.DECREE_COST:
        return _("ends its turn: too few fans for Fan Support")
    foes = [k for s, them in enumerate(view.seats) if s != seat for k in them.knights]
    if foes and all(fx.health(view, k) - k.damage > C.DECREE_DAMAGE for k in foes):
        nearest = min(foes, key=lambda k: fx.health(view, k) - k.damage)
        return _(
            "ends its turn and keeps its fans: Fan Support's damage would knock out no knight yet "
            "(not even {knight}, the nearest to it)"
        ).format(knight=_name(nearest))
    return _("ends its turn and keeps its fans for a later Fan Support")
