"""The combat-card guessing game, solved exactly, and the rest of a turn judged by a position value.

When both combat cards are chosen, only two things matter: which card the attacker showed, and
whether the defender matched it. So a combat is a table of ``2 × top`` outcomes (``top`` = the
attacker's strength): a strike with each value and a block of each value. :func:`outcomes` plays
each of them on the engine and judges where it leads; :func:`solve` finds the exact equilibrium of
that guessing game (both mixes and its value) in closed form. Everything here works on a seat's
view: the other seat's hidden card is overwritten by the candidate cards, never read.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.rules import Action, Seat
from game.games.joust import effects as fx
from game.games.joust.rules import JoustRules
from game.games.joust.state import COMBAT, NONE, ORDER, OVER, JoustState

Judge = Callable[[JoustState, Seat], float]  # value of a position for a seat, in [0, 1]


def attacker_top(st: JoustState) -> int:
    """The highest combat card the attacker may play now."""
    att = st.knight(st.att_uid)
    return fx.strength(st, att) if att is not None else 1


def finish_combat(rules: JoustRules, st: JoustState, judge: Judge) -> JoustState:
    """Resolve an ability-order choice (the active player's, by ``judge``) until the combat is over."""
    while st.phase == ORDER:
        seat = st.active
        best, best_v = None, -1.0
        for i in range(len(st.pending)):
            nxt, _e = rules.apply(st, seat, ("order", i))
            nxt = finish_combat(rules, nxt, judge)
            v = judge(nxt, seat)
            if v > best_v:
                best, best_v = nxt, v
        assert best is not None
        st = best
    return st


def play_combat(rules: JoustRules, st: JoustState, att: int, dfn: int, judge: Judge) -> JoustState:
    """The position after a combat in which the attacker shows ``att`` and the defender ``dfn``."""
    st = st.clone()
    st.pick_att = NONE
    st.pick_def = NONE
    st, _e = rules.apply(st, st.attacker, ("card", att))
    st, _e = rules.apply(st, st.defender, ("card", dfn))
    return finish_combat(rules, st, judge)


def outcomes(rules: JoustRules, st: JoustState, seat: Seat, judge: Judge) -> tuple[list[float], list[float]]:
    """(strike, block): ``seat``'s value after a strike / a block with each attacker card 1..top."""
    top = attacker_top(st)
    strike: list[float] = []
    block: list[float] = []
    for a in range(1, top + 1):
        other = a % 5 + 1  # any different card makes the same strike
        strike.append(judge(play_combat(rules, st, a, other, judge), seat))
        block.append(judge(play_combat(rules, st, a, a, judge), seat))
    return strike, block


def solve(strike: list[float], block: list[float], attacking: bool) -> tuple[list[float], list[float], float]:
    """Exact equilibrium of the guessing game, from the point of view of the seat whose values these are.

    Returns (attacker's mix over 1..top, defender's mix over 1..top, value for this seat). Cards above
    the attacker's strength never block, so the defender never plays them.
    """
    sign = 1.0 if attacking else -1.0
    s = [sign * v for v in strike]  # the attacker's payoffs, whoever we are
    b = [sign * v for v in block]
    n = len(s)
    d = [s[i] - b[i] for i in range(n)]
    if n == 1:
        p, q = [1.0], [1.0]
        return p, q, sign * b[0]
    if min(d) <= 1e-12:
        return _solve_iteratively(s, b, sign)
    order = sorted(range(n), key=lambda i: -s[i])
    support: list[int] = []
    inv = 0.0
    ratio = 0.0
    value = 0.0
    for i in order:
        if support and s[i] <= value:
            break
        support.append(i)
        inv += 1.0 / d[i]
        ratio += s[i] / d[i]
        value = (ratio - 1.0) / inv
    p = [0.0] * n
    q = [0.0] * n
    for i in support:
        p[i] = (1.0 / d[i]) / inv
        q[i] = max(0.0, (s[i] - value) / d[i])
    total = sum(q)
    q = [x / total for x in q]
    return p, q, sign * value


def _solve_iteratively(s: list[float], b: list[float], sign: float, iterations: int = 600):
    """Regret matching for the rare tables where a block is worth as much to the attacker as a strike."""
    n = len(s)
    m = [[b[i] if i == j else s[i] for j in range(n)] for i in range(n)]
    reg_r, reg_c = [0.0] * n, [0.0] * n
    sum_r, sum_c = [0.0] * n, [0.0] * n
    for _it in range(iterations):
        pr = _positive(reg_r)
        pc = _positive(reg_c)
        row_u = [sum(m[i][j] * pc[j] for j in range(n)) for i in range(n)]
        col_u = [-sum(m[i][j] * pr[i] for i in range(n)) for j in range(n)]
        ev_r = sum(pr[i] * row_u[i] for i in range(n))
        ev_c = sum(pc[j] * col_u[j] for j in range(n))
        for i in range(n):
            reg_r[i] = max(0.0, reg_r[i] + row_u[i] - ev_r)
            sum_r[i] += pr[i]
            reg_c[i] = max(0.0, reg_c[i] + col_u[i] - ev_c)
            sum_c[i] += pc[i]
    p = [x / iterations for x in sum_r]
    q = [x / iterations for x in sum_c]
    value = sum(p[i] * q[j] * m[i][j] for i in range(n) for j in range(n))
    return p, q, sign * value


def _positive(regrets: list[float]) -> list[float]:
    total = sum(regrets)
    if total <= 0:
        return [1.0 / len(regrets)] * len(regrets)
    return [r / total for r in regrets]


def combat_value(rules: JoustRules, st: JoustState, seat: Seat, judge: Judge) -> float:
    """``seat``'s value of a position in the combat step, both sides playing the equilibrium."""
    strike, block = outcomes(rules, st, seat, judge)
    return solve(strike, block, seat == st.attacker)[2]


def settle(rules: JoustRules, st: JoustState, seat: Seat, judge: Judge) -> float:
    """Value for ``seat`` of a position reached mid-turn: a combat is solved, anything else judged."""
    if st.phase == COMBAT and st.pick_att == NONE and st.pick_def == NONE:
        return combat_value(rules, st, seat, judge)
    if st.phase == ORDER:
        return judge(finish_combat(rules, st, judge), seat)
    return judge(st, seat)


def is_over(st: JoustState) -> bool:
    return st.phase == OVER


def best_action(
    rules: JoustRules, st: JoustState, seat: Seat, legal: list[Action], value: Callable[[JoustState], float]
) -> Action:
    """The legal action whose resulting position ``value`` rates highest (first on ties)."""
    best, best_v = legal[0], float("-inf")
    for action in legal:
        nxt, _e = rules.apply(st, seat, action)
        v = value(nxt)
        if v > best_v + 1e-12:
            best, best_v = action, v
    return best
