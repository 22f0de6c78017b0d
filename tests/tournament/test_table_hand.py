"""The viewer's hand at every size a game reaches: one row while the cards fit side by side or
nearly once a little smaller (a ten-card hand: each covers only a sliver of the one before), else two rows
of smaller cards one above the other; no card ever covers another's name, and in two rows none covers
any part of another (a playtest: the upper row's pictures were hidden behind the lower row)."""

from __future__ import annotations

import pytest

from game.games.tournament import content as C
from game.games.tournament.state import PLAY
from game.games.tournament.ui.hand import ONE_ROW_OVERLAP, ROW_GAP, SNUG, TWO_ROWS
from game.games.tournament.ui.table import HAND_CARD
from game.ui.kit.hand import HOVER_LIFT
from tests.ui_driver import click, move, settle

from .test_table import open_table, run_until_human


def give_hand(app, table, n: int) -> list[int]:
    """The viewer holds the first ``n`` cards of the deck order (Knights, Weapons, …) in PLAY."""
    st = table.store.state
    cards = [c for c in C.ALL_CARDS if c < C.FIRST_CONTEST][:n]
    for h in st.hands:
        h[:] = [c for c in h if c not in cards]
    st.deck[:] = [c for c in st.deck if c not in cards]
    st.discard[:] = [c for c in st.discard if c not in cards]
    st.hands[table.viewer][:] = sorted(cards)
    st.phase = PLAY
    table.refresh()
    settle(app)
    return cards


@pytest.mark.parametrize("n", [8, 10, 11, 12, 14])
def test_every_card_of_the_hand_shows_its_whole_name_band(app, n):
    """The top of every card (its force and its name) is its own, full width, at any hand size; in
    two rows (11 cards and more) the whole card is its own, its picture too."""
    table = open_table(app)
    run_until_human(app, table)
    cards = give_hand(app, table, n)
    move(app, (5, 5))
    two_rows = n > 10
    least = HAND_CARD[0] * TWO_ROWS if two_rows else HAND_CARD[0] * SNUG * (1 - ONE_ROW_OVERLAP)
    for c in cards:
        r = table.spots.find(c).rect
        assert r.w >= least - 1, f"card {C.NAME[c]} is covered sideways ({r.w} px of {HAND_CARD[0]})"
        band = range(r.y + 30 + 10, r.y + 31 + 10) if not two_rows else range(r.y + 2, r.bottom - 2, 8)
        for y in band:
            for x in range(r.x + 2, r.right - 2, 6):  # the band under the lift room: its name
                hit = table.spots.hit((x, y))
                assert hit is not None and hit.key == c, (C.NAME[c], x, y)
    tops = sorted({table.spots.find(c).rect.y for c in cards})
    if not two_rows:
        assert tops[-1] - tops[0] < 20  # one row, on its gentle arc
    else:
        assert len(tops) == 2 and tops[1] - tops[0] == round(HAND_CARD[1] * TWO_ROWS) + ROW_GAP  # two rows apart
        assert table.spots.find(cards[-1]).rect.bottom <= table.lay.hand.bottom


@pytest.mark.parametrize("n", [11, 12])
def test_a_card_of_either_row_lifts_under_the_pointer(app, n):
    table = open_table(app)
    run_until_human(app, table)
    cards = give_hand(app, table, n)
    move(app, (5, 5))
    rest = {c: table.spots.find(c).rect.copy() for c in cards}
    for c in (cards[0], cards[-1]):  # the upper row's first, the lower row's last
        move(app, rest[c].center)
        settle(app)
        assert table.spots.find(c).rect.y == rest[c].y - HOVER_LIFT, C.NAME[c]
        others = [d for d in cards if d != c]
        assert all(table.spots.find(d).rect.y == rest[d].y for d in others)


def test_a_card_of_either_row_is_selected_by_a_click(app):
    table = open_table(app)
    run_until_human(app, table)
    table.submit(("draw", "deck"))
    run_until_human(app, table)
    cards = give_hand(app, table, 12)
    upper = [c for c in cards if table.spots.find(c).rect.y == min(table.spots.find(d).rect.y for d in cards)]
    lower = [c for c in cards if c not in upper]
    for c in (upper[0], lower[-1]):
        r = table.spots.find(c).rect
        click(app, (r.centerx, r.y + 45))
        settle(app)
        assert c in table.selected, C.NAME[c]
    move(app, (5, 5))
    for c in upper:  # a selected card of the lower row rises, but never over a name of the upper one
        r = table.spots.find(c).rect
        hit = table.spots.hit((r.x + 20, r.y + 40))
        assert hit is not None and hit.key == c, C.NAME[c]
