"""Paladin's hard bot: determinized Monte Carlo search over the heuristic player.

For each world sampled from its belief about the hidden cards, every candidate move is played and
the round finished by the heuristic player in every seat (each from its own knowledge); the position
at the next round's start is scored by ``evaluation.evaluate``. All candidates see the same worlds
and the same shuffles, so their differences are measured, not their luck. The move with the best
mean wins. The budget is a number of worlds; a ``deadline`` stops earlier (the app's thinking time).
"""

from __future__ import annotations

import time

from game.core.rng import Rng
from game.core.rules import Action, Seat
from game.games.paladin import engine as E
from game.games.paladin.beliefs import Belief
from game.games.paladin.counting import rounds_left
from game.games.paladin.evaluation import evaluate
from game.games.paladin.policy import Policy, peek_target
from game.games.paladin.reasons import reason
from game.games.paladin.state import OVER, PLACE, PaladinState


class SearchBot:
    """Hard: ``worlds`` sampled worlds, the heuristic's ``candidates`` best placements (every choice
    when resolving or choosing the starter), rollouts to the end of the round."""

    def __init__(self, worlds: int = 48, candidates: int = 8, temper: float = 1.0, level: str = "hard") -> None:
        self.worlds = worlds
        self.candidates = candidates
        self.temper = temper
        self.level = level
        self.vary_peeks = True  # which main paladin it looks at is drawn (``peek_target``), not always the same
        self.peek_aware = False  # worlds where a rival who peeked placed a beater beside what they saw (``Belief``)
        self.policy = Policy()
        self.explain = ""

    def choose(self, rules, view: PaladinState, seat: Seat, rng: Rng, deadline: float | None = None) -> Action:
        action = self._choose(view, seat, rng, deadline)
        self.explain = reason(view, seat, action)
        return action

    def _choose(self, view: PaladinState, seat: int, rng: Rng, deadline: float | None) -> Action:
        legal = E.legal(view, seat)
        if len(legal) == 1:
            return legal[0]
        if view.phase == PLACE and not view.peeked:
            target = peek_target(view, seat, rng if self.vary_peeks else None)
            if target is not None:
                return ("peek", *target)
        if view.phase == PLACE:
            ranked = self.policy.placements(view, seat)
            cands: list[Action] = [("place", c, m) for _v, c, m in ranked[: self.candidates]]
        else:
            cands = resolve_choices(view, legal)
            if len(cands) == 1:
                return cands[0]
        totals = self.score(view, seat, cands, rng, deadline)
        return cands[self.pick(cands, totals)]

    def pick(self, cands: list[Action], totals: list[float]) -> int:
        """The index of the candidate to play: the best total, the first of equals."""
        return max(range(len(cands)), key=lambda j: totals[j])

    def score(
        self, view: PaladinState, seat: int, cands: list[Action], rng: Rng, deadline: float | None
    ) -> list[float]:
        """Sum over the sampled worlds of each candidate's evaluation."""
        belief = Belief(view.players, self.temper, self.peek_aware)
        totals = [0.0] * len(cands)
        policy = self.policy
        for _i in range(self.worlds):
            world = belief.sample(view, seat, rng)
            for j, a in enumerate(cands):
                totals[j] += finish_round(world, seat, a, policy)
            if deadline is not None and time.monotonic() > deadline:
                break
        return totals


def resolve_choices(view: PaladinState, legal: list[Action]) -> list[Action]:
    """The resolution choices worth weighing: all of them, but in the last round no take-back. A
    paladin in hand scores nothing at the end (only missions won and red paladins in front do), so
    there taking back scores exactly as discarding and would only read as saving a card for later."""
    if rounds_left(view) == 0 and E.DISCARD in legal:
        return [a for a in legal if a != E.TAKE]
    return legal


def finish_round(world: PaladinState, seat: int, action: Action, policy: Policy) -> float:
    """``seat``'s evaluation of ``world`` after ``action`` and the round finished by ``policy`` in
    every seat (``world`` itself is left as it was)."""
    s = world.clone()
    E.step(s, seat, action, None)
    r = s.round
    while s.phase != OVER and s.round == r:
        p = E.actor(s)
        E.step(s, p, policy.act(s, p, s.rng), None)
    return evaluate(s, seat)
