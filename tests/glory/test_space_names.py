"""The event space has one name: the log says the name the board shows (the round's event), in
English and Italian."""

from __future__ import annotations

import pytest

from game import i18n
from game.games.glory import RULES
from game.games.glory import content as C
from game.games.glory.describe import describe
from tests.glory.glory_helpers import finish_setup, new


@pytest.mark.parametrize(("lang", "mine", "other"), [("en", "You take the Journey space.", "Bo takes the Journey space."),
                                                      ("it", "Occupi lo spazio Viaggio.", "Bo occupa lo spazio Viaggio.")])  # fmt: skip
def test_the_log_names_the_event_space_as_the_board_does(lang, mine, other):
    s = finish_setup(new(3, seed=2))
    s.events[s.round - 1] = "journey"
    seat = s.actor
    s.players[seat].coins = 5
    place = next(a for a in RULES.legal_actions(s, seat) if a[:2] == ("place", "event"))
    _s, events = RULES.apply(s, seat, place)
    (ev,) = [e for e in events if e.kind == "pawn_placed"]
    i18n.set_language(lang)
    try:
        assert describe(ev, seat) == mine
        assert describe(ev, None, names=lambda _seat: "Bo") == other
        assert i18n._(C.EVENTS["journey"].name) in mine
    finally:
        i18n.set_language("en")
