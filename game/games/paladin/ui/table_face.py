"""The faces of Paladin's cards as the table draws them: the art pipeline's face under a header plate
in big type, so that what a player decides on reads at a glance even in a small window (the logical
table is scaled down to it): a paladin's value and name, a mission's honour and name. The plate sits
at the card's top, the part still in view when the next paladin lies over it; red paladins keep
their sword mark on it (not colour alone). The zoom and the gallery keep the whole face."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from game.games.paladin import content as C
from game.games.paladin.ui.cards import FACE_NAMES, card_spec, mission_spec
from game.i18n import _, language
from game.ui.art import fonts, icons
from game.ui.art.cache import memo
from game.ui.art.cards import render_card
from game.ui.kit.card import Card

VALUE_ROLE = "title_bold"
NAME_ROLE = "bold"
NAME_MIN = 12  # px: the smallest a name on the plate is drawn before it is squeezed
PLATE_H = 36  # px: the plate's height on a table paladin (inside the part a paladin laid on it leaves)
LIGHT = (250, 242, 222)
RED_PLATE = (150, 26, 34)
BLACK_PLATE = (34, 34, 44)
QUEEN_PLATE = (110, 30, 64)
KING_PLATE = (22, 96, 52)  # the King's green (never the paladins' blue)
GOLD = (222, 184, 96)


@dataclass(frozen=True)
class PlatePlan:
    """How a plate is laid out: the value's box and size, the name's lines, size and box."""

    plate: pygame.Rect
    value_box: pygame.Rect
    value_size: int
    name_box: pygame.Rect
    name_lines: tuple[str, ...]
    name_size: int
    squeezed: bool  # the name is still too wide at ``NAME_MIN``: drawn narrower


def plate_height(size: tuple[int, int]) -> int:
    """The plate's height on a face of ``size``: ``PLATE_H`` on a table paladin, more on larger faces."""
    return max(PLATE_H, round(size[1] * 0.29))


def plan(value: str, name: str, size: tuple[int, int], mark: bool, max_lines: int = 2) -> PlatePlan:
    """The layout of a plate showing ``value`` and ``name`` on a face of ``size`` (``mark``: a red
    paladin's sword under its value; ``max_lines``: the most lines the name may take)."""
    w, _h = size
    inset = max(3, round(w / 30))
    ph = plate_height(size)
    plate = pygame.Rect(inset, inset, w - 2 * inset, ph)
    value_size = round(min(ph * 0.74, 34))  # the same on red and black paladins
    box_w = max(22, fonts.font(VALUE_ROLE, value_size).size(value)[0] + 6)
    value_box = pygame.Rect(plate.x, plate.y, box_w, ph)
    # the name takes all the plate's width right of the value: one long word (Brandimarte) whole
    name_box = pygame.Rect(value_box.right + 2, plate.y + 1, plate.right - value_box.right - 4, ph - 2)
    lines, name_size, squeezed = _fit_name(name, name_box, max_lines)
    return PlatePlan(plate, value_box, value_size, name_box, lines, name_size, squeezed)


def _line_height(size: int) -> int:
    return fonts.font(NAME_ROLE, size).get_linesize() - max(0, size // 6)


def _fit_name(name: str, box: pygame.Rect, max_lines: int) -> tuple[tuple[str, ...], int, bool]:
    """(lines, size, squeezed) of a name in ``box``: as few lines as hold it at the largest size
    (one line when that is as large as any split), else its widest line squeezed at ``NAME_MIN``."""
    words = _words(name)
    best: tuple[tuple[str, ...], int] | None = None
    for n in range(1, min(max_lines, len(words)) + 1):
        for lines in _splits(words, n):
            size = min(20, round(box.h * 0.62))
            while size > NAME_MIN and n * _line_height(size) > box.h:
                size -= 1
            size = min(fonts.fit_size(ln, NAME_ROLE, size, box.w, min_size=NAME_MIN) for ln in lines)
            fits = all(fonts.font(NAME_ROLE, size).size(ln)[0] <= box.w for ln in lines)
            if fits and n * _line_height(size) <= box.h + 2 and (best is None or size > best[1]):
                best = lines, size
    if best is not None:
        return best[0], best[1], False
    lines = min(
        (sp for n in range(1, min(max_lines, len(words)) + 1) for sp in _splits(words, n)
         if n * _line_height(NAME_MIN) <= box.h + 2),
        key=lambda sp: max(fonts.font(NAME_ROLE, NAME_MIN).size(ln)[0] for ln in sp),
    )  # fmt: skip
    return lines, NAME_MIN, True


def _words(name: str) -> list[str]:
    """The pieces a name may be cut between: its words, and the parts of a hyphenated one (Man-at-Arms)."""
    return re.findall(r"[^\s-]+-*", name)


def _join(words: list[str]) -> str:
    """Pieces back into one line: a space between words, none after a hyphen."""
    return "".join(w + ("" if w.endswith("-") or i == len(words) - 1 else " ") for i, w in enumerate(words))


def _splits(words: list[str], n: int) -> list[tuple[str, ...]]:
    """Every way of cutting ``words`` into ``n`` lines, in order."""
    if n == 1:
        return [(_join(words),)]
    return [(_join(words[:k]), *rest) for k in range(1, len(words) - n + 2) for rest in _splits(words[k:], n - 1)]


def _draw_plate(face: pygame.Surface, p: PlatePlan, value: str, colour: tuple[int, int, int], mark: bool) -> None:
    pygame.draw.rect(face, colour, p.plate, border_radius=5)
    pygame.draw.rect(face, GOLD, p.plate, 1, border_radius=5)
    pygame.draw.line(face, GOLD, (p.value_box.right, p.plate.y + 3), (p.value_box.right, p.plate.bottom - 4))
    f = fonts.font(VALUE_ROLE, p.value_size)
    img = f.render(value, True, LIGHT)
    cy = p.value_box.centery - (round(p.value_box.h * 0.13) if mark else 0)
    face.blit(f.render(value, True, (0, 0, 0)), img.get_rect(center=(p.value_box.centerx + 1, cy + 2)))
    face.blit(img, img.get_rect(center=(p.value_box.centerx, cy + 1)))
    if mark:  # the red mark: a sword under the value, not colour alone
        size = max(9, round(p.value_box.h * 0.28))
        sword = icons.outlined("relic-blade", size, (246, 222, 160), outline=(60, 10, 14), width=1, shadow=False)
        face.blit(sword, sword.get_rect(midbottom=(p.value_box.centerx, p.value_box.bottom + 3)))
    nf = fonts.font(NAME_ROLE, p.name_size)
    lh = _line_height(p.name_size)
    y0 = p.name_box.centery - lh * len(p.name_lines) // 2
    for i, line in enumerate(p.name_lines):
        img = nf.render(line, True, LIGHT)
        if img.get_width() > p.name_box.w:
            img = pygame.transform.smoothscale(img, (p.name_box.w, img.get_height()))
        face.blit(img, img.get_rect(midleft=(p.name_box.x, y0 + lh * i + lh // 2)))


def paladin_name(card: int) -> str:
    """The name a paladin's plate shows (translated): a red paladin's short name, else its rank."""
    v = C.CARD_VALUE[card]
    return _(FACE_NAMES.get(v, C.card_name(card)) if C.CARD_RED[card] else C.card_name(card))


def paladin_face(card: int, size: tuple[int, int]) -> pygame.Surface:
    """Paladin ``card``'s face on the table at ``size``: its value and name on the plate. Cached."""

    def build() -> pygame.Surface:
        face = render_card(card_spec(card), size).copy()
        red = C.CARD_RED[card]
        value = str(C.CARD_VALUE[card])
        p = plan(value, paladin_name(card), size, red)
        _draw_plate(face, p, value, RED_PLATE if red else BLACK_PLATE, red)
        return face

    return memo(("paladin-table-face", card, size, language()), build)


def mission_face(mission: int, size: tuple[int, int]) -> pygame.Surface:
    """Mission ``mission``'s face on the table at ``size``: its honour and name on the plate. Cached."""

    def build() -> pygame.Surface:
        face = render_card(mission_spec(mission), size).copy()
        value = str(C.MISSION_HONOUR[mission])
        p = plan(value, _(C.MISSION_NAMES[mission]), size, False, max_lines=3)
        _draw_plate(face, p, value, QUEEN_PLATE if C.queens_deck(mission) else KING_PLATE, False)
        return face

    return memo(("paladin-mission-table-face", mission, size, language()), build)


@dataclass
class TableCard(Card):
    """A card the table draws with its plate face (``paladin`` or ``mission``: which one); its zoom
    keeps the whole face of its ``spec``."""

    paladin: int = -1
    mission: int = -1

    def image(self, size: tuple[int, int]) -> pygame.Surface:
        if self.mission >= 0:
            return mission_face(self.mission, size)
        if self.paladin >= 0 and self.spec is not None:
            return paladin_face(self.paladin, size)
        return super().image(size)
