"""Rollouts for the hard level's few decisive non-placement decisions (registration, the next
tournament's type): each candidate is played on to the end of the game by every seat's priced
policy, on several worlds sampled from the seat's view, and judged by the final glory margin.

The same worlds and the same random streams serve every candidate (common random numbers), so
the candidates differ by their own consequences, not by the dice. The streams come from a copy of
the bot's random numbers, which are left where they were: a decision the rollouts leave as the
policy would make it leaves the rest of the game exactly as it was. Reads only the seat's view.
"""

from __future__ import annotations

import time

from game.core.rng import Rng
from game.games.glory import policy
from game.games.glory import value as V
from game.games.glory.state import GloryState
from game.games.glory.weights import PARTNER, Weights

WIN = 4.0  # a won game's worth beyond its margin (glory points)
ROUND_OVER = ("bonus_journey", "tournament_choice", "final_journey", "titles")  # after a tournament


class Budget:
    """A deadline for rounds of work of about equal cost: ``room()`` says whether one more round ends
    before ``deadline`` (its cost the last round's, or ``guess`` before one is timed); no deadline,
    always room, so a search without one stays a pure function of its seed."""

    def __init__(self, deadline: float | None, guess: float = 0.0) -> None:
        self.deadline, self.cost, self._at = deadline, guess, time.monotonic()

    def room(self) -> bool:
        return self.deadline is None or time.monotonic() + self.cost <= self.deadline

    def lap(self) -> None:
        """A round of work is done: its time is the next round's expected cost."""
        now = time.monotonic()
        self.cost, self._at = now - self._at, now


STEPS = 2000  # most decisions a rollout plays (a game has a few hundred)


def rollout_values(
    rules,
    view: GloryState,
    seat: int,
    rng: Rng,
    candidates: list[tuple],
    worlds: int,
    wt: Weights,
    rival_wt: Weights = PARTNER,
    whole: bool = True,
) -> dict[tuple, float]:
    """Each candidate's mean final margin (plus ``WIN`` for a win, less it for a loss) over
    ``worlds`` worlds sampled from ``view``; not ``whole``: played to the round's end only and
    the position reached judged by the valuation (``value.score``)."""
    samples = rollout_samples(rules, view, seat, rng, candidates, worlds, wt, rival_wt, whole)
    return {a: sum(v) / worlds for a, v in samples.items()}


def rollout_samples(
    rules,
    view: GloryState,
    seat: int,
    rng: Rng,
    candidates: list[tuple],
    worlds: int,
    wt: Weights,
    rival_wt: Weights = PARTNER,
    whole: bool = True,
    win: float = WIN,
    budget: Budget | None = None,
) -> dict[tuple, list[float]]:
    """Each candidate's judged ends, one a world, in the order of the worlds (the same worlds and
    random streams for every candidate, so the k-th ends of two candidates pair); a finished game
    is judged by its final margin plus ``win`` for a win (less it for a loss). A ``budget`` stops
    before a world it has no time left for (every candidate has as many ends)."""
    base = rng.copy()
    out: dict[tuple, list[float]] = {a: [] for a in candidates}
    for _w in range(worlds):
        if budget is not None and not budget.room():
            break
        world = rules.determinize(view, seat, Rng.from_seed(base.below(1 << 30)))
        stream = base.below(1 << 30)
        for a in candidates:
            s, _ev = rules.apply(world, seat, a)
            end = play_out(rules, s, seat, Rng.from_seed(stream), wt, rival_wt, -1 if whole else view.round)
            out[a].append(_judge(end, seat, wt, win))
        if budget is not None:
            budget.lap()
    return out


def play_out(rules, s: GloryState, seat: int, rng: Rng, wt: Weights, rival_wt: Weights, rnd: int = -1) -> GloryState:
    """``s`` played to the end by the priced policies (the seat by ``wt``, its rivals by ``rival_wt``);
    ``rnd`` >= 0: only until round ``rnd``'s tournament is over."""
    for _step in range(STEPS):
        if s.phase == "over" or s.actor < 0:
            break
        if rnd >= 0 and (s.round != rnd or s.phase in ROUND_OVER):
            break
        actor = s.actor
        s, _ev = rules.apply(s, actor, policy.choose(rules, s, actor, rng, wt=wt if actor == seat else rival_wt))
    return s


def _judge(s: GloryState, seat: int, wt: Weights, win: float = WIN) -> float:
    if s.phase != "over":
        return V.score(s, seat, wt)
    mine = s.players[seat].glory
    best = max(p.glory for p in s.players if p.seat != seat)
    margin = float(mine - best)
    return margin + (win if margin > 0 else -win if margin < 0 else 0.0)
