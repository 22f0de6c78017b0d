"""A resolution as a sequence the eye can follow, driven through the real scene: each beat (the lead
taken or given up, the winner collecting, the next main paladin turned over) stays on screen for its
own time at the player's speed; a click goes on to the next beat, never past the rest; the table
shows each beat's state as it plays."""

from __future__ import annotations

import pygame

from game.games.paladin import engine as E
from game.games.paladin.state import RESOLVE
from game.games.paladin.ui.sequence import READ
from game.games.paladin.ui.smoke import drive
from game.ui.kit.held import GUARD, Held
from tests.paladin.test_table import open_table
from tests.ui_driver import FRAME, click, key


def last_decision_by_a_bot(app, table) -> list:
    """A rival's decision that ends a mission (and turns the next one's main paladin over), played
    and handed to the table as the app would; returns its event kinds."""
    drive(
        table,
        lambda st: (
            st.phase == RESOLVE
            and E.actor(st) != table.viewer
            and st.res_pos == len(st.table[st.res_mission]) - 1
            and st.res_mission < st.players - 1
        ),
    )
    seat = E.actor(table.store.state)  # no frame first: the bot would move in it
    events = table.store.apply(seat, table.session.bot_choose(seat))
    table._after_action(seat, table.store.history[-1].action, events)
    return [ev.kind for ev in events]


def test_a_click_goes_on_to_the_next_beat_not_past_the_sequence(app):
    app.settings.animation_speed = 1.0
    table = open_table(app, seed=5)
    kinds = last_decision_by_a_bot(app, table)
    beats = [k for k in kinds if k in READ]
    assert "mission_won" in beats and beats[-1] == "revealed" and len(beats) == 3
    helds = [a for anims in table.timeline.queue for a in anims if isinstance(a, Held)]
    assert [h.duration for h in helds] == [READ[k] for k in beats]
    app.step(dt=FRAME)
    first = helds[0]
    assert table.timeline.queue and first in table.timeline.queue[0]
    click(app, (600, 450))  # at once: a double click's second press never skips the beat just shown
    assert first in table.timeline.queue[0]
    for _ in range(int(GUARD / FRAME) + 2):
        app.step(dt=FRAME)
    won = table.display.won_missions
    assert not any(won), "the mission is collected only on its own beat"
    click(app, (600, 450))
    assert table.animating and helds[1] in table.timeline.queue[0]  # on to the winner collecting
    assert any(table.display.won_missions)  # the table shows it now
    for _ in range(int(GUARD / FRAME) + 2):
        app.step(dt=FRAME)
    key(app, pygame.K_SPACE)  # Space as well: on to the next main paladin turned over
    assert table.animating and helds[2] in table.timeline.queue[0]
    for _ in range(int(GUARD / FRAME) + 2):
        app.step(dt=FRAME)
    click(app, (600, 450))  # the last beat: the click ends the sequence (the next move may follow)
    assert not any(h in anims for h in helds for anims in table.timeline.queue)


def test_each_beat_stays_its_time_at_the_players_speed(app):
    """At 1× a beat stays its ``READ`` seconds; at 2× half as long."""
    spent = {}
    for speed in (1.0, 2.0):
        app.settings.animation_speed = speed
        table = open_table(app, seed=5)
        kinds = last_decision_by_a_bot(app, table)
        frames = 0
        moves = len(table.store.history)
        while table.animating and frames < 2000 and len(table.store.history) == moves:
            app.step(dt=FRAME)
            frames += 1
        spent[speed] = frames * FRAME
        beats = sum(READ[k] for k in kinds if k in READ)
        assert beats / speed <= spent[speed] <= beats / speed + 1.0, (speed, spent[speed], beats)
    assert spent[2.0] < spent[1.0] * 0.6
