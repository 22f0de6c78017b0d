"""The final journey told as one panel before the titles (pure text: no pygame): for each player,
the journey cards they played in it, the glory those gave and what else they gained."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.core.rules import Event
from game.games.glory import content as C
from game.games.glory.title_scoring import glory_text
from game.i18n import _

GAINS = ("support_gained", "upgrade", "gain")


def final_journey_events(history: Sequence) -> list[Event]:
    """The events of the last final journey in ``history`` (store steps), from its start to the titles."""
    events = [ev for step in history for ev in step.events]
    start = max((i for i, ev in enumerate(events) if _phase(ev) == "final_journey"), default=None)
    if start is None:
        return []
    out = []
    for ev in events[start + 1 :]:
        if _phase(ev) == "titles":
            break
        out.append(ev)
    return out


def final_journey_rows(
    events: Sequence[Event], seats: Sequence[int], name: Callable[[int], str], line: Callable[[Event], str]
) -> list[tuple[str, str, int | None, str]]:
    """(text, glory value, seat or None for a line under its player, tooltip) for every player of
    ``seats``: the cards they played (or none), the glory the journey gave them, then what else they
    gained (``line`` tells one event as the log does) on a line of its own."""
    rows: list[tuple[str, str, int | None, str]] = []
    for seat in seats:
        mine = [ev for ev in events if ev.data.get("seat") == seat]
        cards = _cards_played(events, seat)
        glory = sum(ev.data.get("value", 0) for ev in mine if ev.kind == "gain" and ev.data.get("what") == "glory")
        if cards:
            text = _("{name}: {cards}").format(name=name(seat), cards=", ".join(cards))
        else:
            text = _("{name}: no journey card played").format(name=name(seat))
        gains = [
            line(ev) for ev in mine if ev.kind in GAINS and not (ev.kind == "gain" and ev.data.get("what") == "glory")
        ]
        gains = [g for g in gains if g]
        rows.append((text, glory_text(glory) if glory else "", seat, ""))
        if gains:
            text = " ".join(gains)
            rows.append((text, "", None, "\n".join(gains) if len(text) > 60 else ""))  # a tip if it may be cut
    return rows


def _cards_played(events: Sequence[Event], seat: int) -> list[str]:
    """The names of the journey cards ``seat`` played, in order, a Challenge whose duel they lost
    marked so (the card went back to their hand)."""
    played: list[list] = []
    for ev in events:
        d = ev.data
        if ev.kind == "journey_played" and d.get("seat") == seat and d.get("card") in C.JOURNEY:
            played.append([d["card"], False])
        elif ev.kind == "duel_over" and d.get("loser") == f"p:{seat}" and played and played[-1][0] == d.get("card"):
            played[-1][1] = True
    names = [_(C.JOURNEY[card].name) for card, _lost in played]
    return [_("{card} (duel lost)").format(card=n) if lost else n for n, (_c, lost) in zip(names, played)]


def _phase(ev: Event) -> str:
    return ev.data.get("phase", "") if ev.kind == "phase" else ""
