"""While a duel between two other players is shown, the top bar's status names that duel's sides, not
the next player (who may already be thinking of their move) nor "Waiting for"."""

from __future__ import annotations

from game.core.rng import Rng
from tests.glory.test_table_ui import open_table
from tests.ui_driver import FRAME


def test_the_status_names_the_duel_on_stage_not_the_next_bot(tourney_home):
    app, table = open_table(3, seed=5)
    app.update_settings(animation_speed=1.0)
    rng, seen = Rng.from_seed(2), 0
    try:
        for _ in range(20_000):
            if table.can_act() and table.bar.lock <= 0 and not table.animating:
                table.submit(rng.choice(table.legal))
            app.step(dt=FRAME)
            pic = table.stage.staging.shown
            others = pic is not None and table.stage.playing() and pic.side_of(table.viewer) is None
            if table.animating and table.timeline.announcement is None and others:
                a, b = table.stage.names()
                status = table.current_status()
                assert a in status and b in status, status
                assert "Waiting" not in status and "thinking" not in status
                assert table.status_seat() is None
                seen += 1
                if seen >= 20:
                    break
        assert seen >= 20, "no duel between two others was shown"
    finally:
        app.shutdown()
