"""A mission's decision (Beat, Take back, Discard) takes no click until it has been on screen a
moment, however slowly the frame that shows it was drawn: a series of clicks on the bar, one of them
meant for the mission before, never lands on the next mission's decision. A deliberate click a
moment after the decision shows is taken the first time."""

from __future__ import annotations

from game.games.paladin.state import RESOLVE
from tests.paladin.test_table import open_table, run_until_human
from tests.ui_driver import FRAME, click


def _to_a_mission_decision(app, table) -> None:
    """Play (first legal moves) until a mission's decision of the player's has just been drawn."""
    run_until_human(app, table)
    for _ in range(4000):
        if table.can_act() and table.view.phase == RESOLVE and not table.decision_ready():
            return
        if table.animating:
            table.skip_animations()
        if table.can_act() and table.decision_ready():
            table.submit(table.legal[0])
        app.step(dt=FRAME)
    raise AssertionError("no mission decision for the player")


def _button(table, slot: str):
    return next(b for b in table.bar.buttons(slot) if b.is_enabled)


def _enabled_slot(table) -> str:
    return next(s for s in ("second", "third", "first") if any(b.is_enabled for b in table.bar.buttons(s)))


def test_a_click_just_after_a_slowly_drawn_decision_shows_is_refused(app):
    table = open_table(app)
    _to_a_mission_decision(app, table)
    moves = len(table.store.history)
    slot = _enabled_slot(table)
    app.step(dt=0.6)  # the frame after the one that drew the decision was slow
    click(app, _button(table, slot).rect.center, frames=2)
    assert all(m.seat != table.viewer for m in table.store.history[moves:]), "a click landed on a decision unseen"


def test_clicks_on_the_bar_in_quick_series_over_slow_frames_play_one_decision(app):
    """Discard, Discard, Take back, Beat 0.15 s apart while frames take 0.25 s: the first click may
    play the decision on screen; none of the later ones plays the next mission's decision."""
    table = open_table(app)
    _to_a_mission_decision(app, table)
    for _ in range(12):
        app.step(dt=FRAME)
    assert table.decision_ready()
    moves = len(table.store.history)
    for slot in ("third", "third", "second", "first", "third", "second"):
        click(app, table.bar.slots[slot].center, frames=1)
        app.step(dt=0.25)
    mine = [m for m in table.store.history[moves:] if m.seat == table.viewer]
    assert len(mine) <= 1, f"a series of clicks played {[m.action for m in mine]}"


def test_a_deliberate_click_a_moment_after_the_decision_shows_is_taken(app):
    for wait in (0.55, 0.8):
        table = open_table(app)
        _to_a_mission_decision(app, table)
        moves = len(table.store.history)
        for _ in range(round(wait / FRAME)):
            app.step(dt=FRAME)
        slot = _enabled_slot(table)
        click(app, _button(table, slot).rect.center)
        mine = [m for m in table.store.history[moves:] if m.seat == table.viewer]
        assert len(mine) == 1, f"a click {wait} s after the decision showed was refused"
