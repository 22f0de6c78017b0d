"""A knock-out's panel counts the knights its player has left as the table stands while it shows: when
one strike fells two knights (Herald's Trumpet's damage to each, then the strike's), the first panel
said "You have 0 knights left" with the second knight still on the table, jousting."""

from __future__ import annotations

from types import SimpleNamespace

from game.games.joust.state import CourtPlay
from game.games.joust.ui.knockout import panel
from tests.joust.helpers import R, cid, fight, table, to_combat, uid


def test_the_first_of_two_knock_outs_leaves_one_knight():
    st = table(["Sir Gawain Sunblade"], [("Sir Mordred Sneer", 4), ("Sir Bors the Bruiser", 6)])
    st.court_deck.remove(cid("Herald's Trumpet"))
    st.court.append(CourtPlay(cid("Herald's Trumpet"), [uid(st, 0, 0)], 0))
    before = to_combat(st)
    after, events = fight(before, 2, 5)
    felled = [e for e in events if e.kind == "knockout"]
    assert [e.data["seat"] for e in felled] == [1, 1] and not after.seats[1].knights
    seen = [e.for_seat(1) for e in events]
    board = SimpleNamespace(
        view=R.view(after, 1),
        _before=R.view(before, 1),
        viewer=1,
        viewer_is_human=lambda: True,
        player_name=lambda s: ("Ann", "Bob")[s],
        seat_name=lambda s: ("Ann", "Bob")[s],
    )
    first, second = (next(e for e in seen if e is not None and e == ko) for ko in felled)
    assert panel(board, first, seen).body.endswith("You have 1 knight left.")
    assert panel(board, second, seen).body.endswith("You have 0 knights left.")
