"""Glory's sparring partners: strong rule-based players, for measuring the bots only (never offered
at setup). Each reads only its seat's view; duel steps go to the duel AI (exact dice odds). The hard
level prices like them with denial weighed more and looks ahead over the action phase; ``search`` is the experimental search, kept measured here.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.games.glory import policy
from game.games.glory.bots import search
from game.games.glory.state import GloryState
from game.games.glory.weights import RIVAL


class PricerBot:
    """Prices every option in expected glory at the prices its own position implies (a Strength token
    by what it adds below the four a duel takes, exact dice odds for each knight, titles by how far
    they are met) and takes the best, one decision at a time."""

    level = "pricer"

    def __init__(self) -> None:
        self.explain = ""

    def choose(self, rules, view: GloryState, seat: int, rng: Rng, deadline: float | None = None) -> tuple:
        return policy.choose(rules, view, seat, rng)


class RivalBot:
    """Prices its options like the pricer and adds what a placement keeps from the rival who would
    take it next (a training ground, a support, an event, a knight to challenge)."""

    level = "rival"

    def __init__(self) -> None:
        self.explain = ""

    def choose(self, rules, view: GloryState, seat: int, rng: Rng, deadline: float | None = None) -> tuple:
        return policy.choose(rules, view, seat, rng, wt=RIVAL)


PARTNERS = {"pricer": PricerBot, "rival": RivalBot, "search": search}
