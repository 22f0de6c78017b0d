"""The pictures of Joust for Fun's rules reference, by key: ``knight:<id>``, ``maiden`` (as in her
scenario), ``court:<id>``, ``combat:<value>``."""

from __future__ import annotations

from typing import Any


def picture(key: str, large: bool = False) -> Any:
    """The Surface for ``key`` (``large``: the enlarged view); KeyError for a key this game does not draw."""
    from game.games.joust import content as C
    from game.games.joust.ui.cards import combat_spec, court_spec, knight_spec
    from game.ui.art.cards import render_card

    size = "large" if large else "hand"
    kind, _sep, arg = key.partition(":")
    n = int(arg) if arg.isdigit() else -1
    if kind == "maiden":
        return render_card(knight_spec(C.MAIDEN, C.CAROUSEL), size)
    if kind == "knight" and 0 <= n < C.MAIDEN:
        return render_card(knight_spec(n), size)
    if kind == "court" and 0 <= n < len(C.COURTS):
        return render_card(court_spec(n), size)
    if kind == "combat" and n in C.COMBAT_VALUES:
        return render_card(combat_spec(n), size)
    raise KeyError(key)
