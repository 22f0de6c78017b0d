"""A rival's last move under their name reads in one style in Italian: every line opens with the
auxiliary ("Ha piazzato…", "Ha sbirciato…", "Ha ripreso…"), a placement after a peek too."""

from __future__ import annotations

import pytest

from game.games.paladin.ui.last_moves import LastMove
from game.games.paladin.ui.marks import last_move_text
from game.i18n import language, set_language

MOVES = [
    LastMove("place", 1),
    LastMove("place", 1, peek=(2, 0)),
    LastMove("place", 1, peek=(2, 3)),
    LastMove("peek", 1, target=0),
    LastMove("peek", 1, target=3),
    LastMove("beat", 1),
    LastMove("take", 1),
    LastMove("discard", 1),
    LastMove("start", target=0),
    LastMove("start", target=3),
]


@pytest.fixture
def italian():
    before = language()
    set_language("it")
    yield
    set_language(before)


def test_every_last_move_line_opens_with_the_auxiliary_in_italian(italian):
    for move in MOVES:
        text = last_move_text(move, lambda seat: "Percivalle", 0)
        assert text.startswith("Ha "), text
