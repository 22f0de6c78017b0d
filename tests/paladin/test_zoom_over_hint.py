"""A zoomed card that covers the hint strip beside the hand hides the hint's sentence: no letters of
it stick out beside the panel (an "o" of "one face-down paladin" used to show left of the zoom)."""

from __future__ import annotations

from game.ui import text_fit
from tests.ui_driver import move

from .test_table import open_table, run_until_human

PEEK_HINT = "Before placing you may click one face-down paladin of a rival to look at it."


def _written(app) -> list[str]:
    with text_fit.recording() as fits:
        app.step(dt=0.05)
    return [f.text for f in fits]


def test_a_zoom_over_the_hint_strip_hides_its_sentence(app):
    table = open_table(app)
    run_until_human(app, table)
    while not any(a[0] == "place" for a in table.legal):
        table.submit(table.legal[0])
        run_until_human(app, table)
    table.submit(next(a for a in table.legal if a[0] == "place"))
    run_until_human(app, table)
    assert any(a[0] == "peek" for a in table.legal) and table.hint() == PEEK_HINT
    move(app, (table.lay["hint"].centerx, table.lay["hint"].top - 200), frames=2)
    assert table.zoom.rect is None and PEEK_HINT in _written(app)
    covered = 0
    for card in table.view.hands[table.viewer]:
        spot = table.click_spot(card)
        move(app, spot.rect.center, frames=2)
        assert table.zoom.rect is not None
        over = table.zoom.rect.colliderect(table.lay["hint"])
        covered += over
        assert (PEEK_HINT in _written(app)) is not over, card
        assert table.zoom.rect is not None and table.zoom.rect.colliderect(table.lay["hint"]) == over
    assert covered, "no zoom of a hand card covered the hint strip"
