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
from game.games.joust.reasons import attack_motive, draw_motive, joust_motive
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
    if kind == "end" and view.variant == C.TALE and view.seats[seat].fans < C.DECREE_COST:
        return _("too few fans for Fan Support")
    return ""


def _combat_why(view: JoustState, seat: Seat, value: int, name: Callable[[int], str]) -> str:
    att, dfn = view.knight(view.att_uid), view.knight(view.target)
    if att is None or dfn is None or att.card < 0 or dfn.card < 0:
        return ""
    top = fx.strength(view, att)
    if seat == view.attacker:
        rival = name(view.defender)
        dmg = max(0, value + fx.passive(view, att, C.POWER) - fx.passive(view, dfn, C.ARMOR))
        left = fx.health(view, dfn) - dfn.damage
        if dmg >= left:
            line = ngettext(
                "a strike with it deals {n} damage, enough to knock out {knight}; {rival} blocks it only with a {v}",
                "a strike with it deals {n} damage, enough to knock out {knight}; {rival} blocks it only with a {v}",
                dmg,
            )
        elif dmg == 0:
            line = _(
                "its armour takes the strike's damage, but a strike still wins you a fan; {rival} blocks only a {v}"
            )
        elif value == top:
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
        return line.format(n=dmg, knight=_name(dfn), rival=rival, v=value)
    rival = name(view.attacker)
    if value > top:
        return ""
    if value == top:
        line = _(
            "it blocks only a {v}, the highest card {rival} may play: a guess that they strike as hard as they can"
        )
    else:
        line = _("it blocks only if {rival} plays a {v} too (any card from 1 to {top}): a guess at their pick")
    return line.format(v=value, rival=rival, top=top)


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
    return _("a court card can give you an edge this turn")


def _joust_why(view: JoustState, seat: Seat, k: Knight) -> str:
    motive, foe = joust_motive(view, seat, k)
    if motive == "knockout" and foe is not None:
        return _("one strike of it could knock out {target}").format(target=_name(foe))
    if motive == "hardest":
        return _("it is your hardest hitter")
    if motive == "rests":
        return _("your hurt knights rest")
    if motive == "least_hurt":
        return _("it is your least hurt knight")
    return ""


def _attack_why(view: JoustState, k: Knight) -> str:
    motive = attack_motive(view, k)
    if motive == "knockout":
        return _("one strike could knock it out")
    if motive == "nearest":
        return _("it is the nearest to a knock-out")
    return ""
