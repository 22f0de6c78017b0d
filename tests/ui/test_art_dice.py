"""Dice faces and the roll animation: it settles on the engine's faces and never decides."""

import pygame
import pytest

from game.ui.art.dice import DIE_FACES, DiceRoll, face_label, render_die


def _frames(roll, dt=1 / 60, limit=2000):
    n = 0
    while not roll.done and n < limit:
        roll.update(dt)
        n += 1
    return n


def test_faces_printed_on_the_dice():
    assert DIE_FACES["red"][:5] == (1, 2, 3, 4, 5)
    assert DIE_FACES["black"][:5] == (0, 1, 2, 3, 4)
    assert DIE_FACES["white"][:5] == (0, 1, 1, 2, 3)
    assert {face_label(c, 5) for c in DIE_FACES} == {"star"}


def test_star_active_differs_and_sizes():
    a, b = render_die("red", "star", 64), render_die("red", "★", 64, active=True)
    assert a.get_size() == (64, 64)
    assert pygame.image.tobytes(a, "RGBA") != pygame.image.tobytes(b, "RGBA")
    assert render_die("white", "star", 64) is render_die("white", "*", 64)


def test_roll_settles_on_given_faces():
    given = [("red", 5), ("black", "star"), ("white", 0)]
    roll = DiceRoll(given, [(100, 100), (170, 100), (240, 100)], sound=False)
    assert not roll.done
    _frames(roll)
    assert roll.done
    assert roll.faces_now() == [5, "star", 0]
    assert [(round(x), round(y)) for x, y, _ in roll.positions()] == [(100, 100), (170, 100), (240, 100)]


def test_skip_and_speed():
    given = [("red", 3)] * 4
    targets = [(i * 70, 0) for i in range(4)]
    slow = DiceRoll(given, targets, speed=1.0, sound=False)
    fast = DiceRoll(given, targets, speed=4.0, sound=False)
    n_slow, n_fast = _frames(slow), _frames(fast)
    assert n_fast < n_slow / 3
    skipped = DiceRoll(given, targets, sound=False)
    skipped.skip()
    assert skipped.done and skipped.faces_now() == [3, 3, 3, 3]


def test_draw_mid_roll_and_bad_input():
    surf = pygame.Surface((400, 300), pygame.SRCALPHA)
    roll = DiceRoll([("red", 1), ("white", 2)], [(300, 120), (360, 120)], sound=False)
    roll.update(0.2)
    roll.draw(surf)
    assert pygame.mask.from_surface(surf).count() > 500
    with pytest.raises(ValueError):
        DiceRoll([("red", 1)], [], sound=False)
