"""The results screen's story of a Paladin game: the missions won in the order the game won them,
round by round, each with its round, its honour, the winner's badge and the value of the paladin that
won it ("(red)" for a red one: the value names the paladin, so the line fits its column whole).
Only what every player saw: a mission's winning paladin is turned face up when it wins."""

from __future__ import annotations

from typing import Any

from game.games.paladin import content as C
from game.i18n import _


def story_line(rnd: int, mission_id: int, card: int) -> str:
    """'Round 4 · Save the Kingdom (6): 9' or '… (5): 8 (red)'."""
    mission, h, value = _(C.MISSION_NAMES[mission_id]), C.MISSION_HONOUR[mission_id], C.CARD_VALUE[card]
    if C.CARD_RED[card]:
        return _("Round {r} · {mission} ({h}): {value} (red)").format(r=rnd, mission=mission, h=h, value=value)
    return _("Round {r} · {mission} ({h}): {value}").format(r=rnd, mission=mission, h=h, value=value)


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
