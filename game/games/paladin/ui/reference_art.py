"""The pictures of Paladin's rules reference, by key: ``card:<id>``, ``mission:<id>``, ``back:<style>``."""

from __future__ import annotations

from typing import Any

BACKS = ("default", "queen", "king")


def picture(key: str, large: bool = False) -> Any:
    """The Surface for ``key`` (``large``: the enlarged view); KeyError for a key this game does not draw."""
    from game.games.paladin import content as C
    from game.games.paladin.ui.cards import card_spec, mission_spec
    from game.ui.art.cards import card_back, render_card

    size = "large" if large else "hand"
    kind, _sep, arg = key.partition(":")
    if kind == "card" and arg.isdigit() and int(arg) < C.PALADIN_COUNT:
        return render_card(card_spec(int(arg)), size)
    if kind == "mission" and arg.isdigit() and int(arg) < C.MISSION_COUNT:
        return render_card(mission_spec(int(arg)), size)
    if kind == "back" and arg in BACKS:
        return card_back("paladin", size, arg)
    raise KeyError(key)
