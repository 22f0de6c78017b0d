"""The tutorials as data: found by discovery, each step's expected move legal when it comes (the
script replayed on the engine against the easy bots), the bots' moves the same every time."""

from __future__ import annotations

import pytest

from game.core.registry import get
from game.learn.tutorial import Step, Tutorial, move, tutorial_for, tutorials
from game.learn.walk import ScriptError, walk

MINE = ("tournament", "paladin")


def test_every_game_tutorial_is_found_and_sets_up_a_valid_game():
    found = {t.game: t for t in tutorials()}
    assert set(MINE) <= set(found)
    for tut in found.values():
        spec = get(tut.game)  # a real game
        opts = tut.options()
        assert opts.players in spec.players_for(opts.variant)
        assert [s.is_bot for s in opts.seats] == [i != tut.human_seat for i in range(tut.players)]
        assert all(s.level == tut.bot_level for s in opts.seats if s.is_bot)
        assert all(isinstance(s, Step) and s.text for s in tut.steps)
    assert tutorial_for("demo") is None


@pytest.mark.parametrize("game", MINE)
def test_the_script_is_legal_step_by_step_on_the_engine(game):
    tut = tutorial_for(game)
    assert 6 <= len(tut.steps) <= 10
    done = walk(tut)
    moves = done.step_moves()
    assert sorted(moves) == [i for i, s in enumerate(tut.steps) if s.expect is not None]
    for i, action in moves.items():
        assert tut.steps[i].expect(action)
    assert done.session.rules.outcome(done.session.store.state) is None  # the free finish has a game left


@pytest.mark.parametrize("game", MINE)
def test_the_bots_moves_are_scripted_by_the_seed(game):
    tut = tutorial_for(game)
    first = walk(tut).moves
    assert walk(tut, think=0.001).moves == first  # no clock in the bots' choices
    assert walk(tut, think=2.0).moves == first


def test_a_step_whose_move_is_not_legal_is_named():
    tut = tutorial_for("tournament")
    broken = Tutorial(tut.game, tut.players, tut.seed, (tut.steps[0], Step("x", move("contest"))), extra=tut.extra)
    with pytest.raises(ScriptError, match="step 2"):
        walk(broken)


def test_move_matches_an_action_by_its_beginning():
    assert move("draw", "deck")(("draw", "deck"))
    assert not move("draw", "deck")(("draw", "discard"))
    assert move("combo")(("combo", 1, 2, 3, 4))
    assert not move("combo", 1)(("combo", 2, 1, 3, 4))
