"""Glory's sparring partners: strong rule-based players, for measuring the bots only (never offered
at setup). Each reads only its seat's view; duel steps go to the duel AI (exact dice odds).
"""

from __future__ import annotations

from game.core.rng import Rng
from game.games.glory import policy
from game.games.glory.planner import PlannerBot
from game.games.glory.state import GloryState


class PricerBot:
    """Prices every option in expected glory at the prices its own position implies (a token below
    the four a duel takes, exact dice odds for each knight, titles by how far they are met) and takes
    the best, one decision at a time."""

    level = "pricer"

    def __init__(self) -> None:
        self.explain = ""

    def choose(self, rules, view: GloryState, seat: int, rng: Rng, deadline: float | None = None) -> tuple:
        return policy.choose(rules, view, seat, rng)


class _PricedDuels(PricerBot):
    level = "pricer2"

    def choose(self, rules, view, seat, rng, deadline=None):
        if policy.in_duel(view, seat):
            from game.games.glory import duel as D

            legal = D.duel_legal(view.duel.state, seat)
            return legal[0] if len(legal) == 1 else policy.duel_choice(view, seat, priced=True).action
        return policy.choose(rules, view, seat, rng)


PARTNERS = {"pricer": PricerBot, "planner": PlannerBot, "pricer2": _PricedDuels}
