""" "To my turn" (a fixed top-bar button, or F) in a four-player Pas d'Armes: the bots' moves are shown
at once until the player must act, far sooner than watching them, yet every panel on the way is still
shown and read (the same panels as without the skip), and the button is off on the player's own turn."""

from __future__ import annotations

import pygame
import pytest

from game.smoke import play_until
from game.ui.scenes.results import ResultsScene
from tests.glory.test_table_ui import open_table
from tests.ui_driver import FRAME, key, press

READ = 1.0  # s a panel is looked at before Space closes it (past the table's key guard)


def _to_pas(seed: int, last: bool = False):
    """A four-player table at the first moment of a Pas d'Armes where the bots move before the player
    (``last``: in its last town, the player in no duel left there: the end's panels come before their turn)."""
    app, table = open_table(4, seed=seed, extra=(("t1", "pas"),) if last else ())
    app.settings.animation_speed = 1.0
    human = table.viewer

    def bots_first(s) -> bool:
        return bool(s.pas) and s.duel is not None and human not in table.rules.actors(s)

    def bots_last(s) -> bool:
        if s.phase != "tournament" or not bots_first(s):
            return False
        town = s.duel.slot // 10
        return town == len(s.pas) - 1 and all(slot.challenger != human for slot in s.pas[town])

    assert play_until(table, bots_last if last else bots_first, seed=seed), "no such moment of a Pas d'Armes"
    return app, table


def _watch(app, table, skip) -> tuple[float, list[str]]:
    """Seconds until the player may act (``skip``: how the skip is asked for, or None), and the panels
    shown meanwhile (each read ``READ`` seconds, then closed with Space)."""
    if skip is not None:
        skip()
    seconds, shown, since = 0.0, [], 0.0
    for _ in range(20000):
        if table.can_act() or isinstance(app.top, ResultsScene) or table.rules.outcome(table.store.state):
            break
        panel = table.timeline.announcement
        if panel is not None and (not shown or shown[-1][1] is not panel):
            shown.append((panel.title, panel))
            since = 0.0
        if panel is not None and since >= READ and table.panel_takes_keys():
            key(app, pygame.K_SPACE)
            since = 0.0
        else:
            app.step(dt=FRAME)
            since += FRAME
        seconds += FRAME
    return seconds, [title for title, _panel in shown]


@pytest.mark.parametrize("how", ["button", "key"])
def test_to_my_turn_skips_the_bots_moves_and_no_panel(tourney_home, how):
    seed = 5
    app, table = _to_pas(seed)
    try:
        watched, panels = _watch(app, table, None)
    finally:
        app.shutdown()
    app, table = _to_pas(seed)
    try:
        button = table.top_buttons["skip"]
        assert button.is_enabled
        ask = (lambda: press(app, button)) if how == "button" else (lambda: key(app, pygame.K_f))
        where = button.rect.copy()
        skipped, skipped_panels = _watch(app, table, ask)
        assert table.can_act()
        assert skipped_panels == panels  # every panel still shown, in order
        assert skipped < watched / 3, (skipped, watched)
        assert button.rect == where  # the button stays where it was
        app.step(dt=FRAME)
        assert not button.is_enabled  # the player's turn: nothing to skip
        assert table.to_my_turn is False
    finally:
        app.shutdown()


def test_to_my_turn_stops_at_each_panel_of_the_pas_darmes_end_until_it_is_read(tourney_home):
    app, table = _to_pas(1, last=True)
    try:
        watched, panels = _watch(app, table, None)
    finally:
        app.shutdown()
    assert "The Pas d'Armes is over" in panels
    app, table = _to_pas(1, last=True)
    try:
        skipped, skipped_panels = _watch(app, table, lambda: key(app, pygame.K_f))
        assert skipped_panels == panels  # each one shown and read (closed only after READ seconds)
        assert skipped < watched / 2, (skipped, watched)
        assert table.can_act()
    finally:
        app.shutdown()
