"""The kit's moment animations (Reveal, FloatText), a deck showing a back style, and card titles
too long for one line going onto two."""

from __future__ import annotations

import pygame

from game.ui.art import cards
from game.ui.art.cards import CardSpec, card_back
from game.ui.kit.float_text import FloatText
from game.ui.kit.pile import Pile
from game.ui.kit.reveal import Reveal
from game.ui.kit.spots import Spots
from game.ui.kit.timeline import Timeline


def _face(colour) -> pygame.Surface:
    s = pygame.Surface((60, 84))
    s.fill(colour)
    return s


def test_reveal_turns_the_cards_over_on_the_timeline():
    pygame.display.init()
    back, red, blue = _face((10, 10, 10)), _face((250, 0, 0)), _face((0, 0, 250))
    area = pygame.Rect(0, 0, 800, 600)
    r = Reveal(backs=[back, back], faces=[red, blue], captions=["A", "B"], verdict=("Strike!", (255, 0, 0)), area=area)
    left, right = r.card_rects()
    assert left.right < right.left and area.contains(left) and area.contains(right)
    surface = pygame.Surface(area.size)
    surface.fill((200, 200, 200))
    r.t = 0.0
    r.draw(surface)
    assert surface.get_at(left.center)[:3] == (10, 10, 10)  # face down at first
    timeline = Timeline()
    timeline.add([r])
    timeline.update(r.duration * 0.9, 1.0)
    assert timeline.busy  # still on screen: it holds the table
    surface.fill((200, 200, 200))
    r.draw(surface)
    assert surface.get_at(left.center)[:3] == (250, 0, 0)
    assert surface.get_at(right.center)[:3] == (0, 0, 250)
    timeline.update(r.duration, 4.0)
    assert not timeline.busy


def test_float_text_rises_and_fades():
    pygame.display.init()
    rect = pygame.Rect(100, 100, 80, 110)
    f = FloatText(text="−2", colour=(255, 0, 0), rect=rect, flash=(255, 0, 0, 200))
    surface = pygame.Surface((400, 400))
    f.t = 0.01
    f.draw(surface)
    assert surface.get_at((rect.x + 2, rect.y + 2))[0] > 100  # the flash over the place
    f.t = f.duration
    assert f.done


def test_a_pile_shows_the_back_style_it_is_given():
    pygame.display.init()

    class T:
        spots = Spots()

    T.spots.begin()
    surface = pygame.Surface((300, 300))
    Pile((72, 100), "joust", "court").draw(T, surface, (40, 60), label="Court", count=5)
    court = card_back("joust", (72, 100), "court")
    plain = card_back("joust", (72, 100))
    probe = (36, 50)
    shown = surface.get_at((40 + probe[0], 60 + probe[1]))
    assert court.get_at(probe) != plain.get_at(probe)
    assert shown == court.get_at(probe)


def test_a_name_too_long_for_one_line_goes_on_two():
    pygame.display.init()
    spec = CardSpec(game="joust", title="Ser Caio Beniamino del Pubblico", value=3, kind="knight")
    assert not cards.text_problems(spec, (96, 134))
    lines, _role, size = cards._fit_title(spec.title, 58, 96 / 110)
    assert len(lines) == 2 and size >= 6
