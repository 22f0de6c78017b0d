"""The press log (``TOURNEY_PRESS_LOG=1``): every press on a table is written with what the table did
with it; off by default, nothing is written."""

from __future__ import annotations

import pygame

from game.ui.kit import press_log
from tests import ui_driver
from tests.joust.test_blind_defence import _defending, _press, _rivals_turn

FRAME = 0.05


def _series_then_a_pause_and_a_click(app, table) -> None:
    for _ in range(400):
        _press(app, table, dt=FRAME)
        for _ in range(5):
            app.step(dt=FRAME)
        if _defending(table):
            break
    _press(app, table, dt=FRAME)  # a press of the series that meets the defence
    for _ in range(20):
        app.step(dt=FRAME)
    ui_driver.click(app, table.spots.find(("hand", 1)).rect.center)


def test_every_press_and_the_move_it_made_are_written_when_the_switch_is_on(app, monkeypatch):
    monkeypatch.setenv(press_log.ENV, "1")
    table = _rivals_turn(app)
    _series_then_a_pause_and_a_click(app, table)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=3)], dt=FRAME)
    lines = press_log.path().read_text(encoding="utf-8").splitlines()
    assert "click 5,5 b3 -> passed on unguarded" in lines.pop()
    presses = [ln for ln in lines if " press " in ln]
    rivals = [ln for ln in presses if "can=False" in ln]  # pressed in the rival's turn
    assert rivals and all("-> skips the animations" in ln or "-> not the player's" in ln for ln in rivals)
    assert any("refused: blind series" in ln for ln in presses)
    assert "open: taken if it hits a move" in presses[-1]
    assert "taken: ('card', 1)" in lines[-1] and " move " in lines[-1]
    assert all(" f=" in ln and " dt=" in ln for ln in lines)


def test_nothing_is_written_when_the_switch_is_off(app, monkeypatch):
    monkeypatch.delenv(press_log.ENV, raising=False)
    table = _rivals_turn(app)
    _series_then_a_pause_and_a_click(app, table)
    assert not press_log.path().exists()
