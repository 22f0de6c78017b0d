"""The bot levels of Tournament: factories for the GameSpec (budgets are iterations, so seeded runs
repeat exactly)."""

from __future__ import annotations

from game.ai.greedy import GreedyBot
from game.ai.random_bot import RandomBot
from game.games.tournament.ai import evaluate
from game.games.tournament.search import MonteCarloBot

HARD_ITERATIONS = 200


def random_bot() -> RandomBot:
    return RandomBot()


def easy_bot() -> GreedyBot:
    """One move ahead on two sampled deals, with noise: makes clear mistakes."""
    return GreedyBot(evaluate, samples=2, level="easy", noise=0.25)


def medium_bot() -> GreedyBot:
    """One move ahead, averaged over four sampled deals."""
    return GreedyBot(evaluate, samples=4, level="medium")


def hard_bot() -> MonteCarloBot:
    """Determinized Monte Carlo search: each candidate move is tried on sampled deals and played out
    to the end with the rule-of-thumb policy."""
    return MonteCarloBot(HARD_ITERATIONS, level="hard")


BOTS = {"random": random_bot, "easy": easy_bot, "medium": medium_bot, "hard": hard_bot}
