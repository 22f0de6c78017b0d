"""The pictures of Paladin's rules reference, by key: ``card:<id>``, ``mission:<id>``, ``back:<style>``."""

from __future__ import annotations

from typing import Any

BACKS = ("default", "queen", "king")


def picture(key: str) -> Any:
    """The Surface for ``key``; KeyError for a key this game does not draw."""
    from game.games.paladin import content as C
    from game.games.paladin.ui.cards import card_spec, mission_spec
    from game.ui.art.cards import card_back, render_card

    kind, _sep, arg = key.partition(":")
    if kind == "card" and arg.isdigit() and int(arg) < C.PALADIN_COUNT:
        return render_card(card_spec(int(arg)), "hand")
    if kind == "mission" and arg.isdigit() and int(arg) < C.MISSION_COUNT:
        return render_card(mission_spec(int(arg)), "hand")
    if kind == "back" and arg in BACKS:
        return card_back("paladin", "hand", arg)
    raise KeyError(key)
