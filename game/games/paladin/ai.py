"""Paladin's bot levels on its own players: the heuristic (``policy``) and the search (``search``).

* easy   -- the heuristic with blurred placement values that never peeks: it knows the rules and
  resolves sensibly, but spreads its paladins carelessly;
* medium -- the heuristic: counts cards, peeks where it matters, prices every paladin in honour,
  saving its high paladins for later rounds a little more than the heuristic's defaults;
* hard   -- ``search.SearchBot``: samples the hidden cards from what players usually put where and
  tries the heuristic's best moves in each world to the end of the round.

Every bot reads only its seat's view and leaves a public reason for its move in ``explain``.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import Action, Seat
from game.games.paladin.policy import KEEP, MAIN_EXTRA, Policy
from game.games.paladin.reasons import reason
from game.games.paladin.search import SearchBot
from game.games.paladin.state import PaladinState

# medium saves its high paladins a little more than the heuristic's defaults (0.35, 0.6): over 1,200
# games against honour+counter (seeds 4415-4420) it won 38.7% against 37.3%, and 52.5% against 49.2%
# against two easy bots (600 games, seeds 4418-4420)
MEDIUM_KEEP = 0.45  # honour per value point above 4 that a card kept for later rounds is worth (scaled)
MEDIUM_MAIN_EXTRA = 0.9  # extra honour per value point above 4 that a main paladin costs
EASY_NOISE = 3.5  # honour points of blur on every placement value (2.0 won 31% vs honour+counter, bar < 33%)


class HeuristicBot:
    """Easy and medium: the heuristic player on the bot's own view."""

    def __init__(
        self,
        level: str = "medium",
        noise: float = 0.0,
        peek: bool = True,
        keep: float = KEEP,
        main_extra: float = MAIN_EXTRA,
    ) -> None:
        self.level = level
        self.policy = Policy(noise=noise, peek=peek, keep=keep, main_extra=main_extra)
        self.policy.vary_peeks = True  # its own moves: not always the same main paladin looked at
        self.explain = ""

    def choose(self, rules, view: PaladinState, seat: Seat, rng: Rng, deadline: float | None = None) -> Action:
        action = self.policy.act(view, seat, rng)
        self.explain = reason(view, seat, action)
        return action


def easy() -> HeuristicBot:
    return HeuristicBot("easy", noise=EASY_NOISE, peek=False)


def medium() -> HeuristicBot:
    return HeuristicBot("medium", keep=MEDIUM_KEEP, main_extra=MEDIUM_MAIN_EXTRA)


def hard() -> SearchBot:
    return SearchBot()
