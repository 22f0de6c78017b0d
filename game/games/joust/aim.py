"""Where a bot aims a court card so that it is not wasted.

The table rules (:meth:`sparring.TableSense.target`) score each knight by what the card does to it,
before the jouster is chosen, so a lance could go on the jousting knight and the bot then joust with
the other one, or a Loose Saddle land on a knight already at strength 1. Here a card's target is
planned with the jouster: a card that arms one of the seat's own knights for combat goes on the
knight that then jousts (the jouster chosen after it the way the bot chooses it), a card that takes
armour away goes on the knight the bot attacks, a silence on a knight that fights while it is in
play (not one resting in the stable), and otherwise a knight the card cannot change is never chosen
while another knight it would change is there.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.rules import Action, Seat
from game.games.joust import content as C
from game.games.joust import effects as fx
from game.games.joust.judge import target_of
from game.games.joust.rules import JoustRules
from game.games.joust.state import ATTACK, COMBAT, JOUST, TARGET, JoustState

#: the table rules' choice among some legal actions (a bot's own ``target`` or ``jouster``)
Choice = Callable[[JoustRules, JoustState, Seat, list[Action]], Action]


def changes_something(view: JoustState, card: C.CourtCard, slot: int, uid: int) -> bool:
    """Whether ``card``'s effects for ``slot`` would change anything on knight ``uid`` (a heal on an
    unhurt knight, a strength loss below 1, a silence on a knight with no abilities, a copy of a
    knight with no abilities and a steal from a player with no fans change nothing)."""
    k = view.knight(uid)
    if k is None:
        return False
    for eff in card.effects:
        if eff.slot != slot:
            continue
        if eff.kind == C.C_HEAL and k.damage > 0:
            return True
        if eff.kind == C.C_DAMAGE:
            return True
        if eff.kind == C.C_STEAL and view.seats[fx.owner(view, uid)].fans > 0:
            return True
        if eff.kind == C.C_COPY:
            return True  # its source, the next slot, says whether it copies anything
        if eff.kind == C.C_GRANT and eff.ability is not None:
            ability = eff.ability
            if ability.effect == C.MIGHT and ability.amount < 0:
                if fx.strength(view, k) > 1:
                    return True
            elif ability.effect == C.MIGHT:
                if fx.strength(view, k) < 5:
                    return True
            elif ability.effect == C.SILENCE:
                if fx.abilities(view, k.uid, k.card):
                    return True
            else:
                return True
    if card.effects[0].kind == C.C_COPY and slot == 1:
        return bool(C.ALL_KNIGHTS[k.card].abilities)
    return False


def arms_for_combat(card: C.CourtCard, slot: int) -> bool:
    """Whether ``slot`` of ``card`` gives one of the player's own knights something that counts only
    when it jousts (an ability, or another knight's abilities)."""
    return card.targets[slot] == C.OWN and any(e.slot == slot and e.kind in (C.C_GRANT, C.C_COPY) for e in card.effects)


def weakens_a_defence(card: C.CourtCard, slot: int) -> bool:
    """Whether ``slot`` of ``card`` takes armour from an opposing knight (worth it on the knight this
    player attacks)."""
    return card.targets[slot] == C.OPP and any(
        e.slot == slot
        and e.kind == C.C_GRANT
        and e.ability is not None
        and e.ability.effect == C.ARMOR
        and e.ability.amount < 0
        for e in card.effects
    )


def silences(card: C.CourtCard, slot: int) -> bool:
    """Whether ``slot`` of ``card`` silences an opposing knight (worth it only on a knight that fights)."""
    return card.targets[slot] == C.OPP and any(
        e.slot == slot and e.kind == C.C_GRANT and e.ability is not None and e.ability.effect == C.SILENCE
        for e in card.effects
    )


def fighting_knights(view: JoustState, seat: Seat) -> set[int]:
    """The uids of the opposing knights that may fight while a card ``seat`` plays now is in play: the
    knights its attack may land on this turn and the other players' jousting knights."""
    out = attacked_knights(view, seat)
    for s, them in enumerate(view.seats):
        if s != seat and them.jousting >= 0:
            out.add(them.knights[them.jousting].uid)
    return out


def unwasted(view: JoustState, seat: Seat, legal: list[Action]) -> list[Action]:
    """``legal`` without the targets a player would never choose: a silence on a knight resting in the
    stable while a knight that fights has abilities to silence. All of ``legal`` for other cards."""
    play = view.court[view.to_activate[0]]
    card = C.COURTS[play.card]
    slot = view.target_slot
    if not silences(card, slot):
        return legal
    fighting = fighting_knights(view, seat)
    kept = [a for a in legal if a[1] in fighting and changes_something(view, card, slot, a[1])]
    return kept or legal


def attacked_knights(view: JoustState, seat: Seat) -> set[int]:
    """The uids of the knights ``seat``'s attack this turn may land on: the jousting knight of the
    player it attacks, or all that player's knights when none jousts."""
    them = target_of(view, seat)
    if them < 0:
        return set()
    me = view.seats[them]
    if me.jousting >= 0:
        return {me.knights[me.jousting].uid}
    return {k.uid for k in me.knights}


def planned_jouster(rules: JoustRules, st: JoustState, seat: Seat, target: Choice, jouster: Choice) -> int:
    """The uid of the knight ``seat`` jousts with from ``st`` (mid-turn, after a court card's target),
    its remaining targets and its jouster chosen by ``target`` and ``jouster``; -1 when the turn goes
    on without a choice of this seat's knight (it has none, or the game ended)."""
    for _step in range(8):
        if st.active != seat:
            return -1
        if st.phase == TARGET:
            action = target(rules, st, seat, rules.legal_actions(st, seat))
        elif st.phase == JOUST:
            legal = rules.legal_actions(st, seat)
            action = jouster(rules, st, seat, legal) if len(legal) > 1 else legal[0]
            if action[0] == "joust":
                return action[1]
        elif st.phase in (ATTACK, COMBAT):
            return st.att_uid
        else:
            return -1
        st, _e = rules.apply(st, seat, action)
    return -1


def aim(
    rules: JoustRules, view: JoustState, seat: Seat, legal: list[Action], target: Choice, jouster: Choice
) -> list[Action]:
    """The targets of ``legal`` worth choosing among: for a card that arms an own knight, the knights
    the seat would then joust with (when there is any); for one that takes armour from an opposing
    knight, the knight it attacks (when it may); and of those the knights the card would change
    (all of them when it changes none, or none at all for an optional second knight: the card
    stops at the first)."""
    play = view.court[view.to_activate[0]]
    card = C.COURTS[play.card]
    slot = view.target_slot
    options = [a for a in legal if a[1] >= 0] or legal
    if len(options) > 1 and arms_for_combat(card, slot):
        planned = []
        for action in options:
            nxt, _e = rules.apply(view, seat, action)
            if planned_jouster(rules, nxt, seat, target, jouster) == action[1]:
                planned.append(action)
        options = planned or options
    if weakens_a_defence(card, slot):
        attacked = attacked_knights(view, seat)
        options = [a for a in options if a[1] in attacked] or options
    options = unwasted(view, seat, options)
    useful = [a for a in options if a[1] >= 0 and changes_something(view, card, slot, a[1])]
    if not useful and ("target", -1) in legal:
        return [("target", -1)]  # an optional knight the card would not change: stop at the one before
    return useful or options
