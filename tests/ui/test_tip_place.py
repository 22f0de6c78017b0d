"""Where a tooltip goes when nothing around its button is free: beside the whole group of buttons
(a bar along the foot of the screen with a chooser open above one of its slots)."""

from __future__ import annotations

import pygame

from game.ui.tip_place import clear_spot

SCREEN = pygame.Rect(0, 0, 1600, 900)


def glory_like_bar() -> tuple[pygame.Rect, list[pygame.Rect]]:
    """Four slot buttons on the last row of the screen; a six-row chooser above the third, wider than it."""
    slots = [pygame.Rect(14 + i * 206, 860, 196, 36) for i in range(4)]
    chooser = [pygame.Rect(660, 560 + i * 52, 520, 44) for i in range(6)]  # five choices and Cancel
    return slots[2], [s for s in slots if s != slots[2]] + chooser


def test_a_slots_tooltip_goes_beside_its_bar_and_open_chooser_not_over_them():
    owner, others = glory_like_bar()
    for size in ((300, 70), (420, 120)):
        spot = clear_spot(size, owner, owner.centerx, others + [owner], SCREEN)
        assert SCREEN.contains(spot)
        assert not spot.colliderect(owner)
        assert not any(spot.colliderect(r) for r in others), (size, spot)


def test_a_free_place_beside_the_button_is_still_taken_first():
    owner = pygame.Rect(700, 300, 200, 40)
    others = [pygame.Rect(700, 200, 200, 40)]  # one button above: below is free
    spot = clear_spot((250, 60), owner, 760, others, SCREEN)
    assert spot.top == owner.bottom + 6 and not spot.colliderect(others[0])


def test_a_tip_slides_along_its_button_past_a_region_rather_than_leave_it():
    """A chooser's first choice with a scoreboard just above-right of it (Tournament): no place
    centred beside it is clear, but one slid down to the scoreboard's foot still touches it."""
    owner = pygame.Rect(14, 571, 244, 46)
    score = pygame.Rect(272, 345, 530, 270)
    chooser = [pygame.Rect(14, 623 + 52 * i, 244, 46) for i in range(5)]
    bar = [pygame.Rect(14, 519, 244, 46)]
    top = [pygame.Rect(260 + 150 * i, 10, 140, 36) for i in range(8)]  # a top bar the piles reach
    piles = pygame.Rect(14, 67, 244, 222)
    avoid = [owner, score, piles, *chooser, *bar, *top]
    spot = clear_spot((360, 206), owner, owner.centerx, avoid, SCREEN)
    assert SCREEN.contains(spot)
    assert not any(spot.colliderect(r) for r in avoid), spot
    assert spot.inflate(40, 40).colliderect(owner), spot
