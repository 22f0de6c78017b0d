"""The hard level's duel look-ahead: a duel decision judged by playing the rest of the duel out.

At a step with a real choice (the tent, the Strength tokens, and optionally the later steps), every
candidate is played on to the duel's end many times, both sides then deciding by the duel AI
(``duel_ai.choose_duel_action``, each with its own public ``DuelKnowledge``) and the dice rolled from
the bot's own random numbers (the same dice sequence for every candidate). Each end is judged in
glory-equivalents: my glory, less ``rival_weight`` of the opponent's, plus what each side keeps
(Strength and Faith tokens, active supports, relics and Prestige tokens) at the duel AI's own prices
(``opp_keep`` of the opponent's counts against me). The duel AI's own choice is kept unless a
candidate's mean beats it by ``margin`` standard errors of the paired difference.

A duel is entirely public, so this reads nothing a seat may not know: the two knowledges come from
``duel_ai.knowledge_for_game`` on the seat's view.
"""

from __future__ import annotations

import statistics

from game.core.rng import Rng
from game.games.glory import duel as D
from game.games.glory.duel_ai import USE_VALUE, DuelKnowledge, _reroll_options, choose_duel_action, knowledge_for_game

PRESTIGE_VALUE = 0.3  # an active Prestige token kept (glory-equivalents)
MAX_STEPS = 80  # duel decisions played on after a candidate (a duel has far fewer)


def _kept(c: D.Combatant, k: DuelKnowledge) -> float:
    """What a combatant keeps after the duel, at the duel AI's prices."""
    if not c.is_player:
        return 0.0
    worth = (c.strength + c.faith) * k.token_value * k.greed
    for kind, n in c.supports.items():
        worth += n * USE_VALUE.get(kind, 0.5) * k.future_duels * k.greed
    for kind, n in c.relics.items():
        worth += n * USE_VALUE.get(kind, 0.5) * k.future_duels * k.greed
    return worth + PRESTIGE_VALUE * len(c.prestige)


def _end_value(duel: D.DuelState, me: int, ks: tuple[DuelKnowledge, DuelKnowledge], opp_keep: float) -> float:
    """An ended duel judged for side ``me``."""
    k = ks[me]
    mine, theirs = duel.sides[me], duel.sides[1 - me]
    v = float(mine.glory) + _kept(mine, k)
    if duel.winner == me:
        v += k.extra_stake
        if duel.context == "journey":
            v += 4.0 if k.stake is None else k.stake
        elif duel.context == "title":
            v += 5.0 if k.stake is None else k.stake
    if theirs.is_player:
        v -= k.rival_weight * (theirs.glory + opp_keep * _kept(theirs, ks[1 - me]))
    return v


def candidates(duel: D.DuelState, seat: int, own: tuple) -> list[tuple]:
    """The actions worth judging: every legal one, but for rerolls only 'the j lowest of each colour'
    (as the duel AI weighs them); the duel AI's own choice always among them."""
    legal = D.duel_legal(duel, seat)
    side = duel.order[0]
    if duel.phase in (D.FAITH, D.RELIC) and any(a[0] == "faith" or a[1:2] == (D.RING,) for a in legal):
        lowest = {idx for idx, _d in _reroll_options(duel, side, len(duel.dice[side]))}
        legal = [
            a
            for a in legal
            if not (a[0] == "faith" and a[1] not in lowest)
            and not (a[0] == "relic" and a[1] == D.RING and a[2] not in lowest)
        ]
    if own not in legal:
        legal.append(own)
    return legal


def play_out(
    duel: D.DuelState, seat: int, action: tuple, rng: Rng, ks: tuple[DuelKnowledge, DuelKnowledge], opp_keep: float
) -> float:
    """``action`` then the duel AI for both sides to the duel's end; the end judged for ``seat``."""
    me = D.side_of(duel, seat)
    d, _ev = D.duel_apply(duel, seat, action, rng)
    for _ in range(MAX_STEPS):
        actors = D.duel_actors(d)
        if not actors:
            break
        s = next(iter(actors))
        side = D.side_of(d, s)
        legal = D.duel_legal(d, s)
        act = legal[0] if len(legal) == 1 else choose_duel_action(d, s, ks[side]).action
        d, _ev = D.duel_apply(d, s, act, rng)
    return _end_value(d, me, ks, opp_keep)


def choose(
    view, seat: int, rng: Rng, rollouts: int, steps: frozenset[str], margin: float = 1.0, opp_keep: float = 1.0
) -> tuple | None:
    """The duel action for ``seat`` (None: not a step this look-ahead judges; the caller decides)."""
    duel = view.duel.state
    if duel.phase not in steps:
        return None
    legal = D.duel_legal(duel, seat)
    if len(legal) < 2:
        return None
    me = D.side_of(duel, seat)
    ks_list = [DuelKnowledge(), DuelKnowledge()]
    for side in (0, 1):
        s = duel.sides[side].seat
        if s is not None and duel.sides[side].is_player:
            ks_list[side] = knowledge_for_game(view, s)
    ks = (ks_list[0], ks_list[1])
    own = choose_duel_action(duel, seat, ks[me]).action
    cands = candidates(duel, seat, own)
    if len(cands) < 2:
        return own
    seeds = [rng.below(1 << 30) for _ in range(rollouts)]
    results = {a: [play_out(duel, seat, a, Rng.from_seed(sd), ks, opp_keep) for sd in seeds] for a in cands}
    base = results[own]
    best, best_score = own, 0.0
    for a in cands:
        if a == own:
            continue
        diffs = [x - y for x, y in zip(results[a], base, strict=True)]
        mean = statistics.fmean(diffs)
        se = statistics.pstdev(diffs) / len(diffs) ** 0.5
        score = mean - margin * se
        if score > best_score:
            best, best_score = a, score
    return best
