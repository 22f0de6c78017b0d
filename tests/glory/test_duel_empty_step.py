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


def _empty(st) -> bool:
    """Seat 0 is asked a lance or relic step where nothing it holds would change anything."""
    d = st.duel.state
    if d.phase not in (D.LANCE1, D.LANCE2, D.RELIC) or 0 not in D.duel_actors(d):
        return False
    return idle_moves(d, D.side_of(d, 0), D.duel_legal(d, 0)) is not None


def _pass_empty_step(sess):
    """Open ``sess`` (at seat 0's empty step) in a real Glory duel table and let the stage pass the
    step: the app, the table, the step passed and the log's notes and lines of that move."""
    from game.app import App
    from game.settings import Settings
    from game.ui.scenes import persist
    from game.ui.scenes.pass_to import PassToScene
    from tests.ui_driver import FRAME, read_on

    at = len(sess.store.history)
    app = App(headless=True, settings=Settings(sound=False, animation_speed=2.0))
    persist.open_table(app, sess)
    table = app.top
    for _ in range(100):
        if isinstance(app.top, PassToScene):  # hot-seat: the screen is handed to seat 0 first
            app.top.ready()
            app.step(dt=FRAME)
            continue
        assert "third" not in table.bar.controls, "the empty step showed its buttons"
        if len(table.store.history) > at:
            break
        read_on(app, table)
    assert table.store.history[at].seat == 0 and table.store.history[at].action == D.PASS
    table.release_log()
    return app, table, at, _told(table, at)


def _told(table, at: int) -> tuple[list[str], list[str]]:
    """The log's notes, and whether move ``at``'s own line (the pass's) is in the log, with the
    lines of what the pass led to."""
    from game.ui import game_log

    step, entries = table.store.history[at], table.log_view.entries
    own = game_log.describe_events(table.spec, step.seat, step.action, step.events, table.viewer, table.player_name)
    assert step.events[0].kind == "duel_pass" and own[0][0] == 0
    shown = [e.text for e in entries if e.step == at]
    return [e.text for e in entries if e.note], [own[0][1]] if own[0][1] in shown else []


def test_the_table_passes_an_empty_step_in_one_log_line_and_still_asks_a_real_choice(tourney_home):
    from tests.glory.duel_host import play_to_duel, session
    from tests.ui_driver import FRAME, read_on

    sess = session(seed=5, players=2)
    assert play_to_duel(sess, _empty, seed=5)
    duel = sess.store.state.duel.state
    idle = idle_moves(duel, D.side_of(duel, 0), D.duel_legal(duel, 0))
    line = skipped_line(duel.phase, idle)
    assert "passed for you" in line
    app, table, at, (notes, own) = _pass_empty_step(sess)
    try:
        assert notes.count(line) == 1 and own == [], f"the pass told twice: {own}"
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
        table.rebuild_log()  # the log written again (another viewer, a new language): still one line
        notes, own = _told(table, at)
        assert notes.count(line) == 1 and own == []
    finally:
        app.shutdown()


def test_in_hot_seat_the_passed_step_names_its_player(tourney_home):
    from tests.glory.duel_host import play_to_duel, session

    sess = session(seed=5, humans=2, players=2)
    assert play_to_duel(sess, _empty, seed=5)
    duel = sess.store.state.duel.state
    idle = idle_moves(duel, D.side_of(duel, 0), D.duel_legal(duel, 0))
    line = skipped_line(duel.phase, idle, "Ada")
    assert "passed for Ada" in line and "for you" not in line
    app, _table, _at, (notes, own) = _pass_empty_step(sess)
    try:
        assert notes.count(line) == 1 and own == [], (notes, own)
        assert not [t for t in notes if "for you" in t], notes
    finally:
        app.shutdown()
