"""A position value that looks one combat past the end of a turn (two players).

Where a turn ends, the next player's combat is the first thing that happens to the position: it
chooses its jousting knight (and, when the other side has no jousting knight in front, the knight it
attacks), then both play the guessing game of that combat at its equilibrium. :class:`NextCombat`
values a turn's end as that combat's value, with the next player's choices made for it by the same
judge; its draw is left out (it only adds to the position, and averaging it would cost 30 times
more), except the forced one: a player with no knight must draw one, and that knight jousts at once,
so that draw is averaged over the knights left in the deck (a knight-less seat judged before it would
count none of the knight it is sure to have). With ``draws``, a player with that many knights or
fewer may also draw a knight before it jousts (a player left with one worn knight need not joust with
it). With ``own``, the start of the valuing seat's own turn is valued the same way (its own coming
combat, its jouster chosen for itself): what a defender's combat leads to. Anywhere else it is the
plain judge.
"""

from __future__ import annotations

from collections import Counter

from game.core.rules import Seat
from game.games.joust import tactics as T
from game.games.joust.rules import JoustRules
from game.games.joust.search import drawn
from game.games.joust.state import ATTACK, COMBAT, DRAW, JOUST, NONE, JoustState

Judge = T.Judge


class OverBudget(Exception):
    """The look-ahead used up its node budget."""


class NextCombat:
    """``judge`` on most positions; at the start of an opponent's turn, the value of its coming combat."""

    def __init__(
        self,
        rules: JoustRules,
        judge: Judge,
        budget: int = 40_000,
        own: bool = False,
        forced: bool = True,
        draws: int = 0,
    ) -> None:
        self.rules = rules
        self.judge = judge
        self.budget = budget
        self.own = own  # also look at the seat's own coming combat (at the start of its own turn)
        self.forced = forced  # a knight-less player's forced knight draw averaged (False: skipped)
        self.draws = draws  # a player with at most this many knights may also draw one first (0: never)
        self.nodes = 0

    def __call__(self, st: JoustState, seat: Seat) -> float:
        if st.players != 2 or st.phase != DRAW or (st.active == seat and not self.own):
            return self.judge(st, seat)
        knights = len(st.seats[st.active].knights)
        if not knights and self.forced:
            return self._knight_drawn(st, seat)
        plain = self._choose(self.rules.skip_draw(st), seat)  # no knight: its turn passes, judged after
        if not knights or knights > self.draws:
            return plain
        fresh = self._knight_drawn(st, seat)
        return max(plain, fresh) if st.active == seat else min(plain, fresh)

    def _knight_drawn(self, st: JoustState, seat: Seat) -> float:
        """``seat``'s value when the active player draws a knight (every knight left in the deck, by its
        share) and then chooses its jouster; the position as it stands when no knight can be drawn."""
        if ("draw", "knight") not in self.rules.legal_actions(st, st.active):
            return self.judge(st, seat)
        cards = Counter(st.knight_deck or st.knight_discard)
        total = sum(cards.values())
        out = 0.0
        for card, n in cards.items():
            out += n / total * self._choose(drawn(self.rules, st, st.active, "knight", card), seat)
        return out

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
