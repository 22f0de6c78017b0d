"""The duel AI remembers its dearest answers (the clash chances, the plans of supports and relics):
a decision is the same whether those stores are empty or full of other duels' answers."""

from __future__ import annotations

from game.games.glory import RULES
from game.games.glory import duel_ai as A
from game.games.glory.duel_ai import choose_duel_action, knowledge_for_game
from tests.glory.test_duel_search import duel_moments


def _forget() -> None:
    A._PAIRS.clear()
    A._PLANNERS.clear()
    A._CLASH_P.clear()


def _decide(s, seat):
    view = RULES.view(s, seat)
    choice = choose_duel_action(view.duel.state, seat, knowledge_for_game(view, seat))
    return choice.action, choice.value, choice.p_clash


def test_a_duel_decision_is_the_same_with_empty_or_full_stores():
    moments = duel_moments(5, most=20) + duel_moments(8, most=20) + duel_moments(13, most=20)
    assert len(moments) >= 30
    fresh = []
    for s, seat in moments:
        _forget()
        fresh.append(_decide(s, seat))
    _forget()
    for s, seat in moments:  # once to fill the stores, then backwards through them all
        _decide(s, seat)
    warm = [_decide(s, seat) for s, seat in reversed(moments)][::-1]
    assert warm == fresh
    assert A._PAIRS and A._PLANNERS and A._CLASH_P  # the stores were used
    assert len({a for a, _v, _p in fresh}) > 2  # the moments ask for different moves


def test_the_remembered_expectation_is_the_one_worked_out():
    for s, seat in duel_moments(5, most=8):
        duel = RULES.view(s, seat).duel.state
        me = duel.order[0]
        planner = A._planner(duel, me, 2, True, A.DuelKnowledge())
        dists = A._fresh_colour_dists(duel, me, 0)
        opp = A._Opp(A._opponent_dist(duel, me, rolled=False), A._tie_wins(duel, me))
        first = A._expected_pair(dists, planner, 0, opp, 3.0)
        assert A._expected_pair(dists, planner, 0, opp, 3.0) == first
        assert A._expected_pair_of(dists, planner, 0, opp, 3.0) == first
        assert A._expected_pair(dists, planner, 0, opp, 5.0) != first or first == (0.0, 0.0)
