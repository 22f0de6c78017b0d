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
    """The reason for ``action``, taken by ``seat`` in the position ``s`` (its view, before the move):
    what the move is for, not the move again (the log line beside it already says what was done)."""
    kind = action[0]
    if s.phase == START and kind == "start":
        return _start(s, seat, action[1])
    if s.phase == PLACE and kind == "peek":
        m, owner = action[1], action[2]
        if s.table[m][0][0] == owner:
            return _("looks at the main paladin of {mission}: the card every rival there must beat").format(
                mission=_mission(s, m)
            )
        return _("looks at a rival's paladin at {mission}, to know what they are up against there").format(
            mission=_mission(s, m)
        )
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
        return _("starts the round, to choose a mission first")
    if starter == (seat + 1) % n:
        return _("lets the player on their left start, so that they place last")
    return _("lets another player start the round, so that they place neither first nor last")


def _place(s: PaladinState, seat: int, m: int) -> str:
    mission = _mission(s, m)
    if E.placing_main(s):
        return _place_main(s, seat, m, mission)
    left = todo(s, seat)
    if len(left) == 1:
        return _("places their last paladin at {mission}, the only mission they have left").format(mission=mission)
    if len(s.table[m]) == s.players - 1:
        return _("places last of all at {mission}: there they decide after everyone").format(mission=mission)
    if any(p == seat and pm == m for p, pm, _o in s.peeks):
        return _("places a paladin at {mission}, where they have already seen a rival's paladin").format(
            mission=mission
        )
    honours = [_honour(s, i) for i in left]
    if _honour(s, m) == max(honours) > min(honours):
        return _("places a paladin at {mission}, the most honour they can still fight for").format(mission=mission)
    if _honour(s, m) == min(honours) < max(honours):
        return _("places a paladin at {mission}, where the least honour is at stake").format(mission=mission)
    return _("places a paladin at {mission}: every player needs one paladin at each mission").format(mission=mission)


def _place_main(s: PaladinState, seat: int, m: int, mission: str) -> str:
    choices = E.open_missions(s, seat)
    if len(choices) == 1:
        return _("puts their main paladin on {mission}, the last mission without one").format(mission=mission)
    honours = [_honour(s, i) for i in choices]
    h = _honour(s, m)
    if h == max(honours) > min(honours):
        return _(
            "puts their main paladin on {mission}, the biggest mission still open: every rival must beat it there"
        ).format(mission=mission)
    if h == min(honours) < max(honours):
        return _(
            "puts their main paladin on {mission}, the smallest mission still open, and leaves the bigger ones to the others"
        ).format(mission=mission)
    return _("puts their main paladin on {mission}: every rival must beat it there").format(mission=mission)


def _resolve(s: PaladinState, kind: str) -> str:
    mission = _mission(s, s.res_mission)
    if kind == "beat":
        if s.res_pos == s.players - 1:
            return _("beats the leader at {mission} and wins it: nobody decides after them").format(mission=mission)
        return _("takes the lead at {mission}: the players still to decide must beat their paladin").format(
            mission=mission
        )
    if rounds_left(s) == 0:
        return _("lets {mission} go: this is the last round").format(mission=mission)
    if kind == "take":
        return _("takes their paladin back to play it in a later round, rather than fight for {mission}").format(
            mission=mission
        )
    return _("lets {mission} go and discards their paladin: their hand fills up again next round").format(
        mission=mission
    )
