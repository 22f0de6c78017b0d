"""The hard level's look-ahead at registration: the best few registrations by the one-step judgement
(``value.score`` of the position right after), each played on to the end of the registration phase
by every seat's priced policy (the rival answers: the knight or place it takes next, the second pass),
and the position then reached judged by ``value.score`` (exact duel odds, no dice rolled).

The hidden parts come from one world sampled from the view with a copy of the bot's random numbers
(the bot's own stream is left where it was). Reads only the seat's view.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.games.glory import policy
from game.games.glory import value as V
from game.games.glory.state import GloryState
from game.games.glory.weights import PARTNER, Weights

STEPS = 30  # most decisions played on after a candidate (a registration phase has far fewer)


def registration_values(
    rules,
    view: GloryState,
    seat: int,
    rng: Rng,
    candidates: list[tuple],
    wt: Weights,
    rival_wt: Weights = PARTNER,
) -> dict[tuple, float]:
    """Each candidate's ``value.score`` once the registration phase is over (or the round moves on)."""
    stream = rng.copy()
    world = rules.determinize(view, seat, Rng.from_seed(stream.below(1 << 30)))
    seed = stream.below(1 << 30)
    out = {}
    for a in candidates:
        s = finish_registration(rules, rules.apply(world, seat, a)[0], seat, Rng.from_seed(seed), wt, rival_wt)
        out[a] = V.score(s, seat, wt)
    return out


def finish_registration(
    rules, s: GloryState, seat: int, rng: Rng, wt: Weights, rival_wt: Weights = PARTNER
) -> GloryState:
    """``s`` played on by the priced policies until the registration phase is over."""
    rnd = s.round
    for _step in range(STEPS):
        if s.phase != "registration" or s.round != rnd or s.actor < 0 or s.duel is not None:
            break
        actor = s.actor
        s, _ev = rules.apply(s, actor, policy.choose(rules, s, actor, rng, wt=wt if actor == seat else rival_wt))
    return s
