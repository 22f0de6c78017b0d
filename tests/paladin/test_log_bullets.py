"""The Paladin log's bullets, read from a real game's log: a line about a player takes that player's
colour (a new round's line its dealer's), a line about the game itself (the resolution beginning, the
discard pile reshuffled, the game over) takes none, never the colour of whoever's move caused it."""

from __future__ import annotations

from game.ui import game_log
from tests.paladin.helpers import finished_game


def test_round_lines_take_the_dealers_colour_and_the_games_news_none():
    session = finished_game(3, 21)
    history = session.store.history
    names = ["You", "Galvano", "Isotta"].__getitem__
    lines = game_log.log_lines(session.spec, history, 0, names, [])
    seen = {"round_started": 0, "neutral": 0, "seat": 0}
    for line in lines:
        if line.step is None:
            continue
        step = history[line.step]
        if line.event >= len(step.events):
            continue
        event = step.events[line.event]
        if event.kind == "round_started":
            assert line.seat == event.data["dealer"], (line.text, step.seat)
            seen["round_started"] += 1
        elif event.kind in ("reshuffled", "resolution_started", "game_over"):
            assert line.seat is None, (line.text, step.seat)
            seen["neutral"] += 1
        elif "seat" in event.data:
            assert line.seat == event.data["seat"], line.text
            seen["seat"] += 1
    assert seen["round_started"] >= 5 and seen["neutral"] >= 5 and seen["seat"] > 20, seen
    # the round lines are not the mover's: some round began on a move by a seat that does not deal it
    assert any(e.kind == "round_started" and e.data["dealer"] != step.seat for step in history[1:] for e in step.events)
    texts = {line.text for line in lines if line.seat is None}
    assert "The discard pile is shuffled into a new deck." in texts or "The game is over." in texts
