"""The bot behind Paladin's Hint: the hard bot's search on the player's own view, searched longer
and wider, with one change in how it breaks ties.

The hard bot at the table tries the heuristic's 8 best placements in 48 worlds within its thinking
time; its choice between close moves is partly luck. The Hint has time to be surer: every legal
placement is played in a first set of worlds, the best few go on to more worlds, the best of those
to more again (``STAGES``), each stage on fresh worlds dealt from the player's view alone. A fixed
number of worlds, not a clock: the same position gets the same Hint on any machine (only one too
busy to finish within ``CAP_SECONDS`` stops early). Measured on 32 placements of 4-player games
against a 400-world search over every placement (``bench/paladin_hint.py``), the move it gives loses
0.08 honour on average against the old Hint's 0.17, and gives up more than half an honour 4 times
in 64 instead of 9 (0.48 s of CPU an answer against 0.16 s, on a busy machine).

When beating the leader scores exactly as much as another choice in every world the search deals
(a paladin still to decide beats yours wherever you lead: one the player has peeked at, or a card
shown face up), the beat changes nothing but shows the player's card to the table; the Hint then
never advises it. The hard bot at the table keeps its own tie-break (its play was measured with it).

Its worlds know what a rival's peek says: a rival who looked at a paladin and then placed beside it
holds a card that beats it as often as their hand would have held one (``Belief``, ``peeks``).
"""

from __future__ import annotations

import time

from game.core.rng import Rng
from game.core.rules import Action
from game.games.paladin.beliefs import Belief
from game.games.paladin.search import SearchBot, finish_round
from game.games.paladin.state import PaladinState

TIE = 1e-9  # totals this close are the same outcome in every world (sums of the same evaluations)
ALL = 99  # every placement is a candidate (a hand of 6 at 5 missions makes 30)
#: (worlds, candidates kept after them): every move in 32 worlds, the best 6 in 64 more, the best 3 in 96 more
STAGES = ((32, 6), (64, 3), (96, 3))
CAP_SECONDS: float | None = 6.0  # the longest the Hint thinks on a machine too busy for its stages


class HintBot(SearchBot):
    """The hard bot's search over every move in stages of worlds; among equal best totals a beat
    comes last."""

    def __init__(self) -> None:
        super().__init__(candidates=ALL, level="hard")
        self.peek_aware = True

    def score(
        self, view: PaladinState, seat: int, cands: list[Action], rng: Rng, deadline: float | None
    ) -> list[float]:
        """Each candidate's total over the worlds it was played in; a candidate dropped after a
        stage scores minus infinity. The stages fix the work; only a machine so busy that they last
        past ``CAP_SECONDS`` (or past ``deadline``, if later) stops them early, the candidates still
        in play then having seen the same worlds."""
        belief = Belief(view.players, self.temper, self.peek_aware)
        totals = [0.0] * len(cands)
        alive = list(range(len(cands)))
        stop = None if CAP_SECONDS is None else time.monotonic() + CAP_SECONDS
        if stop is not None and deadline is not None:
            stop = max(stop, deadline)
        for worlds, keep in STAGES:
            for _i in range(worlds):
                world = belief.sample(view, seat, rng)
                for j in alive:
                    totals[j] += finish_round(world, seat, cands[j], self.policy)
                if stop is not None and time.monotonic() > stop:
                    break
            else:
                alive = sorted(alive, key=lambda j: (-totals[j], j))[:keep]
                continue
            break
        out = [float("-inf")] * len(cands)
        for j in alive:
            out[j] = totals[j]
        return out

    def pick(self, cands: list[Action], totals: list[float]) -> int:
        best = max(totals)
        tied = [j for j in range(len(cands)) if totals[j] >= best - TIE]
        return min(tied, key=lambda j: (cands[j][0] == "beat", j))


def hint() -> HintBot:
    """A new Hint bot (``Presentation.hint_bot``)."""
    return HintBot()
