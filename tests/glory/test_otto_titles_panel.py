"""The end of a Rivalry game, driven through the real table: after the player's Titles panel comes
Otto's (every title he scores with its glory, his secret ones said to be, his glory at the end), his
panel's glory rising only then; the end-of-game panel then builds from the winner down."""

from __future__ import annotations

from game.games.glory import content as C
from game.games.glory.state import OTTO
from game.smoke import play_until
from tests.glory.test_table_ends import NO_HERALD, _play_out_shown, _read_until
from tests.glory.test_table_ui import open_table
from tests.ui_driver import read_on


def _next_panel(app, table, shown):
    """Frames at 4x, panels read with a click, until the panel after ``shown`` is on screen."""
    for _ in range(2000):
        now = table.timeline.announcement
        if now is not None and now is not shown:
            return now
        read_on(app, table)
    raise AssertionError("no panel after " + shown.title)


def test_otto_has_his_titles_panel_and_the_end_builds_winner_first(tourney_home):
    app, table = open_table(1, seed=4)
    try:
        app.settings.animation_speed = 4.0
        play_until(table, lambda s: s.round == 3 and s.phase == "tournament", prefer=NO_HERALD)
        _play_out_shown(table)
        scored = next(ev.data for step in table.store.history for ev in step.events if ev.kind == "otto_titles")
        final = table.store.state.solo.glory
        assert scored["glory"] > 0
        mine = _read_until(app, table, "Titles")
        assert {r.seat for r in mine.rows if r.seat is not None} == {0}
        assert table.glory_shown(OTTO) == final - scored["glory"]  # his titles not counted yet
        his = _next_panel(app, table, mine)
        assert his.title == "Titles"
        assert his is not mine and his.until_click and "Otto" in his.subtitle
        texts = [r.text for r in his.rows]
        for t in scored["titles"]:
            name = C.TITLES[t].name
            assert (f"{name} (secret title)" if t in scored["secret"] else name) in texts
        assert [r.value for r in his.rows if r.lead] == [str(final)]
        assert table.glory_shown(OTTO) == final  # his counter rose with his panel
        end = _next_panel(app, table, his)
        assert end.title == "The end of the game"
        won = bool(table.store.outcome().winners)
        assert [r.text for r in end.rows] == (["You", "Otto"] if won else ["Otto", "You"])  # the winner first
        shown_at = [end.row_shown_at(i) for i in range(len(end.rows))]
        assert shown_at == sorted(shown_at) and shown_at[0] < shown_at[-1]  # built top-down
    finally:
        app.shutdown()
