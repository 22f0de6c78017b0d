"""Letting the resolution run on by itself, driven through the real scene: the toggle under a mission's
panel turns it on (the click does not close the panel), the panel then goes on after its time at the
player's speed and the next mission resolves without a click; the end of a round still waits."""

from __future__ import annotations

import pygame

from game.games.paladin.ui.auto_continue import AUTO_REAL_MIN, MissionOutcome, auto_seconds
from tests.paladin.test_table import open_table
from tests.paladin.test_table_sequence import last_decision_by_a_bot
from tests.ui_driver import FRAME, click, key, move, waiting_announcement


def _until_mission_panel(app, table, seconds: float = 60.0):
    for _ in range(int(seconds / FRAME)):
        app.step(dt=FRAME)
        a = table.timeline.announcing
        if a is not None and isinstance(a.announcement, MissionOutcome):
            return a.announcement
    raise AssertionError("no mission panel came")


def test_the_toggle_under_a_mission_panel_lets_it_go_on_by_itself(app):
    app.settings.animation_speed = 1.0
    table = open_table(app, seed=5)
    last_decision_by_a_bot(app, table)
    panel = _until_mission_panel(app, table)
    for _ in range(int(2.0 / FRAME)):  # read a while: it waits
        app.step(dt=FRAME)
    assert waiting_announcement(table) and table._auto_rect is not None
    assert table._auto_rect.colliderect(table._announced_at) is False  # beside the panel, not on it
    move(app, table._auto_rect.center, frames=int(1.5 / FRAME))
    assert "press A" in table.gui.showing_tip  # its tooltip really shows (not only registered)
    click(app, table._auto_rect.center)
    assert app.settings.auto_continue and not panel.until_click
    assert table.timeline.announcement is panel  # the toggle's click did not close it
    frames = int(auto_seconds(1.0) / FRAME) + 10
    for _ in range(frames):
        app.step(dt=FRAME, events=[])
        if table.timeline.announcement is not panel:
            break
    assert table.timeline.announcement is not panel  # gone on by itself, no click


def test_with_auto_on_a_round_resolves_without_clicks_but_its_end_waits(app):
    app.settings.animation_speed = 4.0
    app.update_settings(auto_continue=True)
    table = open_table(app, seed=5)
    last_decision_by_a_bot(app, table)
    panel = _until_mission_panel(app, table)
    assert not panel.until_click and panel.seconds == auto_seconds(4.0) == AUTO_REAL_MIN * 4.0
    seen = []
    for _ in range(int(120 / FRAME)):
        if table.can_act() or waiting_announcement(table):
            break
        a = table.timeline.announcing
        if a is not None and (not seen or seen[-1] is not a.announcement):
            seen.append(a.announcement)
        app.step(dt=FRAME)
    assert seen and panel in seen
    if waiting_announcement(table):  # only the round's end (or the game's) waits for a click
        assert not isinstance(table.timeline.announcement, MissionOutcome)


def test_the_key_a_turns_it_off_again_for_the_panel_on_screen(app):
    app.settings.animation_speed = 1.0
    app.update_settings(auto_continue=True)
    table = open_table(app, seed=5)
    last_decision_by_a_bot(app, table)
    panel = _until_mission_panel(app, table)
    key(app, pygame.K_a)
    assert not app.settings.auto_continue and panel.until_click
    for _ in range(int((auto_seconds(1.0) + 2) / FRAME)):
        app.step(dt=FRAME)
    assert table.timeline.announcement is panel and waiting_announcement(table)
