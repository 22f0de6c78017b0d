"""A bot's reason ("why?" in the log) says why, not only what it did: a support says what it does, a
tent support played says its effect, New Objective says what a kept title is worth."""

from __future__ import annotations

from game.core.rng import Rng
from game.games.glory import content as C
from game.games.glory import duel as D
from game.games.glory.reasons import duel_reason, explain
from tests.glory.glory_helpers import finish_setup, new


def test_a_support_bought_says_what_it_does():
    s = finish_setup(new(3, seed=2))
    seat = s.actor
    s.track[0] = next(t for t, k in C.SUPPORT_TILES.items() if k == "queen")
    assert explain(s, seat, ("place", "support", 0)).endswith(": +1 card with Travel Plans")


def test_new_objective_says_what_the_title_is_worth():
    s = finish_setup(new(3, seed=2))
    assert "glory at the end of the game" in explain(s, s.actor, ("place", "objective"))


def test_a_tent_support_played_says_its_effect():
    me = D.Combatant("player", 0, supports={"cook": 1})
    duel, _ev = D.start_duel(me, D.knight("k", 9, 3, 0), Rng.from_seed(2))
    assert ("tent", "cook") in D.duel_legal(duel, 0)
    assert duel_reason(duel, 0, ("tent", "cook")).endswith("before the first clash: +1 attack")
