"""The hard level's search: candidate moves tried on worlds sampled from the seat's view, each world
played on by every seat with the priced policy to a horizon, the positions reached judged by
``value.score`` (my expected final glory minus my rivals').

* Candidates: the priced policy's best few (its prices order them), all of them when there are few.
* Worlds: ``rules.determinize(view)`` — hidden cards dealt at random from what the seat has not
  seen; the same worlds serve every candidate (common random numbers), so differences between
  candidates come from the moves, not from the deal.
* Horizon: the end of the current step of the round — the action phase and the journey phase
  together, the registration, or the first duel to start (duels and tournaments are priced by the
  valuation from exact odds, not rolled: their dice would only add noise).
* Budget: ``worlds`` x ``candidates`` play-outs at most, stopping early at a ``deadline`` (the app's
  thinking time): the iterations are the budget, the deadline a guard.
"""

from __future__ import annotations

import time

from game.core.rng import Rng
from game.games.glory import duel as D
from game.games.glory import policy
from game.games.glory import value as V
from game.games.glory.state import GloryState

SEARCH_PHASES = ("setup", "action", "journey", "registration", "bonus_journey", "final_journey")
STOP_PHASES = {
    "setup": ("registration", "tournament"),
    "action": ("registration", "tournament"),
    "journey": ("registration", "tournament"),
    "registration": ("tournament",),
    "bonus_journey": ("action", "tournament_choice"),
    "final_journey": ("titles", "over"),
}


class SearchBot:
    """Hard: the priced policy's best candidates, each played out on sampled worlds to the end of
    the round's current step and judged by the valuation."""

    def __init__(
        self, level: str = "hard", worlds: int = 4, candidates: int = 6, horizon: int = 60, margin: float = 6.0
    ) -> None:
        self.level = level
        self.worlds = worlds
        self.candidates = candidates
        self.horizon = horizon
        self.margin = margin  # candidates priced this far below the best are not searched
        self.explain = ""
        self.last_values: dict[tuple, float] = {}

    def choose(self, rules, view: GloryState, seat: int, rng: Rng, deadline: float | None = None) -> tuple:
        if policy.in_duel(view, seat):
            legal = D.duel_legal(view.duel.state, seat)
            if len(legal) == 1:
                return legal[0]
            return policy.duel_choice(view, seat).action
        legal = rules.legal_actions(view, seat)
        if len(legal) == 1 or legal[0][0] == "equipment":
            return legal[0]
        if legal[0][0] == "tournament":
            values = policy.tournament_values(rules, view, seat, rng, worlds=2 * self.worlds)
            self.last_values = values
            return max(legal, key=lambda a: values[a])
        prices = policy.action_prices(rules, view, seat, legal)
        ranked = sorted(legal, key=lambda a: -prices[a])
        top = [a for a in ranked if prices[a] >= prices[ranked[0]] - self.margin][: self.candidates]
        if len(top) < 2 or view.phase not in SEARCH_PHASES:
            self.last_values = prices
            return ranked[0]
        worlds = [rules.determinize(view, seat, rng) for _ in range(self.worlds)]
        seeds = [rng.below(1 << 30) for _ in worlds]
        totals = {a: 0.0 for a in top}
        done = 0
        for wi, w in enumerate(worlds):
            for a in top:
                s, _ev = rules.apply(w, seat, a)
                s = self.play_out(rules, s, view.phase, view.round, Rng.from_seed(seeds[wi]))
                totals[a] += V.score(s, seat)
            done += 1
            if deadline is not None and time.monotonic() > deadline:
                break
        values = {a: totals[a] / done + 1e-3 * prices[a] for a in top}
        self.last_values = values
        return max(top, key=lambda a: values[a])

    def play_out(self, rules, s: GloryState, phase: str, rnd: int, rng: Rng) -> GloryState:
        """Every seat plays the priced policy until the horizon."""
        stop = STOP_PHASES.get(phase, ())
        frozen: dict[int, V.Worth] = {}
        for _step in range(self.horizon):
            if s.phase == "over" or s.round != rnd or s.phase in stop or s.duel is not None:
                break
            actor = s.actor
            if actor < 0:
                break
            a = policy.choose(rules, s, actor, rng, frozen=frozen)
            s, _ev = rules.apply(s, actor, a)
        return s
