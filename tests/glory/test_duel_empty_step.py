"""A lance or relic step whose only moves would change nothing ("Armorer (+0)") holds no choice: it
is found as such and named in one log line; a step with any move that changes the clash, or a
reroll, is a real choice."""

from __future__ import annotations

from game.core.rng import Rng
from game.games.glory import duel as D
from game.games.glory.duel_dice import BEST_FACE, WHITE
from game.games.glory.empty_step import idle_moves, skipped_line


def _at_lance(supports: dict[str, int], relics: dict[str, int] | None = None) -> D.DuelState:
    """A duel against a knight where the player (seat 0) has only lance supports and relics to use."""
    me = D.player(0, mount=2, armor=3, supports=supports, relics=relics or {})
    duel, _events = D.start_duel(me, D.knight("Sir Test", 9), Rng.from_seed(1))
    assert duel.phase == D.LANCE1 and set(D.duel_actors(duel)) == {0}
    return duel


def _whites(duel: D.DuelState, faces: list[int]) -> D.DuelState:
    """``duel`` with the player's white dice showing ``faces``."""
    d = duel.clone()
    others = [die for die in d.dice[0] if die[0] != WHITE]
    d.dice[0] = others + [(WHITE, f) for f in faces]
    return d


def test_an_armorer_that_turns_nothing_leaves_no_choice():
    duel = _whites(_at_lance({D.ARMORER: 1}), [BEST_FACE, 0, 1])  # the best white die already counts
    legal = D.duel_legal(duel, 0)
    assert set(legal) == {D.PASS, ("lance", D.ARMORER)}
    assert idle_moves(duel, 0, legal) == [("lance", D.ARMORER)]
    line = skipped_line(duel.phase, [("lance", D.ARMORER)])
    assert "Armorer (+0)" in line and "First lance support" in line


def test_a_move_that_changes_the_clash_is_a_real_choice():
    low = _whites(_at_lance({D.ARMORER: 1}), [0, 1, 0])  # the Armorer turns one to the best face
    assert idle_moves(low, 0, D.duel_legal(low, 0)) is None
    both = _whites(_at_lance({D.ARMORER: 1, D.VETERAN: 1}), [BEST_FACE, 0, 1])  # the Veteran adds 1
    assert idle_moves(both, 0, D.duel_legal(both, 0)) is None


def test_the_strength_and_faith_steps_are_never_skipped():
    duel = _at_lance({D.ARMORER: 1})
    for step in (D.STRENGTH, D.FAITH):
        d = duel.clone()
        d.phase = step
        assert idle_moves(d, 0, [D.PASS, ("strength", 1)]) is None


def test_the_table_passes_an_empty_step_in_one_log_line_and_still_asks_a_real_choice(tourney_home):
    from game.app import App
    from game.settings import Settings
    from game.ui.scenes import persist
    from tests.glory.duel_host import play_to_duel, session
    from tests.ui_driver import FRAME, read_on

    def empty(st) -> bool:
        d = st.duel.state
        if d.phase not in (D.LANCE1, D.LANCE2, D.RELIC) or 0 not in D.duel_actors(d):
            return False
        return idle_moves(d, D.side_of(d, 0), D.duel_legal(d, 0)) is not None

    sess = session(seed=5, players=2)
    assert play_to_duel(sess, empty, seed=5)
    duel = sess.store.state.duel.state
    idle = idle_moves(duel, D.side_of(duel, 0), D.duel_legal(duel, 0))
    at, line = len(sess.store.history), skipped_line(duel.phase, idle)
    app = App(headless=True, settings=Settings(sound=False, animation_speed=2.0))
    try:
        persist.open_table(app, sess)
        table = app.top
        for _ in range(100):
            assert "third" not in table.bar.controls, "the empty step showed its buttons"
            if len(table.store.history) > at:
                break
            read_on(app, table)
        assert table.store.history[at].seat == 0 and table.store.history[at].action == D.PASS
        assert [n.text for n in table.notes].count(line) == 1
        asked = None
        for _ in range(2000):  # on to the viewer's next decision: a real one is shown and waits
            live = table.stage.live()
            if live is None:
                break
            if table.can_act() and table.bar.controls:
                asked = live
                break
            read_on(app, table)
        assert asked is not None, "no later step of the duel asked the viewer"
        assert idle_moves(asked, D.side_of(asked, 0), table.legal) is None
        moves = len(table.store.history)
        for _ in range(int(2.0 / FRAME)):
            app.step(dt=FRAME)
        assert len(table.store.history) == moves, "a step with a real choice was passed for the viewer"
    finally:
        app.shutdown()
