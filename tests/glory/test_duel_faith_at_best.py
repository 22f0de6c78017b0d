"""The Faith step when every colour the player rolled already counts its best die holds no decision (no
reroll could raise the attack): the table passes it for the player, one click fewer in that clash,
saying so in one log line; a Faith step with a die below its best is still asked."""

from __future__ import annotations

from game.core.rng import Rng
from game.games.glory import duel as D
from game.games.glory.duel_dice import BLACK, RED, WHITE
from game.games.glory.empty_step import all_at_best, idle_moves, skipped_line


def _at_faith(faces: list[tuple[int, int]]) -> D.DuelState:
    """A duel against a knight at the player's Faith step, their dice set to ``faces``."""
    me = D.player(0, strength=3, faith=4, mount=2, armor=2)
    duel, _events = D.start_duel(me, D.knight("Sir Test", 14), Rng.from_seed(2))
    duel = duel.clone()
    if duel.phase == D.STRENGTH:
        duel, _events = D.duel_apply(duel, 0, D.PASS, Rng.from_seed(2))
    assert duel.phase == D.FAITH and 0 in D.duel_actors(duel), duel.phase
    duel = duel.clone()
    duel.dice[0] = list(faces)
    return duel


def test_a_faith_step_with_every_best_die_already_counting_holds_no_choice():
    duel = _at_faith([(BLACK, 4), (BLACK, 0), (WHITE, 4), (WHITE, 1)])  # black 4 and white 3: the best
    legal = D.duel_legal(duel, 0)
    assert any(a[0] == "faith" for a in legal)
    assert all_at_best(duel, 0)
    assert idle_moves(duel, 0, legal) == [a for a in legal if a != D.PASS]
    assert "every colour already counts its best die" in skipped_line(duel.phase, idle_moves(duel, 0, legal))


def test_a_faith_step_with_a_die_to_raise_is_a_choice():
    duel = _at_faith([(BLACK, 4), (WHITE, 2), (WHITE, 1)])  # the white counts 1: a reroll may raise it
    assert not all_at_best(duel, 0)
    assert idle_moves(duel, 0, D.duel_legal(duel, 0)) is None
    red = _at_faith([(RED, 3), (BLACK, 4), (WHITE, 4)])  # the red counts 4 of 5
    assert idle_moves(red, 0, D.duel_legal(red, 0)) is None


def test_the_table_passes_such_a_faith_step_in_one_log_line(tourney_home):
    from tests.glory.duel_host import play_to_duel, session
    from tests.glory.test_duel_empty_step import _pass_empty_step

    def at_best(st) -> bool:
        d = st.duel.state
        if d.phase != D.FAITH or 0 not in D.duel_actors(d):
            return False
        return idle_moves(d, D.side_of(d, 0), D.duel_legal(d, 0)) is not None

    sess = session(seed=1, players=2)
    assert play_to_duel(sess, at_best, seed=1)
    duel = sess.store.state.duel.state
    line = skipped_line(duel.phase, idle_moves(duel, D.side_of(duel, 0), D.duel_legal(duel, 0)))
    app, table, at, (notes, own) = _pass_empty_step(sess)
    try:
        assert notes.count(line) == 1 and own == []
    finally:
        app.shutdown()
