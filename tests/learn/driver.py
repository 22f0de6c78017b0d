"""Driving a tutorial through the real scene by synthetic clicks: Next on explain-only steps, the lit
places of the expected move (``rects_for_action``, in order) on move steps, Play on at the finish;
then the free finish to the results with the easy bot choosing the player's moves and the clicks
making them."""

from __future__ import annotations

from game.app import App
from game.core.rng import Rng
from tests.ui_driver import FRAME, click, play_by_clicks, press, read_on


def waiting(app: App, table) -> bool:
    return app.top is not table or table.bar.lock > 0


def coach_through(app: App, table, frames: int = 6_000) -> list[int]:
    """Click through every step up to the free finish (Play on pressed); returns the step index at
    each click that made a move (the test compares them with the script's move steps)."""
    made: list[int] = []
    index, k = -1, 0
    app.step(dt=FRAME)
    for _ in range(frames):
        coach = table.coach
        if coach.free:
            return made
        panel = table.coach_panel
        if waiting(app, table) or (not coach.at_finish and not table.step_live()):
            read_on(app, table)
            continue
        if not coach.at_finish:
            for light in coach.step.light:  # every place a step lights is on the table
                assert table.rects_for_light(light), f"step {coach.index + 1}: nothing drawn for {light!r}"
        if coach.at_finish or coach.step.expect is None:
            if not panel.next_shown():
                app.step(dt=FRAME)
                continue
            press(app, panel.next_button)
            continue
        if coach.index != index:
            index, k = coach.index, 0
        accepted = table.accepted()
        assert accepted, f"step {index + 1}: no legal move is accepted"
        rects = table.rects_for_action(accepted[0])
        assert k < len(rects), f"step {index + 1}: every lit place of {accepted[0]} clicked, no move made"
        before = len(table.store.history)
        click(app, rects[k].center)
        k += 1
        if len(table.store.history) > before:
            made.append(index)
    raise AssertionError(f"the tutorial did not reach its free finish (at step {table.coach.index + 1})")


def play_on(app: App, table, seed: int = 5, frames: int = 60_000) -> int:
    """The free finish to the results: the easy bot picks the player's move from their view and the
    driver clicks its places (``rects_for_action``); when those are not enough (several cards to
    select before one button), one random click of what the table offers. Returns the moves made."""
    from game.ui.scenes.results import ResultsScene

    spec, rules = table.spec, table.rules
    bot, rng, pick = spec.bot_factory("easy")(), Rng.from_seed(seed), Rng.from_seed(seed + 1)
    moves, at, action, k = 0, -1, None, 0
    for _ in range(frames):
        if isinstance(app.top, ResultsScene):
            return moves
        if getattr(app.top, "name", "") == "dialog" and app.top.buttons:  # the move is asked first: confirmed
            press(app, app.top.buttons[0])
            continue
        if waiting(app, table) or not table.can_act():
            read_on(app, table)
            continue
        if len(table.store.history) != at:
            at, k = len(table.store.history), 0
            action = bot.choose(rules, rules.view(table.store.state, table.viewer), table.viewer, rng)
        rects = table.rects_for_action(action)
        if k < len(rects):
            click(app, rects[k].center)
            k += 1
        else:
            play_by_clicks(app, table, pick, frames=1)
        moves += len(table.store.history) > at
    raise AssertionError("the free finish did not reach the results")
