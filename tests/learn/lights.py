"""Checking a tutorial's lights headless: every step, when it comes, lights its move's places and
every place its ``light`` names (a layout region, a bar slot or a spot drawn on the table)."""

from __future__ import annotations

from tests.ui_driver import FRAME


def lights_of_every_step(app, table, frames: int = 6_000) -> int:
    """Go through the steps (the expected move submitted, Next pressed) and check each one's lit
    places once it is live; returns the number of steps checked."""
    checked = -1
    for _ in range(frames):
        app.step(dt=FRAME)
        coach = table.coach
        if coach.at_finish:
            return checked + 1
        if table.animating:
            table.skip_animations()
        if not table.step_live():
            continue
        app.step(dt=FRAME)  # drawn as it is now: its spots registered
        step = coach.step
        for light in step.light:
            assert table.rects_for_light(light), f"step {coach.index + 1}: {light!r} is not on the table"
        if step.expect is None:
            assert table.lit_rects() or not step.light
            table.next_step()
        else:
            move = table.accepted()[0]
            assert table.rects_for_action(move), f"step {coach.index + 1}: no place makes {move}"
            table.submit(move)
        checked = coach.index - 1
    raise AssertionError(f"the tutorial did not reach its free finish (at step {table.coach.index + 1})")
