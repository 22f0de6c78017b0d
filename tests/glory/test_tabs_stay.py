"""The Glory table's tabs (Action spaces, Tournament, the phase's own) start at the left of their row,
so a tab stays where it is when another one comes or goes."""

from __future__ import annotations

from tests.glory.test_table_ui import open_table


def _tab_xs(app, table) -> dict[str, int]:
    app.step(dt=0.05)
    return {s.key[1]: s.rect.x for s in table.spots.shown if isinstance(s.key, tuple) and s.key[0] == "tab"}


def test_the_tabs_keep_their_places_when_tabs_are_added(tourney_home):
    app, table = open_table(2, seed=6)
    try:
        lay = table.layout(table.table_rect)
        before = _tab_xs(app, table)  # the round's tournament is drawn: Action spaces, Tournament
        assert set(before) == {"spaces", "tournament"} and before["spaces"] == lay.tabs.x
        table.tabs.auto = "duel"  # the phase's own tab comes after them (the spaces still shown)
        table.tabs.shown = lambda auto: "spaces"
        after = _tab_xs(app, table)
        assert set(after) == {"spaces", "tournament", "duel"}
        assert (after["spaces"], after["tournament"]) == (before["spaces"], before["tournament"])
        assert after["spaces"] < after["tournament"] < after["duel"]
    finally:
        app.shutdown()
