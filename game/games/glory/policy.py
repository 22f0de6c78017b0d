"""The priced policy: every option of a decision priced in expected glory at the prices the seat's
own position implies (``value.worth``: a Strength token, a Faith token, a coin, one level more of
mount or armor, one more duel item or Prestige token), the best one taken. Duel steps go to the duel
AI. Fast (one valuation a decision), deterministic given the view, and reads only the view.

Used played directly (the "pricer" sparring partner), with noise (the easy and medium levels) and
as the fast policy inside the hard bot's search.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games.glory import content as C
from game.games.glory import duel as D
from game.games.glory import value as V
from game.games.glory.duel_ai import choose_duel_action, knowledge_for_game
from game.games.glory.effects import count_supports, discount
from game.games.glory.odds import Kit, card_foe, duel_odds, item_boost, knight_foe
from game.games.glory.state import OTTO, GloryState, PlayerState, Tile
from game.games.glory.weights import PARTNER, Weights

LIMITED = ("training", "prayer", "service", "travel")
PLAY_SLOT = 0.15  # one of the journey's plays spent on a duel that may be lost
EPS = 1e-9


@dataclass
class Prices:
    """A seat's prices at a decision (from its valuation)."""

    s: GloryState
    seat: int
    w: V.Worth
    wt: Weights = PARTNER

    @property
    def p(self) -> PlayerState:
        return self.s.players[self.seat]

    def tokens(self, k: int) -> float:
        """What ``k`` more Strength tokens add (or, spent, roughly take away)."""
        return _sum_gains(self.w.token_gains, k, self.w.token_price)

    def faith(self, k: int) -> float:
        return _sum_gains(self.w.faith_gains, k, self.w.faith_price)

    def coins(self, k: int) -> float:
        return self.w.coin_price * k


def _sum_gains(gains: tuple[float, ...], k: int, first: float) -> float:
    if not gains:
        return first * k
    k = max(0, k)
    return sum(gains[:k]) + (k - len(gains)) * gains[-1] * (k > len(gains))


def prices(s: GloryState, seat: int, wt: Weights = PARTNER) -> Prices:
    return Prices(s, seat, V.worth(s, seat, None, wt), wt)


# --------------------------------------------------------------------------- pieces


def _others_move_later(s: GloryState, seat: int) -> bool:
    """Whether another seat (or Otto) still has pawns to place this action phase."""
    for x in s.initiative:
        if x == seat:
            continue
        if x == OTTO:
            if s.solo is not None and s.solo.pawns > 0:
                return True
        elif s.players[x].pawns > 0:
            return True
    return False


def challenge_price(pr: Prices, card: str, later: bool) -> tuple[float, int]:
    """(net worth of fighting a Challenge card now, Strength tokens to commit). A lost card comes
    back to the hand; ``later``: it could still be played at a later journey."""
    s, p = pr.s, pr.p
    jc = C.JOURNEY[card]
    reward = max(V.option_value(s, p, o, pr.w) for o in jc.reward)
    group = V._group(p, fresh=False)
    keep = 0.55 * reward if later else 0.0
    best, best_t = -1e9, 0
    for t in range(min(D.MAX_STRENGTH, p.strength) + 1):
        kit = Kit(p.mount, p.armor, t, min(p.faith, 3), group.reroll, tuple(group.items[:3]), group.prestige)
        pw, _ev = duel_odds(kit, card_foe(card, reward))
        spent = t - (1 - pw) * (1 if t else 0)
        cost = pr.tokens(int(round(spent))) + pr.faith(1) * min(p.faith, 1) * (1 - 0.5 * pw)
        v = pw * (reward - keep) - cost - PLAY_SLOT
        if v > best:
            best, best_t = v, t
    return best, best_t


def card_take_value(pr: Prices, card: str) -> float:
    """A journey card to take into the hand."""
    s, p = pr.s, pr.p
    if card[0] == "?":
        return V.BLIND_CARD.get(card[-1], 1.3) * V.CARD_PLAY
    if card[0] == "C":
        v, _t = challenge_price(pr, card, later=True)
        return max(0.0, v) * V.CARD_PLAY + 0.2
    return max(0.0, V.card_value(s, p, card, pr.w)) * V.CARD_PLAY


def travel_value(pr: Prices, n: int) -> float:
    s = pr.s
    face = [card_take_value(pr, c) for t in C.JOURNEY_TYPES for c in s.face_up[t]]
    blind = []
    for t in C.JOURNEY_TYPES:
        blind += [V.BLIND_CARD[t] * V.CARD_PLAY] * min(n, len(s.decks[t]))
    return sum(sorted(face + blind, reverse=True)[:n])


def support_value(pr: Prices, kind: str) -> float:
    """What a support tile brings to ``pr``'s seat (besides its titles)."""
    s, p, w = pr.s, pr.p, pr.w
    phases = V._phases_left(s)
    journeys = max(0, C.ROUNDS - s.round) + (1 if s.phase in ("setup", "action", "journey") else 0)
    counts = (3, min(p.mount, 3), min(p.armor, 3))
    b = item_boost(kind, counts)
    if kind in (D.VETERAN, D.SQUIRE, D.WEAPONS_MASTER, D.ARMORER):
        value = w.item2_gain if b >= 2 else w.item1_gain
    elif kind == D.WITCH:
        value = w.item1_gain - 0.4
    elif kind in (D.COOK, D.ROGUE, D.JESTER):
        value = 0.6 * w.item1_gain - (0.4 if kind == D.ROGUE else 0.0)
    elif kind in (D.HERMIT, D.LADY_IN_WAITING, D.HERALD):
        have = len(p.relics) if kind == D.HERMIT else len(p.supports) if kind == D.LADY_IN_WAITING else len(p.prestige)
        value = 0.5 * w.item1_gain if have else 0.15 * w.item1_gain
    elif kind == D.SISTER:
        value = 0.35 * phases * (1.0 if p.faith or V._income(p)[2] else 0.5)
    elif kind == D.BISHOP:
        value = 0.6 * phases * (1.0 if p.faith or V._income(p)[2] else 0.5)
    elif kind in ("minstrel", "lady"):
        value = float(C.SUPPORT_ONCE_GAINS[kind][0][1])
    elif kind in ("king", "vassal"):
        colour = C.SUPPORT_ONCE_GAINS[kind][0][1]
        gone = colour in p.prestige or getattr(s, "prestige_supply", {}).get(str(colour), 1) <= 0
        value = 0.0 if gone else prestige_value(pr)
    elif kind == "moneylender":
        value = pr.coins(6) - 2.0
    elif kind == "queen":
        value = V.PHASE_SUPPORT["queen"] * phases
    elif kind == "emissary":
        value = V.PHASE_SUPPORT["emissary"] * journeys
    elif kind == "diplomat":
        value = V.PHASE_SUPPORT["diplomat"] * phases
    elif kind == "chronicler":
        value = 0.8 * (1 + len(p.titles) * 0.5)
    else:
        value = 0.3
    return value + _titles_delta(pr, support=kind)


def prestige_value(pr: Prices) -> float:
    return pr.w.prestige_gain + V.PRESTIGE_TOKEN


_DELTAS: dict[tuple, float] = {}  # _titles_delta's answers by everything the title prices read


def _title_inputs(s: GloryState, p: PlayerState, holdings: tuple) -> tuple:
    """Everything the title prices read of a seat, as a key for their memories."""
    return (
        tuple(s.public_titles),
        tuple(p.titles),
        holdings,
        s.round,
        s.phase,
        (p.coins, p.strength, p.faith, len(p.relics), len(p.prestige)),
    )


def _titles_delta(pr: Prices, support: str = "", relic: str = "") -> float:
    """How much a support or relic kind more moves the seat's titles."""
    s, p = pr.s, pr.p
    holdings = V._holdings(s, p, p.strength)
    key = (support, relic, *_title_inputs(s, p, holdings))
    got = _DELTAS.get(key)
    if got is None:
        if len(_DELTAS) > 50_000:
            _DELTAS.clear()
        got = _DELTAS[key] = _titles_delta_of(pr, holdings, support, relic)
    return got


def _titles_delta_of(pr: Prices, holdings: tuple, support: str, relic: str) -> float:
    s, p = pr.s, pr.p
    before = V.titles_value(s, pr.seat, True, holdings=holdings)
    if support:
        p.supports.append(Tile("?", support))
    if relic:
        p.relics.append(Tile("?", relic))
    try:
        after = V.titles_value(s, pr.seat, True)
    finally:
        if support:
            p.supports.pop()
        if relic:
            p.relics.pop()
    return after - before


_OBJECTIVES: dict[tuple, float] = {}  # objective_value's draws by everything the title prices read


def objective_value(pr: Prices) -> float:
    """New Objective: the best of three titles drawn from those the seat has not seen."""
    s, p = pr.s, pr.p
    holdings = V._holdings(s, p, p.strength)
    key = _title_inputs(s, p, holdings)
    total = _OBJECTIVES.get(key)
    if total is None:
        if len(_OBJECTIVES) > 50_000:
            _OBJECTIVES.clear()
        total = _OBJECTIVES[key] = _objective_draw(s, p, holdings)
    return pr.wt.objective * total


def _objective_draw(s: GloryState, p: PlayerState, holdings: tuple) -> float:
    """The expected best of three titles drawn from those ``p`` has not seen, by what each adds."""
    seen = set(s.public_titles) | set(p.titles)
    pool = sorted((V.title_pick_value(s, p, t.id, holdings) for t in C.TITLE_LIST if t.id not in seen), reverse=True)
    n = len(pool)
    if n == 0:
        return 0.0
    # E[max of 3 drawn without replacement] over the sorted values
    total = 0.0
    from math import comb

    draws = min(3, n)
    all_ways = comb(n, draws)
    for i, v in enumerate(pool):
        total += v * comb(n - 1 - i, draws - 1) / all_ways
    return total


def herald_value(pr: Prices, where: tuple) -> float:
    """Registering now. Pas d'Armes: the knights the seat ends up fighting with it (this one, then the
    best of the other towns at registration, two at most) against without it — a third town only
    comes this way; the extra duel costs what it takes (tokens, Faith). Joust: a place chosen early."""
    s, p = pr.s, pr.p
    if not s.pas:
        return 0.8
    group = V._group(p, fresh=True)
    kit = Kit(p.mount, p.armor, 3, 1, group.reroll, tuple(group.items[:1]), group.prestige)
    t, i = where
    mine = {town for town, row in enumerate(s.pas) for x in row if x.challenger == pr.seat}

    def best_in(town: int) -> float:
        free = [x.knight for x in s.pas[town] if x.challenger == -1]
        return max((duel_odds(kit, knight_foe(k))[1] for k in free), default=0.0)

    def open_picks(exclude: set[int], room: int) -> list[float]:
        vals = sorted((best_in(town) for town in range(len(s.pas)) if town not in exclude), reverse=True)
        return [v for v in vals if v > 0][:room]

    before = open_picks(mine, min(2, 3 - len(mine)))
    here = duel_odds(kit, knight_foe(s.pas[t][i].knight))[1]
    after = [here] + open_picks(mine | {t}, min(2, 3 - len(mine) - 1))
    extra = len(after) - len(before)
    return sum(after) - sum(before) - extra * (pr.tokens(3) + pr.faith(1)) + 0.1


def event_value(pr: Prices, args: tuple) -> float:
    s = pr.s
    ev = C.EVENTS[s.events[s.round - 1]]
    cost = sum(pr.coins(n) if what == "coins" else pr.tokens(n) for what, n in ev.cost)
    if ev.id == "crusade":
        gain = 3.0 + pr.faith(3)
    elif ev.id in C.SUPPORT_EVENTS:
        gain = support_value(pr, C.SUPPORT_TILES.get(s.event_support, "")) if s.event_support else 0.0
    elif ev.id == "journey":
        gain = travel_value(pr, 3)
    elif ev.id == "loot":
        gain = pr.w.mount_gain if args and args[0] == "mount" else pr.w.armor_gain
        gain *= 1.3  # level IV lights the star: more than a level's worth
    elif ev.id == "siege":
        gain = 5.0
    elif ev.id == "wandering":
        gain = pr.tokens(5)
    else:
        gain = 0.0
    return gain - cost


EXCLUSIVE = ("training", "prayer", "service", "travel", "support", "herald", "event")


def denial_values(
    s: GloryState, seat: int, legal: list[tuple], weight: float, wt: Weights = PARTNER
) -> dict[tuple, float]:
    """What taking an exclusive placement keeps from the rival who would otherwise take it next:
    ``weight`` x the best rival's price for the same placement (from this seat's view of them)."""
    out: dict[tuple, float] = {}
    rivals = [x for x in s.initiative if x != seat and x != OTTO and s.players[x].pawns > 0]
    if not rivals or weight <= 0:
        return out
    rp = [Prices(s, r, V.worth(s, r, seat, wt), wt) for r in rivals]
    for a in legal:
        if a[0] != "place" or a[1] not in EXCLUSIVE:
            continue
        if a[1] in ("training", "prayer", "service", "travel") and circles_left(s, a[1]) > 1:
            continue
        best = 0.0
        for pr in rp:
            try:
                best = max(best, place_value(pr, a) - (pr.wt.scarce if a[1] in LIMITED else 0.0))
            except (IndexError, KeyError, ValueError):
                continue
        out[a] = weight * best
    return out


def circles_left(s: GloryState, space: str) -> int:
    from game.games.glory.actions import circles

    n = circles(s, space)
    return 99 if n == 0 else n - len(s.spaces[space])


def place_value(pr: Prices, action: tuple) -> float:
    s, p = pr.s, pr.p
    space = action[1]
    if space == "training":
        v = pr.tokens(3)
    elif space == "warmup":
        v = pr.tokens(2)
    elif space == "prayer":
        v = pr.faith(3) * pr.wt.faith
    elif space == "service":
        v = pr.coins(3)
    elif space == "patrol":
        v = pr.coins(2)
    elif space == "initiative":
        v = pr.coins(1)
        if not s.initiative_pawns and s.n + (1 if s.solo is not None else 0) > 1:
            v += pr.wt.initiative * (1.0 if [x for x in s.initiative if x != OTTO][0] != pr.seat else 0.5)
    elif space == "travel":
        v = travel_value(pr, C.TRAVEL_CARDS + count_supports(p, "queen"))
    elif space == "market":
        item = action[2]
        level = getattr(p, item) + 1
        gain = pr.w.mount_gain if item == "mount" else pr.w.armor_gain
        if level == C.MAX_LEVEL:
            gain *= 1.15
        v = gain + _equipped_delta(pr, item) - pr.coins(discount(p, C.MARKET_PRICES[level]))
    elif space == "support":
        i = action[2]
        kind = C.SUPPORT_TILES.get(s.track[i], "")
        v = support_value(pr, kind) - pr.coins(discount(p, s.track_costs[i]))
    elif space == "herald":
        v = herald_value(pr, action[2:])
    elif space == "objective":
        v = objective_value(pr)
    elif space == "event":
        v = event_value(pr, action[2:])
    else:
        v = 0.0
    if space in LIMITED and _others_move_later(s, pr.seat):
        v += pr.wt.scarce
    return v


def _equipped_delta(pr: Prices, item: str) -> float:
    s, p = pr.s, pr.p
    before = V.titles_value(s, pr.seat, True)
    setattr(p, item, getattr(p, item) + 1)
    try:
        after = V.titles_value(s, pr.seat, True)
    finally:
        setattr(p, item, getattr(p, item) - 1)
    return after - before


def journey_value(pr: Prices, action: tuple) -> float:
    """Play a card now (against keeping it for a later journey) or stop (0)."""
    if action[0] == "stop":
        return 0.0
    s, p = pr.s, pr.p
    card = action[1]
    later = s.phase != "final_journey"
    if card[0] == "C":
        return challenge_price(pr, card, later)[0]
    return V.card_value(s, p, card, pr.w)


def reward_value(pr: Prices, card: str, index: int) -> float:
    s, p = pr.s, pr.p
    option = C.JOURNEY[card].reward[index]
    v = V.option_value(s, p, option, pr.w)
    for what, value in option:
        if what == "support":
            v += _titles_delta(pr, support=str(value))
        elif what == "relic":
            v += _titles_delta(pr, relic=str(value))
        elif what in ("mount", "armor"):
            gain = pr.w.mount_gain if what == "mount" else pr.w.armor_gain
            v += gain - V.gain_value(s, p, what, value, pr.w)
    return v


def register_value(pr: Prices, action: tuple) -> float:
    """A registration priced from the odds (the fast way): the duel's expected glory less what it
    takes; a joust place by its path to the final."""
    s, p = pr.s, pr.p
    if action[0] == "pass":
        if s.pas:
            return 0.0
        free = [i for i, x in enumerate(s.bracket[0]) if not x]
        return 0.9 * max((_place_ev(pr, i) for i in free), default=0.0)
    if s.pas:
        group = V._group(p, fresh=True)
        kit = Kit(p.mount, p.armor, 3, 1, group.reroll, tuple(group.items[:1]), group.prestige)
        _pw, ev = duel_odds(kit, knight_foe(s.pas[action[1]][action[2]].knight))
        return ev - pr.tokens(3) - pr.faith(1)
    return _place_ev(pr, action[1])


def _place_ev(pr: Prices, place: int) -> float:
    plan = V.Plan(pr.s, pr.seat, None)
    trophy = V.TROPHY_VALUE if pr.s.trophy else V.STANDARD_TROPHY
    return plan._quick_value(plan._path(0, -1, place, trophy))


# --------------------------------------------------------------------------- the decision


def action_prices(
    rules,
    view: GloryState,
    seat: int,
    legal: list[tuple],
    frozen: dict[int, V.Worth] | None = None,
    wt: Weights = PARTNER,
) -> dict[tuple, float]:
    """Every legal action of a non-duel decision with its price (glory-equivalents). ``frozen``:
    prices already worked out for a seat (a play-out reuses its first ones; registrations are then
    priced from the odds rather than judged position by position)."""
    s = view
    kind = legal[0][0]
    if frozen is None and (s.phase == "setup" and kind == "character" or s.phase == "registration"):
        return _exact(rules, view, seat, legal, wt)
    if frozen is not None and seat in frozen:
        pr = Prices(s, seat, frozen[seat], wt)
    else:
        pr = prices(s, seat, wt)
        if frozen is not None:
            frozen[seat] = pr.w
    p = pr.p
    out: dict[tuple, float] = {}
    for a in legal:
        k = a[0]
        if k == "place":
            out[a] = place_value(pr, a)
        elif k in ("play", "stop"):
            out[a] = journey_value(pr, a)
        elif k == "take":
            t, i = a[1], a[2]
            card = s.face_up[t][i] if i >= 0 else "?" + t
            out[a] = card_take_value(pr, card)
        elif k == "keep_title":
            out[a] = V.title_pick_value(s, p, a[1])
        elif k == "choose":
            out[a] = reward_value(pr, s.pending[-1].card, a[1])
        elif k == "exchange":
            card = a[1]
            keep = card_take_value(pr, card)
            out[a] = pr.tokens(1) - keep
        elif k == "done":
            out[a] = 0.0
        elif k == "attempt":
            kit = Kit(p.mount, p.armor, min(D.MAX_STRENGTH, p.strength), min(p.faith, 3), V._reroll(p))
            glory = C.TITLES["brave"].glory + count_supports(p, "chronicler")
            pw, _ev = duel_odds(kit, V.brave_foe(float(glory)))
            out[a] = pw * glory - (0.5 if p.strength >= 3 and "fortunate" in s.public_titles + p.titles else 0.0)
        elif k == "decline":
            out[a] = 0.0
        elif k == "register" or (k == "pass" and s.phase == "registration"):
            out[a] = register_value(pr, a)
        elif k == "character":
            out[a] = 0.0
        else:
            out[a] = 0.0
    return out


def _exact(rules, view: GloryState, seat: int, legal: list[tuple], wt: Weights = PARTNER) -> dict[tuple, float]:
    """Few options: play each on the view and judge the position (the rivals' too)."""
    out = {}
    for a in legal:
        nxt, _ev = rules.apply(view, seat, a)
        out[a] = V.score(nxt, seat, wt)
    return out


def tournament_values(
    rules, view: GloryState, seat: int, rng, worlds: int = 4, wt: Weights = PARTNER
) -> dict[tuple, float]:
    """The next round's tournament type: each one set up on sampled worlds (its knights are drawn
    from the piles), the position judged against the rivals'."""
    legal = rules.legal_actions(view, seat)
    sampled = [rules.determinize(view, seat, rng) for _ in range(worlds)]
    return {a: sum(V.score(rules.apply(w, seat, a)[0], seat, wt) for w in sampled) / worlds for a in legal}


def duel_choice(view: GloryState, seat: int, greed: float = 1.0):
    """The duel AI's move (``greed`` scales its price of what it keeps for later)."""
    k = knowledge_for_game(view, seat)
    k.greed = greed
    return choose_duel_action(view.duel.state, seat, k)


def in_duel(view: GloryState, seat: int) -> bool:
    duel = view.duel
    return duel is not None and duel.state is not None and seat in D.duel_actors(duel.state)


def choose(
    rules, view: GloryState, seat: int, rng=None, noise: float = 0.0, frozen=None, wt: Weights = PARTNER
) -> tuple:
    """The priced policy's choice (``noise``: a random spread added to every price, glory points;
    ``frozen``: see ``action_prices``; ``wt``: the judgement calls, ``weights``)."""
    if in_duel(view, seat):
        legal = D.duel_legal(view.duel.state, seat)
        if len(legal) == 1:
            return legal[0]
        return duel_choice(view, seat, wt.duel_greed).action
    legal = rules.legal_actions(view, seat)
    if len(legal) == 1 or legal[0][0] == "equipment":  # a handicap is for people: bots keep their own
        return legal[0]
    if legal[0][0] == "tournament" and rng is not None:
        values = tournament_values(rules, view, seat, rng, wt=wt)
        return max(legal, key=lambda a: values[a])
    values = action_prices(rules, view, seat, legal, frozen, wt)
    if wt.denial and view.phase == "action" and legal[0][0] == "place" and frozen is None:
        for a, v in denial_values(view, seat, legal, wt.denial, wt).items():
            values[a] += v
    if noise and rng is not None:
        values = {a: v + (rng.random() * 2 - 1) * noise for a, v in values.items()}
    best = max(values.values())
    return next(a for a in legal if values[a] >= best - EPS)
