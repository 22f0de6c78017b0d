"""A finished solo game's rounds line counts the last tournament's glory at the tournament's end, not
after the player's move that also ran the final journey and the titles: glory by round, plus what the
final journey changed, plus the titles, is the final glory (no "−4 on the final journey" for titles)."""

from __future__ import annotations

import re

from game.games.glory.story import story
from tests.glory.test_solo_results_otto import solo


def test_the_solo_rounds_line_adds_up_when_the_titles_come_in_the_same_move():
    session = solo("score", 7)  # the move after the last tournament runs the final journey and the titles
    history = session.store.history
    at = next(
        i
        for i, step in enumerate(history)
        for ev in step.events
        if ev.kind == "tournament_over" and ev.data["round"] == 3
    )
    assert "titles_scored" in [ev.kind for ev in history[at].events]  # the case the line must get right
    titles = next(ev.data["glory"] for step in history for ev in step.events if ev.kind == "titles_scored")
    line = next(text for _seat, text in story(session) if "by round" in text)
    last = int(line.split(" glory by round")[0].split(", ")[-1])
    after = re.search(r" · then ([+−]\d+) glory on the final journey", line)
    extra = int(after.group(1).replace("−", "-")) if after else 0
    assert titles > 0
    assert last + extra + titles == session.store.state.players[0].glory, line
    ended = next(ev.data["glory"][0] for ev in history[at].events if ev.kind == "tournament_over")
    assert last == ended and after is None, line  # nothing won or lost on this final journey
