"""Choosing the next round's tournament type (rulebook §III-IV, RULES-NOTES).

Round 1's type is set up with the game. After the round-1 and round-2 tournaments (extra journeys of
knocked-out players included) the next round's type is chosen again, unless the setup fixed it: the
player with the least glory chooses, a tie going to the one later in initiative order; in solo, the
player. The decision is ``("tournament", kind)``, in the phase ``tournament_choice`` whose ``round``
is still the round just played.

While the choice waits, ``state.tournament_offer`` names the tournament card each type would bring
(drawn among the unplayed cards of that type and player count, reused when none is left), so a table
can preview both boards (``offer_layout``); the knights themselves are drawn once the type is chosen.
"""

from __future__ import annotations

from game.core.rules import Event, IllegalAction
from game.games.glory import content as C
from game.games.glory.state import OTTO, GloryState
from game.games.glory.tournament import draw_tournament_card
from game.i18n import _


def chooser(s: GloryState) -> int:
    """The seat that chooses: least glory; among equals, the one furthest right on the initiative track."""
    seats = [x for x in s.initiative if x != OTTO]
    return min(reversed(seats), key=lambda seat: s.players[seat].glory)


def tied(s: GloryState) -> bool:
    """The least glory is shared: the chooser is the one of them furthest right on the initiative track."""
    seats = [x for x in s.initiative if x != OTTO]
    least = min(s.players[seat].glory for seat in seats)
    return sum(1 for seat in seats if s.players[seat].glory == least) > 1


def open_choice(s: GloryState, events: list[Event]) -> None:
    """Draw the card each type would bring and wait for the chooser."""
    s.tournament_offer = {kind: draw_tournament_card(s, kind) for kind in C.TOURNAMENT_TYPES}
    s.phase = "tournament_choice"
    seat = chooser(s)
    reason = "solo" if s.solo is not None else "tie" if tied(s) else "glory"
    events.append(
        Event(
            "tournament_choice",
            {"seat": seat, "round": s.round + 1, "reason": reason, "offer": dict(s.tournament_offer)},
        )
    )


def choice_legal(s: GloryState) -> list[tuple]:
    return [("tournament", kind) for kind in C.TOURNAMENT_TYPES]


def choice_apply(s: GloryState, seat: int, action: tuple, events: list[Event]) -> str:
    """Record the chosen type for the next round; returns the tournament card it brings."""
    if action not in choice_legal(s):
        raise IllegalAction(_("Choose the Pas d'Armes or the Joust à Plaisance."), action, seat)
    kind = action[1]
    card = s.tournament_offer[kind]
    s.tournament_types[s.round] = kind
    s.tournament_offer = {}
    events.append(Event("tournament_chosen", {"seat": seat, "round": s.round + 1, "kind": kind, "card": card}))
    return card


def offer_layout(s: GloryState, kind: str) -> dict:
    """What choosing ``kind`` would bring to the next round, as its tournament card shows it.

    Pas d'Armes: ``{"card", "towns"}`` — the knight types of Florence, Paris and Munich.
    Joust à Plaisance: ``{"card", "place", "add"}`` — (lower-row slot, knight type) pairs placed at once,
    and the types that fill the free slots after registration (cycled).
    """
    card = C.TOURNAMENT_CARD_IDS[s.tournament_offer[kind]]
    r = s.round  # the next round's section (0-based)
    if kind == C.PAS:
        return {"card": card.id, "towns": card.pas[r]}
    return {"card": card.id, "place": card.place[r], "add": card.add[r]}
