"""One-step play-out improvement of a table decision (two players).

Each option (the default move first) is played on to the end of the game from the same worlds: decks
shuffled from the deciding seat's view only, then both seats playing the solver partner's way (the
table rules, each combat sampled from the equilibrium of the outcomes judged as they stand), every
option with the same random numbers (common random numbers). The default stays unless another option
beats it by ``margin`` paired standard errors. The random numbers are drawn from the public position,
so a position is always decided alike, whatever the hidden order of the decks.
"""

from __future__ import annotations

import dataclasses
import math
import time
import zlib
from dataclasses import dataclass

from game.core.rng import Rng
from game.core.rules import Action, Seat
from game.games.joust.hidden import determinize
from game.games.joust.playout import play_on
from game.games.joust.rules import JoustRules
from game.games.joust.search import OutOfTime
from game.games.joust.state import JoustState


@dataclass
class Verdict:
    """What the play-outs said: the move kept or chosen, each option's mean, and the best's paired gain."""

    action: Action
    means: list[float]
    gain: float = 0.0  # the chosen move's mean gain on the default (0 when the default stays)
    error: float = 0.0  # the paired standard error of that gain


def public_seed(view: JoustState, seat: Seat) -> int:
    """A seed drawn from everything ``seat`` sees of the position (its view), nothing else."""
    parts = [getattr(view, f.name) for f in dataclasses.fields(view) if f.name != "rng"]
    return zlib.crc32(repr((seat, parts)).encode())


def paired(diffs: list[float]) -> tuple[float, float]:
    """(mean, standard error of the mean) of paired differences."""
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return mean, math.inf
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


def play_outs(
    rules: JoustRules, view: JoustState, seat: Seat, options: list[Action], n: int, deadline: float | None = None
) -> list[list[float]]:
    """``seat``'s result of each of ``n`` play-outs after each option, the k-th play-out of every option
    from the same world and random numbers. Raises :class:`OutOfTime` past ``deadline``."""
    rng = Rng.from_seed(public_seed(view, seat))
    scores: list[list[float]] = [[] for _ in options]
    for _k in range(n):
        world = determinize(rules, view, seat, rng)
        seed = rng.next64()
        for i, action in enumerate(options):
            if deadline is not None and time.monotonic() > deadline:
                raise OutOfTime
            st, _e = rules.apply(world, seat, action)
            scores[i].append(play_on(rules, st, seat, Rng(seed)))
    return scores


def improve(
    rules: JoustRules,
    view: JoustState,
    seat: Seat,
    options: list[Action],
    n: int,
    margin: float = 1.0,
    deadline: float | None = None,
) -> Verdict:
    """The move among ``options`` (``options[0]`` the default) whose ``n`` play-outs beat the
    default's by more than ``margin`` paired standard errors (the best such), else the default.
    Raises :class:`OutOfTime` past ``deadline``."""
    scores = play_outs(rules, view, seat, options, n, deadline)
    means = [sum(s) / n for s in scores]
    best = Verdict(options[0], means)
    for i in range(1, len(options)):
        gain, error = paired([a - b for a, b in zip(scores[i], scores[0])])
        if gain > margin * error and gain > best.gain:
            best = Verdict(options[i], means, gain, error)
    return best
