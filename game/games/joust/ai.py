"""Joust for Fun bots: an evaluator, a mixed-strategy combat-card chooser and a look-ahead bot.

The secret combat-card choice is a small zero-sum game: the attacker wants the cards to differ
(a strike with a high value), the defender wants them to match (a block). Any bot that always
plays the same value there is exploitable, so :func:`combat_strategy` builds the payoff of every
(attacker card, defender card) pair from look-ahead on the bot's own view, solves the matrix game
by regret matching, and the bot *samples* its card from that mixed strategy.

Other decisions (draw, court targets, jousting knight, attack target, ability order, Fan Support)
are judged by playing the rest of the turn out on several determinizations of the view.
Bots only ever get their view: an opponent's hidden combat card is never read (it is overwritten
by each candidate card when the payoffs are built).
"""

from __future__ import annotations

import math
import time

from game.core.rng import Rng
from game.core.rules import Action, Seat
from game.games.joust import content as C
from game.games.joust import effects as fx
from game.games.joust.rules import JoustRules
from game.games.joust.state import COMBAT, NONE, OVER, SETUP, JoustState
from game.i18n import _


# --- evaluation ---------------------------------------------------------------------------------
def _knight_value(st: JoustState, s: int) -> float:
    """How much a seat's knights are worth (strength, health left, a jousting knight ready)."""
    me = st.seats[s]
    total = 0.0
    for i, k in enumerate(me.knights):
        hp = fx.health(st, k)
        left = (hp - k.damage) / hp
        card = C.ALL_KNIGHTS[k.card]
        worth = 0.6 + 0.12 * card.strength + 0.1 * len(card.abilities)
        total += worth * left - 1.6 * (k.damage / hp) ** 2  # a battered knight is a gift of 3 fans
        if i == me.jousting:
            total += 0.1 * card.strength * left
    if not me.knights:
        total -= 1.0
    return total


def _attacker_of(st: JoustState, s: int) -> int:
    """The seat whose next attack lands on ``s`` (the nearest seat to its right with knights)."""
    for step in range(1, st.players):
        o = (s - step) % st.players
        if st.seats[o].knights and not st.seats[o].out:
            return o
    return -1


def ko_risk(st: JoustState, s: int) -> float:
    """Rough chance that ``s`` loses a knight to the next attack on it (0..1)."""
    me = st.seats[s]
    if not me.knights:
        return 0.0
    o = _attacker_of(st, s)
    if o < 0:
        return 0.0
    them = st.seats[o]
    att = (
        them.knights[them.jousting]
        if them.jousting >= 0
        else max(them.knights, key=lambda k: C.ALL_KNIGHTS[k.card].strength)
    )
    top = fx.strength(st, att) + fx.passive(st, att, C.POWER)
    if me.jousting >= 0:
        exposed = me.knights[me.jousting]
    else:
        exposed = max(me.knights, key=lambda k: k.damage)
    left = fx.health(st, exposed) - exposed.damage + fx.passive(st, exposed, C.ARMOR)
    if left > top:
        return 0.0
    return 0.75 * (top - left + 1) / top


def seat_value(st: JoustState, s: int, risk: bool = True) -> float:
    """A seat's progress toward winning, in 'fans' of the mode."""
    me = st.seats[s]
    if st.variant == C.CAROUSEL:
        if me.out:
            return -20.0
        return float(sum(fx.health(st, k) - k.damage for k in me.knights))
    danger = ko_risk(st, s) if risk else 0.0
    if st.variant == C.TALE:
        return 8.0 * me.trophies + 0.25 * me.fans + 2.0 * _knight_value(st, s) - 5.0 * danger
    return me.fans * (1.0 + me.fans / 24.0) + _knight_value(st, s) - 2.5 * danger


def _evaluate(st: JoustState, seat: Seat, risk: bool) -> float:
    if st.phase == OVER:
        if st.winner < 0:
            return 0.5
        return 1.0 if st.winner == seat else 0.0
    mine = seat_value(st, seat, risk)
    best = max(seat_value(st, s, risk) for s in range(st.players) if s != seat)
    scale = 3.0 if st.variant != C.CAROUSEL else 4.0
    return 1.0 / (1.0 + math.exp(-(mine - best) / scale))


def evaluate(st: JoustState, seat: Seat) -> float:
    """Heuristic value in [0, 1] of ``st`` for ``seat`` (1 = won), with knock-out threats."""
    return _evaluate(st, seat, True)


def plain_evaluate(st: JoustState, seat: Seat) -> float:
    """A simpler judge for the lower levels: fans and knights, no look at the coming attack."""
    return _evaluate(st, seat, False)


# --- the combat-card game -----------------------------------------------------------------------
RULES = JoustRules()


def _fresh_combat(world: JoustState) -> JoustState:
    st = world.clone()
    st.pick_att = NONE
    st.pick_def = NONE
    return st


def _play_out_turn(rules: JoustRules, st: JoustState, rng: Rng, turn_ends: int = 1) -> JoustState:
    """Finish the turn (and ``turn_ends - 1`` more) with a quick default policy."""
    start_turn = st.turn
    steps = 0
    while st.phase != OVER and st.turn < start_turn + turn_ends and steps < 60:
        actors = sorted(rules.actors(st))
        for seat in actors:
            if st.phase == OVER or seat not in rules.actors(st):
                continue
            legal = rules.legal_actions(st, seat)
            st, _ev = rules.apply(st, seat, default_action(rules, st, seat, legal, rng))
        steps += 1
    return st


def default_action(rules: JoustRules, st: JoustState, seat: Seat, legal: list[Action], rng: Rng) -> Action:
    """A cheap, sensible move for play-outs (combat cards from a fixed mixed heuristic)."""
    if st.phase == COMBAT:
        values = [a[1] for a in legal]
        if seat == st.attacker:
            weights = [v for v in values]
        else:
            att = st.knight(st.att_uid)
            top = fx.strength(st, att) if att is not None else 5
            weights = [v if v <= top else 0 for v in values]
        return legal[_weighted(rng, weights)]
    kind = legal[0][0]
    if kind == "draw":
        me = st.seats[seat]
        if ("draw", "knight") in legal and (len(me.knights) < 2 or rng.random() < 0.3):
            return ("draw", "knight")
        return ("draw", "court") if ("draw", "court") in legal else legal[0]
    if kind == "joust":
        best, best_v = legal[0], -1e9
        for a in legal:
            if a[0] != "joust":
                continue
            k = st.knight(a[1])
            v = C.ALL_KNIGHTS[k.card].strength - 0.8 * k.damage
            if v > best_v:
                best, best_v = a, v
        return best
    return legal[rng.below(len(legal))]


def _weighted(rng: Rng, weights: list[float]) -> int:
    total = sum(weights)
    if total <= 0:
        return rng.below(len(weights))
    x = rng.random() * total
    for i, w in enumerate(weights):
        x -= w
        if x < 0:
            return i
    return len(weights) - 1


def payoff_matrix(
    rules: JoustRules, worlds: list[JoustState], seat: Seat, rng: Rng, turn_ends: int = 1
) -> tuple[list[int], list[int], list[list[float]]]:
    """Value for ``seat`` of every (attacker card, defender card) pair, averaged over ``worlds``."""
    w0 = worlds[0]
    att = w0.knight(w0.att_uid)
    top = fx.strength(w0, att) if att is not None else 1
    rows = list(range(1, top + 1))
    cols = list(C.COMBAT_VALUES)
    strike = [0.0] * (top + 1)
    block = [0.0] * (top + 1)
    for world in worlds:
        for a in rows:
            for outcome, d in (("strike", a % 5 + 1), ("block", a)):
                st = _fresh_combat(world)
                st, _e = rules.apply(st, st.attacker, ("card", a))
                st, _e = rules.apply(st, st.defender, ("card", d))
                st = _play_out_turn(rules, st, rng, turn_ends)
                v = evaluate(st, seat)
                if outcome == "strike":
                    strike[a] += v / len(worlds)
                else:
                    block[a] += v / len(worlds)
    matrix = [[block[a] if a == d else strike[a] for d in cols] for a in rows]
    return rows, cols, matrix


def solve_zero_sum(matrix: list[list[float]], row_max: bool, iterations: int = 400) -> tuple[list[float], list[float]]:
    """Approximate equilibrium mixes (rows, columns) by regret matching; ``row_max``: rows maximise."""
    m, n = len(matrix), len(matrix[0])
    sign = 1.0 if row_max else -1.0
    reg_r, reg_c = [0.0] * m, [0.0] * n
    sum_r, sum_c = [0.0] * m, [0.0] * n
    for _it in range(iterations):
        pr = _rm(reg_r)
        pc = _rm(reg_c)
        # row player's utility u = sign * M ; column player's = -u
        row_u = [sign * sum(matrix[i][j] * pc[j] for j in range(n)) for i in range(m)]
        col_u = [-sign * sum(matrix[i][j] * pr[i] for i in range(m)) for j in range(n)]
        ev_r = sum(pr[i] * row_u[i] for i in range(m))
        ev_c = sum(pc[j] * col_u[j] for j in range(n))
        for i in range(m):
            reg_r[i] = max(0.0, reg_r[i] + row_u[i] - ev_r)
            sum_r[i] += pr[i]
        for j in range(n):
            reg_c[j] = max(0.0, reg_c[j] + col_u[j] - ev_c)
            sum_c[j] += pc[j]
    tr, tc = sum(sum_r), sum(sum_c)
    return [x / tr for x in sum_r], [x / tc for x in sum_c]


def _rm(regrets: list[float]) -> list[float]:
    pos = sum(regrets)
    if pos <= 0:
        return [1.0 / len(regrets)] * len(regrets)
    return [r / pos for r in regrets]


def combat_strategy(
    rules: JoustRules,
    view: JoustState,
    seat: Seat,
    rng: Rng,
    samples: int = 1,
    turn_ends: int = 1,
    exploit: float = 0.0,
    temperature: float = 0.03,
    observed: list[int] | None = None,
    prior: float = 3.0,
    naive: float = 0.0,
    ramp: bool = True,
) -> tuple[list[int], list[float]]:
    """This seat's mixed strategy over its legal combat cards: (values, probabilities).

    With ``exploit`` = 0 it is the equilibrium of the card game. With ``exploit`` > 0, up to that
    share of the mix is a soft best response (logit, ``temperature``) to a model of the opponent:
    the equilibrium, updated with the cards ``observed`` from them in earlier combats (already
    translated to this combat's values). ``naive`` blends into that prior a player who picks any
    useful value alike. With ``ramp`` the share grows with the observations; the result stays a
    mixed strategy.
    """
    worlds = [rules.determinize(view, seat, rng) for _ in range(samples)]
    rows, cols, matrix = payoff_matrix(rules, worlds, seat, rng, turn_ends)
    attacking = seat == view.attacker
    p_eq, q_eq = solve_zero_sum(matrix, row_max=attacking)
    mine = p_eq if attacking else q_eq
    if exploit <= 0:
        return (rows if attacking else cols), mine
    top = len(rows)
    if attacking:
        counts = [0.0] * len(cols)
        for v in observed or ():
            counts[min(max(v, 1), 5) - 1] += 1.0
        n = sum(counts)
        base = [(1 - naive) * q + (naive / top if d <= top else 0.0) for q, d in zip(q_eq, cols)]
        model = [(prior * q + c) / (prior + n) for q, c in zip(base, counts)]
        ev = [sum(model[j] * matrix[i][j] for j in range(len(cols))) for i in range(len(rows))]
    else:
        counts = [0.0] * top
        for v in observed or ():
            counts[min(max(v, 1), top) - 1] += 1.0
        n = sum(counts)
        base = [(1 - naive) * p + naive / top for p in p_eq]
        model = [(prior * p + c) / (prior + n) for p, c in zip(base, counts)]
        ev = [sum(model[i] * matrix[i][j] for i in range(len(rows))) for j in range(len(cols))]
    if ramp:
        exploit = exploit * n / (n + prior)
    best = max(ev)
    soft = [math.exp((v - best) / temperature) for v in ev]
    total = sum(soft)
    mix = [(1 - exploit) * m + exploit * x / total for m, x in zip(mine, soft)]
    return (rows if attacking else cols), mix


# --- the bot --------------------------------------------------------------------------------------
class JoustBot:
    """Look-ahead bot with mixed combat cards.

    ``samples``: determinizations per decision; ``turn_ends``: how many turn ends each play-out
    reaches; ``solve``: combat cards from the solved card game (else ``naive_cards``: any useful
    value alike, or a fixed 'higher is likelier' mix); ``exploit``: how far the solved mix may
    lean toward a best response to this opponent's past cards; ``noise``: random slack in
    choices; ``evaluator``: how positions are judged."""

    def __init__(
        self,
        level: str,
        samples: int = 8,
        turn_ends: int = 1,
        solve: bool = True,
        noise: float = 0.0,
        exploit: float = 0.0,
        prior: float = 3.0,
        naive: float = 0.0,
        ramp: bool = True,
        temperature: float = 0.03,
        naive_cards: bool = False,
        evaluator=evaluate,
    ) -> None:
        self.level = level
        self.samples = samples
        self.turn_ends = turn_ends
        self.solve = solve
        self.noise = noise
        self.exploit = exploit
        self.prior = prior
        self.naive = naive
        self.ramp = ramp
        self.temperature = temperature
        self.naive_cards = naive_cards
        self.evaluator = evaluator
        self.explain = ""
        # public memory of revealed combats: opponent seat -> gaps below the attacker's top card
        self._seen: set[tuple[int, int]] = set()
        self._att_gaps: dict[int, list[int]] = {}
        self._def_gaps: dict[int, list[int]] = {}

    def _observe(self, view: JoustState, seat: Seat) -> None:
        """Remember the last revealed combat (public: both cards were shown to everyone)."""
        if view.last_turn <= 0 or view.last_att <= 0:
            return
        key = (view.last_turn, view.last_attacker)
        if key in self._seen:
            return
        self._seen.add(key)
        if view.last_attacker != seat:
            self._att_gaps.setdefault(view.last_attacker, []).append(view.last_top - view.last_att)
        if view.last_defender != seat:
            self._def_gaps.setdefault(view.last_defender, []).append(view.last_top - view.last_def)

    def _observed(self, view: JoustState, seat: Seat) -> list[int]:
        """The opponent's past cards, translated to this combat's values."""
        att = view.knight(view.att_uid)
        top = fx.strength(view, att) if att is not None else 1
        if seat == view.attacker:
            return [top - g if g >= 0 else min(5, top + 1) for g in self._def_gaps.get(view.defender, [])]
        return [top - g for g in self._att_gaps.get(view.attacker, [])]

    def choose(
        self, rules: JoustRules, view: JoustState, seat: Seat, rng: Rng, deadline: float | None = None
    ) -> Action:
        legal = rules.legal_actions(view, seat)
        if not legal:
            raise ValueError("JoustBot asked to move with no legal action")
        self.explain = ""
        self._observe(view, seat)
        if view.phase == COMBAT:
            return self._combat(rules, view, seat, legal, rng)
        if len(legal) == 1:
            return legal[0]
        if view.phase == SETUP:
            return self._setup(view, seat, legal)
        return self._lookahead(rules, view, seat, legal, rng, deadline)

    def _combat(self, rules: JoustRules, view: JoustState, seat: Seat, legal: list[Action], rng: Rng) -> Action:
        if self.solve:
            values, probs = combat_strategy(
                rules,
                view,
                seat,
                rng,
                max(1, self.samples // 8),
                1,
                self.exploit,
                observed=self._observed(view, seat) if self.exploit else None,
                prior=self.prior,
                naive=self.naive,
                ramp=self.ramp,
                temperature=self.temperature,
            )
            probs = [p if p > 0.02 else 0.0 for p in probs]
            v = values[_weighted(rng, probs)]
            self.explain = _("picks a combat card from a mixed strategy")
            return ("card", v)
        if self.naive_cards:
            att = view.knight(view.att_uid)
            top = fx.strength(view, att) if att is not None else 1
            useful = [a for a in legal if a[1] <= top]
            self.explain = _("picks a combat card at random")
            return useful[rng.below(len(useful))]
        return default_action(rules, view, seat, legal, rng)

    def _setup(self, view: JoustState, seat: Seat, legal: list[Action]) -> Action:
        knights = view.seats[seat].knights

        def jouster_score(i: int) -> float:
            card = C.ALL_KNIGHTS[knights[i].card]
            return card.strength + 0.5 * sum(1 for a in card.abilities if a.trigger in (C.STRIKE, C.BLOCK))

        return max(legal, key=lambda a: jouster_score(a[1]))

    def _lookahead(
        self,
        rules: JoustRules,
        view: JoustState,
        seat: Seat,
        legal: list[Action],
        rng: Rng,
        deadline: float | None = None,
    ) -> Action:
        totals = [0.0] * len(legal)
        worlds = 0
        for _w in range(self.samples):
            world = rules.determinize(view, seat, rng)
            for i, action in enumerate(legal):
                st, _e = rules.apply(world, seat, action)
                st = _play_out_turn(rules, st, rng, self.turn_ends)
                totals[i] += self.evaluator(st, seat)
            worlds += 1
            if deadline is not None and time.monotonic() > deadline:
                break
        best: list[Action] = []
        best_v = -1e9
        for action, total in zip(legal, totals):
            v = total / worlds + (rng.random() * self.noise if self.noise else 0.0)
            if v > best_v + 1e-9:
                best, best_v = [action], v
            elif abs(v - best_v) <= 1e-9:
                best.append(action)
        return best[rng.below(len(best))]


def easy_bot() -> JoustBot:
    """Looks one turn ahead on a single sample, judges by fans only, some randomness, naive cards."""
    return JoustBot("easy", samples=1, turn_ends=1, solve=False, noise=0.2, naive_cards=True, evaluator=plain_evaluate)


def medium_bot() -> JoustBot:
    """Looks to the end of its turn on 4 samples, judges by fans and knights, naive combat cards."""
    return JoustBot("medium", samples=4, turn_ends=1, solve=False, naive_cards=True, evaluator=plain_evaluate)


def hard_bot() -> JoustBot:
    """Looks through the next player's turn on 24 samples, weighs knock-out threats, and plays
    combat cards from the solved card game blended with a sharp best response to what a typical
    opponent (and this one, as observed) does — always keeping a share of the equilibrium mix."""
    return JoustBot(
        "hard", samples=24, turn_ends=2, solve=True, exploit=0.9, prior=2.0, naive=0.5, ramp=False, temperature=0.01
    )
