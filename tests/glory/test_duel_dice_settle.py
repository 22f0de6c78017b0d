"""A roll on the real duel stage: no die looks at rest showing a face it will not keep, and the
attack's total shows as the dice come to rest (not a moment after they look settled), on the faces
the engine rolled."""

from __future__ import annotations

from game.ui.kit.dice import in_the_air
from game.ui.kit.duel_frame import StageRoll
from tests.glory.test_duel_stage import fighting
from tests.glory.test_duel_stage_moments import PAS, _glory_table
from tests.ui_driver import press

FRAME = 0.02


def _looks_at_rest(x: float, y: float, angle: float, target: tuple[int, int]) -> bool:
    """On its place, flat (the drawing turns a die only by 10° steps) and no longer hopping."""
    flat = (int(angle) // 10 * 10) % 90 == 0
    return abs(x - target[0]) <= 1 and abs(y - target[1]) <= 1 and flat


def _next_roll(app, table) -> StageRoll:
    """The viewer plays the quickest move until a roll is on the stage."""
    for _ in range(3000):
        assert fighting(table) or table.timeline.busy, "the duel ended without a roll"
        rolls = [a for a in table.timeline.running() if isinstance(a, StageRoll) and not a.done]
        if rolls:
            return rolls[0]
        if table.can_act() and table.bar.lock <= 0 and table.bar.controls and not table.bar.hidden:
            slot = table.stage.pass_slot if table.stage.pass_slot in table.bar.controls else "main"
            press(app, table.bar.buttons(slot)[0])
            continue
        app.step(dt=0.05)
    raise AssertionError("no roll on the stage")


def test_the_dice_settle_on_their_faces_as_the_total_shows():
    app, table = _glory_table(*PAS, speed=1.0)
    try:
        roll = _next_roll(app, table)
        dice = roll._roll
        final = [d.final for d in dice._dice]
        rest: list[list[bool]] = []  # frame by frame, whether each die looks at rest, until the total shows
        while set(roll.keys) & in_the_air(table.timeline.running()):
            app.step(dt=FRAME)
            assert len(rest) < 500
            if roll.done:
                break
            at_rest = [_looks_at_rest(x, y, a, target) for (x, y, a), target in zip(dice.positions(), roll.targets)]
            for still, face, want in zip(at_rest, dice.faces_now(), final):
                assert not still or face == want, f"a die at rest shows {face}, then {want}"
            rest.append(at_rest)
        for die in range(len(final)):
            moving = [i for i, frame in enumerate(rest) if not frame[die]]
            resting_for = len(rest) - 1 - (moving[-1] if moving else -1)
            assert resting_for <= 2, f"die {die} lay still {resting_for} frames before the total showed"
        assert dice.faces_now() == final
    finally:
        app.shutdown()
