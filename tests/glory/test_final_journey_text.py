"""The final journey's panel rows: each player's cards (a Challenge lost marked so), glory and gains."""

from __future__ import annotations

from game.core.rules import Event
from game.games.glory import content as C
from game.games.glory.final_journey_text import final_journey_events, final_journey_rows


class _Step:
    def __init__(self, events):
        self.events = events


def test_each_player_has_a_row_with_their_cards_glory_and_gains():
    challenge = next(c for c in C.JOURNEY if C.JOURNEY[c].type == "C")
    romance = next(c for c in C.JOURNEY if C.JOURNEY[c].type == "R")
    history = [
        _Step([Event("journey_played", {"seat": 0, "card": romance, "type": "R"})]),  # an earlier journey: left out
        _Step([Event("phase", {"phase": "final_journey"})]),
        _Step([Event("journey_played", {"seat": 0, "card": challenge, "type": "C"})]),
        _Step([Event("duel_over", {"reason": "challenge", "winner": "k:x", "loser": "p:0", "card": challenge})]),
        _Step([Event("journey_played", {"seat": 1, "card": romance, "type": "R"})]),
        _Step([Event("gain", {"seat": 1, "what": "glory", "value": 3, "source": romance})]),
        _Step([Event("gain", {"seat": 1, "what": "coins", "value": 2, "source": romance})]),
        _Step([Event("phase", {"phase": "titles"})]),
        _Step([Event("gain", {"seat": 2, "what": "glory", "value": 9, "source": "titles"})]),  # after: left out
    ]
    events = final_journey_events(history)
    rows = final_journey_rows(events, [0, 1, 2], lambda s: f"P{s}", lambda e: f"line {e.data['what']}")
    assert rows[0] == (f"P0: {C.JOURNEY[challenge].name} (duel lost)", "", 0, "")
    assert rows[1] == (f"P1: {C.JOURNEY[romance].name}", "+3 glory", 1, "")
    assert rows[2] == ("line coins", "", None, "")  # what else they gained, a line under theirs
    assert rows[3] == ("P2: no journey card played", "", 2, "")
