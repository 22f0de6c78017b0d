"""The scoreboard shows a Contest already scored as settled (its column shaded, its winner's cell ringed,
a key saying so), every settled column with the scores it was won with, Court Intrigue's too: its total in
play since, which breaks a tie on VP at the end (RULES-NOTES), is told by its tooltip."""

from __future__ import annotations

import pygame

from game.games.tournament import content as C
from game.games.tournament.scoring import category_totals
from game.games.tournament.ui import moments, settled
from game.games.tournament.ui.awarded import awarded_records
from tests.tournament.test_table import open_table, play_on, run_until_human
from tests.ui_driver import settle


def test_a_won_court_intrigue_shows_the_scores_it_was_won_with_and_tells_its_live_total(app, monkeypatch):
    table = open_table(app, players=3, seed=8)
    run_until_human(app, table)
    if not play_on(app, table, lambda st: C.COURT_INTRIGUE in awarded_records(st) and len(awarded_records(st)) >= 2):
        import pytest

        pytest.skip("Court Intrigue never scored in this deal")
    rings, bands, keys = [], [], []
    monkeypatch.setattr(settled, "ring_winner", lambda s, cell, seat: rings.append(seat))
    monkeypatch.setattr(settled, "draw_band", lambda s, rect: bands.append(rect))
    monkeypatch.setattr(settled, "draw_key", lambda s, rect: keys.append(rect))
    drawn = []
    real_draw = moments.text_fit.draw
    monkeypatch.setattr(
        moments.text_fit,
        "draw",
        lambda s, text, box, *a, **k: (drawn.append((text, pygame.Rect(box))), real_draw(s, text, box, *a, **k))[1],
    )
    table._layer = None  # the scoreboard is drawn again
    settle(app)
    records = awarded_records(table.view)
    assert keys and len(bands) >= len(records) and len(rings) >= len(records)
    assert {records[cat].vp.index(max(records[cat].vp)) for cat in records} <= set(rings)
    for seat in range(table.view.players):
        live = category_totals(table.view.combos[seat])[C.COURT_INTRIGUE]
        tip = table.spots.find(("awarded", C.COURT_INTRIGUE, seat)).tip
        won_with = records[C.COURT_INTRIGUE].scores[seat]
        assert f"awarded with {won_with} " in tip
        assert f": {live} in play now" in tip and "breaks a tie on VP" in tip
        cell = table.spots.find(("awarded", C.COURT_INTRIGUE, seat)).rect
        assert [text for text, box in drawn if box == cell] == [str(won_with)]  # frozen, never the live total
