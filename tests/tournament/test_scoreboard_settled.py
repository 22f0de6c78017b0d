"""The scoreboard shows a Contest already scored as settled (its column shaded, its winner's cell ringed,
a key saying so), and keeps Court Intrigue's total in play live after its Contest: it breaks a tie on VP
at the end (RULES-NOTES)."""

from __future__ import annotations

from game.games.tournament import content as C
from game.games.tournament.scoring import category_totals
from game.games.tournament.ui import settled
from game.games.tournament.ui.awarded import awarded_records
from tests.tournament.test_table import open_table, play_on, run_until_human
from tests.ui_driver import settle


def test_a_won_court_intrigue_keeps_its_live_total_and_every_settled_column_is_marked(app, monkeypatch):
    table = open_table(app, players=3, seed=8)
    run_until_human(app, table)
    if not play_on(app, table, lambda st: C.COURT_INTRIGUE in awarded_records(st) and len(awarded_records(st)) >= 2):
        import pytest

        pytest.skip("Court Intrigue never scored in this deal")
    rings, bands, keys = [], [], []
    monkeypatch.setattr(settled, "ring_winner", lambda s, cell, seat: rings.append(seat))
    monkeypatch.setattr(settled, "draw_band", lambda s, rect: bands.append(rect))
    monkeypatch.setattr(settled, "draw_key", lambda s, rect: keys.append(rect))
    table._layer = None  # the scoreboard is drawn again
    settle(app)
    records = awarded_records(table.view)
    assert keys and len(bands) >= len(records) and len(rings) >= len(records)
    assert {records[cat].vp.index(max(records[cat].vp)) for cat in records} <= set(rings)
    for seat in range(table.view.players):
        live = category_totals(table.view.combos[seat])[C.COURT_INTRIGUE]
        tip = table.spots.find(("awarded", C.COURT_INTRIGUE, seat)).tip
        assert f": {live} in play now" in tip and "breaks a tie on VP" in tip
