"""A choice that appears on the Joust table as a bot's move ends (the secret defence's combat cards)
ignores clicks for the action bar's lock time: a click meant for what was there is never a move."""

from __future__ import annotations

import pygame

from game.games.joust.state import COMBAT, JOUST, NONE
from game.games.joust.ui.knockout import KO_ICON
from game.games.joust.ui.smoke import advance
from game.games.joust.ui.table import DECISION_LOCK
from game.ui.kit.action_bar import LOCK_SECONDS
from game.ui.kit.table import TURN_GUARD
from tests import ui_driver
from tests.joust.test_table import open_table


def _defence(app):
    for seed in range(1, 20):
        table = open_table(app, seed=seed)
        advance(table, lambda st: st.phase == COMBAT and st.defender == 0 and st.pick_def == NONE, limit=2000)
        st = table.store.state
        if st.phase == COMBAT and st.defender == 0 and st.pick_def == NONE:
            return table
    raise AssertionError("no defence for the human")


def test_a_click_on_a_combat_card_as_the_defence_appears_is_ignored(app):
    table = _defence(app)
    app.step(dt=0.0)  # the table drawn: the hand's cards take clicks
    assert table.can_act()
    card = table.spots.find(("hand", 1))
    assert card is not None and card.on_click is not None
    moves = len(table.store.history)
    ui_driver.click(app, card.rect.center)
    assert len(table.store.history) == moves and table.store.state.pick_def == NONE  # too soon: ignored
    for _ in range(int(max(LOCK_SECONDS, TURN_GUARD) / 0.05) + 2):  # a turn's first decision waits longer
        app.step(dt=0.05)
    assert table.bar.lock <= 0
    ui_driver.click(app, table.spots.find(("hand", 1)).rect.center)
    assert table.store.history[moves].seat == 0 and table.store.history[moves].action == ("card", 1)


def _frames(app, seconds: float, dt: float = 0.05) -> None:
    for _ in range(round(seconds / dt)):
        app.step(dt=dt)


def test_the_defence_takes_no_click_until_a_moment_after_it_is_first_drawn(app):
    table = _defence(app)
    app.step(dt=0.1)  # the frame that draws the defence for the first time (a slow frame)
    moves = len(table.store.history)
    _frames(app, 0.2)  # less than the moment a new decision waits once drawn
    ui_driver.click(app, table.spots.find(("hand", 1)).rect.center, frames=1)
    assert len(table.store.history) == moves and table.store.state.pick_def == NONE
    _frames(app, DECISION_LOCK)
    ui_driver.click(app, table.spots.find(("hand", 1)).rect.center)
    assert table.store.history[moves].action == ("card", 1)


def test_a_press_made_before_the_defence_took_input_is_not_a_move_on_its_release(app):
    table = _defence(app)
    app.step(dt=0.0)
    pos = table.spots.find(("hand", 1)).rect.center
    moves = len(table.store.history)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], dt=0.05)
    _frames(app, DECISION_LOCK + 0.2)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], dt=0.05)
    app.step(dt=0.05)
    assert len(table.store.history) == moves and table.store.state.pick_def == NONE
    ui_driver.click(app, pos)  # a whole click now is the move
    assert table.store.history[moves].action == ("card", 1)


SPACE = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=44)


def _taps(app, seconds: float) -> None:
    """Space tapped every 0.1 s for ``seconds``."""
    for _tap in range(round(seconds / 0.1) + 1):
        app.step([SPACE], dt=0.05)
        app.step(dt=0.05)


def _to_panel(app, table, limit: int = 400):
    """Frames until a panel that waits for a click is on screen; returns it."""
    for _ in range(limit):
        shown = table.timeline.announcing
        if shown is not None and shown.announcement.until_click:
            return shown
        app.step(dt=0.05)
    raise AssertionError("no panel waiting for a click")


def _knockout(app):
    from game.games.joust.ui.smoke import to_knockout
    from tests.joust.test_table_moments import _open

    table = _open(app, seed=5, players=3)
    assert to_knockout(table, 5)
    return table


def test_space_tapped_as_the_knock_out_appears_does_not_close_it(app):
    table = _knockout(app)
    shown = _to_panel(app, table)
    _taps(app, table.click_guard - 0.05)  # tapping Space (to skip the move) on as the panel appears
    assert table.timeline.announcing is shown, "the knock-out was skipped before it was seen"
    _frames(app, table.click_guard)
    app.step([SPACE], dt=0.05)
    app.step(dt=0.05)
    assert table.timeline.announcing is not shown


def test_space_held_down_goes_on_past_the_knock_out_once_it_was_seen(app):
    """The guard is armed once per panel: Space pressed on every frame (a key held, or a driver that
    presses on) is not re-armed by each press and goes on once the panel has been seen."""
    table = _knockout(app)
    shown = _to_panel(app, table)
    presses = 0
    while table.timeline.announcing is shown and presses < 40:
        app.step([SPACE], dt=0.05)
        presses += 1
    assert table.timeline.announcing is not shown, "Space never went on past the knock-out"
    assert presses * 0.05 >= table.click_guard


def test_space_tapped_as_the_games_end_appears_does_not_close_it(app):
    from tests.joust.test_table_moments import _last_move_through_the_table

    table = _last_move_through_the_table(app, seed=4)
    shown = _to_panel(app, table)
    _taps(app, table.click_guard - 0.05)
    assert app.top is table and table.timeline.announcing is shown
    _frames(app, table.click_guard)
    app.step([SPACE], dt=0.05)
    for _ in range(40):
        if app.top is not table or table.timeline.announcing is not shown:
            break
        app.step(dt=0.05)
    assert app.top is not table or table.timeline.announcing is not shown


def test_space_during_the_strike_animation_does_not_skip_the_knock_out(app):
    """Space pressed once while the knock-out's strike is still animating (before its panel opens)
    skips the animation to the panel, never past it; the panel then holds its guard against Space."""
    for players in (3, 4):
        table = _open_knockout(app, players)
        app.step(dt=0.05)
        app.step(dt=0.05)
        assert table.timeline.announcing is None or not table.timeline.announcing.announcement.until_click
        app.step([SPACE], dt=0.05)  # during the strike's animation
        waited = 0.05
        while waited < 0.35 and not _ko_shown(table):  # the panel, 0.3 s later at the latest
            app.step(dt=0.05)
            waited += 0.05
        shown = table.timeline.announcing
        assert _ko_shown(table), "the knock-out panel was skipped"
        for _tap in range(round((table.click_guard - 0.1) / 0.1)):  # Space again, within the guard
            app.step([SPACE], dt=0.05)
            app.step(dt=0.05)
            assert table.timeline.announcing is shown, "Space closed the knock-out within its guard"


def _ko_shown(table) -> bool:
    shown = table.timeline.announcing
    return shown is not None and shown.announcement.until_click and shown.announcement.icon == KO_ICON


def _open_knockout(app, players: int):
    from game.games.joust.ui.smoke import to_knockout
    from tests.joust.test_table_moments import _open

    table = _open(app, seed=5, players=players)
    assert to_knockout(table, 5)
    return table


def test_a_click_meant_for_the_jousting_knight_does_not_play_the_combat_card_that_replaced_it(app):
    """The moves offered change while the viewer may act all along and the bar stays empty (the
    jousting knight chosen, then the attacker's combat card): the new choice takes no click until a
    moment after it is first drawn."""
    table = open_table(app, seed=3)
    advance(table, lambda st: st.phase == JOUST and st.active == 0 and len(st.seats[0].knights) >= 2)
    _frames(app, DECISION_LOCK + 0.2)
    st = table.store.state
    assert table.decision_ready() and not table.bar.buttons("main")
    table.store.apply(0, ("joust", st.seats[0].knights[0].uid))  # shown at once: the viewer may act throughout
    table.skip_animations()
    table.refresh()
    st = table.store.state
    assert st.phase == COMBAT and st.attacker == 0 and st.pick_att == NONE and table.can_act()
    app.step(dt=0.0)  # the combat cards offered, drawn for the first time
    moves = len(table.store.history)
    ui_driver.click(app, table.spots.find(("hand", 1)).rect.center, frames=1)
    assert len(table.store.history) == moves and table.store.state.pick_att == NONE  # too soon: ignored
    _frames(app, DECISION_LOCK + 0.1)
    ui_driver.click(app, table.spots.find(("hand", 1)).rect.center)
    assert table.store.history[moves].action == ("card", 1)


def test_a_click_just_after_a_slowly_drawn_knock_out_shows_does_not_close_it(app):
    """The frame after the knock-out's first took 0.8 s (a loaded machine): a click made then was made
    as the panel appeared, not after reading it; one made once the panel was up a moment closes it."""
    table = _knockout(app)
    shown = _to_panel(app, table)
    app.step(dt=0.8)
    ui_driver.click(app, table._announced_at.center, frames=1)
    assert table.timeline.announcing is shown, "a click made as the knock-out appeared closed it"
    _frames(app, table.click_guard)
    ui_driver.click(app, table._announced_at.center)
    assert table.timeline.announcing is not shown
