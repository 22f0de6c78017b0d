"""Look-ahead over the rest of a turn: every choice tried, every draw averaged, every combat solved.

From a seat's view, the rest of its own turn is a small tree: the draw (a chance node over the
known make-up of the deck — which cards are left is public, only their order is not), the court
card's targets, the jousting knight, the attack target, the Tale's Fan Support, the ability order,
and at its end one combat, valued as the exact equilibrium of the guessing game over the positions it
can lead to (:mod:`tactics`). :func:`action_values` rates each legal action that way; a judge scores
the positions where the turn ends.
"""

from __future__ import annotations

import time
from collections import Counter

from game.core.rules import Action, Seat
from game.games.joust import content as C
from game.games.joust import effects as fx
from game.games.joust import judge as judge_mod
from game.games.joust import tactics as T
from game.games.joust.rules import JoustRules
from game.games.joust.state import ATTACK, COMBAT, DRAW, END, JOUST, NONE, ORDER, OVER, TARGET, JoustState

Judge = T.Judge


class OutOfTime(Exception):
    """The deadline passed in the middle of a search."""


class TurnSearch:
    """Expectimax over the rest of the active seat's turn, for ``seat`` (usually the active seat)."""

    def __init__(self, rules: JoustRules, judge: Judge, deadline: float | None = None, max_decrees: int = 2) -> None:
        self.rules = rules
        self.judge = judge
        self.deadline = deadline
        self.max_decrees = max_decrees
        self.nodes = 0

    def _tick(self) -> None:
        self.nodes += 1
        if self.deadline is not None and self.nodes % 64 == 0 and time.monotonic() > self.deadline:
            raise OutOfTime

    # --- values -------------------------------------------------------------------------------
    def value(self, st: JoustState, seat: Seat, decrees: int = 0) -> float:
        """``seat``'s value of ``st``, the active seat choosing for itself until its turn ends."""
        self._tick()
        ph = st.phase
        if ph == OVER:
            return self.judge(st, seat)
        if ph == COMBAT and st.pick_att == NONE and st.pick_def == NONE:
            return T.combat_value(self.rules, st, seat, self.judge)
        if ph not in (DRAW, TARGET, JOUST, ATTACK, ORDER, END):
            return self.judge(st, seat)
        actor = st.active
        legal = self.candidates(st, actor, decrees)
        best = None
        for action in legal:
            v = self.action_value(st, actor, action, seat, decrees)
            mine = v if actor == seat else 1.0 - v
            if best is None or mine > best[0]:
                best = (mine, v)
        return best[1] if best is not None else self.judge(st, seat)

    def candidates(self, st: JoustState, actor: Seat, decrees: int = 0) -> list[Action]:
        """The actions worth looking at: every one, except that of the Tale's Fan Support only the best
        target is tried (and in the draw step only when it knocks out or sets up a knock-out now)."""
        legal = self.rules.legal_actions(st, actor)
        plain = [a for a in legal if a[0] != "decree"]
        if len(plain) == len(legal) or decrees >= self.max_decrees:
            return plain
        best = fan_support_target(st, actor)
        if st.phase == DRAW and not fan_support_pays_now(st, actor, best):
            return plain
        return [*plain, ("decree", best)]

    def action_value(self, st: JoustState, actor: Seat, action: Action, seat: Seat, decrees: int = 0) -> float:
        """``seat``'s value after ``actor`` plays ``action`` in ``st`` (a draw averages over the deck)."""
        if action == ("draw", "court"):
            return self._chance(st, actor, "court", seat, decrees)
        if action == ("draw", "knight"):
            return self._chance(st, actor, "knight", seat, decrees)
        nxt, _e = self.rules.apply(st, actor, action)
        if nxt.phase == DRAW and nxt.active != actor:  # the turn is over
            return self.judge(nxt, seat)
        if nxt.phase == ORDER:
            return self.judge(T.finish_combat(self.rules, nxt, self.judge), seat)
        return self.value(nxt, seat, decrees + (action[0] == "decree"))

    def _chance(self, st: JoustState, actor: Seat, deck: str, seat: Seat, decrees: int) -> float:
        cards = (
            Counter(st.court_deck or st.court_discard)
            if deck == "court"
            else Counter(st.knight_deck or st.knight_discard)
        )
        total = sum(cards.values())
        if not total:
            nxt, _e = self.rules.apply(st, actor, ("draw", deck))
            return self.value(nxt, seat, decrees)
        out = 0.0
        for card, n in cards.items():
            out += n / total * self.value(drawn(self.rules, st, actor, deck, card), seat, decrees)
        return out

    def action_values(self, st: JoustState, seat: Seat, legal: list[Action]) -> list[float]:
        """``seat``'s value of each of its legal actions (of Fan Support, the best target only; the
        others get no value)."""
        wanted = set(self.candidates(st, seat))
        return [self.action_value(st, seat, a, seat) if a in wanted else float("-inf") for a in legal]


def fan_support_target(st: JoustState, seat: Seat) -> int:
    """The opposing knight a Fan Support damage is best spent on: the nearest to a knock-out, and among
    those the knight this seat attacks next."""
    target = judge_mod.target_of(st, seat)
    best, best_key = -1, None
    for s, me in enumerate(st.seats):
        if s == seat:
            continue
        for i, k in enumerate(me.knights):
            key = (fx.health(st, k) - k.damage, 0 if (s == target and i == me.jousting) else 1)
            if best_key is None or key < best_key:
                best, best_key = k.uid, key
    return best


def fan_support_pays_now(st: JoustState, seat: Seat, uid: int) -> bool:
    """Whether 1 damage on ``uid`` now knocks it out or puts it within one strike of this seat's best knight."""
    k = st.knight(uid)
    if k is None:
        return False
    left = fx.health(st, k) - k.damage
    if left <= C.DECREE_DAMAGE:
        return True
    reach = max((fx.strength(st, m) + fx.passive(st, m, C.POWER) for m in st.seats[seat].knights), default=0)
    strike = reach - fx.passive(st, k, C.ARMOR)  # the most combat damage one strike can do to it
    return left - C.DECREE_DAMAGE <= strike < left


def drawn(rules: JoustRules, st: JoustState, actor: Seat, deck: str, card: int) -> JoustState:
    """The position after ``actor`` draws ``card`` from ``deck`` (the card put on top first)."""
    st = st.clone()
    pile = st.court_deck if deck == "court" else st.knight_deck
    if not pile:
        if deck == "court":
            st.court_deck, st.court_discard = st.court_discard, []
            pile = st.court_deck
        else:
            st.knight_deck, st.knight_discard = st.knight_discard, []
            pile = st.knight_deck
    pile.remove(card)
    pile.append(card)
    nxt, _e = rules.apply(st, actor, ("draw", deck))
    return nxt
