"""Whether a seat may still fight a duel after the one in progress, from what the seat may know: the
round, the Pas d'Armes queue or the joust's bracket, and the Brave title's duel it may still attempt."""

from __future__ import annotations

from game.games.glory import content as C
from game.games.glory.state import GloryState
from game.games.glory.titles import wants_brave
from game.games.glory.tournament import pas_queue

BEFORE_TOURNAMENT = ("setup", "action", "journey", "registration")


def later_duel(s: GloryState, seat: int) -> bool:
    """True when a duel after the current one may still come for ``seat`` in this game."""
    ctx = s.duel
    if (ctx is not None and ctx.reason == "title") or s.phase in ("titles", "over"):
        return False  # the Brave title's duel is the game's last
    if s.round < C.ROUNDS or s.phase in BEFORE_TOURNAMENT or wants_brave(s, s.players[seat]):
        return True
    if s.phase != "tournament" or ctx is None or ctx.reason != "tournament":
        return False
    if s.pas:
        return any(s.pas[t][i].challenger == seat for t, i in pas_queue(s)[s.duel_index :])
    return 0 <= ctx.slot < 20  # the joust: a win leads to the next row of the bracket, up to the final


def last_round(s: GloryState) -> bool:
    return s.round >= C.ROUNDS
