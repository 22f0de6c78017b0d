"""The results screen's story of a Paladin game: the missions won in the order the game won them,
round by round, each with its round, its honour, the winner's badge and the paladin that won it, by
value and name (so the line fits half a column whole, the mission goes by its honour).
Only what every player saw: a mission's winning paladin is turned face up when it wins."""

from __future__ import annotations

from typing import Any

from game.games.paladin import content as C
from game.games.paladin.describe import card_label
from game.i18n import _


def story_line(rnd: int, mission_id: int, card: int) -> str:
    """'Round 4 · 6 honour: 9 Champion' or '… 8 Rinaldo (red)': the paladin by name and value, the
    mission by its honour (a mission's name beside the paladin's would not fit half a column)."""
    return _("Round {r} · {h} honour: {card}").format(r=rnd, h=C.MISSION_HONOUR[mission_id], card=card_label(card))


def story(session: Any) -> list[tuple[int | None, str]]:
    """(winner, line) for every mission won, in the order won (round by round)."""
    lines: list[tuple[int | None, str]] = []
    rnd = 1
    for step in session.store.history:
        for e in step.events:
            if e.kind == "mission_won":
                lines.append((e.data["seat"], story_line(rnd, e.data["mission_id"], e.data["card"])))
            elif e.kind == "round_started":
                rnd = e.data["round"]
    return lines
