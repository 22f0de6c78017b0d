"""One rule for input given while it is not the player's turn: it never makes a move, and a decision
newly shown takes clicks only once drawn and a moment later (the kit table's ``decision_guard``)."""

from __future__ import annotations

import pygame

from game.games.paladin.state import PLACE
from game.ui.kit.table import STREAK_GAP
from tests.paladin.test_table import open_table, run_until_human
from tests.ui_driver import FRAME, click, waiting_announcement


def _to_the_turn_just_shown(app, table) -> None:
    """Step frame by frame until the player's decision has just been drawn (no guard run out)."""
    for _ in range(800):
        if table.animating:
            table.skip_animations()
        app.step(dt=FRAME)
        if table.can_act():
            return
    raise AssertionError("the human never got the turn")


def test_clicks_as_the_turn_arrives_make_no_move_and_a_moment_later_they_do(app):
    table = open_table(app)
    run_until_human(app, table)
    card = next(a[1] for a in table.legal if a[0] == "place")
    m = next(a[2] for a in table.legal if a[0] == "place" and a[1] == card)
    table.pick(card)
    table.place_on(m)  # the player's move: the bots' turns follow
    moves = len(table.store.history)
    _to_the_turn_just_shown(app, table)
    assert table.view.phase == PLACE and not table.decision_ready()
    card = next(a[1] for a in table.legal if a[0] == "place")
    m = next(a[2] for a in table.legal if a[0] == "place" and a[1] == card)
    table.selected = card  # a selection made earlier may stay shown
    mission = table.click_spot(("mission", m)).rect.center
    click(app, mission, frames=1)  # the decision was drawn one frame ago: the click is too early
    moves_now = len(table.store.history)
    assert table.view.hands[table.viewer].count(card) == 1 and moves_now > moves
    assert all(step.seat != table.viewer for step in table.store.history[moves:moves_now])
    for _ in range(11):  # the turn's guard (the kit's TURN_GUARD) runs half a second
        app.step(dt=FRAME)
    assert table.decision_ready()
    click(app, mission)
    assert card not in table.view.hands[table.viewer]


def test_a_press_before_the_decision_and_a_release_after_it_make_no_move(app):
    table = open_table(app)
    run_until_human(app, table)
    card = next(a[1] for a in table.legal if a[0] == "place")
    m = next(a[2] for a in table.legal if a[0] == "place" and a[1] == card)
    table.pick(card)
    table.place_on(m)
    _to_the_turn_just_shown(app, table)
    card = next(a[1] for a in table.legal if a[0] == "place")
    m = next(a[2] for a in table.legal if a[0] == "place" and a[1] == card)
    table.selected = card
    at = table.click_spot(("mission", m)).rect.center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1)], dt=FRAME)
    for _ in range(10):
        app.step(dt=FRAME)
    assert table.decision_ready()
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)], dt=FRAME)
    app.step(dt=FRAME)
    assert card in table.view.hands[table.viewer]


def _first_click_of_the_turn(app, table) -> None:
    """The player's first click of their decision: a mission for a card (the card picked already),
    else a bar button (a move, or its chooser opens: then the move is made as the first choice)."""
    before = len(table.store.history)
    if table.view.phase == PLACE:
        card, m = next((a[1], a[2]) for a in table.legal if a[0] == "place")
        table.selected = card
        click(app, table.click_spot(("mission", m)).rect.center)
        assert card not in table.view.hands[table.viewer], "the first click of the turn was refused"
        return
    slot = next(s for s in table.bar.slots if any(b.is_enabled for b in table.bar.buttons(s)))
    click(app, next(b for b in table.bar.buttons(slot) if b.is_enabled).rect.center)
    played = len(table.store.history) > before
    assert played or table.bar.chooser_for is not None, "the first click of the turn was refused"
    if not played:
        table.bar.close_chooser()
        table.submit(table.legal[0])


def test_a_player_reading_the_panels_on_by_clicks_plays_as_soon_as_the_turn_takes_input(make_app):
    """Clicks that close the missions' panels, the last one just before the player's decision, are
    read, not kept up blind: the first click once the decision takes input plays."""
    app = make_app(animation_speed=8.0, bot_think_seconds=0.0)
    table = open_table(app)
    run_until_human(app, table)
    read_just_before = 0
    for _turn in range(60):
        if table.rules.outcome(table.store.state) is not None:
            break
        _first_click_of_the_turn(app, table)
        since_read = 99.0
        for _ in range(2000):
            if table.decision_ready() or table.rules.outcome(table.store.state) is not None:
                break
            if waiting_announcement(table):
                click(app, table._announced_at.center, frames=1)
                since_read = 0.0
            else:
                app.step(dt=FRAME)
                since_read += FRAME
        read_just_before += since_read < STREAK_GAP
    assert read_just_before >= 2
