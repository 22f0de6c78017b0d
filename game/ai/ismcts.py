"""Information-set Monte Carlo tree search over the rules protocol.

Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012): every iteration samples a full state
from the bot's *view* with ``rules.determinize`` — never the true state — then walks one shared
tree keyed by actions. Statistics keep an availability count so actions that are only sometimes
legal are judged fairly. Simultaneous decisions (several actors) use decoupled UCT: each actor
picks from its own statistics at the node, so nobody conditions on another's secret choice.
Budgets are iterations (deterministic for a seed); ``deadline`` optionally stops early.
"""

from __future__ import annotations

import math
import time

from game.core.rng import Rng
from game.core.rules import Action, Evaluator, Rules, Seat, State
from game.i18n import _


class _Node:
    __slots__ = ("children", "stats")

    def __init__(self) -> None:
        self.children: dict[tuple, _Node] = {}
        # (actor, action) -> [visits, total reward, availability]
        self.stats: dict[tuple[Seat, Action], list[float]] = {}


class IsmctsBot:
    """ISMCTS with random (optionally depth-cut, evaluator-scored) rollouts."""

    def __init__(
        self,
        iterations: int = 1000,
        evaluator: Evaluator | None = None,
        rollout_depth: int | None = None,
        c: float = 0.7,
        level: str = "hard",
    ) -> None:
        self.iterations = iterations
        self.evaluator = evaluator
        self.rollout_depth = rollout_depth
        self.c = c
        self.level = level
        self.explain = ""
        self.last_iterations = 0

    def choose(self, rules: Rules, view: State, seat: Seat, rng: Rng, deadline: float | None = None) -> Action:
        legal = rules.legal_actions(view, seat)
        if not legal:
            raise ValueError("IsmctsBot asked to move with no legal action")
        if len(legal) == 1:
            self.explain = ""
            return legal[0]
        root = _Node()
        done = 0
        for done in range(1, self.iterations + 1):
            self._iterate(rules, rules.determinize(view, seat, rng), seat, root, rng)
            if deadline is not None and done % 8 == 0 and time.monotonic() > deadline:
                break
        self.last_iterations = done
        best, best_visits, best_mean = legal[0], -1.0, 0.0
        for action in legal:
            visits, total, _avail = root.stats.get((seat, action), (0.0, 0.0, 0.0))
            if visits > best_visits:
                best, best_visits, best_mean = action, visits, (total / visits if visits else 0.0)
        self.explain = _("expects to win {pct}% of the time").format(pct=round(100 * best_mean))
        return best

    # one iteration: select/expand down the tree, roll out, back up rewards
    def _iterate(self, rules: Rules, state: State, root_seat: Seat, root: _Node, rng: Rng) -> None:
        node = root
        path: list[tuple[_Node, tuple[tuple[Seat, Action], ...]]] = []
        expanded = False
        while not expanded and rules.outcome(state) is None:
            actors = sorted(rules.actors(state))
            if not actors:
                break
            joint: list[tuple[Seat, Action]] = []
            for actor in actors:
                if actor not in rules.actors(state):
                    continue
                actions = rules.legal_actions(state, actor)
                if not actions:
                    continue
                action, fresh = self._select(node, actor, actions, rng)
                expanded = expanded or fresh
                joint.append((actor, action))
                state, _ev = rules.apply(state, actor, action)
            if not joint:
                break
            key = tuple(joint)
            path.append((node, key))
            child = node.children.get(key)
            if child is None:
                child = node.children[key] = _Node()
                expanded = True
            node = child
        rewards = self._rollout(rules, state, rng)
        for node, joint in path:
            for actor, action in joint:
                st = node.stats[(actor, action)]
                st[0] += 1.0
                st[1] += rewards.get(actor, 0.0)

    def _select(self, node: _Node, actor: Seat, actions: list[Action], rng: Rng) -> tuple[Action, bool]:
        stats = node.stats
        untried = []
        for a in actions:
            st = stats.get((actor, a))
            if st is None:
                stats[(actor, a)] = [0.0, 0.0, 1.0]
                untried.append(a)
            else:
                st[2] += 1.0
                if st[0] == 0:
                    untried.append(a)
        if untried:
            return untried[rng.below(len(untried))], True
        best, best_score = actions[0], float("-inf")
        for a in actions:
            visits, total, avail = stats[(actor, a)]
            score = total / visits + self.c * math.sqrt(math.log(avail) / visits)
            if score > best_score:
                best, best_score = a, score
        return best, False

    def _rollout(self, rules: Rules, state: State, rng: Rng) -> dict[Seat, float]:
        depth = 0
        limit = self.rollout_depth
        while True:
            outcome = rules.outcome(state)
            if outcome is not None:
                return {s: outcome.reward(s) for s in range(len(outcome.scores))}
            if limit is not None and depth >= limit and self.evaluator is not None:
                n = len(rules.scores(state))
                return {s: self.evaluator(state, s) for s in range(n)}
            actors = rules.actors(state)
            if not actors:
                return {}
            actor = min(actors)
            actions = rules.legal_actions(state, actor)
            state, _ev = rules.apply(state, actor, actions[rng.below(len(actions))])
            depth += 1
