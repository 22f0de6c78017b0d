"""One-ply greedy bot: try every legal action on a few determinizations, keep the best average."""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import Action, Evaluator, Rules, Seat, State


def state_value(rules: Rules, state: State, seat: Seat, evaluator: Evaluator) -> float:
    """Outcome reward once the game is over, else the evaluator's estimate."""
    outcome = rules.outcome(state)
    if outcome is not None:
        return outcome.reward(seat)
    return evaluator(state, seat)


class GreedyBot:
    """Maximises ``evaluator`` one action ahead, averaged over ``samples`` determinizations.

    ``noise`` adds a uniform random term to each action's value, making a weaker, less
    predictable player (used for the easy level).
    """

    def __init__(self, evaluator: Evaluator, samples: int = 4, level: str = "easy", noise: float = 0.0) -> None:
        self.evaluator = evaluator
        self.samples = max(1, samples)
        self.level = level
        self.noise = noise
        self.explain = ""

    def choose(self, rules: Rules, view: State, seat: Seat, rng: Rng, deadline: float | None = None) -> Action:
        legal = rules.legal_actions(view, seat)
        if not legal:
            raise ValueError("GreedyBot asked to move with no legal action")
        if len(legal) == 1:
            return legal[0]
        worlds = [rules.determinize(view, seat, rng) for _ in range(self.samples)]
        best: list[Action] = []
        best_value = float("-inf")
        for action in legal:
            total = 0.0
            for world in worlds:
                nxt, _ = rules.apply(world, seat, action)
                total += state_value(rules, nxt, seat, self.evaluator)
            value = total / len(worlds) + (rng.random() * self.noise if self.noise else 0.0)
            if value > best_value + 1e-12:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-12:
                best.append(action)
        return best[rng.below(len(best))]
