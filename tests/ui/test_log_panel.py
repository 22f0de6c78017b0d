"""The table's log panel in a real scene: a bot's "why?" sits on the line of its move (not on the
"Your turn." after it), the newest lines stay reachable by the wheel after reasons are opened and
lines arrive, and a hidden log hides its scroll bar too."""

from __future__ import annotations

import pygame

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.ui.game_log import LogLine
from game.ui.scenes import persist
from tests.ui_driver import FRAME, click

REASON = "keeps the initiative"


def tournament_table(app):
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("tournament"), Options(2, "standard", seats, (("first_player", 1),)), 5))
    app.step(dt=FRAME)
    return app.top


def wheel_down(app, pos, times: int = 40) -> None:
    for _ in range(times):
        motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-10, flipped=False, precise_x=0.0, precise_y=-10.0)
        app.step([motion, wheel], dt=0.2)


def test_a_bots_reason_sits_on_its_move_not_on_the_turn_line_after_it(app):
    table = tournament_table(app)
    store = table.store
    for _ in range(6):  # the bot's turn: a draw, then its end of turn (which hands the turn over)
        seat = store.state.current
        if seat != 1:
            break
        store.apply(seat, store.legal_actions(seat)[-1], reason=REASON)
    table.refresh()
    table.rebuild_log()
    entries = table.log_view.entries
    with_reason = [e for e in entries if e.reason]
    assert with_reason, "no bot move was logged"
    for e in with_reason:
        first = next(x for x in entries if x.step == e.step)
        assert e is first, (e.text, first.text)  # the move's own line, never "Your turn."
    turn_lines = [e for e in entries if e.text in ("Your turn.", "It is your turn.")]
    assert all(not e.reason for e in turn_lines)


def test_the_newest_line_stays_reachable_after_reasons_open_and_lines_arrive(app):
    table = tournament_table(app)
    view = table.log_view
    long = "does a thing with a sentence long enough to wrap over two lines of the panel"
    view.set_lines(
        [LogLine(f"Bot 2 {long} ({i}).", 1, i, reason=f"because of reason {i}, said at length") for i in range(50)]
    )
    app.step(dt=FRAME)
    box = view.box
    for step in (48, 49):
        click(app, view.why_rect(step).center)  # open two reasons at the bottom
    assert box.at_bottom()  # the opened reasons did not push the newest line out of view
    view.add([LogLine(f"You {long} ({i}).", 0, 60 + i) for i in range(5)])
    box.offset = 0
    box.scroll_by(0)  # the player scrolled to the top ...
    app.step(dt=FRAME)
    wheel_down(app, box.rect.center)  # ... and back down with the wheel
    assert box.offset == box._height - box._view_h()


def test_a_hidden_log_hides_its_scroll_bar(app):
    table = tournament_table(app)
    view = table.log_view
    view.set_lines([LogLine(f"Line {i} of a long log.", 0, i) for i in range(80)])
    app.step(dt=FRAME)
    assert view.box.scroll_bar is not None and view.box.scroll_bar.visible
    click(app, table.top_buttons["log"].rect.center)
    assert not table.log_visible
    assert not view.box.scroll_bar.visible
    click(app, table.top_buttons["log"].rect.center)
    assert table.log_visible and view.box.scroll_bar.visible


def test_a_lines_bullet_is_the_colour_of_whom_it_tells_of(app):
    table = tournament_table(app)
    store = table.store
    while store.state.current == 1:
        store.apply(1, store.legal_actions(1)[-1])
    table.refresh()
    table.rebuild_log()
    entries = table.log_view.entries
    mine = [e for e in entries if e.text == "Your turn."]
    assert mine and all(e.seat == table.viewer for e in mine)  # told by the bot's move, about you
    assert any(e.seat == 1 and e.text.startswith("Bot 2") for e in entries)
