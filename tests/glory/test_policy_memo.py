"""The priced policy remembers what New Objective and a support's titles are worth: a price is the
same whether those stores are empty or full of other positions' answers."""

from __future__ import annotations

from game.core.rng import Rng
from game.games.glory import RULES, policy
from game.games.glory import content as C
from game.games.glory.weights import HARD
from tests.glory.glory_helpers import finish_setup, new


def positions(seed: int, most: int = 40):
    """(state, seat) at the action-phase placements of a game between priced players."""
    s = finish_setup(new(2, seed))
    rng = Rng.from_seed(seed)
    found = []
    while RULES.outcome(s) is None and len(found) < most:
        seat = s.actor
        view = RULES.view(s, seat)
        if s.phase == "action" and s.duel is None and not s.pending:
            found.append((view, seat))
        s, _ev = RULES.apply(s, seat, policy.choose(RULES, view, seat, rng))
    return found


def _prices(view, seat):
    pr = policy.prices(view, seat, HARD)
    kinds = sorted(set(C.SUPPORT_TILES.values()))
    return policy.objective_value(pr), tuple(policy._titles_delta(pr, support=k) for k in kinds)


def _forget() -> None:
    policy._OBJECTIVES.clear()
    policy._DELTAS.clear()


def test_title_prices_are_the_same_with_empty_or_full_stores():
    moments = positions(3) + positions(21)
    assert len(moments) >= 40
    fresh = []
    for view, seat in moments:
        _forget()
        fresh.append(_prices(view, seat))
    _forget()
    for view, seat in moments:
        _prices(view, seat)
    warm = [_prices(view, seat) for view, seat in reversed(moments)][::-1]
    assert warm == fresh
    assert len({f[0] for f in fresh}) > 3  # New Objective is worth different amounts over the game
