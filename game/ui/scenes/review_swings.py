"""The review chart's big swings: where the line rises or falls by ``SWING`` or more from one
decision to the next, what happened in between, as the reviewed player saw it.

A point of the chart is the player's chance after a decision, judged from what they knew then. The
next point knows more: the outcome of that decision (the card drawn), the rivals' moves since (a
Contest called, a knight put into play, a card taken) and the next decision itself. The log's own
lines of those moves, for the player, say what moved the line: those of the events the game names as
moving it (``review_key_events``) when it names some, the others counted."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.i18n import _, ngettext
from game.ui import game_log

SWING = 0.15  # a rise or fall between two decisions from this much is explained on the chart
MAX_LINES = 7  # the moves a swing's tooltip names; more are counted


@dataclass(frozen=True)
class Swing:
    """A big move of the line: the decision after it (its index), the chances before and after, and
    the log's lines of the moves between, for the reviewed player."""

    index: int
    before: float
    after: float
    lines: tuple[str, ...]
    minor: int = 0  # the lines left out as not what moved the line (a card chosen, a turn's header)


def swings(
    spec: Any,
    history: Sequence[Any],
    seat: int,
    decisions: Sequence[dict[str, Any]],
    names: Callable[[int], str],
    least: float = SWING,
) -> list[Swing]:
    """Every big move of the chart of ``decisions`` (rows with "move" and "chance"), with the lines of
    the moves from the decision before (its outcome) to the decision after (included)."""
    out = []
    for k in range(1, len(decisions)):
        a, b = decisions[k - 1], decisions[k]
        if abs(b["chance"] - a["chance"]) < least:
            continue
        upto = min(len(history), b["move"] + 1)
        lines = [
            ln for ln in game_log.log_lines(spec, list(history[:upto]), seat, names, [], start=a["move"]) if ln.text
        ]
        key = [ln for ln in lines if _matters(spec, history, ln)] or lines
        out.append(Swing(k, a["chance"], b["chance"], tuple(ln.text for ln in key), len(lines) - len(key)))
    return out


def _matters(spec: Any, history: Sequence[Any], line: Any) -> bool:
    """True when ``line`` tells an event of the kinds that move the chance (the game's
    ``review_key_events``: damage, a knock-out, fans…); with no such list, every line does."""
    kinds = getattr(spec, "extra", {}).get("review_key_events")
    if kinds is None:
        return True
    if line.step is None or not 0 <= line.step < len(history):
        return False
    events = history[line.step].events
    return 0 <= line.event < len(events) and events[line.event].kind in kinds


def swing_change(swing: Swing) -> int:
    """How far the line moved, in signed percentage points, as its tooltip rounds them."""
    return round(100 * swing.after) - round(100 * swing.before)


def swing_text(swing: Swing) -> str:
    """A swing's tooltip: how far the line moved, then the moves between the two decisions."""
    before, after = round(100 * swing.before), round(100 * swing.after)
    points = abs(after - before)
    if after < before:
        head = ngettext(
            "Your chance fell from {high}% to {low}% ({n} percentage point) with these moves:",
            "Your chance fell from {high}% to {low}% ({n} percentage points) with these moves:",
            points,
        ).format(high=before, low=after, n=points)
    else:
        head = ngettext(
            "Your chance rose from {low}% to {high}% ({n} percentage point) with these moves:",
            "Your chance rose from {low}% to {high}% ({n} percentage points) with these moves:",
            points,
        ).format(low=before, high=after, n=points)
    shown = list(swing.lines[:MAX_LINES])
    more = len(swing.lines) - len(shown) + swing.minor
    if more > 0:
        shown.append(ngettext("… and {n} more line", "… and {n} more lines", more).format(n=more))
    note = _("Each point is judged from what you knew at that decision: the moves since moved it.")
    return "\n".join([head, *("• " + line for line in shown), note])
