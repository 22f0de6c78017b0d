"""The combat guessing game solved exactly, and the turn look-ahead on the seat's view."""

import pytest

from game.core.rng import Rng
from game.games.joust import tactics as T
from game.games.joust.judge import judge, judge_by, win_chances
from game.games.joust.search import TurnSearch, drawn
from game.games.joust.state import COMBAT, DRAW, JOUST, TARGET
from tests.joust.helpers import R, cid, table, to_combat


def _check_equilibrium(strike, block, p, q, value, tol=1e-9):
    """No pure card does better than the value against the other side's mix (for the attacker's values)."""
    n = len(strike)
    att = [q[a] * block[a] + (1 - q[a]) * strike[a] for a in range(n)]  # attacker's payoff of each card vs q
    dfn = [p[d] * block[d] + sum(p[a] * strike[a] for a in range(n) if a != d) for d in range(n)]
    assert max(att) <= value + tol
    assert min(dfn) >= value - tol
    assert abs(sum(p) - 1) < 1e-9 and abs(sum(q) - 1) < 1e-9


@pytest.mark.parametrize(
    "strike, block",
    [
        ([1.0, 2.0, 3.0, 4.0, 5.0], [0.0] * 5),
        ([0.55, 0.57, 0.58, 0.76], [0.37, 0.37, 0.37, 0.37]),
        ([0.6, 0.61, 0.9], [0.5, 0.2, 0.1]),
        ([0.3, 0.8], [0.25, 0.1]),
    ],
)
def test_solve_finds_the_exact_equilibrium(strike, block):
    p, q, value = T.solve(strike, block, attacking=True)
    _check_equilibrium(strike, block, p, q, value)
    # the defender's view of the same game: values mirrored, same mixes, value mirrored
    p2, q2, v2 = T.solve([1 - s for s in strike], [1 - b for b in block], attacking=False)
    assert p2 == pytest.approx(p) and q2 == pytest.approx(q) and v2 == pytest.approx(1 - value)


def test_guessing_game_of_one_through_five():
    # damage 1..5 on a strike, nothing on a block: 1 and 2 are never worth it; among 3-5 the attacker
    # favours the lower cards and the defender guards the higher ones
    p, q, value = T.solve([1, 2, 3, 4, 5], [0] * 5, attacking=True)
    assert p[:2] == [0, 0] and q[:2] == [0, 0]
    assert p[2] > p[3] > p[4] > 0 and 0 < q[2] < q[3] < q[4]
    assert value == pytest.approx(2 / (1 / 3 + 1 / 4 + 1 / 5))


def test_a_block_worth_more_than_a_strike_is_solved_too():
    p, q, value = T.solve([0.2, 0.6], [0.4, 0.1], attacking=True)
    _check_equilibrium([0.2, 0.6], [0.4, 0.1], p, q, value, tol=0.02)


def test_outcomes_never_read_the_hidden_card():
    st = to_combat(table(["Sir Galahad the Gallant"], ["Sir Cedric of the Shiny Helm"]))
    views = []
    for card in (1, 4):
        after, _ = R.apply(st, 0, ("card", card))
        views.append(R.view(after, 1))
    assert T.outcomes(R, views[0], 1, judge) == T.outcomes(R, views[1], 1, judge)


def test_judge_is_a_probability_over_the_seats():
    st = R.new_game(__import__("game.core.rules", fromlist=["Options"]).Options(3), 4)
    rng = Rng.from_seed(2)
    while st.phase != DRAW:
        seat = sorted(R.actors(st))[0]
        legal = R.legal_actions(st, seat)
        st, _ = R.apply(st, seat, legal[rng.below(len(legal))])
    chances = win_chances(st)
    assert sum(chances) == pytest.approx(1) and all(0 < c < 1 for c in chances)


def test_turn_search_averages_the_draw_over_the_cards_left():
    st = table(["Sir Galahad the Gallant", ("Sir Gawain Sunblade", 6)], ["Sir Cedric of the Shiny Helm"])
    search = TurnSearch(R, judge)
    court = search.action_value(R.view(st, 0), 0, ("draw", "court"), 0)
    by_card = [search.value(drawn(R, R.view(st, 0), 0, "court", c), 0) for c in sorted(set(st.court_deck))]
    assert court == pytest.approx(sum(by_card) / len(by_card))
    # Lady in Waiting heals the stabled Gawain fully: better than the average court card
    lady = search.value(drawn(R, R.view(st, 0), 0, "court", cid("Lady in Waiting")), 0)
    assert lady > court


def test_turn_search_prefers_the_healthy_jouster():
    st = table([("Sir Galahad the Gallant", 6), "Sir Tristan Twinlance"], ["Sir Cedric of the Shiny Helm"])
    st, _ = R.apply(st, 0, ("draw", "knight"))
    assert st.phase == JOUST
    legal = R.legal_actions(st, 0)
    values = TurnSearch(R, judge).action_values(R.view(st, 0), 0, legal)
    best = legal[max(range(len(legal)), key=lambda i: values[i])]
    assert best != ("joust", st.seats[0].knights[0].uid)  # not the knight one strike from a knock-out
    assert st.phase == JOUST and COMBAT


def test_a_judge_at_the_turns_end_counts_no_one_turn_bonus():
    # A Sharpened Lance lasts one turn: on the knight that stays in the stable it is gone before that
    # knight could strike. Judged at the turn's end it counts nothing; a lasting card still counts.
    st = table(["Sir Dinadan the Jester", "The Black Knight"], ["Sir Cedric of the Shiny Helm"])
    ended = judge_by("", turn_end=True)
    for name, counts in (("Sharpened Lance", False), ("Loose Saddle", True)):
        armed = st.clone()
        armed.court_deck.remove(cid(name))
        armed.court_deck.append(cid(name))  # on top
        armed, _e = R.apply(armed, 0, ("draw", "court"))
        if armed.phase == TARGET:  # the lance: on the Black Knight, who stays in the stable
            armed, _e = R.apply(armed, 0, ("target", armed.seats[0].knights[1].uid))
        assert armed.phase == JOUST and len(armed.court) == 1
        bare = armed.clone()
        bare.court = []
        assert (judge(armed, 0) != judge(bare, 0)) is True  # the plain judge counts the card
        assert (ended(armed, 0) != ended(bare, 0)) is counts
        assert len(armed.court) == 1  # the position judged is left as it was
