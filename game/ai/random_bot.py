"""The weakest bot: a uniformly random legal action."""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import Action, Rules, Seat, State


class RandomBot:
    """Picks any legal action with equal probability."""

    level = "random"

    def __init__(self) -> None:
        self.explain = ""

    def choose(self, rules: Rules, view: State, seat: Seat, rng: Rng, deadline: float | None = None) -> Action:
        legal = rules.legal_actions(view, seat)
        if not legal:
            raise ValueError("RandomBot asked to move with no legal action")
        return legal[rng.below(len(legal))]
