"""A Rogue's glory point, lost in a move the panels have already shown, is not taken a second time
while the duel's result is on screen: the glory shown then is what the duel leaves the player."""

from __future__ import annotations

from game.games.glory import duel as D
from game.games.glory.duel_ai import choose_duel_action
from tests.glory.duel_host import play_to_duel, session
from tests.glory.test_duel_stage_moments import FRAME
from tests.glory.test_glory_after_lost_duel import _final
from tests.ui_driver import click, settle

SEED = 3


def _at_the_tent(st) -> bool:
    ds = st.duel.state
    return st.duel.reason == "tournament" and not st.duel.b.startswith("p:") and ds.phase == D.TENT


def _table_with_a_rogue():
    """The real Glory table at the viewer's duel, before its first clash, the viewer holding a Rogue."""
    from game.app import App
    from game.settings import Settings
    from game.ui.scenes import persist

    sess = session(seed=SEED)
    assert play_to_duel(sess, _at_the_tent, seed=SEED, limit=4000)
    st = sess.store.state
    me = D.side_of(st.duel.state, 0)
    side = st.duel.state.sides[me]
    side.supports[D.ROGUE] = side.supports.get(D.ROGUE, 0) + 1
    side.glory = st.players[0].glory = 6
    app = App(headless=True, settings=Settings(sound=False, animation_speed=1.0))
    persist.open_table(app, sess)
    settle(app)
    return app, app.top, me


def _shown_out(app, table) -> None:
    for _ in range(2000):
        if not table.timeline.busy:
            return
        if table.stage.waits_for_click():
            click(app, (5, 5), frames=1)
        app.step(dt=FRAME)


def test_a_rogues_glory_is_taken_once_while_the_result_shows(tourney_home):
    app, table, me = _table_with_a_rogue()
    try:
        assert ("tent", D.ROGUE) in table.legal
        table.submit(("tent", D.ROGUE))
        app.step(dt=FRAME)
        _shown_out(app, table)
        assert table.glory_shown(0) == 5  # the Rogue's point, shown once the move is
        checked = False
        for _ in range(6000):
            ds = table.store.state.duel.state if table.store.state.duel is not None else None
            if table.timeline.busy and table.stage.moment() == "end":
                assert table.glory_shown(0) == _final(table, 0)
                checked = True
                break
            ready = table.can_act() and table.bar.lock <= 0 and table.bar.controls and not table.bar.hidden
            if ready and table.phase() == "duel" and ds is not None and ds.winner < 0:
                table.submit(choose_duel_action(ds, 0).action)
            app.step(dt=FRAME)
        assert checked, "the duel's result was never on screen"
    finally:
        app.shutdown()
