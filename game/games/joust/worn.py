"""Which knight a careful player sends out: not a worn one that the next strike can knock out while
a fresh knight waits in the stable.

The jousting knight is the one the next opponent attacks. A knight that one strike of that opponent's
hardest-hitting knight can knock out, sent out while an unhurt knight no single strike can knock out
stays in the stable, hands the opponent a knock-out (its fans and a knight of ours) on one good guess.
"""

from __future__ import annotations

from game.core.rules import Action, Seat
from game.games.joust import content as C
from game.games.joust import effects as fx
from game.games.joust.judge import attacker_of
from game.games.joust.state import JoustState, Knight


def strike_damage(view: JoustState, attacker: Knight, defender: Knight) -> int:
    """The most damage one strike of ``attacker`` can do to ``defender``: the best combat card's value
    with its damage bonus, less the defender's armour, and the hits of its strike abilities."""
    power = fx.passive(view, attacker, C.POWER)
    armour = fx.passive(view, defender, C.ARMOR)
    sources = fx.abilities(view, attacker.uid, attacker.card)
    most = 0
    for card in range(1, fx.strength(view, attacker) + 1):
        hits = sum(
            ab.amount
            for ab, *_rest in sources
            if ab.trigger == C.STRIKE and ab.effect == C.HIT and (not ab.x or ab.x == card)
        )
        most = max(most, max(0, card + power - armour) + hits)
    return most


def one_strike_from_out(view: JoustState, seat: Seat, knight: Knight) -> bool:
    """Whether some knight of the player who attacks ``seat`` next can knock ``knight`` out in one strike."""
    them = attacker_of(view, seat)
    if them < 0:
        return False
    left = fx.health(view, knight) - knight.damage
    return any(strike_damage(view, k, knight) >= left for k in view.seats[them].knights)


def exposed_worn(view: JoustState, seat: Seat, legal: list[Action]) -> set[int]:
    """The uids among the jousters in ``legal`` a careful player keeps in the stable: hurt knights one
    strike from a knock-out, when an unhurt knight that no single strike knocks out may joust instead
    (empty when there is no such fresh knight, or in games of more than two players)."""
    if view.players != 2:
        return set()
    knights = [view.knight(a[1]) for a in legal if a[0] == "joust"]
    knights = [k for k in knights if k is not None]
    fresh = [k for k in knights if k.damage == 0 and not one_strike_from_out(view, seat, k)]
    if not fresh:
        return set()
    return {k.uid for k in knights if k.damage > 0 and one_strike_from_out(view, seat, k)}
