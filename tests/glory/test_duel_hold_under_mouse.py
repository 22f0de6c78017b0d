"""A duel step left out for the viewer (no Strength token to add) brings another move into the spot
under a still mouse ("Keep the dice" where "No lance" was): that button ignores clicks until the
mouse leaves it or for a moment (a second click on the still mouse a moment later is heard), even when
the step's buttons come twice; without a step left out it does not."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.core.rules import Event
from game.games.glory.ui.duel_view import DuelStage
from game.ui.kit import Control

END = pygame.Rect(1000, 800, 170, 46)


def _stage(history: list) -> tuple[DuelStage, SimpleNamespace]:
    bar = SimpleNamespace(controls={}, slots={"end": END, "second": pygame.Rect(400, 800, 160, 46)})
    app = SimpleNamespace(mouse_pos=END.center)
    table = SimpleNamespace(bar=bar, app=app, viewer=0, store=SimpleNamespace(history=history))
    stage = DuelStage.__new__(DuelStage)
    DuelStage.__init__(stage, table)
    stage.now = SimpleNamespace(phase="lance1", clash=1)
    stage.live = lambda: stage.now
    stage.clash_key = lambda live: (7, live.clash)
    stage.pass_on = lambda: None
    return stage, table


def _step(seat, *events) -> SimpleNamespace:
    return SimpleNamespace(seat=seat, events=list(events))


def _pass(auto: bool) -> Event:
    return Event("duel_pass", {"seat": 0, "auto": auto, "step": "strength"})


def _show(stage, table, phase: str, clash: int, label: str) -> None:
    stage.now = SimpleNamespace(phase=phase, clash=clash)
    table.bar.controls = {"end": Control("end", label)}
    stage.buttons_shown()


def test_a_new_meaning_under_a_still_mouse_waits_until_the_mouse_leaves():
    history = [_step(0, _pass(False))]
    stage, table = _stage(history)
    _show(stage, table, "lance1", 1, "No lance")
    assert stage.hold is None
    stage.buttons_gone()
    history.append(_step(0, _pass(False), _pass(True)))  # the No lance click; Strength passed for the viewer
    _show(stage, table, "faith", 2, "Keep the dice")
    assert stage.hold == END
    for _ in range(12):  # over half a second after the buttons came, the mouse still on them: still held
        assert not stage.tick(0.05) and stage.guard > 0
    stage.buttons_gone()  # the same step's buttons come again (a move shown between)
    _show(stage, table, "faith", 2, "Keep the dice")
    assert stage.hold == END
    table.app.mouse_pos = (END.x - 40, END.y)  # the mouse leaves the button: the next click is aimed
    assert stage.tick(0.05) and stage.hold is None and stage.guard == 0


def test_a_still_mouse_that_clicks_again_a_moment_later_is_heard():
    history = [_step(0, _pass(False))]
    stage, table = _stage(history)
    _show(stage, table, "lance1", 1, "No lance")
    stage.buttons_gone()
    history.append(_step(0, _pass(False), _pass(True)))
    _show(stage, table, "faith", 2, "Keep the dice")
    assert stage.hold == END
    for _ in range(15):  # a double click's second click is long past: still held until now
        stage.tick(0.05)
    assert stage.hold is not None
    for _ in range(3):
        stage.tick(0.05)
    assert stage.hold is None and stage.guard == 0  # the mouse never moved, yet a click now plays the button


def test_no_step_left_out_no_hold():
    history = [_step(0, _pass(False))]
    stage, table = _stage(history)
    _show(stage, table, "faith", 1, "Keep the dice")
    stage.buttons_gone()
    history.append(_step(0, _pass(False)))
    _show(stage, table, "lance1", 1, "No lance")  # the next step at once: passes one after another
    assert stage.hold is None
