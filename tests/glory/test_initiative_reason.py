"""The reason given for taking Initiative (a bot's "why?" and the Hint) fits the round: the track is
reordered before this round's tournament, and after round 3 there is no next round to speak of."""

from __future__ import annotations

from game.games.glory.reasons import explain
from tests.glory.glory_helpers import finish_setup, new


def test_initiative_in_round_3_speaks_of_the_last_tournament_not_a_next_round():
    s = finish_setup(new(3, seed=2))
    early = explain(s, 0, ("place", "initiative"))
    s.round = 3
    late = explain(s, 0, ("place", "initiative"))
    assert "next round" not in early and "this round's tournament" in early
    assert "next round" not in late and "last tournament" in late
