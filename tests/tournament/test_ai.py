"""Tournament's AI pieces: the rule-of-thumb policy is legal and beats random play, the evaluator
prefers being ahead, the hard bot's candidates keep every kind of move, every level plays legally."""

from __future__ import annotations

from game.ai.random_bot import RandomBot
from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options
from game.games.tournament import content as C
from game.games.tournament.ai import evaluate
from game.games.tournament.policy import policy_action
from game.games.tournament.rules import TournamentRules
from game.games.tournament.search import MAX_COMBOS, candidate_actions

from .helpers import card, combo, contest, make_state

R = TournamentRules()


def test_policy_always_chooses_a_legal_move():
    for g in range(60):
        s = R.new_game(Options(2 + g % 5), g)
        while R.outcome(s) is None:
            seat = s.current
            action = policy_action(R.view(s, seat), seat)
            assert action in R.legal_actions(s, seat)
            s, _ = R.apply(s, seat, action)


def test_policy_beats_random_play():
    wins = 0
    for g in range(40):
        s = R.new_game(Options(2), 300 + g)
        rng = Rng.from_seed(g)
        policy_seat = g % 2
        while R.outcome(s) is None:
            seat = s.current
            if seat == policy_seat:
                action = policy_action(s, seat)
            else:
                action = RandomBot().choose(R, R.view(s, seat), seat, rng)
            s, _ = R.apply(s, seat, action)
        wins += R.outcome(s).winners == (policy_seat,)
    assert wins >= 30


def test_policy_calls_a_contest_it_wins_and_keeps_one_it_loses():
    melee, joust = contest("Melee"), contest("Joust")
    s = make_state([[melee, joust], []], [[combo(1, 9, 1, 1)], [combo(2, 2, 9, 2)]])
    assert policy_action(s, 0) == ("contest", melee)
    s2 = make_state([[joust], []], [[combo(1, 9, 1, 1)], [combo(2, 2, 9, 2)]])
    assert policy_action(s2, 0) == ("end",)


def test_evaluator_prefers_being_ahead():
    ahead = make_state([[], []], [[combo(10, 10, 10, 10)], []])
    ahead.vp = [12, 2]
    behind = make_state([[], []], [[combo(10, 10, 10, 10)], []])
    behind.vp = [2, 12]
    assert 0.0 <= evaluate(behind, 0) < 0.5 < evaluate(ahead, 0) <= 1.0
    # the same table, but only seat 0 has a knight in play: the contests still to come favour it
    even = make_state([[], []], [[combo(10, 10, 10, 10)], []], current=1)
    assert evaluate(even, 0) > evaluate(even, 1)


def test_candidates_prune_only_combos():
    hand = [card(k, f) for k in C.CHIVALRY_KINDS for f in (2, 5, 9)] + [contest("Melee"), C.SPECIALS[0]]
    s = make_state([hand, []])
    legal = R.legal_actions(s, 0)
    cands = candidate_actions(legal)
    assert sum(a[0] == "combo" for a in cands) == MAX_COMBOS
    assert ("combo", card("K", 9), card("W", 9), card("H", 9), card("S", 9)) in cands
    assert {a for a in legal if a[0] != "combo"} <= set(cands)


def test_every_level_plays_a_whole_game_legally():
    spec = get("tournament")
    for level, factory in spec.bots.items():
        bot = factory()
        if hasattr(bot, "iterations"):
            bot.iterations = 20
        s = R.new_game(Options(3), 7)
        rng = Rng.from_seed(1)
        while R.outcome(s) is None:
            seat = s.current
            action = bot.choose(R, R.view(s, seat), seat, rng)
            assert action in R.legal_actions(s, seat), (level, action)
            s, _ = R.apply(s, seat, action)
