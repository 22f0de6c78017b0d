"""Whole-turn plans: every plan is a legal sequence of moves that ends the seat's turn, the policy's own
sequence comes first, the knight and the contest are searched together, and a search over plans plays
legal moves from views only."""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import Options
from game.games.tournament import content as C
from game.games.tournament.plans import turn_plans
from game.games.tournament.policy import policy_action
from game.games.tournament.rules import TournamentRules
from game.games.tournament.search import PairedSearchBot, plans_apply
from game.games.tournament.state import DRAW, OVER

from .helpers import card, combo, contest, make_state

R = TournamentRules()


def _policy_game_views(seed: int):
    """Full states and the mover's view at every decision of a game the policy plays from ``seed``."""
    s = R.new_game(Options(2), seed)
    while R.outcome(s) is None:
        seat = s.current
        yield seat, s, R.view(s, seat)
        s, _ = R.apply(s, seat, policy_action(s, seat))


def test_every_plan_is_legal_on_the_true_state_and_ends_the_turn():
    plans_seen = 0
    for seed in (11, 12):
        for seat, s, view in _policy_game_views(seed):
            if not plans_apply(view, seat):
                continue
            plans = turn_plans(R, view, seat)
            assert len(plans) == len(set(plans))
            assert plans[0][0] == policy_action(view, seat)  # the policy's own sequence first
            for plan in plans:
                plans_seen += 1
                state = s
                for move in plan:
                    assert state.current == seat and state.phase != OVER
                    assert move in R.legal_actions(state, seat), (plan, move)
                    assert move[0] != "special"
                    state, _ = R.apply(state, seat, move)
                assert state.phase == OVER or (state.current != seat and state.phase == DRAW), plan
    assert plans_seen > 100


def test_no_plan_while_a_special_could_still_draw():
    feast = C.SPECIALS[0]
    s = make_state([[feast, card("K", 3), card("W", 4)], [card("K", 1)]])
    assert not plans_apply(R.view(s, 0), 0)
    s.deck = []
    assert plans_apply(R.view(s, 0), 0)


def test_the_knight_and_the_contest_after_it_are_one_candidate():
    """A knight that makes seat 0 lead Melee: plans build each knight and then call Melee, call it
    without the knight, or end the turn, each with its discards."""
    melee = contest("Melee")
    hand = [melee, card("K", 3), card("K", 9), card("W", 4), card("H", 5), card("S", 6), card("S", 2), card("H", 1)]
    s = make_state([hand, []], [[], [combo(2, 2, 2, 2)]])
    s.hands[1] = sorted(s.deck[-6:])
    del s.deck[-6:]
    view = R.view(s, 0)
    plans = turn_plans(R, view, 0)
    knights = {p[0] for p in plans if p[0][0] == "combo"}
    assert len(knights) == 4  # of the eight knights the hand can build, the strongest four
    assert all(any(p[:2] == (k, ("contest", melee)) for p in plans) for k in knights)
    assert any(p[0] == ("contest", melee) for p in plans)
    assert any(p[0] == ("end",) and len(p) == 2 and p[1][0] == "discard" for p in plans)


def test_a_search_over_plans_plays_legal_moves_from_views_only():
    s = R.new_game(Options(2), 41)
    bot = PairedSearchBot(120, read_hands=True, plans=True, plan_deals=8)
    rng = Rng.from_seed(2)
    while R.outcome(s) is None:
        seat = s.current
        action = bot.choose(R, R.view(s, seat), seat, rng)
        assert action in R.legal_actions(s, seat)
        s, _ = R.apply(s, seat, action)
