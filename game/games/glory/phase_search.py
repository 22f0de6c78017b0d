"""The hard level's look-ahead over an action phase: the priced policy's best placements, each
followed by the rest of the phase as every seat's priced policy would play it, judged by the prices
of the placements each seat ends up with (mine, less ``rival_share`` of the rivals' average).

The phase is judged by the policy's own prices rather than by a valuation of the position reached:
the prices are what the policy plays well by, and a placement's price is taken at the moment it is
made (so a contested space taken first, or a space a rival was about to take, shows in the sum).
The hidden parts (the rivals' hands, the decks) come from ``rules.determinize(view)``: one world
by default (``worlds``), shared by every candidate. Reads only the seat's view.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.games.glory import policy
from game.games.glory.state import GloryState
from game.games.glory.weights import PARTNER, Weights

PHASE_STEPS = 40  # most decisions played on after a candidate (an action phase has far fewer)


def phase_values(
    rules,
    view: GloryState,
    seat: int,
    rng: Rng,
    candidates: list[tuple],
    rival_share: float,
    wt: Weights,
    rival_wt: Weights = PARTNER,
    worlds: int = 1,
) -> dict[tuple, float]:
    """Each candidate placement's worth over the rest of the action phase (glory-equivalents), the
    mean over ``worlds`` worlds sampled from the view (the same worlds for every candidate)."""
    out = dict.fromkeys(candidates, 0.0)
    for _w in range(worlds):
        world = rules.determinize(view, seat, rng)
        base = policy.action_prices(rules, world, seat, rules.legal_actions(world, seat), wt=wt)
        seed = rng.below(1 << 30)
        for a in candidates:
            mine, theirs = _play_phase(rules, world, seat, a, Rng.from_seed(seed), wt, rival_wt)
            out[a] += (base[a] + mine - rival_share * theirs / max(1, world.n - 1)) / worlds
    return out


def _play_phase(
    rules,
    world: GloryState,
    seat: int,
    action: tuple,
    rng: Rng,
    wt: Weights,
    rival_wt: Weights,
) -> tuple[float, float]:
    """(my placements' prices, the rivals') after ``action`` until the action phase ends. Every seat
    chooses with its denial (as it will play); the seat is credited its placements' prices, a rival
    the price it chose by (its denial included: what it keeps from the seat counts against it)."""
    s, _ev = rules.apply(world, seat, action)
    rnd = world.round
    mine = theirs = 0.0
    for _step in range(PHASE_STEPS):
        if s.phase != "action" or s.round != rnd or s.duel is not None or s.actor < 0:
            break
        actor = s.actor
        legal = rules.legal_actions(s, actor)
        if legal[0][0] != "place" or len(legal) == 1:
            s, _ev = rules.apply(s, actor, policy.choose(rules, s, actor, rng, wt=wt if actor == seat else rival_wt))
            continue
        judge = wt if actor == seat else rival_wt
        prices = policy.action_prices(rules, s, actor, legal, wt=judge)
        choice = dict(prices)
        if judge.denial:
            for a, v in policy.denial_values(s, actor, legal, judge.denial, judge).items():
                choice[a] += v
        best = max(legal, key=lambda x: choice[x])
        if actor != seat:
            prices = choice
        if actor == seat:
            mine += prices[best]
        else:
            theirs += prices[best]
        s, _ev = rules.apply(s, actor, best)
    return mine, theirs
