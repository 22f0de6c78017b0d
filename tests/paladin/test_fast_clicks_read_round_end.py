"""Clicks kept up fast through the end of a round (the last mission's result, then the round's summary)
close each panel only once it has been shown ``SERIES_READ``: neither is swept away unread."""

from __future__ import annotations

from game.games.paladin import engine as E
from game.games.paladin.state import RESOLVE
from game.games.paladin.ui.auto_continue import MissionOutcome
from game.games.paladin.ui.smoke import drive
from game.ui.kit.table import SERIES_READ
from tests.paladin.test_table import open_table
from tests.ui_driver import FRAME, click


def _last_mission_ended_by_a_bot(app, table) -> list[str]:
    """A rival's decision that ends the round's last mission, handed to the table as the app would."""
    drive(
        table,
        lambda st: (
            st.phase == RESOLVE
            and E.actor(st) != table.viewer
            and st.res_pos == len(st.table[st.res_mission]) - 1
            and st.res_mission == st.players - 1
        ),
    )
    seat = E.actor(table.store.state)
    events = table.store.apply(seat, table.session.bot_choose(seat))
    table._after_action(seat, table.store.history[-1].action, events)
    return [ev.kind for ev in events]


def test_fast_clicks_read_the_last_mission_and_the_round_summary(app):
    app.settings.animation_speed = 1.0
    table = open_table(app, seed=5)
    kinds = _last_mission_ended_by_a_bot(app, table)
    assert "mission_won" in kinds and "round_started" in kinds
    closed: list[tuple[object, float]] = []
    for _ in range(round(30.0 / 0.15)):  # a click every 0.15 s, where the panels show
        shown = table.timeline.announcing
        panel = shown.announcement if shown is not None else None
        shown_for = table._shown_for
        click(app, table.table_rect.center, frames=1)
        app.step(dt=FRAME)
        app.step(dt=FRAME)
        now = table.timeline.announcing
        if panel is not None and (now is None or now.announcement is not panel):
            closed.append((panel, shown_for))
        if len(closed) == 2 or (table.can_act() and not table.timeline.busy):
            break
    assert [isinstance(p, MissionOutcome) for p, _s in closed] == [True, False]  # the result, then the summary
    assert all(s >= SERIES_READ - 1e-6 for _p, s in closed), closed
