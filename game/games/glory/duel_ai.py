"""Duel decisions for Glory bots: exact dice probabilities weighed against what resources are worth later.

Entry point: ``choose_duel_action(duel, seat, knowledge=None) -> DuelChoice`` (``.action``, ``.explain``
a translated one-liner, ``.p_clash`` the estimated chance to win the current clash, ``.value``).
It only reads the DuelState, which is entirely public, plus the seat's own ``DuelKnowledge``.

How it decides (all exact enumeration, no sampling):

* The value of the duel is a best-of-three recursion ``V(mine, theirs)`` over clash results with the
  glory at stake (knight's glory, a player's 7/9 plus what denying it is worth, a card's reward, half
  glory for a lost duel with one clash won) and a future-clash win chance estimated from the dice.
* A roll is summarised by the best value of each colour; their joint distribution is a product of
  per-colour "max of n dice" distributions (duel_dice). For every roll outcome the bot plans, at minimum
  cost, which lance supports (two at most) and relic to add to win the clash (``_Planner``).
* Strength: each number of tokens is scored over every roll outcome (tokens stay for the whole duel, so
  the future clashes improve too). Faith: every "reroll the j lowest dice of each colour" combination
  within the allowed number is scored exactly; the Ring likewise. Supports, relics and tokens have a
  price (``DuelKnowledge``): supports and relics are refreshed at maintenance, so they only cost what they
  would bring in the duels still to come this tournament; Strength and Faith are gone for good.
* Against a player, who may still answer, the bot counts a narrow lead as half a win when the opponent
  still holds cards that could close it.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations_with_replacement

from game.games.glory import duel as D
from game.games.glory.duel_dice import BEST, BLACK, RED, WHITE, max_dist
from game.i18n import _, ngettext

# Value of one use of a support or relic in a later duel of the same tournament (glory points, ours).
USE_VALUE = {
    D.VETERAN: 0.8,
    D.SQUIRE: 1.2,
    D.WEAPONS_MASTER: 1.2,
    D.ARMORER: 0.9,
    D.WITCH: 0.6,
    D.ROGUE: 0.6,
    D.COOK: 0.8,
    D.JESTER: 0.3,
    D.HERMIT: 0.5,
    D.LADY_IN_WAITING: 0.5,
    D.HERALD: 0.4,
    D.MEDALLION: 0.8,
    D.AMULET: 1.6,
    D.RING: 1.2,
    D.ROSARY: 0.9,
}
_TURNS = {D.SQUIRE: BLACK, D.WEAPONS_MASTER: RED, D.ARMORER: WHITE, D.ROSARY: WHITE}


@dataclass
class DuelKnowledge:
    """What the seat knows beyond the duel itself (all optional).

    ``stake``: value of winning in glory points (None: the knight's glory, 7/9 for a player, 4 for a card
    duel, 5 for the Brave title). ``extra_stake``: added to it (advancing in a Joust à Plaisance, a
    trophy). ``rival_weight``: in a duel against a player, how much their gain hurts me (1 with two
    players, about 1/3 with four). ``future_duels``: duels still to fight before maintenance refreshes
    supports and relics. ``token_value``: one Strength/Faith token kept for later (0 in the last duel of
    the game). ``greed``: scales every resource price (lower spends more freely; the easy bot uses noise).
    """

    stake: float | None = None
    extra_stake: float = 0.0
    rival_weight: float = 0.5
    future_duels: float = 1.0
    token_value: float = 0.4
    greed: float = 1.0


@dataclass
class DuelChoice:
    action: tuple
    explain: str
    p_clash: float
    value: float


# --- the opponent ---------------------------------------------------------------------------------


def _player_roll_dist(duel: D.DuelState, side: int, extra: int = 0) -> dict[int, float]:
    """Distribution of a player's raw roll (best of each colour), with ``extra`` Strength tokens added."""
    c = duel.sides[side]
    board = min(D.MAX_STRENGTH, c.board_strength + extra)
    counts = list(D.dice_counts(duel, side))
    if c.rolls:
        counts[RED] = min(board, 3)
        for ability in duel.sides[1 - side].abilities:
            if D.VETERAN_ABILITY.get(ability) == RED:
                counts[RED] = max(0, counts[RED] - 1)
    active = (board >= 4, D.star_active(c, BLACK), D.star_active(c, WHITE))
    dist: dict[int, float] = {}
    for v, p in _attack_dist(tuple(counts), active):
        dist[v] = dist.get(v, 0.0) + p
    return dist


def _attack_dist(counts: tuple[int, ...], active: tuple[bool, ...]) -> list[tuple[int, float]]:
    from game.games.glory.duel_dice import attack_dist

    return list(attack_dist((counts[0], counts[1], counts[2]), (active[0], active[1], active[2])))


def _opponent_dist(duel: D.DuelState, me: int, rolled: bool) -> dict[int, float]:
    """The opponent's attack value this clash as a distribution (before or after the roll)."""
    opp = 1 - me
    oc = duel.sides[opp]
    if rolled:
        base = D.attack_value(duel, opp)
        if not oc.is_player:
            return {base: 1.0}
        boost = _potential_boost(duel, opp)
        if boost <= 0:
            return {base: 1.0}
        return {base: 0.5, base + boost: 0.5}
    mods = duel.mods[opp] + duel.relic_bonus[opp]
    if not oc.rolls:
        if D.POLISH in oc.abilities:
            out: dict[int, float] = {}
            for v in (0, 1, 1, 2, 3, 0):
                out[oc.attack + v + mods] = out.get(oc.attack + v + mods, 0.0) + 1 / 6
            return out
        return {oc.attack + mods: 1.0}
    still_to_act = duel.phase == D.STRENGTH and opp in duel.order
    extra = min(D.MAX_STRENGTH - oc.board_strength, oc.strength) if still_to_act else 0
    return {v + mods: p for v, p in _player_roll_dist(duel, opp, extra).items()}


def _potential_boost(duel: D.DuelState, side: int) -> int:
    """The most a player could still add this clash with lance supports and a relic (deterministic ones)."""
    c = duel.sides[side]
    if duel.phase not in (D.FAITH, D.LANCE1, D.LANCE2, D.RELIC):
        return 0
    best = D.best_by_colour(duel, side)
    gains = []
    if duel.phase in (D.FAITH, D.LANCE1, D.LANCE2):
        for kind, n in c.supports.items():
            for _ in range(n):
                if kind in (D.VETERAN, D.WITCH):
                    gains.append(1)
                elif kind in _TURNS:
                    gains.append(BEST[_TURNS[kind]] - best[_TURNS[kind]])
    slots = 2 if duel.phase in (D.FAITH, D.LANCE1) else 1 if duel.phase == D.LANCE2 else 0
    total = sum(sorted(gains, reverse=True)[:slots])
    relic_gain = max(
        [{D.MEDALLION: 1, D.AMULET: 2, D.ROSARY: 3 - best[WHITE], D.RING: 1}.get(k, 0) for k in c.relics] or [0]
    )
    return total + relic_gain


# --- the value of the duel --------------------------------------------------------------------------------


def _stake(duel: D.DuelState, me: int, k: DuelKnowledge) -> tuple[float, float, float]:
    """Values for me of the duel's ends: (won 2-0, won 2-1, lost 1-2); lost 0-2 is worth 0.

    Against a player (tournament), what the opponent scores counts against me (``rival_weight``):
    the winner scores the loser's glory value, the loser with one clash half the winner's."""
    opp = duel.sides[1 - me]
    mine = duel.sides[me]
    if k.stake is not None:
        win = k.stake
    elif duel.context == "journey":
        win = 4.0
    elif duel.context == "title":
        win = 5.0
    elif opp.kind == D.KNIGHT:
        win = float(opp.glory_value)
    else:
        win = float(D._glory_value(opp, mine))
    win += k.extra_stake
    win1, half = win, 0.0
    if duel.context == "tournament":
        if opp.kind == D.KNIGHT:
            half = float(opp.glory_value // 2)
        else:
            half = float(D._glory_value(opp, mine) // 2)  # half the winner's value
            # a player or Otto scores too: shift so that "lost 0-2" stays 0 (their full score) and
            # every other end is worth what it keeps from them
            theirs = D._glory_value(mine, opp)
            win += k.rival_weight * theirs
            win1 += k.rival_weight * (theirs - theirs // 2)
    return win, win1, half


def _duel_values(a: int, b: int, p: float, stakes: tuple[float, float, float]) -> float:
    """Expected value with ``a`` clashes won by me and ``b`` by the opponent, ``p`` per future clash."""
    if a >= 2:
        return stakes[0] if b == 0 else stakes[1]
    if b >= 2:
        return stakes[2] if a == 1 else 0.0
    return p * _duel_values(a + 1, b, p, stakes) + (1 - p) * _duel_values(a, b + 1, p, stakes)


def _tie_wins(duel: D.DuelState, me: int) -> bool:
    """Would ``me`` win a clash on equal attack right now (the engine's tie rule)?"""
    return D.tie_winner(duel)[0] == me


class _Opp:
    """P(opponent's final value < x) and P(== x), from a distribution."""

    def __init__(self, dist: dict[int, float], tie: bool):
        self.dist = dist
        self.tie = tie
        self._cache: dict[int, float] = {}

    def win(self, f: int) -> float:
        got = self._cache.get(f)
        if got is None:
            got = 0.0
            for o, p in self.dist.items():
                if f > o or (f == o and self.tie):
                    got += p
            self._cache[f] = got
        return got


# --- planning supports and relics -------------------------------------------------------------------


@dataclass(frozen=True)
class _Plan:
    flat: int  # attack added (Veteran, Medallion, Amulet) and opponent lowered (Witch)
    turns: tuple[bool, bool, bool]  # colours turned to their best value
    cost: float
    lance: tuple[str, ...]
    relic: str | None


class _Planner:
    """Every useful combination of remaining lance supports (and a relic) with its cost, deduplicated."""

    def __init__(
        self, duel: D.DuelState, me: int, lance_slots: int, relic_slot: bool, k: DuelKnowledge, extra: int | None = None
    ):
        """``extra``: before the roll, the Strength tokens about to be added (which dice there will be)."""
        c = duel.sides[me]
        have = [False, False, False]
        if extra is None:
            for colour, _f in duel.dice[me]:
                have[colour] = True
        else:
            counts = _counts(duel, me, extra)
            have = [n > 0 for n in counts]
        kinds = [kind for kind in D.LANCE_SUPPORTS if c.supports.get(kind, 0) > 0]
        if kind_ok := [kd for kd in kinds if kd not in _TURNS or have[_TURNS[kd]]]:
            kinds = kind_ok
        else:
            kinds = []
        relics: list[str | None] = [None]
        if relic_slot:
            relics += [
                r
                for r in (D.MEDALLION, D.AMULET, D.ROSARY)
                if c.relics.get(r, 0) > 0 and (r != D.ROSARY or have[WHITE])
            ]
        best: dict[tuple, _Plan] = {}
        for n in range(lance_slots + 1):
            for combo in combinations_with_replacement(kinds, n):
                if any(combo.count(kd) > c.supports.get(kd, 0) for kd in set(combo)):
                    continue
                for relic in relics:
                    flat = sum(1 for kd in combo if kd in (D.VETERAN, D.WITCH))
                    flat += {D.MEDALLION: 1, D.AMULET: 2}.get(relic or "", 0)
                    turns = [False, False, False]
                    for kd in combo + ((relic,) if relic == D.ROSARY else ()):
                        if kd in _TURNS:
                            turns[_TURNS[kd]] = True
                    cost = sum(_item_cost(kd, k) for kd in combo) + (_item_cost(relic, k) if relic else 0.0)
                    key = (flat, tuple(turns))
                    plan = _Plan(flat, (turns[0], turns[1], turns[2]), cost, combo, relic)
                    if key not in best or best[key].cost > cost:
                        best[key] = plan
        self.plans = sorted(best.values(), key=lambda p: p.cost)
        self.none = next(p for p in self.plans if not p.lance and p.relic is None)
        self._rows = [(p.flat, p.turns[0], p.turns[1], p.turns[2], p.cost, p) for p in self.plans]
        self.key = tuple((p.flat, p.turns, p.cost) for p in self.plans)  # what ``best`` depends on

    def best(self, maxima: tuple[int, int, int], base: int, opp: _Opp, stake: float) -> tuple[float, float, _Plan]:
        """(net value, P(win), plan) of the best plan for a roll with these colour maxima."""
        m0, m1, m2 = maxima
        raw = m0 + m1 + m2 + base
        d0, d1, d2 = BEST[0] - m0, BEST[1] - m1, BEST[2] - m2
        cache = opp._cache
        best_v, best_p, best_plan = -1e9, 0.0, self.none
        for flat, t0, t1, t2, cost, plan in self._rows:
            f = raw + flat
            if t0:
                f += d0
            if t1:
                f += d1
            if t2:
                f += d2
            p = cache.get(f)
            if p is None:
                p = opp.win(f)
            v = p * stake - cost
            if v > best_v + 1e-9:
                best_v, best_p, best_plan = v, p, plan
        return best_v, best_p, best_plan


_PLANNERS: dict[tuple, _Planner] = {}  # planners by everything they are built from
_STORE_MAX = 20000  # answers a store keeps (it starts afresh when full)


def _planner(
    duel: D.DuelState, me: int, lance_slots: int, relic_slot: bool, k: DuelKnowledge, extra: int | None = None
) -> _Planner:
    """``_Planner(...)``, built once for the same supports, relics, dice colours, slots and prices."""
    c = duel.sides[me]
    if extra is None:
        have = tuple(any(colour == x for colour, _f in duel.dice[me]) for x in (0, 1, 2))
    else:
        have = tuple(n > 0 for n in _counts(duel, me, extra))
    key = (
        tuple(sorted(c.supports.items())),
        tuple(sorted(c.relics.items())),
        have,
        lance_slots,
        relic_slot,
        k.future_duels,
        k.greed,
    )
    got = _PLANNERS.get(key)
    if got is None:
        if len(_PLANNERS) >= _STORE_MAX:
            _PLANNERS.clear()
        got = _PLANNERS[key] = _Planner(duel, me, lance_slots, relic_slot, k, extra)
    return got


def _item_cost(kind: str, k: DuelKnowledge) -> float:
    cost = USE_VALUE.get(kind, 0.5) * k.future_duels * k.greed
    if kind in (D.WITCH, D.ROGUE):
        cost += 1.0  # a glory point
    return cost


# --- per-colour outcome distributions -----------------------------------------------------------------


def _counts(duel: D.DuelState, me: int, extra: int) -> list[int]:
    """Dice of each colour ``me`` will roll with ``extra`` more Strength tokens on the board."""
    c = duel.sides[me]
    counts = list(D.dice_counts(duel, me))
    counts[RED] = min(min(D.MAX_STRENGTH, c.board_strength + extra), 3)
    for ability in duel.sides[1 - me].abilities:
        if D.VETERAN_ABILITY.get(ability) == RED:
            counts[RED] = max(0, counts[RED] - 1)
    return counts


def _fresh_colour_dists(duel: D.DuelState, me: int, extra: int = 0) -> list[tuple[float, ...]]:
    c = duel.sides[me]
    counts = _counts(duel, me, extra)
    active = (c.board_strength + extra >= D.MAX_STRENGTH, D.star_active(c, BLACK), D.star_active(c, WHITE))
    return [max_dist(col, counts[col], active[col]) for col in (RED, BLACK, WHITE)]


def _expected(dists: list[tuple[float, ...]], fn) -> float:
    """Sum over joint colour maxima of P * fn(maxima)."""
    total = 0.0
    r_d, b_d, w_d = dists
    for r, pr in enumerate(r_d):
        if pr <= 0:
            continue
        for b, pb in enumerate(b_d):
            if pb <= 0:
                continue
            prb = pr * pb
            for w, pw in enumerate(w_d):
                if pw > 0:
                    total += prb * pw * fn((r, b, w))
    return total


def _future_clash_p(duel: D.DuelState, me: int, extra: int = 0) -> float:
    """Chance to win a later clash of this duel (no modifiers; supports and relics half counted)."""
    if duel.clash >= 3:
        return 0.5
    d2 = duel.clone()
    d2.mods, d2.relic_bonus, d2.prestige_mods, d2.rolled = [0, 0], [0, 0], [0, 0], False
    d2.phase = D.STRENGTH
    d2.order = []
    return _clash_p(d2, me, extra)


_CLASH_P: dict[tuple, float] = {}  # _clash_p's answers by everything they depend on


def _clash_p(duel: D.DuelState, me: int, extra: int) -> float:
    """Chance to win a fresh clash: the dice alone, averaged with the dice plus every support and relic
    (they are shared between clashes, so half of their help is counted)."""
    dists = _fresh_colour_dists(duel, me, extra)
    opp = _Opp(_opponent_dist(duel, me, rolled=False), _tie_wins(duel, me))
    planner = _planner(duel, me, 2, True, DuelKnowledge(future_duels=0), extra=extra)
    key = (tuple(dists), tuple(opp.dist.items()), opp.tie, planner.key)
    got = _CLASH_P.get(key)
    if got is not None:
        return got
    raw = _expected(dists, lambda m: opp.win(m[0] + m[1] + m[2]))
    if len(planner.plans) == 1:
        got = raw
    else:
        _v, boosted = _expected_pair(dists, planner, 0, opp, 1.0)
        got = (raw + boosted) / 2
    if len(_CLASH_P) >= _STORE_MAX:
        _CLASH_P.clear()
    _CLASH_P[key] = got
    return got


# --- decisions -----------------------------------------------------------------------------------------


def choose_duel_action(duel: D.DuelState, seat: int, knowledge: DuelKnowledge | None = None) -> DuelChoice:
    """The bot's choice for ``seat`` now (one of ``duel_legal(duel, seat)``)."""
    legal = D.duel_legal(duel, seat)
    if not legal:
        raise ValueError("choose_duel_action: this seat has nothing to decide")
    k = knowledge or DuelKnowledge()
    me = duel.order[0]
    if len(legal) == 1:
        return DuelChoice(legal[0], "", 0.5, 0.0)
    phase = duel.phase
    if phase == D.RECOVER:
        return _recover(duel, me, legal, k)
    stakes = _stake(duel, me, k)
    a, b = duel.advantage[me], duel.advantage[1 - me]
    if phase == D.TENT:
        return _tent(duel, me, legal, k, stakes)
    if phase == D.STRENGTH:
        return _strength(duel, me, legal, k, stakes, a, b)
    p_f = _future_clash_p(duel, me)
    v_win, v_lose = _duel_values(a + 1, b, p_f, stakes), _duel_values(a, b + 1, p_f, stakes)
    clash_stake = v_win - v_lose
    if phase == D.FAITH:
        return _faith(duel, me, legal, k, clash_stake, v_lose)
    return _lance_or_relic(duel, me, legal, k, clash_stake, v_lose)


def _pct(p: float) -> int:
    return int(round(100 * p))


def _strength(duel, me, legal, k, stakes, a, b) -> DuelChoice:
    options = [0] + [act[1] for act in legal if act[0] == "strength"]
    opp = _Opp(_opponent_dist(duel, me, rolled=False), _tie_wins(duel, me))
    base = duel.mods[me] + duel.relic_bonus[me]
    best = None
    for n in options:
        planner = _planner(duel, me, 2, True, k, extra=n)
        dists = _fresh_colour_dists(duel, me, n)
        p_f = _future_clash_p(duel, me, n)
        v_win, v_lose = _duel_values(a + 1, b, p_f, stakes), _duel_values(a, b + 1, p_f, stakes)
        v, p = _expected_pair(dists, planner, base, opp, v_win - v_lose)
        value = v_lose + v - n * k.token_value * k.greed
        if best is None or value > best[0] + 1e-9:
            best = (value, n, p)
    value, n, p = best
    if n:
        action = ("strength", n)
        text = ngettext(
            "adds {n} Strength token: {p}% to win the clash.",
            "adds {n} Strength tokens: {p}% to win the clash.",
            n,
        ).format(n=n, p=_pct(p))
    else:
        action = ("pass",)
        text = _("keeps the Strength tokens: {p}% to win the clash.").format(p=_pct(p))
    return DuelChoice(action, text, p, value)


_PAIRS: dict[tuple, tuple[float, float]] = {}  # _expected_pair's answers by everything they depend on


def _expected_pair(dists, planner: _Planner, base: int, opp: _Opp, stake: float) -> tuple[float, float]:
    """(expected net value, P(win clash)) over a roll, planning supports and relic for each outcome.
    Remembered: the same roll, plans, opponent and stake give the same answer, worked out once."""
    key = (tuple(dists), planner.key, base, tuple(opp.dist.items()), opp.tie, stake)
    got = _PAIRS.get(key)
    if got is None:
        if len(_PAIRS) >= _STORE_MAX:
            _PAIRS.clear()
        got = _PAIRS[key] = _expected_pair_of(dists, planner, base, opp, stake)
    return got


def _expected_pair_of(dists, planner: _Planner, base: int, opp: _Opp, stake: float) -> tuple[float, float]:
    total_v = total_p = 0.0
    r_d, b_d, w_d = dists
    for r, pr in enumerate(r_d):
        if pr <= 0:
            continue
        for b, pb in enumerate(b_d):
            if pb <= 0:
                continue
            for w, pw in enumerate(w_d):
                if pw > 0:
                    v, p, _plan = planner.best((r, b, w), base, opp, stake)
                    q = pr * pb * pw
                    total_v += q * v
                    total_p += q * p
    return total_v, total_p


def _faith(duel, me, legal, k, clash_stake, v_lose) -> DuelChoice:
    c = duel.sides[me]
    opp = _Opp(_opponent_dist(duel, me, rolled=True), _tie_wins(duel, me))
    planner = _planner(duel, me, 2, True, k)
    base = duel.mods[me] + duel.relic_bonus[me]
    maxima = tuple(D.best_by_colour(duel, me))
    keep_v, keep_p, _plan = planner.best(maxima, base, opp, clash_stake)
    best = (keep_v, keep_p, ("pass",))
    limit = D.faith_limit(c)
    for idx, dists in _reroll_options(duel, me, limit):
        v, p = _expected_pair(dists, planner, base, opp, clash_stake)
        v -= k.token_value * k.greed
        if v > best[0] + 1e-9:
            best = (v, p, ("faith", idx))
    v, p, action = best
    if action[0] == "faith":
        text = ngettext(
            "prays and rerolls {n} die: {p}% to win the clash.",
            "prays and rerolls {n} dice: {p}% to win the clash.",
            len(action[1]),
        ).format(n=len(action[1]), p=_pct(p))
    else:
        text = _("keeps the dice: {p}% to win the clash.").format(p=_pct(p))
    return DuelChoice(action, text, p, v + v_lose)


def _reroll_options(duel: D.DuelState, me: int, limit: int):
    """(dice indices, per-colour distributions) for every 'reroll the j lowest of each colour' choice."""
    c = duel.sides[me]
    by_colour: list[list[tuple[int, int]]] = [[], [], []]  # (value, index)
    for i, die in enumerate(duel.dice[me]):
        by_colour[die[0]].append((D.die_value(duel, me, die), i))
    for lst in by_colour:
        lst.sort()
    active = [D.star_active(c, col) for col in (RED, BLACK, WHITE)]
    cur = [lst[-1][0] if lst else 0 for lst in by_colour]
    n = [len(lst) for lst in by_colour]
    for jr in range(n[0] + 1):
        for jb in range(n[1] + 1):
            for jw in range(n[2] + 1):
                total = jr + jb + jw
                if total == 0 or total > limit:
                    continue
                js = (jr, jb, jw)
                dists = []
                idx: list[int] = []
                for col in (RED, BLACK, WHITE):
                    j = js[col]
                    floor = cur[col] if j < n[col] else 0
                    dists.append(max_dist(col, j, active[col], floor))
                    idx += [i for _v, i in by_colour[col][:j]]
                yield tuple(sorted(idx)), dists


def _lance_or_relic(duel, me, legal, k, clash_stake, v_lose) -> DuelChoice:
    phase = duel.phase
    opp = _Opp(_opponent_dist(duel, me, rolled=True), _tie_wins(duel, me))
    slots = {D.LANCE1: 2, D.LANCE2: 1, D.RELIC: 0}[phase]
    planner = _planner(duel, me, slots, True, k)
    base = duel.mods[me] + duel.relic_bonus[me]
    maxima = tuple(D.best_by_colour(duel, me))
    v, p, plan = planner.best(maxima, base, opp, clash_stake)
    if duel.sides[1 - me].is_player:
        solved = _pvp_lookahead(duel, me, k, clash_stake)
        if solved is not None:
            v, p, action = solved
            if action[0] == "pass" and phase == D.RELIC and any(a[0] == "relic" and a[1] == D.RING for a in legal):
                ring = _ring(duel, me, k, clash_stake, opp, base)
                if ring is not None and ring[0] > v + 1e-9:
                    v, p, action = ring
            return DuelChoice(action, _explain_item(duel, me, action, p), p, v + v_lose)
    if phase in (D.LANCE1, D.LANCE2):
        if plan.lance:
            # the one that gains most first; the rest next step
            kind = max(plan.lance, key=lambda kd: _gain(kd, maxima))
            action = ("lance", kind)
        else:
            action = ("pass",)
    else:
        action = ("relic", plan.relic) if plan.relic else ("pass",)
        if any(a[0] == "relic" and a[1] == D.RING for a in legal):
            ring = _ring(duel, me, k, clash_stake, opp, base)
            if ring is not None and ring[0] > v + 1e-9:
                v, p, action = ring
    text = _explain_item(duel, me, action, p)
    return DuelChoice(action, text, p, v + v_lose)


_LOOKAHEAD_NODES = 20000
_LANCE_EFFECT = {
    D.VETERAN: ("flat", 1),
    D.WITCH: ("opp", 1),
    D.SQUIRE: ("turn", BLACK),
    D.WEAPONS_MASTER: ("turn", RED),
}
_LANCE_EFFECT[D.ARMORER] = ("turn", WHITE)
_RELIC_EFFECT = {D.MEDALLION: ("flat", 1), D.AMULET: ("flat", 2), D.ROSARY: ("turn", WHITE)}
_STEPS = (D.LANCE1, D.LANCE2, D.RELIC)


def _pvp_lookahead(duel: D.DuelState, me: int, k: DuelKnowledge, clash_stake: float):
    """Against a player, after the faith step: solve the rest of the clash (lance, lance, relic; in each
    step the side behind acts first) by backward induction over the deterministic supports and relics,
    each side maximising its own clash value minus what it spends (the Ring is left out).
    Returns (value, P(win), action), or None if the tree exceeds the node budget."""
    sides = duel.sides
    have = [[False, False, False], [False, False, False]]
    for s in (0, 1):
        for colour, _f in duel.dice[s]:
            have[s][colour] = True
    prestige = (D.prestige_value(duel, 0), D.prestige_value(duel, 1))
    init = (sides[0].initiative, sides[1].initiative)
    lance_kinds = [kd for kd in D.LANCE_SUPPORTS]
    relic_kinds = [D.MEDALLION, D.AMULET, D.ROSARY]
    budget = [_LOOKAHEAD_NODES]
    memo: dict = {}

    def options(step: str, s: int, sup: tuple, rel: tuple) -> list[tuple[str, int]]:
        out = [("pass", -1)]
        if step == D.RELIC:
            for i, kd in enumerate(relic_kinds):
                if rel[i] > 0 and (kd != D.ROSARY or have[s][WHITE]):
                    out.append((kd, i))
        else:
            for i, kd in enumerate(lance_kinds):
                eff = _LANCE_EFFECT[kd]
                if sup[i] > 0 and (eff[0] != "turn" or have[s][eff[1]]):
                    out.append((kd, i))
        return out

    def behind_first(att: tuple) -> tuple[int, ...]:
        key0 = (att[0], prestige[0], -init[0])
        key1 = (att[1], prestige[1], -init[1])
        return (0, 1) if key0 <= key1 else (1, 0)

    def solve(si: int, order: tuple, att: tuple, maxima: tuple, sups: tuple, rels: tuple, lanced: tuple):
        if not order:
            if si + 1 >= len(_STEPS):
                won = att[me] > att[1 - me] or (att[me] == att[1 - me] and _tie_wins(duel, me))
                return (clash_stake, 0.0, 1.0) if won else (0.0, clash_stake, 0.0)
            nxt = behind_first(att)
            if _STEPS[si + 1] == D.LANCE2:  # only a side that used a first lance support is asked again
                nxt = tuple(x for x in nxt if lanced[x])
            return solve(si + 1, nxt, att, maxima, sups, rels, lanced)
        key = (si, order, att, maxima, sups, rels, lanced)
        got = memo.get(key)
        if got is not None:
            return got
        budget[0] -= 1
        if budget[0] < 0:
            raise _TooBig
        s = order[0]
        best = None
        for kind, _idx in options(_STEPS[si], s, sups[s], rels[s]):
            u = play(si, order, att, maxima, sups, rels, lanced, kind)
            if best is None or u[0 if s == me else 1] > best[0 if s == me else 1] + 1e-9:
                best = u
        memo[key] = best
        return best

    def play(si, order, att, maxima, sups, rels, lanced, kind) -> tuple[float, float, float]:
        s = order[0]
        cost = 0.0
        if kind != "pass":
            if _STEPS[si] != D.RELIC:
                lanced = (True, lanced[1]) if s == 0 else (lanced[0], True)
            cost = _item_cost(kind, k)
            att_l, max_l = list(att), [list(maxima[0]), list(maxima[1])]
            sups_l, rels_l = [list(sups[0]), list(sups[1])], [list(rels[0]), list(rels[1])]
            if _STEPS[si] == D.RELIC:
                effect = _RELIC_EFFECT[kind]
                rels_l[s][relic_kinds.index(kind)] -= 1
            else:
                effect = _LANCE_EFFECT[kind]
                sups_l[s][lance_kinds.index(kind)] -= 1
            if effect[0] == "flat":
                att_l[s] += effect[1]
            elif effect[0] == "opp":
                att_l[1 - s] -= effect[1]
            else:
                colour = effect[1]
                att_l[s] += BEST[colour] - max_l[s][colour]
                max_l[s][colour] = BEST[colour]
            att = (att_l[0], att_l[1])
            maxima = (tuple(max_l[0]), tuple(max_l[1]))
            sups = (tuple(sups_l[0]), tuple(sups_l[1]))
            rels = (tuple(rels_l[0]), tuple(rels_l[1]))
        u = solve(si, order[1:], att, maxima, sups, rels, lanced)
        if s == me:
            return (u[0] - cost, u[1], u[2])
        return (u[0], u[1] - cost, u[2])

    att0 = (D.attack_value(duel, 0), D.attack_value(duel, 1))
    maxima0 = (tuple(D.best_by_colour(duel, 0)), tuple(D.best_by_colour(duel, 1)))
    sups0 = tuple(tuple(sides[s].supports.get(kd, 0) for kd in lance_kinds) for s in (0, 1))
    rels0 = tuple(tuple(sides[s].relics.get(kd, 0) for kd in relic_kinds) for s in (0, 1))
    si0 = _STEPS.index(duel.phase)
    order0 = tuple(duel.order)
    try:
        best = None
        for kind, _idx in options(duel.phase, me, sups0[me], rels0[me]):
            u = play(si0, order0, att0, maxima0, sups0, rels0, tuple(duel.lanced), kind)
            if best is None or u[0] > best[0] + 1e-9:
                action = ("pass",) if kind == "pass" else ("relic" if duel.phase == D.RELIC else "lance", kind)
                best = (u[0], u[2], action)
    except _TooBig:
        return None
    return best


class _TooBig(Exception):
    """The PvP lookahead tree exceeded its node budget."""


def _gain(kind: str, maxima: tuple[int, int, int]) -> int:
    if kind in _TURNS:
        return BEST[_TURNS[kind]] - maxima[_TURNS[kind]]
    return 1


def _ring(duel, me, k, clash_stake, opp: _Opp, base: int):
    cost = _item_cost(D.RING, k)
    best = None
    for idx, dists in _reroll_options(duel, me, D.RING_DICE):
        p = _expected(dists, lambda m: opp.win(m[0] + m[1] + m[2] + base))
        v = p * clash_stake - cost
        if best is None or v > best[0]:
            best = (v, p, ("relic", D.RING, idx))
    return best


def _explain_item(duel, me, action, p) -> str:
    from game.games.glory.duel_text import item_name

    if action[0] == "pass":
        return _("holds back: {p}% to win the clash.").format(p=_pct(p))
    return _("plays {item}: {p}% to win the clash.").format(item=item_name(action[1]), p=_pct(p))


def _tent(duel, me, legal, k, stakes) -> DuelChoice:
    """Before the first clash: Rogue/Cook/Jester change clash 1; Hermit/Lady/Herald bring a tile back."""
    p_f = _future_clash_p(duel, me)
    stake = _duel_values(1, 0, p_f, stakes) - _duel_values(0, 1, p_f, stakes)
    base_p = _fresh_clash_p(duel, me, 0, 0, 0)
    best = (0.0, base_p, ("pass",))
    for act in legal:
        if act[0] != "tent":
            continue
        kind = act[1]
        cost = _item_cost(kind, k)
        if kind == D.ROGUE:
            gain = (_fresh_clash_p(duel, me, 0, -1, 0) - base_p) * stake
        elif kind == D.COOK:
            gain = (_fresh_clash_p(duel, me, 1, 0, 0) - base_p) * stake
        elif kind == D.JESTER:
            gain = (_fresh_clash_p(duel, me, 0, 0, -2) - base_p) * stake
        else:
            # a tile back for this duel and the rest of the tournament
            gain = USE_VALUE.get(act[2], 0.5) * (1 + k.future_duels) if kind != D.HERALD else 0.6
        v = gain - cost
        if v > best[0] + 1e-9:
            best = (v, base_p, act)
    v, p, action = best
    text = _explain_item(duel, me, action, p)
    return DuelChoice(action, text, p, v)


def _fresh_clash_p(duel: D.DuelState, me: int, my_mod: int, opp_mod: int, opp_prestige: int) -> float:
    """Chance to win the coming clash on the dice, with extra modifiers (tent supports)."""
    d2 = duel.clone()
    d2.mods[me] += my_mod
    d2.mods[1 - me] += opp_mod
    d2.prestige_mods[1 - me] += opp_prestige
    opp_dist = _opponent_dist(d2, me, rolled=False)
    opp = _Opp(opp_dist, _tie_wins(d2, me))
    c = duel.sides[me]
    room = min(D.MAX_STRENGTH - c.board_strength, c.strength)
    dists = _fresh_colour_dists(d2, me, min(room, 2))
    base = d2.mods[me]
    return _expected(dists, lambda m: opp.win(m[0] + m[1] + m[2] + base))


def _recover(duel, me, legal, k) -> DuelChoice:
    """After a lost duel: take back the support and relic worth most."""

    def worth(act):
        return USE_VALUE.get(act[1] or "", 0) + USE_VALUE.get(act[2] or "", 0)

    action = max(legal, key=worth)
    return DuelChoice(action, _("takes back what serves best."), 0.0, worth(action))


# --- from a Glory game view -----------------------------------------------------------------------------


def knowledge_for_game(view, seat: int) -> DuelKnowledge:
    """A seat's DuelKnowledge read from a Glory game state or view (public parts only) with a duel on.

    Future duels: the seat's remaining Pas d'Armes duels, or the rounds still ahead in a Joust à
    Plaisance (half counted: it may be eliminated); other Challenge cards in hand count a little.
    Tokens lose their worth as the end of the game nears. Opponents' gains count 1/(players - 1).
    """
    ctx = view.duel
    n_players = len(view.players)
    k = DuelKnowledge()
    k.rival_weight = 1.0 if n_players <= 2 else 1.0 / (n_players - 1)
    reason = getattr(ctx, "reason", "tournament")
    last_round = view.round >= 3
    if reason == "tournament":
        if view.pas:
            queue = [(t, i) for t, row in enumerate(view.pas) for i, slot in enumerate(row) if slot.challenger != -1]
            later = queue[view.duel_index :]
            k.future_duels = float(sum(1 for t, i in later if view.pas[t][i].challenger == seat))
        else:
            row = max(0, ctx.slot // 10)
            k.future_duels = 0.5 * (2 - row)
            k.extra_stake = 2.0 if row < 2 else 1.5  # the next duel's glory, or the trophy
        k.token_value = 0.4 if not last_round else 0.05 + 0.15 * min(k.future_duels, 2.0)
    else:
        hand = view.players[seat].hand
        others = sum(1 for c in hand if isinstance(c, str) and c.startswith("C"))
        k.future_duels = 0.3 * others
        k.token_value = 0.4 if not last_round else 0.05
    return k


def choose_in_game(view, seat: int) -> DuelChoice:
    """The duel choice of ``seat`` in a Glory game (``view.duel.state`` is the duel in progress)."""
    return choose_duel_action(view.duel.state, seat, knowledge_for_game(view, seat))


class DuelAwareBot:
    """Wraps any Glory bot: duel decisions go to the duel AI, everything else to ``inner``.

    ``greed`` scales the price of every resource (above 1: thriftier). ``noise`` (0..1) is the chance of a plain, less careful duel move instead (for easy levels): all
    Strength in at the first clash, otherwise pass. Usage: ``DuelAwareBot(IsmctsBot(...), level="hard")``.
    """

    def __init__(self, inner, level: str | None = None, noise: float = 0.0, greed: float = 1.0) -> None:
        self.inner = inner
        self.level = level or getattr(inner, "level", "")
        self.noise = noise
        self.greed = greed
        self.explain = ""

    def choose(self, rules, view, seat: int, rng, deadline: float | None = None):
        duel = getattr(view, "duel", None)
        if duel is not None and duel.state is not None and seat in D.duel_actors(duel.state):
            legal = D.duel_legal(duel.state, seat)
            if self.noise and rng.random() < self.noise:
                self.explain = ""
                strength = [a for a in legal if a[0] == "strength"]
                return strength[-1] if strength else legal[0]
            k = knowledge_for_game(view, seat)
            k.greed = self.greed
            choice = choose_duel_action(duel.state, seat, k)
            self.explain = choice.explain
            return choice.action
        action = self.inner.choose(rules, view, seat, rng, deadline)
        self.explain = getattr(self.inner, "explain", "")
        return action


# --- before a duel ---------------------------------------------------------------------------------


def duel_win_estimate(me: D.Combatant, opp: D.Combatant, tokens: int | None = None) -> float:
    """Chance that player ``me`` beats ``opp`` (knight, Otto or player), for registration choices.

    ``tokens``: Strength tokens ``me`` would commit (default: as many as it has, 4 at most). Each clash
    is won with the chance of the dice (exact) averaged with the chance when its supports and relics
    are also spent (they are shared between clashes); the duel is best of three clashes.
    Against a player, the opponent is assumed to commit its own tokens the same way.
    """
    a, b = me.clone(), opp.clone()
    n = min(D.MAX_STRENGTH, a.strength if tokens is None else tokens)
    a.board_strength, a.strength = n, a.strength - n
    if b.is_player:
        m = min(D.MAX_STRENGTH, b.strength)
        b.board_strength, b.strength = m, b.strength - m
    duel = D.DuelState([a, b], phase=D.STRENGTH)
    p = _clash_p(duel, 0, 0)
    return p * p * (3 - 2 * p)


def clash_odds(duel: D.DuelState, side: int) -> float:
    """Chance that ``side`` wins the current clash if it adds nothing more (for a UI hint).

    Before the roll: exact over its dice as they stand and the opponent's (a knight's white die, or a
    player's dice). After the roll: 1 or 0 against a knight; against a player who may still answer, a
    narrow lead counts half."""
    if duel.phase in (D.RECOVER, D.DONE):
        return 1.0 if duel.winner == side else 0.0
    opp = _Opp(_opponent_dist(duel, side, rolled=duel.rolled), _tie_wins(duel, side))
    if duel.rolled:
        return opp.win(D.attack_value(duel, side))
    base = duel.mods[side] + duel.relic_bonus[side]
    if not duel.sides[side].rolls:
        return 1.0 - clash_odds(duel, 1 - side) if duel.sides[1 - side].rolls else 0.5
    dists = _fresh_colour_dists(duel, side, 0)
    return _expected(dists, lambda m: opp.win(m[0] + m[1] + m[2] + base))
