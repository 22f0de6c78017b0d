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


def test_what_the_tournament_steps_tell_happens():
    """The texts name the bot's moves and the results: the script must keep them true."""
    from game.games.tournament.scoring import category_totals

    tut = tutorial_for("tournament")
    done = walk(tut)
    moves = done.moves
    at = {i: k for k, (i, _s, _a) in enumerate(moves) if i is not None}
    rival = [a for _i, s, a in moves[at[4] : at[5]] if s == 1]
    assert any(a[0] == "combo" and a[1] == 7 for a in rival)  # "put a knight into play too": the Black Knight
    assert [a for _i, s, a in moves[at[7] :] if s == 1][-1] == ("contest", 47)  # then calls the Court Intrigue
    state = done.session.store.state
    assert 43 in state.trophies[0] and 47 in state.trophies[1] and state.vp == [3, 3]
    assert category_totals(state.combos[0])[3] == 9 and category_totals(state.combos[1])[3] == 8


def test_what_the_paladin_steps_tell_happens():
    from game.games.paladin import content as C
    from game.games.paladin import engine as E

    tut = tutorial_for("paladin")
    done = walk(tut)
    state = done.session.store.state
    assert C.CARD_VALUE[36] == 8 and C.CARD_VALUE[33] == 7 and C.CARD_VALUE[3] == 1 and C.CARD_RED[3]
    peeked_main = next(a for _i, s, a in done.moves if s == 1 and a[0] == "place")  # the 4 seen
    assert peeked_main == ("place", 20, 1) and C.CARD_VALUE[20] == 4
    assert len(state.won_missions[0]) == 2 and E.score(state, 0) == 6
    assert 12 in state.hands[0] and C.CARD_VALUE[12] == 3  # "your 3 stays in your hand"
