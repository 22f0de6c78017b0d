"""Glory's bot levels: easy, medium and hard. Every one decides from ``rules.view(state, seat)`` only.

* easy — a knight's rules of thumb (``planner``): arm for the duels, take the glory on the table,
  challenge where glory times the odds is highest; sensible, never clever. Duels by the duel AI.
* medium — the priced policy (``policy``) with a small random spread on every price, at the
  sparring partners' hand-set weights; duels by the duel AI.
* hard — the priced policy without noise, plus three quarters of what a placement keeps from the
  rival who would take it next (``weights.HARD``; the "rival" partner counts half of it, the "pricer"
  none). Duels by the duel AI.

``search`` — the search (``search.SearchBot``, the priced policy's best candidates judged again on
worlds sampled from its view) is experimental and weaker today (32.5% against the pricer, 95% CI
22-45%, 60 games): it is only a measurement label in ``GameSpec.sparring``, never offered at setup.

``explain`` is one translated sentence about the last move, from public information only
(``reasons``).
"""

from __future__ import annotations

from game.core.rng import Rng
from game.games.glory import policy
from game.games.glory.planner import PlannerBot
from game.games.glory.reasons import explain
from game.games.glory.search import SearchBot
from game.games.glory.state import GloryState
from game.games.glory.weights import HARD, PARTNER, Weights


class GloryBot:
    """A level: ``noise`` (glory points of random spread on every price), ``wt`` (the priced policy's
    judgement weights), ``search`` (the experimental search's), or ``rules`` (the easy level's rules of
    thumb)."""

    def __init__(
        self,
        level: str,
        noise: float = 0.0,
        search: SearchBot | None = None,
        rules: PlannerBot | None = None,
        wt: Weights = PARTNER,
    ) -> None:
        self.level = level
        self.noise = noise
        self.wt = wt
        self.search = search
        self.rules = rules
        self.explain = ""

    def choose(self, rules, view: GloryState, seat: int, rng: Rng, deadline: float | None = None) -> tuple:
        if self.search is not None:
            action = self.search.choose(rules, view, seat, rng, deadline)
        elif self.rules is not None:
            action = self.rules.choose(rules, view, seat, rng, deadline)
        else:
            action = policy.choose(rules, view, seat, rng, noise=self.noise, wt=self.wt)
        self.explain = explain(view, seat, action)
        return action


def easy() -> GloryBot:
    """A knight's rules of thumb."""
    return GloryBot("easy", rules=PlannerBot())


def medium() -> GloryBot:
    """The priced policy with a small spread."""
    return GloryBot("medium", noise=1.0)


def hard() -> GloryBot:
    """The priced policy without noise, weighing what each placement denies the rival."""
    return GloryBot("hard", wt=HARD)


def search() -> GloryBot:
    """The experimental search over the priced policy (a sparring label: weaker than hard today)."""
    return GloryBot("search", search=SearchBot(level="search"))


BOTS = {"easy": easy, "medium": medium, "hard": hard}
