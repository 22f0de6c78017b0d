"""Why a Paladin bot made its move, in one short sentence a player may read.

Only public facts go in: the missions and their honour, where paladins lie, who has peeked, how many
rounds are left, who places when. Never a face-down card, never the bot's hand, never a chance or
the name of a method. Every sentence is true of the move it explains.
"""

from __future__ import annotations

from game.core.rules import Action
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.counting import rounds_left, todo
from game.games.paladin.describe import mission_label
from game.games.paladin.state import PLACE, RESOLVE, START, PaladinState
from game.i18n import _


def reason(s: PaladinState, seat: int, action: Action) -> str:
    """The reason for ``action``, taken by ``seat`` in the position ``s`` (its view, before the move)."""
    kind = action[0]
    if s.phase == START and kind == "start":
        return _start(s, seat, action[1])
    if s.phase == PLACE and kind == "peek":
        m, owner = action[1], action[2]
        main = s.table[m][0][0] == owner
        if main:
            return _("looks at the main paladin of {mission} before placing").format(mission=_mission(s, m))
        return _("looks at a paladin at {mission} before placing").format(mission=_mission(s, m))
    if s.phase == PLACE and kind == "place":
        return _place(s, seat, action[2])
    if s.phase == RESOLVE:
        return _resolve(s, kind)
    return ""


def _mission(s: PaladinState, m: int) -> str:
    return mission_label(s.missions[m])


def _honour(s: PaladinState, m: int) -> int:
    return C.MISSION_HONOUR[s.missions[m]]


def _start(s: PaladinState, seat: int, starter: int) -> str:
    n = s.players
    if starter == seat:
        return _("starts the round itself, to choose its mission first")
    if starter == (seat + 1) % n:
        return _("lets the player on its left start, so that it places last")
    return _("lets another player start the round")


def _place(s: PaladinState, seat: int, m: int) -> str:
    mission = _mission(s, m)
    if E.placing_main(s):
        choices = E.open_missions(s, seat)
        if len(choices) == 1:
            return _("puts its main paladin on {mission}, the last mission without one").format(mission=mission)
        honours = [_honour(s, i) for i in choices]
        h = _honour(s, m)
        if h == max(honours) > min(honours):
            return _("puts its main paladin on {mission}, the biggest mission still without one").format(
                mission=mission
            )
        if h == min(honours) < max(honours):
            return _("puts its main paladin on {mission}, the smallest mission still without one").format(
                mission=mission
            )
        return _("puts its main paladin on {mission}").format(mission=mission)
    left = todo(s, seat)
    if len(left) == 1:
        return _("places its last paladin at {mission}, the only mission it has left").format(mission=mission)
    if any(p == seat and pm == m for p, pm, _o in s.peeks):
        return _("places a paladin at {mission}, where it has looked at a paladin").format(mission=mission)
    honours = [_honour(s, i) for i in left]
    if _honour(s, m) == max(honours) > min(honours):
        return _("places a paladin at {mission}, the biggest mission it has left").format(mission=mission)
    return _("places a paladin at {mission}").format(mission=mission)


def _resolve(s: PaladinState, kind: str) -> str:
    m = s.res_mission
    mission = _mission(s, m)
    last_to_decide = s.res_pos == s.players - 1
    final_round = rounds_left(s) == 0
    if kind == "beat":
        if last_to_decide:
            return _("beats the leader at {mission}: nobody decides after it").format(mission=mission)
        return _("beats the leader at {mission} and means to hold it").format(mission=mission)
    if kind == "take" and not final_round:
        return _("takes its paladin back for a later round")
    return _("lets {mission} go").format(mission=mission)
