"""The bot levels of Tournament: factories for the GameSpec (budgets are iterations, so seeded runs
repeat exactly)."""

from __future__ import annotations

from game.ai.greedy import GreedyBot
from game.ai.random_bot import RandomBot
from game.games.tournament.ai import evaluate
from game.games.tournament.reasons import explain
from game.games.tournament.search import PairedSearchBot, candidate_actions

HARD_ITERATIONS = 800


def random_bot() -> RandomBot:
    return RandomBot()


class _PrunedRules:
    """The rules as the greedy bots see them: combos cut to the strongest few (same as the hard bot's
    candidates), so a hand full of Chivalry cards does not make them slow."""

    def __init__(self, rules) -> None:
        self._rules = rules

    def __getattr__(self, name: str):
        return getattr(self._rules, name)

    def legal_actions(self, state, seat):
        return candidate_actions(self._rules.legal_actions(state, seat))


class PrunedGreedyBot(GreedyBot):
    """GreedyBot over the pruned action list."""

    def choose(self, rules, view, seat, rng, deadline=None):
        action = super().choose(_PrunedRules(rules), view, seat, rng, deadline)
        self.explain = explain(view, seat, action)
        return action


def easy_bot() -> GreedyBot:
    """One move ahead on two sampled deals, with noise: makes clear mistakes."""
    return PrunedGreedyBot(evaluate, samples=2, level="easy", noise=0.25)


def medium_bot() -> GreedyBot:
    """One move ahead, averaged over four sampled deals."""
    return PrunedGreedyBot(evaluate, samples=4, level="medium")


def hard_bot() -> PairedSearchBot:
    """Paired determinized search: candidate moves played out on the same sampled deals."""
    return PairedSearchBot(HARD_ITERATIONS, level="hard")


BOTS = {"random": random_bot, "easy": easy_bot, "medium": medium_bot, "hard": hard_bot}
