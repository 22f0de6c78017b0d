"""A tiny hidden-information card game that backs the core tests and ``simulate``; never in the menu."""

from game.ai.greedy import GreedyBot
from game.ai.ismcts import IsmctsBot
from game.ai.random_bot import RandomBot
from game.core.registry import GameSpec, register
from game.games.demo.describe import describe
from game.games.demo.rules import DemoRules, evaluate
from game.i18n import N_

RULES = DemoRules()

SPEC = register(
    GameSpec(
        id="demo",
        name=N_("Demo"),
        pitch=N_("A tiny test game."),
        rules=RULES,
        players=(2, 3, 4),
        bots={
            "random": RandomBot,
            "easy": lambda: GreedyBot(evaluate, samples=2, level="easy", noise=0.2),
            "medium": lambda: IsmctsBot(100, evaluate, level="medium"),
            "hard": lambda: IsmctsBot(400, evaluate, level="hard"),
        },
        sparring={"greedy": lambda: GreedyBot(evaluate, samples=4, level="greedy")},
        describe=describe,
        hidden=True,
    )
)
