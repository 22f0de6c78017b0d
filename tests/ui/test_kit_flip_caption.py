"""The kit's Flip (a card turning over in place) and Caption (a fading line of a sequence)."""

from __future__ import annotations

import pygame

from game.ui.kit.fading_caption import Caption
from game.ui.kit.flip import Flip
from game.ui.kit.timeline import Timeline


def _solid(colour, size=(60, 84)) -> pygame.Surface:
    img = pygame.Surface(size)
    img.fill(colour)
    return img


def test_flip_shows_the_back_then_narrows_then_the_face():
    back, face = _solid((0, 0, 255)), _solid((255, 0, 0))
    flip = Flip(back=back, face=face, rect=pygame.Rect(20, 20, 60, 84), duration=1.0)
    widths = []
    for t, expected in ((0.05, back), (0.45, back), (0.55, face), (0.95, face)):
        flip.t = t
        img, w = flip.frame()
        assert img is expected
        widths.append(w)
    assert widths[0] > widths[1] and widths[2] < widths[3]  # edge-on at the middle
    surface = pygame.Surface((100, 130))
    flip.t = 0.95
    flip.draw(surface)
    r, g, b = surface.get_at((50, 62))[:3]
    assert r > 240 and g < 10 and b < 10


def test_caption_fades_in_and_out_and_draws_inside_its_box():
    cap = Caption(text="Ada wins!", rect=pygame.Rect(0, 0, 300, 60), duration=1.0)
    cap.t = 0.0
    assert cap.alpha() == 0
    cap.t = 0.5
    assert cap.alpha() == 255
    cap.t = 0.999
    assert cap.alpha() < 80
    surface = pygame.Surface((300, 60))
    cap.t = 0.5
    cap.draw(surface)
    assert surface.get_bounding_rect().w > 0


def test_both_play_on_the_timeline_at_the_players_speed_and_skip():
    tl = Timeline()
    tl.add([Flip(back=_solid((1, 1, 1)), face=_solid((2, 2, 2)), rect=pygame.Rect(0, 0, 60, 84))])
    tl.add([Caption(text="x", rect=pygame.Rect(0, 0, 100, 40))])
    assert tl.busy
    tl.update(0.3, speed=4.0)  # 1.2 s of animation: the flip (0.6 s) is over
    assert len(tl.queue) == 1 and isinstance(tl.queue[0][0], Caption)
    tl.skip()
    assert not tl.busy
