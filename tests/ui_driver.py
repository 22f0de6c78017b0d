"""Driving real scenes headless: synthetic input as a player would give it."""

from __future__ import annotations

import pygame

from game.app import App


def click(app: App, pos: tuple[int, int], frames: int = 1) -> None:
    """A left click at a logical position (motion, press, release) in one frame, then ``frames - 1``
    more frames (pygame_gui posts its own events, which show up a frame later)."""
    app.step(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ],
        dt=0.05,
    )
    for _ in range(frames - 1):
        app.step(dt=0.05)
