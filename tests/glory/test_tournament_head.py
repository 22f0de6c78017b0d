"""The Tournament tab names the round's tournament and says how it plays, over its board (EN and IT)."""

from __future__ import annotations

import pytest

from game.games.glory import content as C
from game.games.glory.board_text import tournament_rules
from game.i18n import _
from game.smoke import play_until
from tests.glory.test_table_ui import open_table

NO_HERALD = lambda a: a[:2] != ("place", "herald")  # noqa: E731 - a herald would skip the registration


@pytest.mark.parametrize("kind", [C.PAS, C.PLAISANCE])
def test_the_tournament_tab_names_the_tournament_and_how_it_plays(tourney_home, kind):
    app, table = open_table(3, (("t1", kind),), seed=5)
    try:
        play_until(table, lambda s: s.phase == "registration", prefer=NO_HERALD)
        table.skip_animations()
        table.tabs.pick("tournament")
        table.refresh()
        app.step(dt=0.05)
        assert table.view_shown() == "tournament"
        head = [s for s in table.spots.shown if s.key == ("tournament-rules", kind)]
        assert len(head) == 1 and head[0].rect.colliderect(table.lay["board"])
        assert head[0].tip == f"{_(C.TOURNAMENT_NAMES[kind])}\n{tournament_rules(kind)}"
        other = C.PLAISANCE if kind == C.PAS else C.PAS
        assert tournament_rules(kind) != tournament_rules(other)
    finally:
        app.shutdown()
