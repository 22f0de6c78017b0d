"""The Glory log's bullets: a line about a player takes that player's colour; a line about no player
(a round, a clash beginning, Otto's move, a knight winning a duel) takes none, not the mover's."""

from __future__ import annotations

from types import SimpleNamespace

from game.core.registry import get
from game.core.rules import Event
from game.games.glory import content as C
from game.games.glory.state import OTTO
from game.ui import game_log


def test_neutral_and_ottos_lines_take_no_players_colour():
    tile = next(t for t, k in C.SUPPORT_TILES.items() if k == "minstrel")
    knight = f"k:{next(iter(C.KNIGHTS))}"
    events = [
        Event("round_start", {"round": 2, "event": next(iter(C.EVENTS))}),
        Event("otto_action", {"action": "support", "args": [], "tile": tile, "glory": 4}),
        Event("gain", {"seat": 0, "what": "coins", "value": 2, "source": "income"}),
        Event("duel_end", {"winner": 1, "seat": None, "loser_seat": 0, "entrants": ["p:0", knight]}),
        Event("duel_end", {"winner": 0, "seat": 0, "loser_seat": None, "entrants": ["p:0", knight]}),
        Event("duel_end", {"winner": 0, "seat": OTTO, "loser_seat": 0, "clashes": [], "glory_gain": [3, 0]}),
    ]
    history = [SimpleNamespace(seat=1, action=("go",), events=events, reason="")]
    lines = game_log.log_lines(get("glory"), history, 0, ["You", "Gawain"].__getitem__, [])
    bullets = {line.text: line.seat for line in lines}
    assert bullets, lines
    assert [b for t, b in bullets.items() if t.startswith("Round 2")] == [None]
    assert [b for t, b in bullets.items() if t.startswith("Otto")] == [None]  # not the mover's (seat 1)
    assert [b for t, b in bullets.items() if t.startswith("You receive")] == [0]
    assert [b for t, b in bullets.items() if t == "You win the duel."] == [0]
    knight_won = [b for t, b in bullets.items() if t.endswith(" wins the duel.") and not t.startswith("Otto")]
    assert knight_won == [None]
