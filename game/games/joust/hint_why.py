"""Why the Joust Hint's move is good, told to the player in the second person.

Built from the player's own view only (knights, damage, strengths, court cards in play: all public),
true of the move suggested. The rival's secret combat card is never read; what the rival may pick is
said as a guess.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.rules import Action, Seat
from game.games.joust import content as C
from game.games.joust import effects as fx
from game.games.joust.reasons import (
    Healing,
    ability_heal,
    attack_motive,
    block_damage,
    court_cards_left,
    court_motive,
    draw_motive,
    joust_motive,
    mend_amount,
    strike_damage,
    strike_x_heal,
)
from game.games.joust.state import COMBAT, JoustState, Knight
from game.i18n import _, ngettext


def _name(k: Knight) -> str:
    return _(C.ALL_KNIGHTS[k.card].name) if k.card >= 0 else ""


def hint_why(view: JoustState, seat: Seat, action: Action, name: Callable[[int], str]) -> str:
    """The Hint's reason for ``action`` (``view``: ``seat``'s own view; ``name``: a seat's name), or ''."""
    kind = action[0] if action else ""
    if kind == "card" and view.phase == COMBAT:
        return _combat_why(view, seat, action[1], name)
    if kind == "draw":
        return _draw_why(view, seat, action[1])
    k = view.knight(action[1]) if len(action) > 1 and isinstance(action[1], int) else None
    if kind == "joust" and k is not None:
        return _joust_why(view, seat, k)
    if kind == "attack" and k is not None:
        return _attack_why(view, k)
    if kind == "target" and k is not None and view.to_activate:
        return _target_why(view, seat, k, name)
    if kind == "end" and view.variant == C.TALE and view.seats[seat].fans < C.DECREE_COST:
        return _("too few fans for Fan Support")
    return ""


def _combat_why(view: JoustState, seat: Seat, value: int, name: Callable[[int], str]) -> str:
    att, dfn = view.knight(view.att_uid), view.knight(view.target)
    if att is None or dfn is None or att.card < 0 or dfn.card < 0:
        return ""
    top = fx.strength(view, att)
    if seat == view.attacker:
        return _striking_why(view, att, dfn, value, name(view.defender))
    rival = name(view.attacker)
    if value > top:
        return ""
    if value == top:
        line = _(
            "it blocks only a {v}, the highest card {rival} may play: a guess that they strike as hard as they can"
        )
    else:
        line = _("it blocks only if {rival} plays a {v} too (any card from 1 to {top}): a guess at their pick")
    text = line.format(v=value, rival=rival, top=top)
    back, source = block_damage(view, dfn, att, value)
    if back > 0:
        more = ngettext(
            "a block also deals {n} damage back ({card})", "a block also deals {n} damage back ({card})", back
        ).format(n=back, card=source)
        text = _("{why}; {more}").format(why=text, more=more)
    healed = _heals_your(
        ability_heal(view, dfn, C.BLOCK),
        dfn,
        lambda n: ngettext("a block also heals {n} damage", "a block also heals {n} damage", n),
    )
    return _("{why}; {more}").format(why=text, more=healed) if healed else text


def _heals_your(healed: Healing, k: Knight, own_line: Callable[[int], str], x: int = 0) -> str:
    """What a strike or a block heals, said to the player: ``own_line(n)`` (a text with ``{n}``) for
    ``k``'s own damage, else the damage healed over their knights; the cards it comes from unless it
    is ``k``'s own ability, and a Strike ``x`` that the card sets off ('' for no healing)."""
    if not healed.total:
        return ""
    if healed.team:
        n = healed.total
        text = ngettext("it heals {n} damage over your knights", "it heals {n} damage over your knights", n)
        text = text.format(n=n)
    else:
        text = own_line(healed.own).format(n=healed.own)
    cards = [c for c in healed.cards.split(", ") if c != _name(k)]  # its own ability: not named twice
    if x:  # the knight's own Strike X, by its keyword
        cards.append(_("Strike {x}").format(x=x))
    if cards:
        text = _("{text} ({card})").format(text=text, card=", ".join(cards))
    return text


def _striking_why(view: JoustState, att: Knight, dfn: Knight, value: int, rival: str) -> str:
    """Why the attacker plays ``value``: what a strike does to ``dfn`` (its armour, the attacker's
    Strike abilities that armour does not stop) and which card the rival must guess to block it."""
    combat, extra, source = strike_damage(view, att, dfn, value)
    dmg = combat + extra
    left = fx.health(view, dfn) - dfn.damage
    if dmg >= left:
        line = ngettext(
            "a strike with it deals {n} damage, enough to knock out {knight}; {rival} blocks it only with a {v}",
            "a strike with it deals {n} damage, enough to knock out {knight}; {rival} blocks it only with a {v}",
            dmg,
        )
    elif dmg == 0:
        line = _("its armour takes the strike's damage, but a strike still wins you a fan; {rival} blocks only a {v}")
    elif extra and not combat:
        line = ngettext(
            "armour stops the card's damage, not the {n} from {card}; {rival} blocks it only with a {v}",
            "armour stops the card's damage, not the {n} from {card}; {rival} blocks it only with a {v}",
            dmg,
        )
    elif extra:
        line = ngettext(
            "a strike deals {n} damage, {m} of it from {card}, past any armour; {rival} blocks it only with a {v}",
            "a strike deals {n} damage, {m} of it from {card}, past any armour; {rival} blocks it only with a {v}",
            dmg,
        )
    elif value == fx.strength(view, att):
        line = ngettext(
            "your highest allowed card: a strike deals {n} damage; {rival} blocks it only with a {v} too",
            "your highest allowed card: a strike deals {n} damage; {rival} blocks it only with a {v} too",
            dmg,
        )
    else:
        line = ngettext(
            "a strike deals {n} damage; {rival} blocks it only with a {v} too (a guess: they may expect a higher card)",
            "a strike deals {n} damage; {rival} blocks it only with a {v} too (a guess: they may expect a higher card)",
            dmg,
        )
    text = line.format(n=dmg, m=extra, card=source, knight=_name(dfn), rival=rival, v=value)
    healed = ability_heal(view, att, C.STRIKE, value)
    x = value if healed.total > ability_heal(view, att, C.STRIKE).total else 0  # a Strike X this card sets off
    more = _heals_your(healed, att, lambda n: ngettext("it heals your knight {n}", "it heals your knight {n}", n), x)
    return _("{why}; {more}").format(why=text, more=more) if more else text


def _draw_why(view: JoustState, seat: Seat, deck: str) -> str:
    motive = draw_motive(view, seat, deck)
    if motive == "few":
        return _("you have too few knights to choose from")
    if motive == "hurt":
        return _("your jousting knight is badly hurt")
    if motive == "fresh":
        return _("a fresh knight in your stable")
    if motive == "full":
        return _("your stable is full")
    if motive == "heal":
        n, left = court_cards_left(view, "heal")
        jouster = view.jouster(seat)
        return ngettext(
            "{knight} has {d} damage, and {n} of the {m} court cards left heals a knight at once",
            "{knight} has {d} damage, and {n} of the {m} court cards left heal a knight at once",
            n,
        ).format(knight=_name(jouster) if jouster else "", d=jouster.damage if jouster else 0, n=n, m=left)
    if motive == "finish":
        n, left = court_cards_left(view, "damage")
        foes = [k for s, them in enumerate(view.seats) if s != seat for k in them.knights]
        foe = min(foes, key=lambda k: fx.health(view, k) - k.damage)
        return ngettext(
            "{knight} has {h} health left, and {n} of the {m} court cards left deals damage",
            "{knight} has {h} health left, and {n} of the {m} court cards left deal damage",
            n,
        ).format(knight=_name(foe), h=fx.health(view, foe) - foe.damage, n=n, m=left)
    n, left = court_cards_left(view, "boost")
    return ngettext(
        "you have knights enough; {n} of the {m} court cards left gives one of yours an ability at once",
        "you have knights enough; {n} of the {m} court cards left give one of yours an ability at once",
        n,
    ).format(n=n, m=left)


def _target_why(view: JoustState, seat: Seat, k: Knight, name: Callable[[int], str]) -> str:
    """Why the court card being played goes to ``k`` (named by the Hint's move), from the player's view."""
    if heals_nobody(view, seat):
        card = _(C.COURTS[view.court[view.to_activate[0]].card].name)
        return _("none of your knights has damage: {card} heals nothing this turn, whichever knight has it").format(
            card=card
        )
    motive = court_motive(view, seat, k)
    mine = view.jouster(seat)
    if motive == "borrow":
        return _("you borrow its abilities")
    if motive == "lend":
        return _("it borrows the abilities of the knight you choose next")
    if motive == "knockout":
        return _("it knocks that knight out")
    if motive == "wear":
        card = C.COURTS[view.court[view.to_activate[0]].card]
        hit = sum(e.amount for e in card.effects if e.slot == view.target_slot and e.kind == C.C_DAMAGE)
        left = fx.health(view, k) - k.damage - hit
        return ngettext("it leaves that knight {n} health", "it leaves that knight {n} health", left).format(n=left)
    owner = view.find(k.uid)[0]
    if motive == "steal":
        fans = view.seats[owner].fans
        return ngettext("{player} has {n} fan to give you", "{player} has {n} fans to give you", fans).format(
            player=name(owner), n=fans
        )
    facing = owner != seat and view.jouster(owner) is not None and view.jouster(owner).uid == k.uid
    if motive == "weaken" and facing:
        return _("it is jousting: weakening it helps you in the lists")
    if motive == "weaken":
        return _("it weakens that knight while the card stays in play")
    if motive == "mend":
        return _mend_why(view, seat, k)
    if motive in ("shield", "arm") and mine is not None and mine.uid == k.uid:
        return _("it is your jousting knight: the card helps it in this turn's joust")
    card = C.COURTS[view.court[view.to_activate[0]].card]
    heals = any(e.kind == C.C_HEAL and e.slot == view.target_slot for e in card.effects) and k.damage > 0
    if motive in ("shield", "arm") and not heals:
        return _("the card helps that knight while the card stays in play")
    if motive in ("heal", "shield", "arm"):  # a card that heals too, on a knight not jousting: the healing
        if k.damage == max(o.damage for o in view.seats[seat].knights):
            return ngettext(
                "it is your most hurt knight ({n} damage)", "it is your most hurt knight ({n} damage)", k.damage
            ).format(n=k.damage)
        return _("it heals that knight's damage")
    return ""


def heals_nobody(view: JoustState, seat: Seat) -> bool:
    """Whether the court card being played only heals in its present slot while none of ``seat``'s
    knights has damage (it must still go on one)."""
    card = C.COURTS[view.court[view.to_activate[0]].card]
    effects = [e for e in card.effects if e.slot == view.target_slot]
    return (
        bool(effects)
        and all(e.kind == C.C_HEAL for e in effects)
        and not any(k.damage for k in view.seats[seat].knights)
    )


def _mend_why(view: JoustState, seat: Seat, k: Knight) -> str:
    """Why a court card whose healing comes only with a strike (Healer's Herbs) goes to ``k``: what it
    heals if ``k`` jousts and strikes this turn, or that it heals nothing there (never a promise that
    ``k`` jousts: the joust is chosen next)."""
    card = _(C.COURTS[view.court[view.to_activate[0]].card].name)
    n = mend_amount(view, k)
    if n:
        line = ngettext(
            "{card} heals it {n} only if it jousts and strikes this turn",
            "{card} heals it {n} only if it jousts and strikes this turn",
            n,
        )
        return line.format(card=card, n=n)
    if any(o.damage for o in view.seats[seat].knights):
        return _(
            "{knight} has no damage, and {card} heals only a knight that strikes: your hurt knights had better "
            "rest this turn"
        ).format(knight=_name(k), card=card)
    return _("none of your knights has damage: {card} heals nothing this turn, whichever knight has it").format(
        card=card
    )


def _joust_why(view: JoustState, seat: Seat, k: Knight) -> str:
    motive, foe = joust_motive(view, seat, k)
    own, resting = _strike_heal_notes(view, seat, k)
    if motive == "knockout" and foe is not None:
        why = _("one strike of it could knock out {target}").format(target=_name(foe))
    elif motive == "hardest":
        why = _("it is your hardest hitter")
    elif motive == "rests" and not resting:  # else the resting knight's note says it, with what it forgoes
        why = _("your hurt knights rest")
    elif motive == "least_hurt":
        why = _("it is your least hurt knight")
    else:
        why = ""
    for more in (own, resting):
        if more:
            why = _("{why}; {more}").format(why=why, more=more) if why else more
    return why


def _strike_heal_notes(view: JoustState, seat: Seat, k: Knight) -> tuple[str, str]:
    """What jousting with ``k`` does to the healing of strikes and blocks: ``k``'s own (a strike's,
    else a Strike X's with its card, else a block's as it guards; '' for none), and that of a hurt
    knight left to rest, which comes only when it strikes ('' for none)."""
    own = resting = ""
    healed = ability_heal(view, k, C.STRIKE)
    x, healed_x = strike_x_heal(view, k) if not healed.total else (0, Healing())
    guarded = ability_heal(view, k, C.BLOCK)
    if healed.team:
        own = ngettext(
            "a strike also heals {n} damage over your knights ({card})",
            "a strike also heals {n} damage over your knights ({card})",
            healed.total,
        ).format(n=healed.total, card=healed.cards)
    elif healed.own:
        own = _heals_itself(healed, blocks=False)
    elif x and healed_x.own:
        line = ngettext(
            "a strike with a {x} also heals {n} of its damage (Strike {x})",
            "a strike with a {x} also heals {n} of its damage (Strike {x})",
            healed_x.own,
        )
        own = line.format(x=x, n=healed_x.own)
    elif guarded.own and not guarded.team:
        own = _heals_itself(guarded, blocks=True)
    for other in view.seats[seat].knights:
        healed = ability_heal(view, other, C.STRIKE)
        if other.uid != k.uid and healed.total:
            if healed.cards == _name(other):
                resting = _("{knight} rests, but its healing comes only with a strike").format(knight=_name(other))
            else:
                line = _("{knight} rests, but {card} heals only when it strikes")
                resting = line.format(knight=_name(other), card=healed.cards)
            break
    return own, resting


def _heals_itself(healed: Healing, blocks: bool) -> str:
    """What a knight's strike (``blocks`` False) or block heals of its own damage, with the cards the
    healing is on: "a strike also heals 2 of its damage (Healer's Herbs)"."""
    if blocks:
        line = ngettext(
            "a block also heals {n} of its damage ({card})", "a block also heals {n} of its damage ({card})", healed.own
        )
    else:
        line = ngettext(
            "a strike also heals {n} of its damage ({card})",
            "a strike also heals {n} of its damage ({card})",
            healed.own,
        )
    return line.format(n=healed.own, card=healed.cards)


def _attack_why(view: JoustState, k: Knight) -> str:
    motive = attack_motive(view, k)
    if motive == "knockout":
        return _("one strike could knock it out")
    if motive == "nearest":
        return _("it is the nearest to a knock-out")
    return ""
