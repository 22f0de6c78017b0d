"""Glory's bot levels: easy, medium and hard. Every one decides from ``rules.view(state, seat)`` only.

* easy — the priced policy (``policy``) with a wide random spread on every price, so it often takes a
  good move rather than the best one; duels by the duel AI, thriftier with its resources.
* medium — the priced policy with a small spread; duels by the duel AI.
* hard — the search (``search.SearchBot``): the priced policy's best candidates played out on worlds
  sampled from its view and judged by the valuation; duels by the duel AI with Strength and Faith
  priced by its plan for the duels still ahead.

``explain`` is one translated sentence about the last move, from public information only
(``reasons``).
"""

from __future__ import annotations

from game.core.rng import Rng
from game.games.glory import duel as D
from game.games.glory import policy
from game.games.glory.reasons import explain
from game.games.glory.search import SearchBot
from game.games.glory.state import GloryState


class GloryBot:
    """A level: ``noise`` (glory points of random spread on every price), ``greed`` (the duel AI's
    thrift), ``search`` (the hard level's search, or None)."""

    def __init__(self, level: str, noise: float = 0.0, greed: float = 1.0, search: SearchBot | None = None) -> None:
        self.level = level
        self.noise = noise
        self.greed = greed
        self.search = search
        self.explain = ""

    def choose(self, rules, view: GloryState, seat: int, rng: Rng, deadline: float | None = None) -> tuple:
        if policy.in_duel(view, seat):
            legal = D.duel_legal(view.duel.state, seat)
            if len(legal) == 1:
                action = legal[0]
            else:
                action = policy.duel_choice(view, seat, self.greed, priced=self.search is not None).action
        elif self.search is not None:
            action = self.search.choose(rules, view, seat, rng, deadline)
        else:
            action = policy.choose(rules, view, seat, rng, noise=self.noise)
        self.explain = explain(view, seat, action)
        return action


def easy() -> GloryBot:
    """A wide spread on every price, thrifty in duels."""
    return GloryBot("easy", noise=3.0, greed=1.5)


def medium() -> GloryBot:
    """The priced policy with a small spread."""
    return GloryBot("medium", noise=0.8)


def hard() -> GloryBot:
    """The search over the priced policy."""
    return GloryBot("hard", search=SearchBot())


BOTS = {"easy": easy, "medium": medium, "hard": hard}
