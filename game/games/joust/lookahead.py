"""A position value that looks one combat past the end of a turn (two players).

Where a turn ends, the next player's combat is the first thing that happens to the position: it
chooses its jousting knight (and, when the other side has no jousting knight in front, the knight it
attacks), then both play the guessing game of that combat at its equilibrium. :class:`NextCombat`
values a turn's end as that combat's value, with the next player's choices made for it by the same
judge; its draw is left out (it only adds to the position, and averaging it would cost 30 times
more). With ``own``, the start of the valuing seat's own turn is valued the same way (its own coming
combat, its jouster chosen for itself): what a defender's combat leads to. Anywhere else it is the
plain judge.
"""

from __future__ import annotations

from game.core.rules import Seat
from game.games.joust import tactics as T
from game.games.joust.rules import JoustRules
from game.games.joust.state import ATTACK, COMBAT, DRAW, JOUST, NONE, JoustState

Judge = T.Judge


class OverBudget(Exception):
    """The look-ahead used up its node budget."""


class NextCombat:
    """``judge`` on most positions; at the start of an opponent's turn, the value of its coming combat."""

    def __init__(self, rules: JoustRules, judge: Judge, budget: int = 40_000, own: bool = False) -> None:
        self.rules = rules
        self.judge = judge
        self.budget = budget
        self.own = own  # also look at the seat's own coming combat (at the start of its own turn)
        self.nodes = 0

    def __call__(self, st: JoustState, seat: Seat) -> float:
        if st.players != 2 or st.phase != DRAW or (st.active == seat and not self.own):
            return self.judge(st, seat)
        return self._choose(self.rules.skip_draw(st), seat)

    def _choose(self, st: JoustState, seat: Seat) -> float:
        """``seat``'s value when the active (other) player picks its jouster and target for itself."""
        self.nodes += 1
        if self.nodes > self.budget:
            raise OverBudget
        if st.phase == COMBAT and st.pick_att == NONE and st.pick_def == NONE:
            return T.combat_value(self.rules, st, seat, self.judge)
        if st.phase not in (JOUST, ATTACK):
            return self.judge(st, seat)
        actor = st.active
        best = None
        for action in self.rules.legal_actions(st, actor):
            if action[0] not in ("joust", "attack"):
                continue
            nxt, _e = self.rules.apply(st, actor, action)
            v = self._choose(nxt, seat)
            if best is None or (v if actor == seat else -v) > (best if actor == seat else -best):
                best = v
        return self.judge(st, seat) if best is None else best
