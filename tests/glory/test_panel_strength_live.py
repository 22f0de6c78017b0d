"""The player's panel shows the Strength put on the duel board as soon as the stage shows it, even when
the clash then rolls and resolves on its own (the panels wait for the duel's result; the tokens spent
did not, so the count stayed stale until the duel ended)."""

from __future__ import annotations

from game.app import App
from game.games.glory import duel as D
from game.games.glory.duel_display import fighter
from game.games.glory.ui import players
from game.settings import Settings
from game.ui.scenes import persist
from tests.glory.duel_host import play_to_duel, session


def _strength_step(st) -> bool:
    duel = st.duel.state
    if duel.phase != D.STRENGTH:
        return False
    side = D.side_of(duel, 0)
    return side is not None and side >= 0 and duel.sides[side].strength >= 1


def test_the_panel_strength_drops_when_the_tokens_land(tourney_home):
    sess = session(seed=5)
    assert play_to_duel(sess, _strength_step, seed=5, limit=6000)
    app = App(headless=True, settings=Settings(sound=False, animation_speed=1.0))
    persist.open_table(app, sess)
    table = app.top
    try:
        for _ in range(400):
            if table.can_act() and not table.timeline.busy and table.bar.lock <= 0:
                break
            table.skip_animations()
            app.step(dt=0.05)
        before = players.fighting_now(table, table.panel_view, 0)[0].strength
        n = max(a[1] for a in table.legal if a[0] == "strength")
        table.submit(("strength", n))
        after = fighter(table.view, 0)
        assert table.timeline.busy
        landed = False
        for _ in range(400):
            if not table.timeline.busy:
                break
            app.step(dt=0.05)
            pic = table.stage.staging.shown
            side = pic.side_of(0) if pic is not None else None
            if side is not None and pic.sides[side].strength >= n:
                landed = True  # the tokens are on the stage's board: the panel says they are spent
                shown = players.fighting_now(table, table.panel_view, 0)[0].strength
                assert shown == before - n, (before, n, shown)
                break
        assert landed or after is None or after.strength == before - n
    finally:
        app.shutdown()
