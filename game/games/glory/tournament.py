"""Tournaments (rulebook §IV, §VI): setting up the board, the duel order, and the bridge between the
game state and the duel sub-engine (``duel.py``).

Every duel goes through ``begin_duel``: it builds two ``duel.Combatant`` from the state, starts the
duel module, and when the duel is over ``end_duel`` copies the combatants' resources back and applies
the consequences (glory is scored by the duel module; advancing in the joust, trophies, journey
rewards and titles here).
"""

from __future__ import annotations

from game.core.rules import Event
from game.games.glory import content as C
from game.games.glory import duel as D
from game.games.glory.effects import apply_gains, option_useful
from game.games.glory.state import OTTO, DuelCtx, GloryState, PasSlot, Pending, PlayerState

VETERAN_COLOURS = {"red": "veteran:strength", "black": "veteran:mount", "white": "veteran:armor"}


# ------------------------------------------------------------------ setup


def card_players(s: GloryState) -> int:
    return max(2, s.n)  # solo uses the 2-player cards (RULES-NOTES)


def draw_knight(s: GloryState, ktype: str) -> str:
    """A random tile of ``ktype`` (piles are shuffled); the nearest type when it runs out (ours)."""
    for t in (ktype, *C.KNIGHT_FALLBACK[ktype]):
        if s.knight_piles[t]:
            return s.knight_piles[t].pop()
    return ""


def draw_tournament_card(s: GloryState, kind: str) -> str:
    """A tournament card of ``kind`` for this player count, unplayed if one is left (else reused)."""
    cards = [c for c in C.TOURNAMENT_CARDS if c.kind == kind and c.players == card_players(s)]
    if not cards:
        raise ValueError(f"no tournament card of type {kind!r} (a type still to be chosen?)")
    unused = [c for c in cards if c.id not in s.tcards_used] or cards
    return s.rng.choice(unused).id


def setup_tournament(s: GloryState, card_id: str = "") -> None:
    """Set up the round's tournament from ``card_id`` (default: a card of the round's type), place
    knights and the trophy."""
    card = C.TOURNAMENT_CARD_IDS[card_id or draw_tournament_card(s, s.tournament_types[s.round - 1])]
    kind = card.kind
    s.tournament_types[s.round - 1] = kind
    s.tcard = card.id
    s.tcards_used.append(card.id)
    r = s.round - 1
    s.pas, s.bracket = [], []
    if kind == C.PAS:
        for town_types in card.pas[r]:
            knights = [k for k in (draw_knight(s, t) for t in town_types) if k]
            knights.sort(key=lambda k: (-C.KNIGHTS[k].glory, -C.KNIGHTS[k].prestige, k))
            s.pas.append([PasSlot(k) for k in knights])
    else:
        row = ["" for _ in range(C.PLAISANCE_SLOTS)]
        for slot, t in card.place[r]:
            k = draw_knight(s, t)
            if k:
                row[slot] = "k:" + k
        s.bracket = [row, ["", "", "", ""], ["", ""], [""]]
    s.trophy = ""
    if kind == C.PLAISANCE and s.trophies_on and s.trophy_pile:
        s.trophy = s.trophy_pile.pop()
    s.duel_index = 0


def fill_plaisance(s: GloryState, events: list[Event]) -> None:
    """After registration: free lower-row spaces get the card's 'knights to add' (cycled)."""
    card = C.TOURNAMENT_CARD_IDS[s.tcard]
    add = card.add[s.round - 1]
    i = 0
    for slot in range(C.PLAISANCE_SLOTS):
        if not s.bracket[0][slot]:
            k = draw_knight(s, add[i % len(add)])
            i += 1
            s.bracket[0][slot] = "k:" + k if k else ""
    events.append(Event("knights_added", {"row": list(s.bracket[0])}, reveals=True))


# ------------------------------------------------------------------ combatants


def initiative_index(s: GloryState, who: int) -> int:
    return s.initiative.index(who) if who in s.initiative else len(s.initiative)


def player_combatant(s: GloryState, p: PlayerState) -> D.Combatant:
    sup: dict[str, int] = {}
    sup_off: dict[str, int] = {}
    for t in p.supports:
        target = sup if t.active else sup_off
        target[t.kind] = target.get(t.kind, 0) + 1
    rel: dict[str, int] = {}
    rel_off: dict[str, int] = {}
    for t in p.relics:
        target = rel if t.active else rel_off
        target[t.kind] = target.get(t.kind, 0) + 1
    return D.player(
        p.seat,
        mount=p.mount,
        armor=p.armor,
        strength=p.strength,
        faith=p.faith,
        supports=sup,
        supports_inactive=sup_off,
        relics=rel,
        relics_inactive=rel_off,
        prestige=[c for c, a in p.prestige.items() if a],
        prestige_inactive=[c for c, a in p.prestige.items() if not a],
        glory=p.glory,
        initiative=initiative_index(s, p.seat),
    )


def knight_combatant(kid: str) -> D.Combatant:
    k = C.KNIGHTS[kid]
    abilities = []
    if k.type == "polish":
        abilities.append(D.POLISH)
    if k.veteran:
        abilities.append(VETERAN_COLOURS[k.veteran])
    return D.knight(kid, k.attack, k.glory, k.prestige, abilities)


def combatant(s: GloryState, entrant: str) -> D.Combatant:
    if entrant.startswith("p:"):
        return player_combatant(s, s.players[int(entrant[2:])])
    if entrant == "o":
        o = s.solo
        assert o is not None
        return D.otto(o.attack, o.prestige, o.glory, initiative_index(s, OTTO))
    return knight_combatant(entrant[2:])


def copy_back(s: GloryState, c: D.Combatant) -> None:
    """Write a finished duel's combatant back into the player (or Otto) it came from."""
    if c.kind == D.OTTO:
        if s.solo is not None:
            s.solo.glory = c.glory
        return
    if c.kind != D.PLAYER:
        return
    p = s.players[c.seat]
    p.strength, p.faith, p.glory = c.strength, c.faith, c.glory
    for tiles, on in ((p.supports, c.supports), (p.relics, c.relics)):
        left = dict(on)
        for t in tiles:
            if left.get(t.kind, 0) > 0:
                t.active = True
                left[t.kind] -= 1
            else:
                t.active = False
    for colour in p.prestige:
        p.prestige[colour] = colour in c.prestige


# ------------------------------------------------------------------ duels


def begin_duel(s: GloryState, ctx: DuelCtx, left: D.Combatant, right: D.Combatant, events: list[Event]) -> None:
    context = {"tournament": "tournament", "challenge": "journey", "title": "title"}[ctx.reason]
    ds, evs = D.start_duel(left, right, s.rng, context)
    ctx.state = ds
    s.duel = ctx
    events.extend(tag_entrants(evs, ctx))
    note_rogues(s, evs)
    if D.duel_over(ds):
        end_duel(s, events)


def tag_entrants(evs: list[Event], ctx: DuelCtx) -> list[Event]:
    """Duel events carry who fights (``entrants``: the two entrant strings) for the log."""
    for e in evs:
        e.data["entrants"] = [ctx.a, ctx.b]
    return evs


def note_rogues(s: GloryState, evs: list[Event]) -> None:
    """The Noble title needs a player who never used a Rogue."""
    for e in evs:
        if e.kind == "duel_support" and e.data.get("support") == D.ROGUE and e.data.get("seat") is not None:
            s.players[e.data["seat"]].used_rogue = True


def duel_step(s: GloryState, seat: int, action: tuple, events: list[Event]) -> None:
    assert s.duel is not None
    ds, evs = D.duel_apply(s.duel.state, seat, action, s.rng)
    s.duel.state = ds
    events.extend(tag_entrants(evs, s.duel))
    note_rogues(s, evs)
    if D.duel_over(ds):
        end_duel(s, events)


def end_duel(s: GloryState, events: list[Event]) -> None:
    ctx = s.duel
    assert ctx is not None and ctx.state is not None
    ds: D.DuelState = ctx.state
    res = D.duel_result(ds)
    assert res is not None
    for c in ds.sides:
        copy_back(s, c)
    s.duel = None
    winner = ctx.a if res.winner == 0 else ctx.b
    loser = ctx.b if res.winner == 0 else ctx.a
    over = Event("duel_over", {"reason": ctx.reason, "winner": winner, "loser": loser, "card": ctx.card})
    events.append(over)
    if ctx.reason == "challenge":
        seat = int(ctx.a[2:])
        p = s.players[seat]
        if res.winner == 0:
            p.discard.append(ctx.card)
            grant_reward(s, seat, ctx.card, events)
        else:
            p.hand.append(ctx.card)  # keep the card, replay it later (book)
    elif ctx.reason == "title":
        seat = int(ctx.a[2:])
        s.players[seat].brave = 1 if res.winner == 0 else -1
    elif ctx.reason == "tournament" and s.bracket:
        row, pair = divmod(ctx.slot, 10)
        s.bracket[row + 1][pair] = winner
        over.data["bracket"] = [list(r) for r in s.bracket]  # the joust as it stands, for the table
        if loser.startswith("p:") and row < 2:
            s.bonus[int(loser[2:])] = 2 - row  # book: 2 extra journey cards, 1 after the 2nd duel
        if row == 2:
            award_trophy(s, winner, events)


def grant_reward(s: GloryState, seat: int, card: str, events: list[Event]) -> None:
    """A journey card's reward: the only useful option at once, or a choice (pending)."""
    jc = C.JOURNEY[card]
    p = s.players[seat]
    useful = [i for i, opt in enumerate(jc.reward) if option_useful(p, s, opt)]
    if len(useful) == 1 and len(jc.reward) > 1:  # the other reward cannot be had: the log says why
        lost = next(opt for i, opt in enumerate(jc.reward) if i != useful[0])
        support = next((str(v) for w, v in lost if w == "support"), "")
        events.append(Event("reward_unavailable", {"seat": seat, "card": card, "support": support}))
    if len(useful) == 1:
        apply_gains(s, seat, jc.reward[useful[0]], events, card)
    elif len(useful) > 1:
        s.pending.append(Pending("reward", seat, 0, [str(i) for i in useful], card))


def award_trophy(s: GloryState, entrant: str, events: list[Event]) -> None:
    gains = C.TROPHIES[s.trophy].gains if s.trophy else C.STANDARD_TROPHY
    events.append(Event("trophy", {"winner": entrant, "trophy": s.trophy}))
    if entrant.startswith("p:"):
        seat = int(entrant[2:])
        s.players[seat].tournaments_won += 1
        apply_gains(s, seat, gains, events, "trophy")
    elif entrant == "o" and s.solo is not None:
        s.solo.glory += sum(int(v) for w, v in gains if w == "glory")


# ------------------------------------------------------------------ order of play


def pas_queue(s: GloryState) -> list[tuple[int, int]]:
    """Pas d'Armes duels in order: Florence, Paris, Munich; left to right (book)."""
    return [(t, i) for t, row in enumerate(s.pas) for i, slot in enumerate(row) if slot.challenger != -1]


def plaisance_queue(s: GloryState) -> list[tuple[int, int]]:
    return [(r, p) for r in range(3) for p in range(len(s.bracket[r]) // 2)]


def next_duel(s: GloryState, events: list[Event]) -> bool:
    """Start the next duel of the tournament; False once every duel has been fought."""
    while True:
        if s.pas:
            queue = pas_queue(s)
            if s.duel_index >= len(queue):
                return False
            town, i = queue[s.duel_index]
            s.duel_index += 1
            slot = s.pas[town][i]
            who = "o" if slot.challenger == OTTO else f"p:{slot.challenger}"
            ctx = DuelCtx("tournament", who, "k:" + slot.knight, slot=town * 10 + i)
            begin_duel(s, ctx, combatant(s, who), combatant(s, ctx.b), events)
        else:
            queue = plaisance_queue(s)
            if s.duel_index >= len(queue):
                return False
            row, pair = queue[s.duel_index]
            s.duel_index += 1
            a, b = s.bracket[row][2 * pair], s.bracket[row][2 * pair + 1]
            if not a or not b:  # a bye (only if knights ran out)
                s.bracket[row + 1][pair] = a or b
                if row == 2 and (a or b):
                    award_trophy(s, a or b, events)
                continue
            ctx = DuelCtx("tournament", a, b, slot=row * 10 + pair)
            begin_duel(s, ctx, combatant(s, a), combatant(s, b), events)
        if s.duel is not None:
            return True
