"""Otto's marker stands on the glory track only in Rivalry, where he scores; in Champion and Score he
scores nothing and the track shows the player alone."""

from __future__ import annotations

import pytest

from game.games.glory.state import OTTO
from tests.glory.test_table_ui import open_table


@pytest.mark.parametrize("mode", ["champion", "score", "rivalry"])
def test_ottos_glory_marker_only_in_rivalry(mode, tourney_home):
    app, table = open_table(1, extra=(("solo_mode", mode),))
    try:
        for _ in range(3):
            app.step(dt=0.05)
        assert table.spots.find(("glory", 0)) is not None
        assert (table.spots.find(("glory", OTTO)) is not None) == (mode == "rivalry")
    finally:
        app.shutdown()
