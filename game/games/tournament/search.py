"""The hard bot: determinized Monte Carlo search with rule-of-thumb rollouts (flat UCB at the root).

Each iteration samples a full state from the bot's *view* (never the true state), tries one of the
candidate actions, and plays the game out to the end with ``policy_action`` (with a little noise).
The reward mixes winning with the final VP margin. Combos are pruned to the strongest few.
"""

from __future__ import annotations

import math
import time

from game.core.rng import Rng
from game.core.rules import Action
from game.games.tournament import content as C
from game.games.tournament.policy import policy_action
from game.games.tournament.rules import TournamentRules
from game.games.tournament.state import OVER, TournamentState
from game.i18n import _

MAX_COMBOS = 6
EPSILON = 0.1


def candidate_actions(legal: list[Action]) -> list[Action]:
    """Legal actions with combos cut down to the ``MAX_COMBOS`` of highest total force."""
    combos = [a for a in legal if a[0] == "combo"]
    if len(combos) <= MAX_COMBOS:
        return legal
    combos.sort(key=lambda a: -sum(C.FORCE[c] for c in a[1:]))
    keep = set(combos[:MAX_COMBOS])
    return [a for a in legal if a[0] != "combo" or a in keep]


def rollout(rules: TournamentRules, state: TournamentState, rng: Rng, epsilon: float = EPSILON) -> TournamentState:
    """Play ``state`` to the end with the noisy rule-of-thumb policy."""
    while state.phase != OVER:
        seat = state.current
        if rng.random() < epsilon:
            legal = rules.legal_actions(state, seat)
            action = legal[rng.below(len(legal))]
        else:
            action = policy_action(state, seat)
        state, _ev = rules.apply(state, seat, action)
    return state


def final_reward(state: TournamentState, seat: int) -> float:
    """1 for a sole win (shared: 1/k), 0 for a loss, nudged by the VP margin."""
    best_other = max(v for p, v in enumerate(state.vp) if p != seat)
    margin = state.vp[seat] - best_other
    if margin > 0:
        win = 1.0
    elif margin < 0:
        win = 0.0
    else:
        win = 0.5
    return 0.85 * win + 0.15 / (1.0 + math.exp(-margin / 2.0))


class MonteCarloBot:
    """Flat determinized Monte Carlo with UCB1 over the root's candidate actions."""

    def __init__(self, iterations: int = 400, c: float = 0.5, level: str = "hard") -> None:
        self.iterations = iterations
        self.c = c
        self.level = level
        self.explain = ""

    def choose(self, rules, view: TournamentState, seat: int, rng: Rng, deadline: float | None = None) -> Action:
        legal = rules.legal_actions(view, seat)
        if not legal:
            raise ValueError("MonteCarloBot asked to move with no legal action")
        if len(legal) == 1:
            self.explain = ""
            return legal[0]
        cands = candidate_actions(legal)
        k = len(cands)
        visits = [0] * k
        totals = [0.0] * k
        for it in range(self.iterations):
            if it < k:
                i = it
            else:
                log_n = math.log(it)
                i = max(range(k), key=lambda j: totals[j] / visits[j] + self.c * math.sqrt(log_n / visits[j]))
            world = rules.determinize(view, seat, rng)
            world, _ev = rules.apply(world, seat, cands[i])
            end = rollout(rules, world, rng)
            visits[i] += 1
            totals[i] += final_reward(end, seat)
            if deadline is not None and it % 16 == 15 and time.monotonic() > deadline:
                break
        best = max(range(k), key=lambda j: (visits[j], totals[j]))
        mean = totals[best] / visits[best] if visits[best] else 0.0
        self.explain = _("expects to win {pct}% of the time").format(pct=round(100 * mean))
        return cands[best]
