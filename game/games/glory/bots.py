"""Glory's bot levels: easy, medium and hard. Every one decides from ``rules.view(state, seat)`` only.

* easy — a knight's rules of thumb (``planner``): arm for the duels, take the glory on the table,
  challenge where glory times the odds is highest; sensible, never clever. Duels by the duel AI.
* medium — the priced policy (``policy``) with a small random spread on every price, at the
  sparring partners' hand-set weights; duels by the duel AI.
* hard — the search (``search.SearchBot``) at its own judgement weights (``weights.LEARNED``): the
  priced policy's best candidates judged again, position by position, on worlds sampled from its
  view; duels by the duel AI.

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


class GloryBot:
    """A level: ``noise`` (glory points of random spread on every price), ``search`` (the hard
    level's), or ``rules`` (the easy level's rules of thumb)."""

    def __init__(
        self, level: str, noise: float = 0.0, search: SearchBot | None = None, rules: PlannerBot | None = None
    ) -> None:
        self.level = level
        self.noise = noise
        self.search = search
        self.rules = rules
        self.explain = ""

    def choose(self, rules, view: GloryState, seat: int, rng: Rng, deadline: float | None = None) -> tuple:
        if self.search is not None:
            action = self.search.choose(rules, view, seat, rng, deadline)
        elif self.rules is not None:
            action = self.rules.choose(rules, view, seat, rng, deadline)
        else:
            action = policy.choose(rules, view, seat, rng, noise=self.noise)
        self.explain = explain(view, seat, action)
        return action


def easy() -> GloryBot:
    """A knight's rules of thumb."""
    return GloryBot("easy", rules=PlannerBot())


def medium() -> GloryBot:
    """The priced policy with a small spread."""
    return GloryBot("medium", noise=1.0)


def hard() -> GloryBot:
    """The search over the priced policy, at its own judgement weights."""
    return GloryBot("hard", search=SearchBot())


BOTS = {"easy": easy, "medium": medium, "hard": hard}
