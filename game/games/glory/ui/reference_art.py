"""The pictures of Glory's rules reference, by key: ``knight:<id>``, ``journey:<id>``, ``support:<kind>``,
``relic:<kind>``, ``title:<id>``, ``event:<id>``, ``character:<id>``, ``trophy:<id>``, ``automa:<id>`` (journey
and Otto's card ids in lower case: ``journey:r01``), ``space:<action space>``, and the kit's ``die:``,
``token:`` and ``prestige:`` keys (``game.ui.kit.pictures``)."""

from __future__ import annotations

import pygame

from game.games.glory import content as C
from game.games.glory.icons import SPACE_ICONS
from game.games.glory.ui import cards as F
from game.i18n import _
from game.ui.art import boards
from game.ui.kit.pictures import reference_picture

SPACE_SIZE = (130, 120)
CARDS = {
    "knight": (C.KNIGHTS, F.knight_spec),
    "journey": (C.JOURNEY, F.journey_spec),
    "support": (C.SUPPORT_KINDS, F.support_spec),
    "relic": (C.RELIC_NAMES, F.relic_spec),
    "title": (C.TITLES, F.title_spec),
    "event": (C.EVENTS, F.event_spec),
    "character": (C.CHARACTERS, F.character_spec),
    "trophy": (C.TROPHIES, F.trophy_spec),
    "automa": (C.AUTOMA, F.automa_spec),
}


def _space(space: str, zoom: float) -> pygame.Surface:
    """An action space as a board plaque: its icon and its name."""
    if space not in C.ACTION_SPACES or space not in SPACE_ICONS:
        raise KeyError(space)
    out = pygame.Surface((round(SPACE_SIZE[0] * zoom), round(SPACE_SIZE[1] * zoom)), pygame.SRCALPHA)
    boards.draw_action_space(out, out.get_rect(), SPACE_ICONS[space], _(C.ACTION_SPACES[space].name))
    return out


def picture(key: str, large: bool = False) -> pygame.Surface:
    """The Surface for ``key`` (``large``: the enlarged view); KeyError for a key this game does not draw."""
    return reference_picture(key, large, CARDS, {"space": _space}, upper=("journey", "automa"))
