"""A zoomed card never hides the hint strip while it says something: every hand card's zoom goes
elsewhere or smaller (else its tooltip stands in), and the hint's sentence stays written whole."""

from __future__ import annotations

from game.ui import text_fit
from tests.ui_driver import move

from .test_table import open_table, run_until_human

PEEK_HINT = "Before placing you may click one face-down paladin of a rival to look at it."


def _written(app) -> list[str]:
    with text_fit.recording() as fits:
        app.step(dt=0.05)
    return [f.text for f in fits]


def _peek_turn(app):
    table = open_table(app)
    run_until_human(app, table)
    while not any(a[0] == "place" for a in table.legal):
        table.submit(table.legal[0])
        run_until_human(app, table)
    table.submit(next(a for a in table.legal if a[0] == "place"))
    run_until_human(app, table)
    assert any(a[0] == "peek" for a in table.legal) and table.hint() == PEEK_HINT
    return table


def test_a_zoom_never_covers_the_hint_strip_and_its_sentence_stays(app):
    table = _peek_turn(app)
    strip = table.lay["hint"]
    zoomed = 0
    spots = [table.click_spot(card) for card in table.view.hands[table.viewer]]
    spots += [s for s in table.spots.shown if s.zoom is not None and isinstance(s.key, tuple)]
    for spot in spots:
        move(app, spot.rect.center, frames=2)
        if table.zoom.rect is not None:
            zoomed += 1
            assert not table.zoom.rect.colliderect(strip), spot.key
        else:
            assert table.gui.showing_tip == spot.tip, spot.key  # no room: the tooltip tells it instead
        assert PEEK_HINT in _written(app), spot.key
    assert zoomed, "no card was zoomed at all"
