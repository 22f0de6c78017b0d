"""The maintenance phase (rulebook §V "Maintenance Phase")."""

from __future__ import annotations

from game.core.rules import Event
from game.games.glory import content as C
from game.games.glory.effects import apply_gains, refill_face_up, refill_track
from game.games.glory.state import GloryState


def reorder_initiative(order: list[int], pawns: list[int]) -> list[int]:
    """The book's procedure: coats of players with a pawn under the track leave it, the others slide
    right keeping their order, then each returning coat goes above its pawn (track order)."""
    if not pawns:
        return list(order)  # book: no pawn, no change
    rest = [x for x in order if x not in pawns]
    return list(pawns) + rest


def maintenance(s: GloryState, events: list[Event]) -> None:
    events.append(Event("maintenance", {"round": s.round}, reveals=True))  # the log's heading, before its lines
    s.initiative = reorder_initiative(s.initiative, s.initiative_pawns)
    events.append(Event("initiative", {"order": list(s.initiative), "pawns": list(s.initiative_pawns)}))
    s.initiative_pawns = []
    s.spaces = {a: [] for a in C.ACTION_SPACES}
    for p in s.players:
        p.pawns = 0
        p.herald_used = False
        for t in p.supports:
            t.active = True
        for t in p.relics:
            t.active = True
        for colour in p.prestige:
            p.prestige[colour] = True
        ch = C.CHARACTERS[p.character]
        apply_gains(
            s,
            p.seat,
            (("coins", ch.income_coins), ("strength", ch.income_strength), ("faith", ch.income_faith)),
            events,
            "income",
        )
    if s.solo is not None:
        s.solo.pawns = 0
    refill_track(s, remove_left=True)
    refill_face_up(s)
    if s.event_support:
        s.supports_out.append(s.event_support)
    s.event_support = ""  # an untaken support on the event card leaves with the event (ours)
