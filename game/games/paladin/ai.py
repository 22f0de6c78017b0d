"""Paladin's bot levels on its own players: the heuristic (``policy``) and the search (``search``).

* easy   -- the heuristic with blurred placement values that never peeks: it knows the rules and
  resolves sensibly, but spreads its paladins carelessly;
* medium -- the heuristic: counts cards, peeks where it matters, prices every paladin in honour;
* hard   -- ``search.SearchBot``: samples the hidden cards from what players usually put where and
  tries the heuristic's best moves in each world to the end of the round.

Every bot reads only its seat's view and leaves a public reason for its move in ``explain``.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import Action, Seat
from game.games.paladin.policy import Policy
from game.games.paladin.reasons import reason
from game.games.paladin.search import SearchBot
from game.games.paladin.state import PaladinState

EASY_NOISE = 2.0  # honour points of blur on every placement value


class HeuristicBot:
    """Easy and medium: the heuristic player on the bot's own view."""

    def __init__(self, level: str = "medium", noise: float = 0.0, peek: bool = True) -> None:
        self.level = level
        self.policy = Policy(noise=noise, peek=peek)
        self.explain = ""

    def choose(self, rules, view: PaladinState, seat: Seat, rng: Rng, deadline: float | None = None) -> Action:
        action = self.policy.act(view, seat, rng)
        self.explain = reason(view, seat, action)
        return action


def easy() -> HeuristicBot:
    return HeuristicBot("easy", noise=EASY_NOISE, peek=False)


def medium() -> HeuristicBot:
    return HeuristicBot("medium")


def hard() -> SearchBot:
    return SearchBot()
