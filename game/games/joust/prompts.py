"""What Joust's table asks of the viewer (pure text: no pygame): the top bar's line for each phase
(``status``), the line under the action bar saying what to click (``hint``), a triggered ability's
line (``trigger_text``) and a seat's score with its tooltip (``score``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.games.joust import content as C
from game.games.joust import effects as fx
from game.games.joust.describe import knight_name
from game.games.joust.state import ATTACK, COMBAT, DRAW, END, JOUST, ORDER, SETUP, TARGET
from game.i18n import _, ngettext


def trigger_text(t) -> str:
    """One ability waiting to resolve: its source (court card or knight) and what it does."""
    source = _(C.COURTS[t.card].name) if t.origin == "court" else knight_name(t.card)
    return _("{k}: {text}").format(k=source, text=C.effect_text(t.effect, t.amount))


def strike_time_heal(card: C.CourtCard) -> bool:
    """True for a court card whose healing comes only when its knight strikes (Healer's Herbs)."""
    grants = [e.ability for e in card.effects if e.kind == C.C_GRANT and e.ability is not None]
    heals = (C.HEAL_SELF, C.HEAL_TEAM)
    return bool(grants) and all(a.trigger == C.STRIKE and a.effect in heals for a in grants)


def status(v, seat_name: Callable[[int], str], viewer: int | None = None) -> str:
    """The top bar's line for the decision the view waits on (``viewer``: the seat reading it, told
    when it defends that any combat card may be played)."""
    if v.phase == SETUP:
        return _("Choose the knight who jousts.")
    if v.phase == DRAW:
        if v.variant == C.CAROUSEL:
            return _("Turn the Carousel.")
        knights = len(v.seats[v.active].knights)
        if not knights:  # only the knight deck is offered
            return _("Draw a knight: you have none left.")
        if knights >= C.MAX_KNIGHTS:  # only the court deck is offered
            return _("Draw a court card: your stable is full.")
        return _("Draw a court card or a knight.")
    if v.phase == TARGET:
        court = C.COURTS[v.court[v.to_activate[0]].card]
        if len(court.targets) == 2 and court.targets[0] == court.targets[1] == C.OWN:  # asked one knight at a time
            if v.target_slot == 0:  # the card is named in the hint (a long name made the line wrap)
                return _("Choose the first of your knights (two at most).")
            if v.target_slot in court.optional:
                return _("Choose a second knight, or stop at one.")
            return _("Choose the second of your knights.")
        return _("Choose {target}.").format(target=_(C._TARGET_TEXT[court.targets[v.target_slot]]))
    if v.phase == JOUST:
        return _("Choose your jousting knight.")
    if v.phase == ATTACK:
        return _("Choose which knight of {name} to attack.").format(name=seat_name(v.defender))
    if v.phase == COMBAT:
        if viewer is not None and viewer == v.defender:
            return _("You defend: choose any card, 1 to 5, in secret.")
        return _("Choose your combat card in secret.")
    if v.phase == ORDER:
        return _("Choose which ability resolves first.")
    if v.phase == END:
        return _("Use Fan Support or end your turn.")
    return ""


def hint(v, viewer: int | None, legal: Sequence[tuple]) -> str:
    """Where to click now, in a line under the action bar."""
    if v.phase == SETUP:
        return _("Click one of your two knights: the other waits in your stable.")
    if v.phase == TARGET and v.to_activate:
        card = C.COURTS[v.court[v.to_activate[0]].card]
        if ("target", -1) in legal:
            return _("For {card}: click a second knight outlined in blue, or Only this one.").format(card=_(card.name))
        if strike_time_heal(card):
            return _("For {card}, which heals only a knight that strikes: click a knight outlined in blue.").format(
                card=_(card.name)
            )
        return _("For the court card {card}: click a knight outlined in blue.").format(card=_(card.name))
    if v.phase in (TARGET, JOUST, ATTACK):
        return _("Click a knight outlined in blue.")
    if v.phase == COMBAT:
        if viewer == v.attacker:
            return _("Up to your knight's strength; the same card as the defender is blocked.")
        att = v.knight(v.att_uid)
        if att is None:
            return _("You defend: any card from 1 to 5 may be played; the same card as the attacker's blocks.")
        return _(
            "You defend: any card from 1 to 5 may be played; the same card as the attacker's (1 to {n}) blocks."
        ).format(n=fx.strength(v, att))
    if any(a[0] == "decree" for a in legal):
        return _("Fan Support: spend 6 fans to deal 1 damage to an opposing knight.")
    return ""


def score(v, seat: int) -> tuple[str, str]:
    """A seat's score as the panel shows it (short) and its tooltip, for the game's mode."""
    me = v.seats[seat]
    if v.variant == C.CAROUSEL:
        left = sum(fx.health(v, k) - k.damage for k in me.knights)
        return _("{n} health").format(n=left), _("Health left on this Maiden's knights")
    fans = ngettext("{n} fan", "{n} fans", me.fans).format(n=me.fans)
    if v.variant == C.STANDARD:
        if me.fans >= C.FANS_TO_WIN:  # the goal reached (a strike's fans can pass it): "13 fans", not "13/12"
            return fans, fans + " · " + _("{n} fans win").format(n=C.FANS_TO_WIN)
        short = ngettext("{n}/{goal} fans", "{n}/{goal} fans", me.fans).format(n=me.fans, goal=C.FANS_TO_WIN)
        return short, fans + " · " + _("{n} fans win").format(n=C.FANS_TO_WIN)
    trophies = _("Trophies: {n} of {goal}").format(n=me.trophies, goal=C.TROPHIES_TO_WIN)
    short = ngettext("{fans} · {n}/{goal} trophies", "{fans} · {n}/{goal} trophies", me.trophies).format(
        fans=fans, n=me.trophies, goal=C.TROPHIES_TO_WIN
    )  # the fans in words too: "9 fans · 1/2 trophies", not "9 · 1/2"
    return short, fans + " · " + trophies


def fans_left(v, seat: int) -> str:
    """What a seat's fans still mean, for its panel's header beside the name: the fans it still needs to
    win (the standard game), the damage its fans can buy with Fan Support (A Knight’s Tale); '' when
    nothing is left to say (the goal reached, too few fans to spend, the Carousel)."""
    fans = v.seats[seat].fans
    if v.variant == C.STANDARD and fans < C.FANS_TO_WIN:
        n = C.FANS_TO_WIN - fans
        return ngettext("{n} more fan to win", "{n} more fans to win", n).format(n=n)
    if v.variant == C.TALE and fans >= C.DECREE_COST:
        n = fans // C.DECREE_COST
        return ngettext("Fan Support: {n} damage", "Fan Support: {n} damage", n).format(n=n)
    return ""
