"""The "To beat" words go with the winning paladin: once it flies off to its winner, its place is
empty and the words naming it are gone too (a playtester saw "To beat: 9 Roland" under an empty
column)."""

from __future__ import annotations

from .helpers import card, held_table, resolution_state


def test_the_to_beat_words_leave_with_the_winning_card(app):
    rows = [
        [(1, card(9, True)), (2, card(3)), (0, card(2))],
        [(2, card(5)), (0, card(6)), (1, card(4))],
        [(0, card(7)), (1, card(1)), (2, card(0))],
    ]
    s = resolution_state(rows)
    s.res_pos = 2  # seat 2 has taken its 3 back; the player decides last
    s.fates[0][1] = 3
    table = held_table(app, s)
    app.step(dt=0.05)
    app.step(dt=0.05)
    assert table.spots.find(("to-beat", 0)) is not None
    assert table.submit(("take",))
    for _ in range(200):
        app.step(dt=0.02)
        if ("slot", 0, 0) in table.leaving():
            break
    else:
        raise AssertionError("the winning paladin never flew off")
    app.step(dt=0.02)
    assert ("slot", 0, 0) in table.leaving()
    assert table.spots.find(("to-beat", 0)) is None
