"""News for the rivals' panels: the log lines of what each other player did since the viewer last
acted (Board Game Arena's "last moves"), public facts only — every event is redacted for the viewer
before the game's ``describe`` reads it."""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from game.core.rules import Event, Seat
from game.ui.kit.recent import recent_events


def news_lines(table: Any, kinds: Collection[str], seat_of: Callable[[Event], Seat | None]) -> dict[Seat, list[str]]:
    """Seat → the lines of its events of ``kinds`` since the viewer's last move (``seat_of(event)``
    says whose an event is; the viewer's own and nobody's are left out)."""
    out: dict[Seat, list[str]] = {}
    for _mover, ev in recent_events(table.store.history, table.viewer):
        who = seat_of(ev)
        if who is None or who == table.viewer or ev.kind not in kinds:
            continue
        line = table.spec.describe(ev, table.viewer, names=table.player_name)
        if line:
            out.setdefault(who, []).append(line)
    return out
