"""The pictures of Tournament's rules reference, drawn by the app: card faces by key ``card:<id>``, and
their back (``back``)."""

from __future__ import annotations

from typing import Any


def picture(key: str, large: bool = False) -> Any:
    """The Surface for ``key`` (``large``: the enlarged view); KeyError for a key this game does not draw."""
    from game.games.tournament import content as C
    from game.games.tournament.ui.cards import card_spec
    from game.ui.art.cards import card_back, render_card

    size = "large" if large else "hand"
    kind, _sep, arg = key.partition(":")
    if key == "back":
        return card_back("tournament", size)
    if kind == "card" and arg.isdigit() and int(arg) in C.ALL_CARDS:
        return render_card(card_spec(int(arg)), size)
    raise KeyError(key)
