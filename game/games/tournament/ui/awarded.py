"""The scoreboard's columns of the Contests already awarded: each keeps the score every player was
awarded it with (the King's Favour too, see ``favour``), not the live total in play, which may have
grown since; its cell's tooltip says so."""

from __future__ import annotations

from typing import Any

from game.games.tournament import content as C
from game.games.tournament.state import ContestRecord
from game.i18n import _


def awarded_records(view: Any) -> dict[int, ContestRecord]:
    """Each Contest awarded so far: its category → the record it was scored with. The one place that
    reads the history for the scoreboard (its columns, the King's Favour, the winners' badges): a
    Contest scores once and stays its winner's trophy, so its record is final."""
    return {C.category(r.card): r for r in view.history}


def awarded_scores(view: Any) -> dict[int, list[int]]:
    """Each awarded Contest's category → every seat's score when it was awarded."""
    return {cat: list(r.scores) for cat, r in awarded_records(view).items()}


def awarded_tip(cat: int, name: str, score: int) -> str:
    """The tooltip of an awarded Contest's cell in ``name``'s row."""
    return _("{contest}, {name}: awarded with {n} (the cards in play then).").format(
        contest=_(C.CONTEST_NAMES[cat]), name=name, n=score
    )


def awarded_line(cat: int, score: int) -> str:
    """An awarded Contest's line in a player's totals."""
    return _("{contest}: {score}, when awarded").format(contest=_(C.CONTEST_NAMES[cat]), score=score)
