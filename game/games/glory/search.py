"""An experimental search, measured as the sparring label "search" and weaker today than the hard
level's plain priced policy (32.5% against the pricer, 95% CI 22-45%, 60 games): the priced policy's
best candidates, each tried on worlds sampled from the seat's view, played on until the rivals have
answered, and the positions reached judged by ``value.score`` (my expected final glory minus my rivals').

* Candidates: the best few by the priced policy, plus what a placement keeps from the rival who
  would take it next (``policy.denial_values``); all of them when there are few.
* Worlds: ``rules.determinize(view)`` — hidden cards dealt at random from what the seat has not
  seen; the same worlds serve every candidate (common random numbers).
* Play-outs: at registration, every seat registers on with the priced policy to the phase's end
  (the rivals' picks answer the candidate), then the tournament is priced from exact odds; other
  decisions are judged by the position the candidate leaves (a play-out that stops at a different
  point for different candidates would favour some of them: measured, it played worse).
* Budget: ``worlds`` x ``candidates`` play-outs at most, stopping early at a ``deadline`` (the
  app's thinking time): the iterations are the budget, the deadline a guard.
"""

from __future__ import annotations

import time

from game.core.rng import Rng
from game.games.glory import duel as D
from game.games.glory import policy
from game.games.glory import value as V
from game.games.glory.state import GloryState
from game.games.glory.weights import LEARNED, Weights

REGISTRATION_HORIZON = 12  # decisions: enough for every seat's registrations
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
    """The search: the priced policy's best candidates, each played on sampled worlds until the
    rivals have answered, judged by the valuation."""

    def __init__(
        self,
        level: str = "search",
        worlds: int = 3,
        candidates: int = 5,
        horizon: int = 0,
        margin: float = 5.0,
        blend: float = 0.3,
        wt: Weights = LEARNED,
    ) -> None:
        self.level = level
        self.worlds = worlds
        self.candidates = candidates
        self.horizon = horizon  # most decisions played on after a candidate
        self.margin = margin  # candidates priced this far below the best are not searched
        self.blend = blend
        self.wt = wt  # share of the candidate's own price kept beside the play-outs' verdict
        self.explain = ""
        self.last_values: dict[tuple, float] = {}

    def choose(self, rules, view: GloryState, seat: int, rng: Rng, deadline: float | None = None) -> tuple:
        if policy.in_duel(view, seat):
            legal = D.duel_legal(view.duel.state, seat)
            if len(legal) == 1:
                return legal[0]
            return policy.duel_choice(view, seat, self.wt.duel_greed).action
        legal = rules.legal_actions(view, seat)
        if len(legal) == 1 or legal[0][0] == "equipment":
            return legal[0]
        if legal[0][0] == "tournament":
            values = policy.tournament_values(rules, view, seat, rng, worlds=2 * self.worlds, wt=self.wt)
            self.last_values = values
            return max(legal, key=lambda a: values[a])
        prices = policy.action_prices(rules, view, seat, legal, wt=self.wt)
        if self.wt.denial and view.phase == "action" and legal[0][0] == "place":
            for a, v in policy.denial_values(view, seat, legal, self.wt.denial, self.wt).items():
                prices[a] += v
        ranked = sorted(legal, key=lambda a: -prices[a])
        top = [a for a in ranked if prices[a] >= prices[ranked[0]] - self.margin][: self.candidates]
        if len(top) < 2 or view.phase not in SEARCH_PHASES:
            self.last_values = prices
            return ranked[0]
        worlds = [rules.determinize(view, seat, rng) for _ in range(self.worlds)]
        seeds = [rng.below(1 << 30) for _ in worlds]
        totals = {a: 0.0 for a in top}
        done = 0
        horizon = REGISTRATION_HORIZON if view.phase == "registration" else self.horizon
        for wi, w in enumerate(worlds):
            for a in top:
                s, _ev = rules.apply(w, seat, a)
                if horizon:
                    s = self.play_out(rules, s, seat, view.phase, view.round, Rng.from_seed(seeds[wi]), horizon)
                totals[a] += V.score(s, seat, self.wt)
            done += 1
            if deadline is not None and time.monotonic() > deadline:
                break
        base = sum(totals.values()) / (done * len(top))
        values = {a: (1 - self.blend) * (totals[a] / done - base) + self.blend * prices[a] for a in top}
        self.last_values = values
        return max(top, key=lambda a: values[a])

    def play_out(self, rules, s: GloryState, seat: int, phase: str, rnd: int, rng: Rng, horizon: int) -> GloryState:
        """Every seat plays the priced policy until the step of the round ends (the registration
        is always played to its end, so every candidate is judged at the same point)."""
        stop = STOP_PHASES.get(phase, ())
        frozen: dict[int, V.Worth] = {}
        for _step in range(horizon):
            if s.phase == "over" or s.round != rnd or s.phase in stop or s.duel is not None:
                break
            actor = s.actor
            if actor < 0:
                break
            a = policy.choose(rules, s, actor, rng, frozen=frozen, wt=self.wt)
            s, _ev = rules.apply(s, actor, a)
        return s
