"""The log follows the game in a real table: a click on one of its lines (no link under it) and a
pointer left resting there hold the newest lines back for a moment only, never for a bot's whole
turn; a log the player scrolled back stays put, shows a "New lines" cue, and a click on the cue
brings it to its end."""

from __future__ import annotations

import pygame

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.ui.game_log import LogLine
from game.ui.scenes import persist
from game.ui.scroll_text import HOLD_S
from tests.ui_driver import FRAME, click


def table_with_lines(app, n: int = 40):
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("tournament"), Options(2, "standard", seats, (("first_player", 1),)), 5))
    app.step(dt=FRAME)
    table = app.top
    table.log_view.set_lines([LogLine(f"Bot 2 does thing {i}.", 1, i, reason=f"reason {i}") for i in range(n)])
    app.step(dt=FRAME)
    return table


def bot_lines(app, view, start: int, count: int, gap: float = 0.5) -> None:
    """A bot's moves arriving in the log, ``gap`` seconds apart, the pointer never moving."""
    for i in range(start, start + count):
        view.add([LogLine(f"Bot 2 shows move {i}.", 1, i)])
        for _ in range(round(gap / FRAME)):
            app.step(dt=FRAME)


def test_a_click_on_a_line_of_the_log_does_not_freeze_it_for_a_bots_turn(app):
    table = table_with_lines(app)
    view, box = table.log_view, table.log_view.box
    assert box.at_bottom()
    line = box.rect.move(0, 0)
    spot = (line.x + 60, line.y + 40)  # a line's words, no link there
    assert box.link_at(spot) is None
    click(app, spot)
    bot_lines(app, view, 100, 8)  # four seconds of a bot's moves, the pointer resting on the log
    assert box.at_bottom() and box.texts[-1] == "Bot 2 shows move 107."
    assert box.cue_rect() is None


def test_a_pointer_aimed_at_the_log_holds_the_new_lines_only_a_moment(app):
    table = table_with_lines(app)
    view, box = table.log_view, table.log_view.box
    link = view.why_rect(39)
    click(app, (link.x - 40, link.centery))  # beside the link: the player is aiming at the lines
    app.step(dt=FRAME)
    assert box.at_bottom()  # the bot's own lines may have come meanwhile
    link = view.why_rect(39)
    view.add([LogLine("Bot 2 shows move 100.", 1, 100)])
    app.step(dt=FRAME)
    assert not box.at_bottom() and view.why_rect(39) == link  # held while the player aims
    for _ in range(round(HOLD_S / FRAME) + 2):
        app.step(dt=FRAME)
    assert box.at_bottom() and "Bot 2 shows move 100." in box.texts[-3:]


def wheel_up(app, pos) -> None:
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    app.step([motion, wheel], dt=FRAME)
    app.step(dt=FRAME)


def test_a_log_scrolled_back_stays_put_and_cues_the_new_lines(app):
    table = table_with_lines(app)
    view, box = table.log_view, table.log_view.box
    wheel_up(app, box.rect.center)
    kept = box.offset
    assert not box.at_bottom() and box.cue_rect() is None  # nothing new yet: no cue
    bot_lines(app, view, 100, 6)
    assert box.offset == kept  # the view stays where the player put it
    cue = box.cue_rect()
    assert cue is not None and box.rect.contains(cue)
    edge = (cue.x - box.rect.x + cue.h // 2, cue.centery - box.rect.y)
    assert tuple(box.image.get_at(edge))[:3] == box.link_colour  # drawn: a pill at the log's foot
    click(app, cue.center)
    assert box.at_bottom() and box.texts[-1] == "Bot 2 shows move 105."
    assert box.cue_rect() is None
    bot_lines(app, view, 200, 2, gap=HOLD_S)  # the pointer rests where the cue was: the log follows
    assert box.at_bottom() and box.texts[-1] == "Bot 2 shows move 201."
