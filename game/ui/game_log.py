"""The game log, written from the action log for one viewer.

Every applied move is in ``store.history`` with the events it made and, for a bot's move, the bot's
public reason. The log is rebuilt from there (after Continue, for the next player in hot-seat): each
event is redacted for the viewer with ``Event.for_seat`` and described by the game's ``describe``
(``names=`` gives the players' names; lines about the viewer's own seat are the game's
second-person messages). Notes the table adds (an undo, the end) sit between moves.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from game.core.rules import Action, Event, Seat
from game.i18n import _


@dataclass(frozen=True)
class LogLine:
    """One line of the log: the text, whose it is (its bullet colour: the seat its event is about, else the
    mover), which move (``step``,
    None for a note), which of the move's events it tells (``event``; the number of events for a
    line about the whole move) and the bot's reason on the first line of a bot's move (the move itself, not
    the "Your turn." after it)."""

    text: str
    seat: Seat | None = None
    step: int | None = None
    reason: str = ""
    note: bool = False
    event: int = 0


@dataclass(frozen=True)
class Note:
    """A line the table adds after ``after`` moves (an undo, a resumed game, the end).

    A note about one player (``seat``) may have a second-person form ``you_text``, shown instead of
    ``text`` to that player (hot-seat: the next player reads the third-person line). A note that
    ``replaces`` the move after it (a move the table made for the player, told its own way) stands in
    for that move's first line, the one telling the move itself (the lines of what it led to stay)."""

    after: int
    text: str
    seat: Seat | None = None
    you_text: str = ""
    replaces: bool = False

    def for_viewer(self, viewer: Seat | None) -> str:
        if self.you_text and self.seat is not None and self.seat == viewer:
            return self.you_text
        return self.text


@cache
def _takes_names(fn: Callable[..., str]) -> bool:
    try:
        return "names" in inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return False


def describe_move(
    spec: Any,
    seat: Seat,
    action: Action,
    events: list[Event],
    viewer: Seat | None,
    names: Callable[[Seat], str],
    view: Any = None,
) -> list[str]:
    """The log lines of one move as ``viewer`` may read them: the game's own lines, else the move's
    label, else the raw move."""
    return [text for _i, text in describe_events(spec, seat, action, events, viewer, names, view)]


def describe_events(
    spec: Any,
    seat: Seat,
    action: Action,
    events: list[Event],
    viewer: Seat | None,
    names: Callable[[Seat], str],
    view: Any = None,
) -> list[tuple[int, str]]:
    """``describe_move`` with, for each line, the index of the event it tells (``len(events)`` for
    the move's label, which tells no single event)."""
    lines: list[tuple[int, str]] = []
    describe = spec.describe
    if describe is not None:
        named = _takes_names(describe)
        for i, ev in enumerate(events):
            shown = ev.for_seat(viewer)
            text = describe(shown, viewer, names=names) if named else describe(shown, viewer)
            if text:
                lines.append((i, text))
    if not lines:
        move = None
        if spec.action_label is not None and view is not None:
            try:
                move = spec.action_label(view, action)
            except Exception:  # noqa: BLE001 - a label made for the live view may not fit an old move
                move = None
        if move is None:
            move = " ".join(str(a) for a in action) if isinstance(action, tuple) else str(action)
        if viewer is not None and seat == viewer:
            text = _("You: {move}").format(move=move)
        else:
            text = _("{name}: {move}").format(name=names(seat), move=move)
        lines.append((len(events), text))
    return lines


def replaced_first(lines: list[LogLine], step: int) -> list[LogLine]:
    """``lines`` without the first line of move ``step`` (a note told that move its own way)."""
    first = next((k for k, line in enumerate(lines) if line.step == step), None)
    return lines if first is None else lines[:first] + lines[first + 1 :]


def _seat_of(events: list[Any], index: int, mover: Seat, spec: Any = None) -> Seat | None:
    """Whose colour a line's bullet takes: the seat its event is about (who won the mission, whose
    card was revealed), else the one who moved. A game may say it itself (``spec.extra["log_seat"]``:
    (event, mover) → seat, or None for no bullet: a line about no player, the game's own news)."""
    own = getattr(spec, "extra", {}).get("log_seat") if spec is not None else None
    if own is not None and index < len(events):
        return own(events[index], mover)
    if index < len(events):
        seat = getattr(events[index], "data", {}).get("seat")
        if isinstance(seat, int) and not isinstance(seat, bool):
            return seat
    return mover


def log_lines(
    spec: Any,
    history: list[Any],
    viewer: Seat | None,
    names: Callable[[Seat], str],
    notes: list[Note],
    *,
    start: int = 0,
    view: Any = None,
) -> list[LogLine]:
    """The log from move ``start`` on (notes at their places; a move a note ``replaces`` loses its first
    line, ``replaced_first``); ``view`` labels moves without events."""
    out: list[LogLine] = []
    replaced = {n.after for n in notes if n.replaces}
    pending = sorted((n for n in notes if n.after >= start), key=lambda n: n.after)
    k = 0
    for i in range(start, len(history)):
        while k < len(pending) and pending[k].after <= i:
            out.append(LogLine(pending[k].for_viewer(viewer), note=True))
            k += 1
        step = history[i]
        lines = describe_events(spec, step.seat, step.action, step.events, viewer, names, view)
        if i in replaced:
            lines = lines[1:]
        bullets = [_seat_of(step.events, event, step.seat, spec) for event, _text in lines]
        # the reason goes with the move itself: its first line about the mover (never another player's line)
        own = next((j for j, b in enumerate(bullets) if b == step.seat), 0)
        for j, (event, text) in enumerate(lines):
            out.append(LogLine(text, bullets[j], i, step.reason if j == own else "", event=event))
    for note in pending[k:]:
        out.append(LogLine(note.for_viewer(viewer), note=True))
    return out
