"""simulate's seating: every label plays every seat, and with three labels both orders round the table."""

from __future__ import annotations

from game.sim import seating


def test_two_labels_alternate_seats():
    assert [seating(["a", "b"], 2, i) for i in range(4)] == [["a", "b"], ["b", "a"], ["a", "b"], ["b", "a"]]


def test_three_labels_play_all_six_arrangements():
    games = [tuple(seating(["h", "p", "q"], 3, i)) for i in range(6)]
    assert len(set(games)) == 6
    for label in "hpq":  # every seat equally often
        assert sorted(g.index(label) for g in games) == [0, 0, 1, 1, 2, 2]
    left_of_h = [g[(g.index("h") + 1) % 3] for g in games]
    assert left_of_h.count("p") == left_of_h.count("q") == 3
