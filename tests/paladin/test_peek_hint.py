"""The Hint for a peek marks the face-down paladin to look at, as a placing hint marks its card and
mission: the card glows gold (the other face-down paladins keep the blue glow of a possible peek) and
the Hint outlines the card and its mission."""

from __future__ import annotations

from game.ui.kit.advice import Tip
from tests.paladin.test_table import open_table, run_until_human


def _peek_turn(app):
    table = open_table(app)
    peeks: list = []
    for _ in range(10):
        run_until_human(app, table)
        peeks = [a for a in table.legal if a[0] == "peek"]
        if len(peeks) > 1:
            return table, peeks
        table.submit(next(a for a in table.legal if a[0] in ("place", "peek")))
    raise AssertionError("no turn with two possible peeks")


def _glow_beside(app, table, m: int, owner: int) -> tuple[int, int, int]:
    """The colour just outside the Hint's outline, right of the face-down paladin: its glow."""
    idx = next(i for i, (o, _c) in enumerate(table.view.table[m]) if o == owner)
    rect = table.click_spot(("slot", m, idx)).rect
    return tuple(app.surface.get_at((rect.right + 5, rect.centery)))[:3]


def test_a_peek_hint_marks_the_face_down_paladin_and_its_mission(app):
    table, peeks = _peek_turn(app)
    hinted, other = peeks[0], peeks[1]
    table.advice._answer = Tip(hinted, "Look at a paladin", "to know it", len(table.store.history))
    app.step(dt=0.05)
    app.step(dt=0.05)
    _k, m, owner = hinted
    idx = next(i for i, (o, _c) in enumerate(table.view.table[m]) if o == owner)
    rects = table.rects_for_action(hinted)
    assert table.click_spot(("slot", m, idx)).rect in rects
    assert table.click_spot(("mission", m)).rect in rects
    red, _g, blue = _glow_beside(app, table, m, owner)
    assert red > blue, "the hinted paladin glows gold"
    red, _g, blue = _glow_beside(app, table, other[1], other[2])
    assert blue > red, "another face-down paladin keeps the blue glow of a possible peek"
