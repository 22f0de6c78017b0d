"""Pictures by key for a game's rules reference (``Presentation.reference_picture``).

``reference_picture(key, large, cards=..., own=...)`` draws ``kind:arg`` keys: ``die:<colour>:<face
index>`` (``*`` after the index: its ★ lit), ``token:<kind>`` and ``prestige:<colour>`` from the
shared art; ``cards`` maps a card kind to (its known ids, the face builder), ids in ``upper`` kinds
written in lower case in keys; ``own`` maps a kind of the game's own to ``draw(arg, zoom)``. A key
nobody draws raises ``KeyError`` (the reference test checks every key of every chapter)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping

import pygame

from game.ui.art.cards import CardSpec, render_card
from game.ui.art.dice import DIE_FACES, render_die
from game.ui.art.tokens import PRESTIGE, TOKENS, render_token

DIE_SIZE = 72
TOKEN_SIZE = 64
ZOOM = 1.8  # the enlarged view of dice, tokens and a game's own pictures


def reference_picture(
    key: str,
    large: bool = False,
    cards: Mapping[str, tuple[Collection[str], Callable[[str], CardSpec]]] | None = None,
    own: Mapping[str, Callable[[str, float], pygame.Surface]] | None = None,
    upper: Collection[str] = (),
) -> pygame.Surface:
    """The Surface for ``key`` (``large``: the enlarged view); KeyError when nothing draws it."""
    zoom, (kind, _sep, arg) = ZOOM if large else 1.0, key.partition(":")
    if own and kind in own:
        return own[kind](arg, zoom)
    if kind == "die":
        colour, _s, face = arg.partition(":")
        index = face.rstrip("*")
        if colour in DIE_FACES and index.isdigit() and int(index) < len(DIE_FACES[colour]):
            return render_die(colour, DIE_FACES[colour][int(index)], round(DIE_SIZE * zoom), active=face[-1:] == "*")
    elif kind == "token" and arg in TOKENS:
        return render_token(arg, round(TOKEN_SIZE * zoom))
    elif kind == "prestige" and arg in PRESTIGE:
        return render_token("prestige", round(TOKEN_SIZE * zoom), colour=arg)
    elif cards and kind in cards:
        known, make = cards[kind]
        arg = arg.upper() if kind in upper else arg
        if arg in known:
            return render_card(make(arg), "large" if large else "hand")
    raise KeyError(key)
