"""The results screen's story of a Paladin game: the missions won, the most honourable first (as
many as the screen holds), each with its round, the winner's badge and the paladin that won it.
Only what every player saw: a mission's winning paladin is turned face up when it wins."""

from __future__ import annotations

from typing import Any

from game.games.paladin import content as C
from game.games.paladin.describe import card_label
from game.i18n import _


def story(session: Any) -> list[tuple[int | None, str]]:
    """(winner, line) for every mission won, by honour (highest first), then in the order won."""
    won: list[tuple[int, int, int, str]] = []
    rnd = 1
    for step in session.store.history:
        for e in step.events:
            if e.kind == "mission_won":
                d = e.data
                line = _("Round {r} · {mission} ({h}): {card}").format(
                    r=rnd, mission=_(C.MISSION_NAMES[d["mission_id"]]), h=d["honour"], card=card_label(d["card"])
                )
                won.append((-d["honour"], len(won), d["seat"], line))
            elif e.kind == "round_started":
                rnd = e.data["round"]
    return [(seat, line) for _h, _i, seat, line in sorted(won)]
