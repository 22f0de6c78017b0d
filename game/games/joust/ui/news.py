"""What the other players did since the viewer's last move, for the rivals' panels: every move
after the viewer's latest move, nothing before their first. A combat card the viewer chose as the
defender is no such move: it belongs to the rival's attack. The result of a combat that a defender's
card set off (the reveal, damage, fans) is the attacker's news, unless the viewer attacked; the
viewer's own attack is news no more once a whole turn has passed since. Pure: no pygame."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.rules import Event


def defending(step: Any, viewer: int | None) -> bool:
    """True when ``step`` is the viewer's combat card chosen as the defender (a reply in a rival's turn)."""
    return step.seat == viewer and any(
        ev.kind == "card_chosen" and ev.data.get("role") == "defender" for ev in step.events
    )


def _own(step: Any, viewer: int | None) -> bool:
    return step.seat == viewer and not defending(step, viewer)


def since_last_move(
    history: Sequence[Any], viewer: int | None, upto: int | None = None
) -> list[tuple[int, Any, list[Event]]]:
    """(seat the news is about, the move, its events) for the moves made since the viewer's last move
    (the latest one, even of this turn), among the first ``upto`` moves of ``history`` (those the table
    has shown); nothing before the viewer's first move (there is no last move to tell news since)."""
    end = len(history) if upto is None else upto
    start = end
    while start > 0 and not _own(history[start - 1], viewer):
        start -= 1
    if start == 0:
        return []
    out: list[tuple[int, Any, list[Event]]] = []
    steps = history[start:end]
    for n, step in enumerate(steps):
        kinds = [ev.kind for ev in step.events]
        at = kinds.index("reveal") if "reveal" in kinds and defending(step, step.seat) else -1
        attacker = step.events[at].data["attacker"] if at >= 0 else -1
        if attacker == viewer and _turn_went_on(steps[n:], at):  # told no more; what followed still is
            rest = [i for i, ev in enumerate(step.events) if i > at and ev.kind == "turn_end"]
            after = step.events[rest[0] :] if rest else []
            out.append((step.seat, step, [*step.events[:at], *after]))
            continue
        if step.seat == viewer:  # the viewer's reply: only the result of the rival's attack is news
            if at >= 0 and attacker != viewer:
                out.append((attacker, step, list(step.events[at:])))
        elif at >= 0 and attacker != viewer:  # a rival's reply to another rival's attack
            out.append((step.seat, step, list(step.events[:at])))
            out.append((attacker, step, list(step.events[at:])))
        else:
            out.append((step.seat, step, list(step.events)))
    return out


def _turn_went_on(steps: Sequence[Any], at: int) -> bool:
    """True when, after the reveal at ``at`` in ``steps[0]`` (the viewer's own attack answered), a whole
    turn has begun and ended: the viewer's combat is then no longer news."""
    began = False
    for ev in [*steps[0].events[at:], *(ev for step in steps[1:] for ev in step.events)]:
        if ev.kind == "turn_start":
            began = True
        elif ev.kind in ("turn_end", "turn_ended") and began:
            return True
    return False


#: the events told about the seat named in them (its knight hurt, healed or knocked out, its fans, its
#: trophies, its ability), not about the player who made the move
ABOUT_THEIR_SEAT = frozenset({"damage", "heal", "knockout", "fans", "fans_lost", "trophy", "eliminated", "ability"})


def about(ev: Event, mover: int, viewer: int | None) -> int:
    """Whose panel tells ``ev`` of a move news said is ``mover``'s: the rival it happened to (a knight
    struck, fans won or lost), so that no panel tells another seat's news under its name; what happened
    to the viewer stays with the player who did it ("attacks you", your knight's damage)."""
    seat = ev.data.get("seat", mover) if ev.kind in ABOUT_THEIR_SEAT else mover
    return mover if seat == viewer or not isinstance(seat, int) or seat < 0 else seat
