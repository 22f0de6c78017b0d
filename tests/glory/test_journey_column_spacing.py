"""A journey column keeps a full column's spacing once a card is taken from its middle: the cards
close up from the top, no wider spacing that read as a hole in the column."""

from __future__ import annotations

from game.games.glory import content as C
from tests.glory.test_table_ui import open_table, to_action_phase, wait_for_turn


def _tops(table, kind: str) -> list[int]:
    spots = [table.click_spot(("offer", kind, i)) for i in range(len(table.view.face_up.get(kind, [])))]
    return [s.rect.y for s in spots if s is not None]


def test_taking_a_middle_card_leaves_no_gap(tourney_home):
    app, table = open_table(2, seed=4)
    try:
        to_action_phase(app, table)
        wait_for_turn(app, table)
        table.submit(next(a for a in (("place", "journey"), ("place", "travel")) if a in table.legal))
        wait_for_turn(app, table)
        kind = next(k for k in C.JOURNEY_TYPES if ("take", k, 1) in table.legal)
        app.step(dt=0.05)
        full = _tops(table, kind)
        assert len(full) == C.FACE_UP
        step = full[1] - full[0]
        table.submit(("take", kind, 1))
        wait_for_turn(app, table)
        app.step(dt=0.05)
        fewer = _tops(table, kind)
        assert len(fewer) == C.FACE_UP - 1
        assert [b - a for a, b in zip(fewer, fewer[1:])] == [step] * (len(fewer) - 1), (full, fewer)
    finally:
        app.shutdown()
