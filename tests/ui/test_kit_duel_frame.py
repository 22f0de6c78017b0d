"""The kit's duel frame: the viewer's side on the left whichever side of the duel they are, the
right-hand panel mirrored, dice thrown from inside the stage, and the score read left to right."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.ui.kit.dice import DiceTray
from game.ui.kit.duel_frame import DuelFrame
from game.ui.kit.spots import Spots

STAGE = pygame.Rect(10, 60, 1220, 372)


@pytest.fixture
def frame() -> DuelFrame:
    pygame.init()
    f = DuelFrame(DiceTray(48))
    f.rect = pygame.Rect(STAGE)
    return f


@pytest.mark.parametrize("viewer", [0, 1])
def test_the_viewers_side_is_on_the_left_and_the_other_mirrored(frame, viewer):
    frame.face(viewer)
    mine, theirs = frame.parts(viewer), frame.parts(1 - viewer)
    assert mine["panel"].right < theirs["panel"].left
    assert frame.align(viewer) == "left" and frame.align(1 - viewer) == "right"
    assert mine["emblem"].x < mine["dice"].x and theirs["emblem"].right > theirs["dice"].right  # mirrored
    dice = frame.dice_places(1 - viewer, [0, 0, 1, 2])
    assert all(theirs["dice"].contains(r) for r in dice)
    assert dice[0].right == theirs["dice"].right  # from the panel's outer edge
    assert [r.y for r in dice] == sorted(r.y for r in dice) and dice[0].y == dice[1].y < dice[2].y


def test_no_viewer_puts_the_first_side_left(frame):
    frame.face(None)
    assert frame.at(0) == 0 and frame.parts(0)["panel"].x < frame.parts(1)["panel"].x


@pytest.mark.parametrize("side", [0, 1])
def test_a_throw_stays_inside_the_stage(frame, side):
    targets = [r.center for r in frame.dice_places(side, [0, 0, 0, 1, 1, 2])]
    faces = [("red", 3, False)] * len(targets)
    roll = frame.roll(side, faces, targets, list(range(len(targets))))
    assert roll.targets == targets  # the dice land where the tray draws them
    half, seen = roll.size // 2, 0
    while not roll._roll.done:
        for x, y, _a in roll._roll.positions():
            assert STAGE.contains(pygame.Rect(round(x) - half, round(y) - half, roll.size, roll.size))
            seen += 1
        roll._roll.update(0.02)
    assert seen > 50


def test_the_score_reads_left_to_right(frame, monkeypatch):
    written: list[str] = []
    monkeypatch.setattr("game.ui.kit.duel_frame.text_fit.draw", lambda s, text, *a, **k: written.append(text))
    table, surface = SimpleNamespace(spots=Spots()), pygame.Surface(STAGE.size)
    kw = dict(title="For the joust", heading="Clash 2 of 3", results=[(1, (4, 9))])
    frame.face(1)
    frame.draw_score(table, surface, [0, 1], [(200, 0, 0), (0, 0, 200)], **kw)
    assert "9 – 4" in written  # the viewer's (side 1, drawn left) attack first
    frame.face(0)
    frame.draw_score(table, surface, [0, 1], [(200, 0, 0), (0, 0, 200)], **kw)
    assert "4 – 9" in written
    table.spots.end()
    assert table.spots.find("duel-score") is not None


def test_a_throw_is_drawn_only_while_the_stage_is(frame):
    visible = [False]
    targets = [r.center for r in frame.dice_places(0, [0, 1])]
    roll = frame.roll(0, [("red", 3, False), ("black", 2, False)], targets, [0, 1], shown=lambda: visible[0])
    roll.t = roll.duration / 2
    hidden, drawn = (pygame.Surface((1600, 900), pygame.SRCALPHA) for _ in range(2))
    roll.draw(hidden)
    visible[0] = True
    roll.draw(drawn)
    assert hidden.get_bounding_rect().w == 0 and drawn.get_bounding_rect().w > 0
