"""The paladin that wins a mission is shown once while it flies to its winner: its place on the mission
is drawn empty from the moment its flight begins (never the card in place and its copy on the way)."""

from __future__ import annotations

from game.games.paladin.ui.sequence import UnderFlight
from tests.paladin.test_table import open_table
from tests.paladin.test_table_sequence import last_decision_by_a_bot
from tests.ui_driver import FRAME


def test_the_winning_paladin_leaves_its_place_as_it_flies(app):
    app.settings.animation_speed = 1.0
    table = open_table(app, seed=5)
    assert "mission_won" in last_decision_by_a_bot(app, table)
    seen_flying = False
    for _ in range(round(30.0 / FRAME)):
        app.step(dt=FRAME)
        flights = [a for a in table.timeline.running() if isinstance(a, UnderFlight) and a.leaves]
        flying = [a for a in flights if a.t >= a.delay]
        if flights and not flying:
            assert table.click_spot(flights[0].leaves) is not None  # before it flies: the card in its place
        if flying:
            seen_flying = True
            assert table.click_spot(flying[0].leaves) is None  # on its way: its place is empty
        if seen_flying and not flights:
            break
    assert seen_flying
