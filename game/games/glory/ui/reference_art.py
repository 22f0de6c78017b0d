"""The pictures of Glory's rules reference, by key: ``knight:<id>``, ``journey:<id>``, ``support:<kind>``,
``relic:<kind>``, ``title:<id>``, ``event:<id>``, ``character:<id>``, ``trophy:<id>``, ``automa:<id>`` (journey and Otto's card ids in lower case: ``journey:r01``),
``space:<action space>``, ``die:<colour>:<face index>`` (``die:red:5*`` for an activated ★), ``token:<kind>``, ``prestige:<colour>``."""

from __future__ import annotations

from typing import Any

DIE_SIZE = 72
TOKEN_SIZE = 64
SPACE_SIZE = (130, 120)
ZOOM = 1.8  # the enlarged view of dice, tokens and spaces


def _card(kind: str, arg: str) -> Any:
    from game.games.glory import content as C
    from game.games.glory.ui import cards

    table = {
        "knight": (C.KNIGHTS, cards.knight_spec),
        "journey": (C.JOURNEY, cards.journey_spec),
        "support": (C.SUPPORT_KINDS, cards.support_spec),
        "relic": (C.RELIC_NAMES, cards.relic_spec),
        "title": (C.TITLES, cards.title_spec),
        "event": (C.EVENTS, cards.event_spec),
        "character": (C.CHARACTERS, cards.character_spec),
        "trophy": (C.TROPHIES, cards.trophy_spec),
        "automa": (C.AUTOMA, cards.automa_spec),
    }
    known, make = table[kind]
    if kind in ("journey", "automa"):
        arg = arg.upper()  # their ids are codes (R01, A1); keys are written in lower case
    if arg not in known:
        raise KeyError(arg)
    return make(arg)


def _space(space: str, zoom: float = 1.0) -> Any:
    """An action space as a board plaque: its icon and its name."""
    import pygame

    from game.games.glory import content as C
    from game.games.glory.ui.board import SPACE_ICONS
    from game.i18n import _
    from game.ui.art import boards

    if space not in C.ACTION_SPACES or space not in SPACE_ICONS:
        raise KeyError(space)
    out = pygame.Surface((round(SPACE_SIZE[0] * zoom), round(SPACE_SIZE[1] * zoom)), pygame.SRCALPHA)
    boards.draw_action_space(out, out.get_rect(), SPACE_ICONS[space], _(C.ACTION_SPACES[space].name))
    return out


def picture(key: str, large: bool = False) -> Any:
    """The Surface for ``key`` (``large``: the enlarged view); KeyError for a key this game does not draw."""
    from game.ui.art.cards import render_card
    from game.ui.art.dice import DIE_FACES, render_die
    from game.ui.art.tokens import PRESTIGE, TOKENS, render_token

    zoom = ZOOM if large else 1.0
    kind, _sep, arg = key.partition(":")
    if kind == "space":
        return _space(arg, zoom)
    if kind == "die":
        colour, _s, face = arg.partition(":")
        active = face.endswith("*")
        index = face.rstrip("*")
        if colour in DIE_FACES and index.isdigit() and int(index) < len(DIE_FACES[colour]):
            return render_die(colour, DIE_FACES[colour][int(index)], round(DIE_SIZE * zoom), active=active)
        raise KeyError(key)
    if kind == "token" and arg in TOKENS:
        return render_token(arg, round(TOKEN_SIZE * zoom))
    if kind == "prestige" and arg in PRESTIGE:
        return render_token("prestige", round(TOKEN_SIZE * zoom), colour=arg)
    if kind in ("knight", "journey", "support", "relic", "title", "event", "character", "trophy", "automa"):
        try:
            return render_card(_card(kind, arg), "large" if large else "hand")
        except KeyError:
            raise KeyError(key) from None
    raise KeyError(key)
