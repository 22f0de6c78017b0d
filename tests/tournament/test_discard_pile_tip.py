"""The discard pile is public: its tooltip names every card in it, newest first, and offers to take the
top only while drawing is the player's move."""

from __future__ import annotations

from game.games.tournament.describe import card_label
from game.games.tournament.state import DRAW
from tests.tournament.test_table import open_table, play_on, run_until_human
from tests.ui_driver import click, settle


def test_the_discard_piles_tooltip_lists_the_whole_pile_and_offers_the_top_only_before_drawing(app):
    table = open_table(app, players=2)
    run_until_human(app, table)
    assert play_on(app, table, lambda st: st.phase == DRAW and len(st.discard) >= 3)
    settle(app)
    pile = list(table.store.state.discard)
    tip = table.spots.find("discard").tip
    first, below = tip.split("\n")
    assert first == f"Top of the discard pile: {card_label(pile[-1])}. Click to take it."
    assert below == "Below it, newest first: " + ", ".join(card_label(c) for c in reversed(pile[:-1])) + "."
    click(app, table.spots.find("deck").rect.center)
    settle(app)
    settle(app)
    assert table.store.state.phase != DRAW
    tip = table.spots.find("discard").tip
    assert "Click to take it" not in tip and tip.startswith(f"Top of the discard pile: {card_label(pile[-1])}.")
