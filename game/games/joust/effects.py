"""The ability interpreter: what a knight can do right now, and damage, healing, fans, knock-outs.

Every function here works on a *working copy* of the state (already cloned by ``apply``) and
appends the events it causes. Abilities come from three places, read the same way: the knight's
own card, court cards that grant an ability to it, and Cosplay-style copies of another card.
"""

from __future__ import annotations

from itertools import permutations

from game.core.rules import Event
from game.games.joust import content as C
from game.games.joust.state import OVER, JoustState, Knight, Trigger

# (ability, origin, card id, index) — origin "knight" or "court"
Source = tuple[C.Ability, str, int, int]

_OWN_SOURCES: tuple[tuple[Source, ...], ...] = tuple(
    tuple((a, "knight", cid, i) for i, a in enumerate(card.abilities)) for cid, card in enumerate(C.ALL_KNIGHTS)
)


def abilities(st: JoustState, uid: int, card: int) -> tuple[Source, ...] | list[Source]:
    """Every ability the knight ``uid`` (of ``card``) has now, with where each comes from."""
    own = _OWN_SOURCES[card]
    if not st.court:
        return own
    extra: list[Source] = []
    for play in st.court:
        cc = C.COURTS[play.card]
        for ei, eff in enumerate(cc.effects):
            if eff.slot >= len(play.targets) or play.targets[eff.slot] != uid:
                continue
            if eff.kind == C.C_GRANT and eff.ability is not None:
                extra.append((eff.ability, "court", play.card, ei))
            elif eff.kind == C.C_COPY and len(play.targets) > 1 and play.targets[1] >= 0:
                other = st.knight(play.targets[1])
                if other is not None:
                    extra.extend(_OWN_SOURCES[other.card])
    if not extra:
        return own
    everything = list(own) + extra
    for src in everything:
        if src[0].effect == C.SILENCE:
            return [src]
    return everything


def muted_triggers(st: JoustState) -> tuple[int, list[Source]]:
    """The silencing court card and the abilities a just-revealed strike or block would set off but
    for it ((-1, []) when nothing is muted): told in the log, so a silenced ability is not a mystery."""
    uid, trig = (st.att_uid, C.STRIKE) if st.struck else (st.target, C.BLOCK)
    k = st.knight(uid)
    if k is None or not st.court:
        return -1, []
    sources = abilities(st, uid, k.card)
    if len(sources) != 1 or sources[0][0].effect != C.SILENCE:
        return -1, []
    muted: list[Source] = list(_OWN_SOURCES[k.card])
    for play in st.court:  # what the court cards would give it, the silencing one aside
        cc = C.COURTS[play.card]
        for ei, eff in enumerate(cc.effects):
            if eff.slot < len(play.targets) and play.targets[eff.slot] == uid:
                if eff.kind == C.C_GRANT and eff.ability is not None and eff.ability.effect != C.SILENCE:
                    muted.append((eff.ability, "court", play.card, ei))
                elif eff.kind == C.C_COPY and len(play.targets) > 1 and (other := st.knight(play.targets[1])):
                    muted.extend(_OWN_SOURCES[other.card])
    muted = [
        src
        for src in muted
        if src[0].trigger == trig
        and src[0].effect in C.TRIGGERED
        and not (trig == C.STRIKE and src[0].x and src[0].x != st.pick_att)
    ]
    return (sources[0][2] if muted else -1), muted


def muted_passive(st: JoustState, knight: Knight, effect: str) -> tuple[int, int]:
    """The silencing court card and the sum of the knight's Always ``effect`` abilities it cancels
    ((-1, 0) when the knight is not silenced or has no such ability)."""
    sources = abilities(st, knight.uid, knight.card) if st.court else ()
    if len(sources) != 1 or sources[0][0].effect != C.SILENCE:
        return -1, 0
    total = _OWN_PASSIVE[knight.card].get(effect, 0)
    for play in st.court:
        for eff in C.COURTS[play.card].effects:
            granted = eff.kind == C.C_GRANT and eff.ability is not None and eff.ability.effect != C.SILENCE
            if eff.slot >= len(play.targets) or play.targets[eff.slot] != knight.uid:
                continue
            if granted and eff.ability.trigger == C.ALWAYS and eff.ability.effect == effect:
                total += eff.ability.amount
            elif eff.kind == C.C_COPY and len(play.targets) > 1 and (other := st.knight(play.targets[1])):
                total += _OWN_PASSIVE[other.card].get(effect, 0)
    return (sources[0][2], total) if total else (-1, 0)


def _own_passive(card: C.KnightCard) -> dict[str, int]:
    totals: dict[str, int] = {}
    for ab in card.abilities:
        if ab.trigger == C.ALWAYS:
            totals[ab.effect] = totals.get(ab.effect, 0) + ab.amount
    return totals


#: each card's own Always totals by effect (what :func:`passive` finds while no court card is in play)
_OWN_PASSIVE: tuple[dict[str, int], ...] = tuple(_own_passive(card) for card in C.ALL_KNIGHTS)


def passive(st: JoustState, knight: Knight, effect: str) -> int:
    """Sum of the knight's Always abilities with ``effect``."""
    if not st.court:
        return _OWN_PASSIVE[knight.card].get(effect, 0)
    total = 0
    for ab, _o, _c, _i in abilities(st, knight.uid, knight.card):
        if ab.trigger == C.ALWAYS and ab.effect == effect:
            total += ab.amount
    return total


def strength(st: JoustState, knight: Knight) -> int:
    """Current strength (1–5): the card's value plus Always strength bonuses."""
    return max(1, min(5, C.ALL_KNIGHTS[knight.card].strength + passive(st, knight, C.MIGHT)))


def health(st: JoustState, knight: Knight) -> int:
    return C.knight_health(knight.card, st.variant)


def owner(st: JoustState, uid: int) -> int:
    return st.find(uid)[0]


# --- fans, victory --------------------------------------------------------------------------
def check_victory(st: JoustState, events: list[Event]) -> None:
    """End the game as soon as someone has won in this mode."""
    if st.phase == OVER:
        return
    winner = -1
    if st.variant == C.CAROUSEL:
        alive = [s for s, seat in enumerate(st.seats) if not seat.out]
        if len(alive) == 1:
            winner = alive[0]
    elif st.variant == C.TALE:
        for s in _from_active(st):
            if st.seats[s].trophies >= C.TROPHIES_TO_WIN:
                winner = s
                break
    else:
        for s in _from_active(st):
            if st.seats[s].fans >= C.FANS_TO_WIN:
                winner = s
                break
    if winner >= 0:
        st.winner = winner
        st.phase = OVER
        events.append(Event("game_over", {"winner": winner}))


def _from_active(st: JoustState) -> list[int]:
    return [(st.active + i) % st.players for i in range(st.players)]


def gain_fans(
    st: JoustState,
    seat: int,
    n: int,
    events: list[Event],
    why: str = "",
    check: bool = True,
    **source: int,
) -> None:
    """``seat`` gains ``n`` fans; ``check``: the game ends at once if that wins it (else the caller checks
    once the whole step has been resolved); ``source``: where they come from, for the log (``card``: the
    knight whose ability gives them, ``giver``: the seat that hands them over)."""
    if st.variant == C.CAROUSEL or n <= 0 or st.phase == OVER:
        return
    st.seats[seat].fans += n
    events.append(Event("fans", {"seat": seat, "amount": n, "total": st.seats[seat].fans, "why": why, **source}))
    if check:
        check_victory(st, events)


def take_fans(st: JoustState, giver: int, taker: int, n: int, events: list[Event], card: int = -1) -> None:
    """``giver`` hands up to ``n`` fans to ``taker`` (``card``: the knight whose ability takes them)."""
    if st.variant == C.CAROUSEL or st.phase == OVER:
        return
    if n > 0 and st.seats[giver].fans <= 0:  # told, so a drain that takes nothing is not a silent no-op
        events.append(Event("no_fans", {"seat": giver, "taker": taker, **({"card": card} if card >= 0 else {})}))
    n = min(n, st.seats[giver].fans)
    if n <= 0:
        return
    st.seats[giver].fans -= n
    events.append(Event("fans_lost", {"seat": giver, "amount": n, "total": st.seats[giver].fans, "taker": taker}))
    gain_fans(st, taker, n, events, "steal", giver=giver)


# --- damage, healing, knock-outs ------------------------------------------------------------
def deal_damage(
    st: JoustState, uid: int, n: int, by: int, events: list[Event], combat: bool = False, check: bool = True
) -> None:
    """Put ``n`` damage tokens on knight ``uid``; knock it out at its health (excess is ignored);
    ``check``: as :func:`gain_fans`."""
    if n <= 0 or st.phase == OVER:
        return
    s, i = st.find(uid)
    if s < 0:
        return
    k = st.seats[s].knights[i]
    hp = health(st, k)
    armour = 0 if combat else passive(st, k, C.ARMOR)  # armour reduces only combat damage
    silencer, muted = muted_passive(st, k, C.ARMOR) if combat else (-1, 0)  # armour a court card cancels
    total = min(hp, k.damage + n)
    st.seats[s].knights[i] = Knight(k.card, total, k.uid)
    events.append(
        Event(
            "damage",
            {
                "uid": uid,
                "seat": s,
                "card": k.card,
                "amount": total - k.damage,
                "total": total,
                "excess": k.damage + n - total,  # beyond the knight's health: ignored
                "by": by,
                "combat": combat,
                **({"armour_ignored": armour} if armour > 0 else {}),
                **({"armour_muted": muted, "silencer": silencer} if muted > 0 else {}),
            },
        )
    )
    if total >= hp:
        knock_out(st, s, i, by, events, check)


def knock_out(st: JoustState, s: int, i: int, by: int, events: list[Event], check: bool = True) -> None:
    seat = st.seats[s]
    k = seat.knights.pop(i)
    if seat.jousting == i:
        seat.jousting = -1
    elif seat.jousting > i:
        seat.jousting -= 1
    if k.card != C.MAIDEN:
        st.knight_discard.append(k.card)
    for play in st.court:  # a knocked-out knight is no longer a court card's target
        play.targets = [-1 if t == k.uid else t for t in play.targets]
    events.append(Event("knockout", {"uid": k.uid, "seat": s, "card": k.card, "by": by}))
    if st.variant == C.CAROUSEL and not seat.knights:
        seat.out = True
        events.append(Event("eliminated", {"seat": s}))
        if check:
            check_victory(st, events)
        return
    if by >= 0 and by != s:
        gain_fans(st, by, C.KO_FANS, events, "knockout", check)
        if st.variant == C.TALE and st.phase != OVER:
            st.seats[by].trophies += 1
            events.append(Event("trophy", {"seat": by, "total": st.seats[by].trophies}))
            if check:
                check_victory(st, events)


def heal(st: JoustState, uid: int, n: int, events: list[Event]) -> None:
    s, i = st.find(uid)
    if s < 0 or n <= 0:
        return
    k = st.seats[s].knights[i]
    healed = min(n, k.damage)
    if healed:
        st.seats[s].knights[i] = Knight(k.card, k.damage - healed, k.uid)
        events.append(
            Event("heal", {"uid": uid, "seat": s, "card": k.card, "amount": healed, "total": k.damage - healed})
        )


# --- triggered abilities ----------------------------------------------------------------------
def collect_triggers(st: JoustState) -> list[Trigger]:
    """The abilities a just-revealed strike (attacker's) or block (defender's) sets off."""
    if st.struck:
        uid, seat, trig = st.att_uid, st.attacker, C.STRIKE
    else:
        uid, seat, trig = st.target, st.defender, C.BLOCK
    k = st.knight(uid)
    if k is None:
        return []
    out: list[Trigger] = []
    for ab, origin, card, idx in abilities(st, uid, k.card):
        if ab.trigger != trig or ab.effect not in C.TRIGGERED:
            continue
        if trig == C.STRIKE and ab.x and ab.x != st.pick_att:
            continue
        out.append(Trigger(ab.effect, ab.amount, uid, seat, origin, card, idx))
    return out


def resolve(st: JoustState, t: Trigger, events: list[Event]) -> None:
    """Carry out one triggered ability (combat context: attacker/defender/target of ``st``)."""
    if st.phase == OVER:
        return
    user = st.knight(t.source)
    if t.effect == C.HEAL_SELF:
        hurt = user is not None and user.damage > 0
    elif t.effect == C.HEAL_TEAM:
        hurt = any(k.damage for k in st.seats[t.controller].knights)
    elif t.effect == C.DRAIN:  # the other player has no fans: the no_fans line that follows tells it
        hurt = st.variant == C.CAROUSEL or st.seats[_drained(st, t.controller)].fans > 0
    else:
        hurt = True
    events.append(
        Event(
            "ability",
            {
                **({} if hurt else {"idle": True}),  # a healing with no damage to heal: told as such
                "seat": t.controller,
                "uid": t.source,
                "user": user.card if user is not None else -1,  # the knight using it (Cosplay: not the card's)
                "origin": t.origin,
                "card": t.card,
                "ability": t.ability,
                "effect": t.effect,
                "amount": t.amount,
                **({"other": _drained(st, t.controller)} if t.effect == C.DRAIN else {}),  # who gives
                **({"value": st.pick_att} if t.effect == C.REFLECT else {}),  # the damage it deals back
            },
        )
    )
    me = t.controller
    eff = t.effect
    if eff == C.SPLASH_DEF or eff == C.SPLASH_ATT:
        victim = st.defender if eff == C.SPLASH_DEF else st.attacker
        for uid in [k.uid for k in st.seats[victim].knights]:
            deal_damage(st, uid, t.amount, me, events)
    elif eff == C.REFLECT:
        deal_damage(st, st.att_uid, st.pick_att, me, events)
    elif eff == C.HIT:
        victim_uid = st.target if t.source == st.att_uid else st.att_uid
        deal_damage(st, victim_uid, t.amount, me, events)
    elif eff == C.HEAL_SELF:
        heal(st, t.source, t.amount, events)
    elif eff == C.HEAL_TEAM:
        for uid in [k.uid for k in st.seats[me].knights]:
            heal(st, uid, t.amount, events)
    elif eff == C.FANS:
        court = {"court": 1} if t.origin == "court" else {}  # ``card`` is then a court card's id
        if not court and user is not None and user.card != t.card:  # an ability copied through Cosplay
            court = {"user": user.card}
        gain_fans(st, me, t.amount, events, "ability", card=t.card, **court)
    elif eff == C.DRAIN:
        take_fans(st, _drained(st, me), me, t.amount, events, t.card if t.origin == "knight" else -1)
    elif eff == C.SPLASH_JOUSTERS:
        for s, seat in enumerate(st.seats):
            if s != me and seat.jousting >= 0:
                deal_damage(st, seat.knights[seat.jousting].uid, t.amount, me, events)


def _drained(st: JoustState, me: int) -> int:
    """The other player of this combat, who gives fans to ``me``'s drain."""
    return st.defender if me == st.attacker else st.attacker


def order_matters(st: JoustState) -> bool:
    """Whether some other order of ``st.pending`` would leave a different state (else nobody is asked);
    when every order ends the game, only the winner and the scores count (a knight's damage after the
    win changes nothing)."""
    if len({(t.effect, t.amount, t.source) for t in st.pending}) <= 1:
        return False
    first: object = None
    for order in permutations(st.pending):
        trial = st.clone()
        trial.pending = []
        for t in order:
            resolve(trial, t, [])
        seen = _ending(trial) if trial.phase == OVER else trial
        if first is None:
            first = seen
        elif seen != first:
            return True
    return False


def _ending(st: JoustState) -> tuple:
    """What a finished game's end tells: the winner and every player's fans and trophies."""
    return (st.winner, tuple((seat.fans, seat.trophies) for seat in st.seats))


def combat_damage(st: JoustState) -> int:
    """Damage a strike deals to the defending knight: card value + bonuses − armour (≥ 0)."""
    att = st.knight(st.att_uid)
    dfn = st.knight(st.target)
    if dfn is None:
        return 0
    bonus = passive(st, att, C.POWER) if att is not None else 0
    return max(0, st.pick_att + bonus - passive(st, dfn, C.ARMOR))
