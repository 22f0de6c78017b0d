"""Held moments: a skip goes on to the next result the viewer must see rather than past it, and one on
screen stays for its first moments; a table's click or Space is taken so."""

from __future__ import annotations

import pygame

from game.ui.kit.held import GUARD, Held, is_skip, skip_to_held
from game.ui.kit.timeline import Pause, Timeline


def _timeline() -> tuple[Timeline, Held, Held]:
    first, last = Held(2.0), Held(2.0)
    timeline = Timeline()
    for anims in ([Pause(1.0)], [first], [Pause(1.0)], [last], [Pause(1.0)]):
        timeline.add(anims)
    return timeline, first, last


def _head(timeline: Timeline):
    return timeline.queue[0][0] if timeline.queue else None


def test_a_skip_goes_on_to_each_held_moment_and_leaves_it_for_its_first_moments():
    timeline, first, last = _timeline()
    assert skip_to_held(timeline, 1.0) and _head(timeline) is first  # the pause before it skipped
    assert skip_to_held(timeline, 1.0) and _head(timeline) is first  # just shown: it stays
    timeline.update(GUARD + 0.05, 1.0)
    assert skip_to_held(timeline, 1.0) and _head(timeline) is last  # seen: on to the next one
    timeline.update(GUARD / 2, 1.0)
    assert skip_to_held(timeline, 1.0) and _head(timeline) is last
    timeline.update(GUARD, 1.0)
    assert not skip_to_held(timeline, 1.0)  # the last one, seen: the skip goes through as usual


def test_the_first_moments_are_real_time_at_any_speed():
    timeline, first, _last = _timeline()
    skip_to_held(timeline, 4.0)
    timeline.update(GUARD / 2, 4.0)  # 2.4 s of the timeline's time at 4x, but only 0.3 s on screen
    assert skip_to_held(timeline, 4.0) and _head(timeline) is first


def test_nothing_held_ahead_leaves_the_skip_to_the_table():
    timeline = Timeline()
    timeline.add([Pause(1.0)])
    assert not skip_to_held(timeline, 1.0) and _head(timeline) is not None


def test_a_left_click_or_space_is_a_skip_and_nothing_else_is():
    ev = pygame.event.Event
    assert is_skip(ev(pygame.MOUSEBUTTONDOWN, button=1, pos=(0, 0)))
    assert is_skip(ev(pygame.KEYDOWN, key=pygame.K_SPACE))
    assert not is_skip(ev(pygame.MOUSEBUTTONDOWN, button=3, pos=(0, 0)))
    assert not is_skip(ev(pygame.KEYDOWN, key=pygame.K_a))
    assert not is_skip(ev(pygame.MOUSEBUTTONUP, button=1, pos=(0, 0)))
