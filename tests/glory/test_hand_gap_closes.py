"""The viewer's hand after a card leaves it: the other cards keep their places while the pointer is on
the hand (none slides under it), and the played card's gap closes once the pointer is off the hand."""

from __future__ import annotations

from game.games.glory import content as C
from tests.glory.test_table_ui import open_table, to_action_phase
from tests.ui_driver import move


def test_a_played_cards_gap_closes_once_the_pointer_leaves_the_hand(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        me = table.store.state.players[table.viewer]
        me.hand[:] = list(C.JOURNEY)[:4]
        table.refresh()
        move(app, table.lay["hint"].center, frames=3)
        hand = table.anchors[("hand", table.viewer)]
        xs = [table.spots.find(card).rect.x for card in me.hand]
        move(app, hand.center, frames=2)
        last = me.hand[-1]
        me.hand.remove(me.hand[1])  # the second card leaves the hand (played)
        table.refresh()
        app.step(dt=0.05)
        app.step(dt=0.05)
        assert table.spots.find(last).rect.x == xs[-1]  # under the pointer: it stays put
        move(app, table.lay["hint"].center, frames=3)
        assert table.spots.find(last).rect.x < xs[-1]  # the pointer away: the gap closed
        shown = sorted(table.spots.find(card).rect.x for card in me.hand)
        steps = {b - a for a, b in zip(shown, shown[1:])}
        assert len(steps) == 1, shown  # evenly spaced: no hole left
    finally:
        app.shutdown()
