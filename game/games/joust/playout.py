"""Combat outcomes valued by play-outs of the rest of the game (two players).

:class:`Playouts` values each outcome of a combat (a strike or a block with each attacker card) by
playing the game on from it: both seats play the solver partner's way (the table rules, each combat
at the equilibrium of the outcomes judged as they stand), on decks shuffled from the valuing seat's
view. Every outcome is played on from the same shuffles with the same random numbers (common random
numbers), so the differences between outcomes are measured far more sharply than the values
themselves. With a ``horizon``, a play-out stops after that many more combats and the position is
judged as it stands there.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import Seat
from game.games.joust import tactics as T
from game.games.joust.hidden import determinize
from game.games.joust.judge import judge
from game.games.joust.rules import JoustRules
from game.games.joust.sparring import Solver
from game.games.joust.state import OVER, JoustState

MAX_STEPS = 600  # a play-out never takes more actions than this (a safety net; games end far sooner)


def result(st: JoustState, seat: Seat) -> float:
    """``seat``'s score of a finished game: 1 won, 0 lost, a share when the win is shared."""
    return judge(st, seat)


def play_on(rules: JoustRules, st: JoustState, seat: Seat, rng: Rng, horizon: int = 0) -> float:
    """``seat``'s value of ``st`` (a full state) after playing on, both seats as the solver plays, to the
    end of the game or, with ``horizon``, until that many more combats are revealed (then judged)."""
    policy = Solver()
    combats = len(st.revealed)
    for _step in range(MAX_STEPS):
        if st.phase == OVER or (horizon and len(st.revealed) - combats >= horizon):
            break
        for actor in sorted(rules.actors(st)):
            if actor not in rules.actors(st):
                continue
            action = policy.choose(rules, st, actor, rng)
            st, _e = rules.apply(st, actor, action)
    return judge(st, seat)


class Playouts:
    """Values of a combat's outcomes for a seat, by ``n`` play-outs each from the seat's view."""

    def __init__(self, rules: JoustRules, n: int, horizon: int = 0) -> None:
        self.rules = rules
        self.n = n
        self.horizon = horizon

    def outcomes(self, view: JoustState, seat: Seat, rng: Rng) -> tuple[list[float], list[float]]:
        """(strike, block) as :func:`tactics.outcomes` gives them, each the mean of the play-outs."""
        top = T.attacker_top(view)
        strike = [0.0] * top
        block = [0.0] * top
        for _k in range(self.n):
            world = determinize(self.rules, view, seat, rng)
            seed = rng.next64()
            for a in range(1, top + 1):
                for i, dfn in ((0, a % 5 + 1), (1, a)):
                    st = T.play_combat(self.rules, world, a, dfn, judge)
                    v = play_on(self.rules, st, seat, Rng(seed), self.horizon)
                    if i == 0:
                        strike[a - 1] += v / self.n
                    else:
                        block[a - 1] += v / self.n
        return strike, block
