"""The Paladin table's cards read at a glance (the logical table is scaled down to small windows): every
paladin and mission the table draws carries a plate with its value in big type and its name, the
plate inside the part of a paladin left in view when the next one lies over it, the name within its
box in English and Italian."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.games.paladin import content as C
from game.games.paladin.ui import table_face as T
from game.games.paladin.ui.sequence import GONE, SLOT_SIZE, SLOT_STEP
from game.games.paladin.ui.table import HAND_SIZE, MISSION_SIZE
from game.ui.art import fonts
from tests.ui.test_paladin_polish import resolving_table

VALUE_MIN = 26  # px on the logical table: 16 px in a 1024×640 window


def _plans(size: tuple[int, int]):
    for c in range(C.PALADIN_COUNT):
        yield T.plan(str(C.CARD_VALUE[c]), T.paladin_name(c), size, C.CARD_RED[c])


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_plate_holds_a_big_value_and_a_name_within_its_box(lang):
    pygame.font.init()
    i18n.set_language(lang)
    try:
        missions = [T.plan(str(C.MISSION_HONOUR[m]), i18n._(C.MISSION_NAMES[m]), MISSION_SIZE, False, 3)
                    for m in range(C.MISSION_COUNT)]  # fmt: skip
        for size, plans in ((SLOT_SIZE, list(_plans(SLOT_SIZE))), (HAND_SIZE, list(_plans(HAND_SIZE))),
                            (MISSION_SIZE, missions)):  # fmt: skip
            for p in plans:
                assert p.value_size >= VALUE_MIN, (size, p)
                assert p.name_size >= T.NAME_MIN, (size, p)
                assert not p.value_box.colliderect(p.name_box)
                assert p.plate.contains(p.name_box) and p.plate.contains(p.value_box)
                lines_h = len(p.name_lines) * T._line_height(p.name_size)
                assert lines_h <= p.name_box.h + 2, (size, p.name_lines)
                widest = max(fonts.font(T.NAME_ROLE, p.name_size).size(ln)[0] for ln in p.name_lines)
                assert p.name_box.w >= 0.9 * widest, (size, p.name_lines)  # squeezed a little at most (Brandimarte)
        for p in _plans(SLOT_SIZE):
            assert p.plate.bottom <= SLOT_STEP  # in view under the paladin laid over it
    finally:
        i18n.set_language("en")


def _same(surface: pygame.Surface, at: pygame.Rect, face: pygame.Surface, box: pygame.Rect) -> bool:
    """Whether the top of the plate's value box (clear of the shadow of a paladin laid below) is drawn
    on ``surface`` at ``at`` as on ``face``."""
    part = pygame.Rect(box.x + 2, box.y + 2, box.w - 4, box.h // 2)
    shown = surface.subsurface(at.move(part.topleft)).copy()
    want = pygame.Surface(part.size, pygame.SRCALPHA)
    want.blit(face, (0, 0), part)
    return all(shown.get_at((x, y))[:3] == want.get_at((x, y))[:3]
               for x in range(0, part.w, 3) for y in range(0, part.h, 3))  # fmt: skip


@pytest.mark.parametrize("players", [3, 5])
def test_the_table_draws_its_cards_with_their_plates(app, players):
    table = resolving_table(app, players)
    table._layer = None
    app.step(dt=0.05)
    s, surface = table.view, app.surface
    checked = 0
    for m, mid in enumerate(s.missions):
        if any(mid in won for won in s.won_missions):
            continue  # veiled: won already
        p = T.plan(str(C.MISSION_HONOUR[mid]), i18n._(C.MISSION_NAMES[mid]), MISSION_SIZE, False, 3)
        assert _same(surface, table.mission_rect(m), T.mission_face(mid, MISSION_SIZE), p.value_box)
        checked += 1
        for idx, (_owner, card) in enumerate(s.table[m]):
            if card < 0 or not (s.public >> card) & 1 or s.fates[m][idx] in GONE:
                continue
            p = T.plan(str(C.CARD_VALUE[card]), T.paladin_name(card), SLOT_SIZE, C.CARD_RED[card])
            assert _same(surface, table.slot_rect(m, idx), T.paladin_face(card, SLOT_SIZE), p.value_box)
            checked += 1
    for card in s.hands[table.viewer]:
        spot = next(sp for sp in table.spots.shown if sp.key == card)
        p = T.plan(str(C.CARD_VALUE[card]), T.paladin_name(card), HAND_SIZE, C.CARD_RED[card])
        at = pygame.Rect(spot.rect.x, spot.rect.bottom - HAND_SIZE[1], *HAND_SIZE)
        assert _same(surface, at, T.paladin_face(card, HAND_SIZE), p.value_box), card
        checked += 1
    assert checked >= 3, checked  # a mission, a paladin at it, a card in hand at least
