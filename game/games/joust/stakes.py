"""What decides the game in the combat under way, from one player's view: the rival in it is one block
(or one strike) from the fans that win, whatever card is played. Read from public things only (the
fans on the score, the jousting knight's abilities and the court cards on it). Pure: no pygame."""

from __future__ import annotations

from typing import Any

from game.games.joust import content as C
from game.games.joust import effects as fx
from game.games.joust.state import COMBAT


def sure_fans(view: Any, seat: int, uid: int, trigger: str) -> int:
    """The fans ``seat`` gains whatever card it plays when its knight ``uid`` strikes (``trigger``
    STRIKE) or blocks (BLOCK): the combat's own fan and the abilities that give fans on any such card."""
    k = view.knight(uid)
    if k is None or k.card < 0:
        return 1
    extra = sum(
        ab.amount
        for ab, _origin, _card, _i in fx.abilities(view, uid, k.card)
        if ab.trigger == trigger and ab.effect == C.FANS and not ab.x
    )
    return 1 + extra


def rival_wins_with(view: Any, viewer: int | None) -> tuple[int, str] | None:
    """(the rival, "block" or "strike") when the rival fighting ``viewer`` in the combat under way wins
    the game on fans with any block (the viewer attacks) or any strike (the viewer defends); else None."""
    if viewer is None or view.phase != COMBAT or view.variant in (C.CAROUSEL, C.TALE):
        return None
    if viewer == view.attacker:
        rival, uid, trigger, how = view.defender, view.target, C.BLOCK, "block"
    elif viewer == view.defender:
        rival, uid, trigger, how = view.attacker, view.att_uid, C.STRIKE, "strike"
    else:
        return None
    if rival < 0 or uid < 0:
        return None
    if view.seats[rival].fans + sure_fans(view, rival, uid, trigger) >= C.FANS_TO_WIN:
        return rival, how
    return None
