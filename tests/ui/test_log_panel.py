"""The table's log panel in a real scene: a bot's "why?" sits on the line of its move (not on the
"Your turn." after it), the newest lines stay reachable by the wheel after reasons are opened and
lines arrive, one notch up while lines arrive never freezes it, an open reason stays open as lines
come, a "why?" is judged on the picture shown, and a hidden log hides its scroll bar too."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UITooltip

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.ui.game_log import LogLine
from game.ui.scenes import persist
from game.ui.scroll_text import WHEEL_PX
from tests.ui_driver import FRAME, click, key, move, settle, until_turn

REASON = "keeps the initiative"


def tournament_table(app, level: str = "random"):
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", level))
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
        click(app, view.why_rect(step).center)  # open a reason at the bottom, then the next
    assert view.expanded == {49} and box.at_bottom()  # one box at a time; the newest line stays in view
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


def notch(app, pos, up: bool, frames: int = 3) -> None:
    """One notch of a real mouse wheel over ``pos`` (y = ±1), then a few frames."""
    y = 1 if up else -1
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
    app.step([motion, wheel], dt=FRAME)
    for _ in range(frames - 1):
        app.step(dt=FRAME)


def play_turns(app, table, turns: int, rng) -> None:
    """The viewer plays ``turns`` random moves; the bot answers each (its lines arrive in the log)."""
    for _ in range(turns):
        until_turn(app, table)
        table.submit(rng.choice(table.legal))
    until_turn(app, table)


def test_one_notch_up_then_lines_arriving_never_freezes_the_log(make_app):
    app = make_app(animation_speed=8.0, sound=False)
    table = tournament_table(app, "easy")  # a bot that gives its reasons
    view, rng = table.log_view, Rng.from_seed(4)
    box = view.box
    play_turns(app, table, 8, rng)
    assert box.scroll_bar is not None and box.at_bottom()
    pointer = box.rect.center
    notch(app, pointer, up=True)
    kept = box.offset
    assert 0 < box._height - box._view_h() - kept <= WHEEL_PX + 2  # one notch: about three lines up
    tip = UITooltip("a tooltip lying over the log", (0, 0), app.top.gui.manager)  # may cover the pointer
    tip.find_valid_position(pygame.math.Vector2(pointer))
    play_turns(app, table, 3, rng)
    assert box.offset == kept and len(box.blocks) > 0  # lines arrived; the view stayed where the player put it
    newest = view.entries[-1].text
    for _notch in range(200):
        if box.at_bottom():
            break
        before = box.offset
        notch(app, pointer, up=False, frames=1)
        assert box.offset > before, "a notch down did not move the log"
    assert box.at_bottom() and box.texts[-1] == newest
    tip.kill()
    held = box.offset
    play_turns(app, table, 2, rng)
    assert box.offset == held and not box.at_bottom()  # the pointer rests on the text: lines stay put
    move(app, table.table_rect.center)
    assert box.at_bottom()  # the pointer left: at the end again, it follows the new lines
    step = next(e.step for e in reversed(view.entries) if e.reason)
    link = view.why_rect(step)
    assert link is not None, "the newest reason's link is out of view"
    click(app, link.center)
    assert step in view.expanded and box.at_bottom()


def test_a_why_clicked_while_a_move_is_shown_opens_the_reason_the_player_pointed_at(app):
    """The log sits at its end while a bot's move is on screen; the press would skip the move's
    animation, whose lines then arrive and scroll the log before the release: the click still opens
    the reason that was under the pointer."""
    table = tournament_table(app)
    view = table.log_view
    view.set_lines([LogLine(f"Bot 2 does thing {i}.", 1, i, reason=f"reason {i}") for i in range(60)])
    app.step(dt=FRAME)
    box = view.box
    assert box.at_bottom()
    link = view.why_rect(59)
    assert link is not None
    table._log_queue.extend(LogLine(f"Bot 2 shows move {i}.", 1, 60 + i) for i in range(3))
    table.animating = True  # those lines wait for the move being shown
    click(app, link.center)
    assert view.expanded == {59}


def test_a_light_seats_bullet_is_ringed_in_ink_on_the_parchment(app):
    """The fourth seat's yellow bullet is readable on the log's parchment: an ink ring around it."""
    from game.ui.scroll_text import BULLET_RING, PAD
    from game.ui.widgets import style

    seats = (SeatConfig("human", "", ""),) + tuple(SeatConfig("bot", "random") for _ in range(3))
    persist.open_table(app, Session(get("paladin"), Options(4, "standard", seats), 5))
    table = app.top
    view = table.log_view
    view.set_lines([LogLine("Bot 4 places a paladin.", 3), LogLine("Your turn.", 0)])
    app.step(dt=FRAME)
    box = view.box
    line = next(ln for ln in box._lines if ln.first and box.blocks[ln.block].bullet is not None)
    centre = (PAD + box.blocks[line.block].indent + 6, PAD + line.y - box.offset + line.h // 2)
    image = box.image
    assert tuple(image.get_at(centre))[:3] == style.player_colour(3)  # the seat's own colour inside
    assert tuple(image.get_at((centre[0] - 5, centre[1])))[:3] == BULLET_RING  # ringed in ink
    assert tuple(image.get_at((centre[0] + 5, centre[1])))[:3] == BULLET_RING


def test_a_why_opens_its_reason_under_its_line_and_hides_no_line(app):
    """The reason opens under its move's line and pushes the later lines down: the line clicked stays
    where it was (in a log scrolled back), every line stays readable (none lies under the reason), a
    log at its end keeps its newest lines in view, and a click elsewhere closes it, the lines back
    where they were."""
    table = tournament_table(app)
    view = table.log_view
    n = 40
    view.set_lines(
        [LogLine(f"Bot 2 does thing {i}.", 1, i, reason=f"reason number {i}, said at length") for i in range(n)]
    )
    app.step(dt=FRAME)
    box = view.box
    box.scroll_by(-300)  # scrolled back to read
    app.step(dt=FRAME)
    before = [(line.text, line.y) for line in box._lines]
    offset = box.offset
    shown_steps = [s for s in range(n) if view.why_rect(s) is not None]
    step = shown_steps[2]
    link = view.why_rect(step)
    click(app, link.center)
    assert view.open_reason() == f"reason number {step}, said at length"
    assert view.why_rect(step) == link  # the line clicked stays under the pointer
    shown = view.reason_rect()
    assert shown is not None and shown.top >= link.bottom and box.rect.contains(shown)
    assert "Reason number" in " ".join(box.visible_texts())  # written in the log, as one of its lines
    for other in range(n):
        rect = view.why_rect(other)
        assert rect is None or not rect.colliderect(shown)  # no line lies under it
    nxt = view.why_rect(step + 1)
    assert nxt is not None and nxt.top >= shown.bottom  # the next line pushed down, readable
    click(app, link.center)
    assert view.open_reason() == ""
    assert [(line.text, line.y) for line in box._lines][: len(before)] == before and box.offset == offset
    box.scroll_by(10_000)
    app.step(dt=FRAME)
    click(app, view.why_rect(n - 2).center)  # at the log's end: the newest line stays in view
    shown = view.reason_rect()
    assert shown is not None and box.rect.contains(shown) and box.at_bottom()
    assert view.why_rect(n - 2).bottom <= shown.top and view.why_rect(n - 1).top >= shown.bottom
    click(app, view.why_rect(n - 3).center)  # another "why?": one reason open at a time
    assert view.open_reason() == f"reason number {n - 3}, said at length"
    assert view.expanded == {n - 3}


def test_a_why_the_pointer_rests_on_stays_put_while_a_bots_lines_arrive(app):
    """Bots play on while the player aims at a "why?": the lines arriving do not slide it away from
    under the pointer, the click opens it, and the log catches up with its end when the pointer leaves."""
    table = tournament_table(app)
    view = table.log_view
    view.set_lines([LogLine(f"Bot 2 does thing {i}.", 1, i, reason=f"reason {i}") for i in range(40)])
    app.step(dt=FRAME)
    box = view.box
    link = view.why_rect(39)
    move(app, link.center)
    view.add([LogLine(f"Bot 2 shows move {i}.", 1, 40 + i, reason=f"reason {40 + i}") for i in range(4)])
    app.step(dt=FRAME)
    assert view.why_rect(39) == link  # still where the player aimed
    click(app, link.center)
    assert view.open_reason() == "reason 39"
    move(app, table.table_rect.center)
    assert box.at_bottom() and box.texts[-1] == "Bot 2 shows move 3."


def test_a_reason_closes_on_its_link_or_on_escape_not_on_a_click_elsewhere(app):
    """An open reason stays while the player clicks elsewhere, even a button of the top bar; its link
    clicked again closes it, and Escape closes it without leaving the table."""
    table = tournament_table(app)
    view = table.log_view
    view.set_lines([LogLine(f"Bot 2 does thing {i}.", 1, i, reason=f"reason {i}") for i in range(10)])
    app.step(dt=FRAME)
    click(app, view.why_rect(9).center)
    assert view.open_reason() == "reason 9"
    click(app, table.top_buttons["rules"].rect.center)
    assert view.open_reason() == "reason 9"
    while app.top is not table:  # the rules opened over the table: back to it
        key(app, pygame.K_ESCAPE, frames=2)
    click(app, view.why_rect(9).center)
    assert view.open_reason() == ""
    click(app, view.why_rect(8).center)
    assert view.open_reason() == "reason 8"
    key(app, pygame.K_ESCAPE, frames=2)
    assert view.open_reason() == "" and app.top is table


def test_a_scrolled_log_shows_whole_lines_only_no_bits_of_a_cut_line(app):
    table = tournament_table(app)
    view = table.log_view
    view.set_lines([LogLine(f"{k}. A long enough line of the log, number {k}", seat=k % 2) for k in range(60)])
    app.step(dt=FRAME)
    box = view.box
    line_h = box._lines[1].y - box._lines[0].y
    box.scroll_by(-(5 * line_h + line_h // 2))  # up by five lines and a half: a line is cut at the top
    app.step(dt=FRAME)
    top = box._drawn_offset
    cut = next(line for line in box._lines if line.y < top < line.y + line.h)
    strip = cut.y + cut.h - top  # the rows of the cut line still inside the view
    image, backdrop = box.image, box.backdrop
    pad = 10
    differ = [
        (x, y)
        for y in range(pad, pad + strip)
        for x in range(pad, box.rect.w - 30)
        if image.get_at((x, y))[:3] != backdrop.get_at((x, y))[:3]
    ]
    assert not differ, f"bits of the cut line drawn at the log's top: {differ[:5]}"
    assert cut.text not in box.visible_texts()


def test_an_open_reason_stays_open_at_its_line_as_moves_come_and_the_log_is_written_again(app):
    """A playtest saw the "why?" vanish when the next bot's lines came: the reason is one of the log's
    lines and stays open under its line, wherever the pointer is, until the player closes it."""
    table = tournament_table(app)
    view = table.log_view
    view.set_lines([LogLine(f"Bot 2 does thing {i}.", 1, i, reason=f"reason {i}") for i in range(10)])
    app.step(dt=FRAME)
    click(app, view.why_rect(9).center)
    assert view.open_reason() == "reason 9"
    view.add([LogLine("Bot 2 does thing 10.", 1, 10, reason="reason 10")])  # the pointer still on the log
    app.step(dt=FRAME)
    assert view.open_reason() == "reason 9"
    move(app, table.table_rect.center)
    view.add([LogLine("Bot 2 does thing 11.", 1, 11, reason="reason 11")])
    app.step(dt=FRAME)
    assert view.open_reason() == "reason 9"
    view.set_lines(list(view.entries) + [LogLine("Bot 2 does thing 12.", 1, 12, reason="reason 12")])
    app.step(dt=FRAME)
    assert view.open_reason() == "reason 9" and view.reason_rect() is not None  # under its line, in view
    texts = view.box.texts
    assert texts[texts.index("Bot 2 does thing 9.") + 1] == "Reason 9."
    click(app, table.table_rect.center)
    assert view.open_reason() == "reason 9"
    key(app, pygame.K_ESCAPE, frames=2)
    assert view.open_reason() == ""


def test_an_open_why_stays_open_through_the_bots_moves_and_the_players_own_move(app):
    """A playtest saw an opened "why?" close as soon as a new line came, even the player's own move:
    in a real table it stays open as the bots play and as the player draws a card by clicking the deck."""
    table = tournament_table(app, "easy")
    view = table.log_view
    until_turn(app, table)
    settle(app)
    step = next(e.step for e in reversed(view.entries) if e.reason)
    click(app, view.why_rect(step).center)
    reason = view.open_reason()
    assert reason
    lines = len(view.entries)
    click(app, table.spot_rect("deck")[0].center)  # the player's own move: a draw from the deck
    for _ in range(120):  # the draw shown, its line written
        app.step(dt=FRAME)
    assert len(view.entries) > lines and view.open_reason() == reason
    settle(app)
    table.submit(("end",))  # the turn ends (a card discarded down to the limit): the bot plays on
    settle(app)
    if table.can_act():
        table.submit(table.legal[0])
    until_turn(app, table)
    assert any(e.seat == 1 for e in view.entries[lines:]) and view.open_reason() == reason
    key(app, pygame.K_ESCAPE, frames=2)
    assert view.open_reason() == ""
