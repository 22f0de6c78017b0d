"""Reading an opponent from the combat cards it has shown (public: both cards are revealed together).

A card is remembered as its *gap* below the attacker's strength (0 = the highest card allowed), so
"always goes for the top card" reads the same with a strength-3 knight as with a strength-5 one; a
defender's card above the attacker's strength (it can never block) has its own slot, ``ABOVE``.

Three ideas of how the opponent picks are weighed by how well each foretold its past cards:

* ``unpredictable`` — no pattern: as far as we can tell it mixes like the equilibrium;
* ``habit`` — it repeats itself: the gaps it chose before, counted;
* ``chaser`` — it answers *our* past cards: as a defender it matches the gap we attacked with most,
  as an attacker it strikes with the gap we blocked least.

:func:`predict` blends their forecasts for the coming combat with those weights (the equilibrium
mix stands in for ``unpredictable``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence

from game.games.joust.state import JoustState

ABOVE = -1  # a defender's card above the attacker's strength
_SMOOTH = 0.6  # pseudo-counts of the habit and chaser forecasts
_PRIOR = (0.6, 0.25, 0.15)  # unpredictable, habit, chaser (before any card is seen)
_FLOOR = 0.2  # share of the uniform in a remembered equilibrium's chance of a card


def _gap(card: int, top: int) -> int:
    return top - card if card <= top else ABOVE


def _forecast(counts: dict[int, float], top: int, defender: bool) -> list[float]:
    """A distribution over cards 1..top (plus ABOVE for a defender, last) from gap counts."""
    gaps = [top - c for c in range(1, top + 1)] + ([ABOVE] if defender else [])
    weights = [counts.get(g, 0.0) + _SMOOTH for g in gaps]
    total = sum(weights)
    return [w / total for w in weights]


def _chaser(mine: dict[int, float], top: int, defender: bool) -> list[float]:
    """The forecast of a player who answers our habits (``mine``: our gaps in the other role)."""
    cards = list(range(1, top + 1))
    if defender:  # it matches where we attacked most
        weights = [mine.get(top - c, 0.0) + _SMOOTH for c in cards] + [_SMOOTH * 0.2]
    else:  # it strikes where we blocked least
        seen = sum(mine.get(top - c, 0.0) for c in cards)
        weights = [seen - mine.get(top - c, 0.0) + _SMOOTH for c in cards]
    total = sum(weights)
    return [w / total for w in weights]


def _uniform(top: int, defender: bool) -> list[float]:
    n = top + (1 if defender else 0)
    return [1.0 / n] * n


def _index(card: int, top: int) -> int:
    return card - 1 if card <= top else top


def _likely(model: Sequence[float] | None, i: int, top: int, defender: bool) -> float:
    """The chance ``unpredictable`` gave the card shown at index ``i``: the equilibrium mix this seat
    worked out for that combat (``model``, blended with a little of the uniform so no card is
    impossible), or the uniform when it kept none."""
    flat = _uniform(top, defender)[i]
    if model is None or len(model) != len(_uniform(top, defender)):
        return flat
    return (1.0 - _FLOOR) * model[i] + _FLOOR * flat


def weights(
    view: JoustState,
    opponent: int,
    me: int,
    opponent_defends: bool,
    models: Mapping[int, Sequence[float]] | None = None,
) -> tuple[list[float], int]:
    """Posterior weights of the three ideas for ``opponent`` in the given role, and the cards seen.

    ``models`` (turn -> the opponent's equilibrium mix this seat worked out in that turn's combat,
    over 1..top and, for a defender, above top) lets ``unpredictable`` be judged by the mix it stood
    for; without one, a card is judged as a uniform guess."""
    models = models or {}
    log = [math.log(p) for p in _PRIOR]
    theirs: dict[int, float] = {}
    mine: dict[int, float] = {}
    seen = 0
    for turn, att, dfn, a, d, top in view.revealed:
        if opponent_defends:
            if dfn == opponent and att == me:
                i = _index(d, top)
                log[0] += math.log(_likely(models.get(turn), i, top, True))
                log[1] += math.log(_forecast(theirs, top, True)[i])
                log[2] += math.log(_chaser(mine, top, True)[i])
                theirs[_gap(d, top)] = theirs.get(_gap(d, top), 0.0) + 1.0
                seen += 1
            if att == me:
                mine[top - a] = mine.get(top - a, 0.0) + 1.0
        else:
            if att == opponent and dfn == me:
                i = a - 1
                log[0] += math.log(_likely(models.get(turn), i, top, False))
                log[1] += math.log(_forecast(theirs, top, False)[i])
                log[2] += math.log(_chaser(mine, top, False)[i])
                theirs[top - a] = theirs.get(top - a, 0.0) + 1.0
                seen += 1
            if dfn == me and d <= top:
                mine[top - d] = mine.get(top - d, 0.0) + 1.0
    best = max(log)
    ex = [math.exp(x - best) for x in log]
    total = sum(ex)
    return [x / total for x in ex], seen


def predict(
    view: JoustState,
    opponent: int,
    me: int,
    top: int,
    equilibrium: list[float],
    models: Mapping[int, Sequence[float]] | None = None,
    settled: bool = False,
) -> tuple[list[float], list[float]]:
    """The opponent's card in the coming combat: (distribution over 1..top, weights of the ideas).

    ``equilibrium`` is the opponent's equilibrium mix over 1..top for this combat. For a defending
    opponent the chance of a card above ``top`` is dropped (it never blocks) and the rest renormalised.
    With ``settled``, the habit and chaser forecasts start from the equilibrium instead of the uniform
    (their pseudo-counts spread by its mix): before the cards show a pattern they foretell what
    ``unpredictable`` does, rather than a flat guess.
    """
    defends = view.defender == opponent
    w, _seen = weights(view, opponent, me, defends, models)
    theirs: dict[int, float] = {}
    mine: dict[int, float] = {}
    for _turn, att, dfn, a, d, t in view.revealed:
        if defends:
            if dfn == opponent and att == me:
                theirs[_gap(d, t)] = theirs.get(_gap(d, t), 0.0) + 1.0
            if att == me:
                mine[t - a] = mine.get(t - a, 0.0) + 1.0
        else:
            if att == opponent and dfn == me:
                theirs[t - a] = theirs.get(t - a, 0.0) + 1.0
            if dfn == me and d <= t:
                mine[t - d] = mine.get(t - d, 0.0) + 1.0
    habit = _forecast(theirs, top, defends)[:top]
    chase = _chaser(mine, top, defends)[:top]
    if settled:
        habit = _settle(top, equilibrium, lambda c: theirs.get(top - c, 0.0))
        chase = _settle(top, equilibrium, _chased(mine, top, defends))
    mix = [w[0] * e + w[1] * h + w[2] * c for e, h, c in zip(equilibrium, _norm(habit), _norm(chase))]
    return _norm(mix), w


def _chased(mine: dict[int, float], top: int, defender: bool) -> Callable[[int], float]:
    """The chaser's count of each card 1..top: where we attacked (it defends) or did not block (it attacks)."""
    if defender:
        return lambda c: mine.get(top - c, 0.0)
    seen = sum(mine.get(top - c, 0.0) for c in range(1, top + 1))
    return lambda c: seen - mine.get(top - c, 0.0)


def _settle(top: int, equilibrium: list[float], count: Callable[[int], float]) -> list[float]:
    """A forecast over 1..top from ``count(card)``, its pseudo-counts spread by the equilibrium mix."""
    eq = _norm(list(equilibrium[:top]))
    return _norm([count(c) + _SMOOTH * top * eq[c - 1] for c in range(1, top + 1)])


def _norm(xs: list[float]) -> list[float]:
    total = sum(xs)
    return [x / total for x in xs] if total > 0 else [1.0 / len(xs)] * len(xs)
