"""The duel look-ahead (``duel_search``): it answers every duel step it judges with a legal move, the
same move from the same random numbers, weighs only legal candidates (the duel AI's own choice among
them), and judges an ended duel by glory and what each side keeps."""

from __future__ import annotations

from game.core.rng import Rng
from game.games.glory import RULES, duel_search
from game.games.glory import duel as D
from game.games.glory.bots import BOTS
from game.games.glory.duel_ai import DuelKnowledge, choose_duel_action, knowledge_for_game
from tests.glory.glory_helpers import finish_setup, new

ALL_STEPS = frozenset((D.TENT, D.STRENGTH, D.FAITH, D.LANCE1, D.LANCE2, D.RELIC))


def duel_moments(seed: int, most: int = 12):
    """States of a medium-vs-medium game where a seat has a real duel choice (several legal moves)."""
    s = finish_setup(new(2, seed))
    rng = Rng.from_seed(seed)
    bot = BOTS["medium"]()
    found = []
    while RULES.outcome(s) is None and len(found) < most:
        (seat,) = RULES.actors(s)
        if s.duel is not None and s.duel.state is not None and seat in D.duel_actors(s.duel.state):
            if len(D.duel_legal(s.duel.state, seat)) > 1 and s.duel.state.phase != D.RECOVER:
                found.append((s, seat))
        s, _ = RULES.apply(s, seat, bot.choose(RULES, RULES.view(s, seat), seat, rng))
    return found


def test_the_look_ahead_answers_legally_and_the_same_from_the_same_numbers():
    moments = duel_moments(5) + duel_moments(8)
    assert len(moments) >= 6
    phases = set()
    for s, seat in moments:
        view = RULES.view(s, seat)
        duel = view.duel.state
        phases.add(duel.phase)
        action = duel_search.choose(view, seat, Rng.from_seed(7), 4, ALL_STEPS)
        assert action in D.duel_legal(duel, seat)
        assert duel_search.choose(view, seat, Rng.from_seed(7), 4, ALL_STEPS) == action
        # steps it is not asked to judge are left to the caller
        others = ALL_STEPS - {duel.phase}
        assert duel_search.choose(view, seat, Rng.from_seed(7), 4, others) is None
    assert D.STRENGTH in phases


def test_candidates_are_legal_and_hold_the_duel_ais_choice():
    for s, seat in duel_moments(5):
        view = RULES.view(s, seat)
        duel = view.duel.state
        own = choose_duel_action(duel, seat, knowledge_for_game(view, seat)).action
        cands = duel_search.candidates(duel, seat, own)
        legal = D.duel_legal(duel, seat)
        assert own in cands
        assert set(cands) <= set(legal)
        if duel.phase == D.STRENGTH:
            assert set(cands) == set(legal)  # every number of tokens is weighed


def test_an_ended_duel_is_judged_by_glory_and_what_is_kept():
    me = D.player(0, strength=2, faith=1)
    them = D.player(1, strength=1)
    duel = D.DuelState([me, them], phase=D.DONE, winner=0)
    k = DuelKnowledge(token_value=0.5, rival_weight=1.0)
    base = duel_search._end_value(duel, 0, (k, k), 1.0)
    richer = duel.clone()
    richer.sides[0].strength += 1
    assert duel_search._end_value(richer, 0, (k, k), 1.0) == base + 0.5
    glory = duel.clone()
    glory.sides[1].glory += 7
    assert duel_search._end_value(glory, 0, (k, k), 1.0) == base - 7
    # what the opponent keeps counts against the seat only as far as ``opp_keep`` says
    assert duel_search._end_value(duel, 0, (k, k), 0.0) == base + 0.5


def test_hard_with_duel_play_outs_plays_legal_duels():
    bot = BOTS["hard"]()
    bot.settings = bot.settings.with_text("duel_roll=3,duel_steps=tsflr")
    for s, seat in duel_moments(11, most=6):
        view = RULES.view(s, seat)
        assert bot.choose(RULES, view, seat, Rng.from_seed(2)) in D.duel_legal(view.duel.state, seat)
