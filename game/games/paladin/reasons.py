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


def reason(s: PaladinState, seat: int, action: Action, you: bool = False) -> str:
    """The reason for ``action``, taken by ``seat`` in the position ``s`` (its view, before the move):
    what the move is for, not the move again (the log line beside it already says what was done).
    ``you``: told to the player who would make it (the Hint), "you take the lead", not "takes the lead"."""
    kind = action[0]
    if s.phase == START and kind == "start":
        return _start(s, seat, action[1], you)
    if s.phase == PLACE and kind == "peek":
        m, owner = action[1], action[2]
        mission = _mission(s, m)
        if s.table[m][0][0] == owner:
            if you:
                return _("you see the main paladin of {mission}: the card every rival there must beat").format(
                    mission=mission
                )
            return _("looks at the main paladin of {mission}: the card every rival there must beat").format(
                mission=mission
            )
        if you:
            return _("you learn what you are up against at {mission}").format(mission=mission)
        return _("looks at a rival's paladin at {mission}, to know what they are up against there").format(
            mission=mission
        )
    if s.phase == PLACE and kind == "place":
        return _place(s, seat, action[2], you)
    if s.phase == RESOLVE:
        return _resolve(s, kind, you)
    return ""


def _mission(s: PaladinState, m: int) -> str:
    return mission_label(s.missions[m])


def _honour(s: PaladinState, m: int) -> int:
    return C.MISSION_HONOUR[s.missions[m]]


def _start(s: PaladinState, seat: int, starter: int, you: bool = False) -> str:
    n = s.players
    if starter == seat:
        return _("you choose your mission first") if you else _("starts the round, to choose a mission first")
    if starter == (seat + 1) % n:
        if you:
            return _("the player on your left starts, so you place last")
        return _("lets the player on their left start the round, so as to place last themselves")
    if you:
        return _("you place neither first nor last")
    return _("lets another player start the round, so as to place neither first nor last themselves")


def _place(s: PaladinState, seat: int, m: int, you: bool = False) -> str:
    mission = _mission(s, m)
    if E.placing_main(s):
        return _place_main(s, seat, m, mission, you)
    left = todo(s, seat)
    honours = [_honour(s, i) for i in left]
    if len(left) == 1:
        text = (
            _("{mission} is the only mission you have left")
            if you
            else _("places their last paladin at {mission}, the only mission they have left")
        )
    elif len(s.table[m]) == s.players - 1:
        text = (
            _("you place last of all at {mission}: there you decide after everyone")
            if you
            else _("places last of all at {mission}: there they decide after everyone")
        )
    elif any(p == seat and pm == m for p, pm, _o in s.peeks):
        text = (
            _("you have already seen a rival's paladin at {mission}")
            if you
            else _("places a paladin at {mission}, where they have already seen a rival's paladin")
        )
    elif _honour(s, m) == max(honours) > min(honours):
        text = (
            _("{mission} is the most honour you can still fight for")
            if you
            else _("places a paladin at {mission}, the most honour they can still fight for")
        )
    elif _honour(s, m) == min(honours) < max(honours):
        text = (
            _("the least honour is at stake at {mission}")
            if you
            else _("places a paladin at {mission}, where the least honour is at stake")
        )
    else:
        text = (
            _("you need one paladin at each mission")
            if you
            else _("places a paladin at {mission}: every player needs one paladin at each mission")
        )
    return text.format(mission=mission)


def _place_main(s: PaladinState, seat: int, m: int, mission: str, you: bool = False) -> str:
    choices = E.open_missions(s, seat)
    honours = [_honour(s, i) for i in choices]
    h = _honour(s, m)
    if len(choices) == 1:
        text = (
            _("{mission} is the last mission without a main paladin")
            if you
            else _("puts their main paladin on {mission}, the last mission without one")
        )
    elif h == max(honours) > min(honours):
        text = (
            _("{mission} is the biggest mission still open: every rival must beat your paladin there")
            if you
            else _(
                "puts their main paladin on {mission}, the biggest mission still open: every rival must beat it there"
            )
        )
    elif h == min(honours) < max(honours):
        text = (
            _("{mission} is the smallest mission still open: you leave the bigger ones to the others")
            if you
            else _(
                "puts their main paladin on {mission}, the smallest mission still open, and leaves the bigger ones to the others"
            )
        )
    elif h < max(honours):  # a middle mission: the bigger one is left to a rival's main paladin
        big = _mission(s, max(choices, key=lambda i: _honour(s, i)))
        text = (
            _(
                "{mission} leaves {big}, the biggest mission still open, to a rival's main paladin: you may beat it there"
            )
            if you
            else _(
                "puts their main paladin on {mission} and leaves {big}, the biggest mission still open, to a rival's main paladin, which they may beat there"
            )
        )
        return text.format(mission=mission, big=big)
    else:
        text = (
            _("every mission still open is worth as much: every rival must beat your paladin at {mission}")
            if you
            else _(
                "puts their main paladin on {mission}, where every mission still open is worth as much: every rival must beat it there"
            )
        )
    return text.format(mission=mission)


def _resolve(s: PaladinState, kind: str, you: bool = False) -> str:
    mission = _mission(s, s.res_mission)
    if kind == "beat":
        if s.res_pos == s.players - 1:
            text = (
                _("you win {mission}: nobody decides after you")
                if you
                else _("beats the leader at {mission} and wins it: nobody decides after them")
            )
        else:
            text = (
                _("you take the lead at {mission}: the players still to decide must beat your paladin")
                if you
                else _("takes the lead at {mission}: the players still to decide must beat their paladin")
            )
    elif rounds_left(s) == 0:
        text = (
            _("you let {mission} go: this is the last round") if you else _("lets {mission} go: this is the last round")
        )
    elif kind == "take":
        text = (
            _("you keep your paladin for a later round rather than fight for {mission}")
            if you
            else _("takes their paladin back to play it in a later round, rather than fight for {mission}")
        )
    else:
        text = (
            _("you let {mission} go: your hand fills up again next round")
            if you
            else _("lets {mission} go and discards their paladin: their hand fills up again next round")
        )
    return text.format(mission=mission)
