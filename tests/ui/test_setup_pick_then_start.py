"""A variant picked in the setup's drop-down and Start clicked at once (the next frame, or within the
same frame on a slow machine) starts the variant picked: the menu's own news of a pick comes two
frames after its click, so the pick counts as its click ends."""

from __future__ import annotations

import pygame
import pytest

from game.core.registry import get
from game.games.paladin.ui.table import PaladinTable
from game.ui.scenes.setup import SetupScene
from tests.ui_driver import FRAME, click


def _click_events(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


@pytest.mark.parametrize("frames_between", [0, 1, 3])
@pytest.mark.parametrize("by_key", [False, True])
def test_a_variant_picked_then_start_at_once_starts_that_variant(app, frames_between, by_key):
    """Start by a click, or by Enter (its hotkey)."""
    setup = SetupScene(app, get("paladin"))
    app.push(setup)
    app.step(dt=FRAME)
    app.step(dt=FRAME)
    choice = setup.variant_choice
    assert choice.value == "standard"
    click(app, choice.element.rect.center, frames=3)  # the list opens
    wanted, label = choice.choices[-1][0], choice.labels[-1]
    option = next(
        item["button_element"]
        for item in choice.element.current_state.options_selection_list.item_list
        if item["text"] == label
    )
    enter = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)]
    start = enter if by_key else _click_events(setup.start_btn.rect.center)
    if frames_between == 0:  # both reach the app in one frame
        app.step(_click_events(option.rect.center) + start, dt=FRAME)
    else:
        app.step(_click_events(option.rect.center), dt=FRAME)
        for _ in range(frames_between - 1):
            app.step(dt=FRAME)
        app.step(enter if by_key else _click_events(setup.start_btn.rect.center), dt=FRAME)
    for _ in range(6):
        app.step(dt=FRAME)
    table = app.top
    assert isinstance(table, PaladinTable)
    assert table.session.options.variant == wanted == "classic_zero"
