"""The scoreboard reads the Contests awarded from one place (``awarded.awarded_records``): the
awarded columns, the King's Favour once scored and the winners' badges agree on every record."""

from __future__ import annotations

from types import SimpleNamespace

from game.games.tournament import content as C
from game.games.tournament.state import ContestRecord
from game.games.tournament.ui.awarded import awarded_records, awarded_scores
from game.games.tournament.ui.favour import favours, scored_favour


def _contest(cat: int) -> int:
    return next(c for c in C.CONTESTS if C.category(c) == cat)


def _view(history: list[ContestRecord]) -> SimpleNamespace:
    return SimpleNamespace(history=history, combos=[[], []], hands=[[], [-1, -1]], phase="play")


def test_every_reader_of_the_awarded_contests_uses_the_same_records():
    melee = ContestRecord(_contest(0), 0, [5, 3], [2, 0], 0)
    view = _view([melee])
    assert awarded_records(view) == {0: melee}
    assert awarded_scores(view) == {0: [5, 3]}
    assert scored_favour(view) is None
    assert [f.text for f in favours(view)] == ["0", "0+"]  # a rival's hidden hand may hold Chivalry

    favour = ContestRecord(_contest(C.KINGS_FAVOR), 1, [2, 4], [0, 2], 1)
    view = _view([melee, favour])
    assert awarded_records(view) == {0: melee, C.KINGS_FAVOR: favour}
    assert scored_favour(view) == awarded_scores(view)[C.KINGS_FAVOR] == [2, 4]
    assert [f.text for f in favours(view)] == ["2", "4"]  # scored: no "+" over the hidden hand
