"""The table's log is written from the action log: it comes back whole after Continue, each viewer
reads their own version, and a bot's reason is kept with its move (and in the save), shown on
request — a "why?" on the line or the "Show bots' reasons" setting — never as a line of its own."""

from __future__ import annotations

import dataclasses

from game.ai.random_bot import RandomBot
from game.app import App
from game.core import saves
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.ui.log_view import as_sentence
from game.ui.scenes import persist
from tests.ui_driver import click, until_turn

REASON = "plays its highest card: it leads on points"


class ExplainingBot(RandomBot):
    """A random bot that states a (public) reason for every move."""

    def choose(self, rules, view, seat, rng, deadline=None):
        action = super().choose(rules, view, seat, rng, deadline)
        self.explain = REASON
        return action


def texts(table) -> list[str]:
    return [t for t, _c in table.log_view.lines]


def demo_with(bots: dict) -> Session:
    spec = dataclasses.replace(get("demo"), bots=bots)
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random", "Bors"))
    return Session(spec, Options(2, "standard", seats), 5)


def test_continue_shows_the_whole_log_with_the_bots_reasons(tourney_home):
    session = demo_with({"random": RandomBot})
    store = session.store
    for _ in range(6):
        seat = min(session.rules.actors(store.state))
        store.apply(seat, store.legal_actions(seat)[0], reason=REASON if seat == 1 else "")
    persist.autosave(session)
    app = App(headless=True, lang="en")
    try:
        app.step(dt=0.05)
        click(app, app.top.continue_btn.rect.center, frames=1)
        table = app.top
        assert [s.reason for s in table.store.history[:6]] == [s.reason for s in store.history]  # saved and loaded
        lines = texts(table)
        assert lines[0] == "A new game of Demo begins."
        assert "The game resumes here." in lines
        moves = [t for t in lines if "draw" in t or "play" in t or "pass" in t]
        assert len(moves) >= 6, lines  # every move before Continue is in the log again
        assert not any(REASON in t for t in lines), "reasons are shown only on request"
        assert table.log_view.why_rect(1) is not None  # the bot's first move has its "why?"
        assert table.log_view.why_rect(0) is None  # the human's move has none
    finally:
        app.shutdown()


def test_a_bots_reason_is_stored_with_its_move_and_shown_on_request(tourney_home):
    session = demo_with({"random": ExplainingBot})
    app = App(headless=True, lang="en")
    try:
        persist.open_table(app, session)
        table = app.top
        app.step(dt=0.05)
        assert table.submit(table.legal[0])
        until_turn(app, table)  # the bot's move is on the log once the table has shown it
        bot_moves = [i for i, s in enumerate(session.store.history) if s.seat == 1]
        assert bot_moves and all(session.store.history[i].reason == REASON for i in bot_moves)
        assert REASON not in " ".join(texts(table))
        link = table.log_view.why_rect(bot_moves[0])
        assert link is not None
        click(app, link.center)  # "why?" opens the reason in a box over the lines below …
        assert table.log_view.open_reason() == REASON and table.log_view.reason_rect() is not None
        assert REASON not in texts(table)  # … no line is added (nothing moves under the pointer)
        link = table.log_view.why_rect(bot_moves[0])
        click(app, link.center)  # … and the same "why?" closes it
        assert table.log_view.open_reason() == "" and table.log_view.reason_rect() is None
        app.update_settings(show_bot_reasons=True)  # the setting shows every reason
        app.step(dt=0.05)
        assert texts(table).count(as_sentence(REASON)) == len(bot_moves)  # each a sentence: "Plays its …"
        saved = saves.session_to_dict(session)
        assert [r for _i, r in saved["reasons"]] == [REASON] * len(bot_moves)
    finally:
        app.shutdown()


def test_older_saves_without_reasons_still_load(tourney_home):
    session = demo_with({"random": RandomBot})
    store = session.store
    for _ in range(3):
        seat = min(session.rules.actors(store.state))
        store.apply(seat, store.legal_actions(seat)[0])
    data = saves.session_to_dict(session)
    data.pop("reasons")
    path = saves.autosave_path()
    saves.write_atomic(path, __import__("json").dumps(data))
    loaded = saves.load_session(path)
    assert loaded.store.actions == store.actions and all(s.reason == "" for s in loaded.store.history)


def test_the_viewers_own_lines_are_in_the_second_person():
    """A move without a description and an undo note read "You …" for that player, "Ada …" for the others."""
    from types import SimpleNamespace

    from game.ui import game_log

    spec = SimpleNamespace(describe=None, action_label=None)
    history = [SimpleNamespace(seat=0, action=("add", 2), events=[], reason="")]
    notes = [game_log.Note(1, "Ada takes back a move.", 0, "You take back a move.")]
    names = {0: "Ada", 1: "Bors"}.__getitem__
    mine = [line.text for line in game_log.log_lines(spec, history, 0, names, notes)]
    theirs = [line.text for line in game_log.log_lines(spec, history, 1, names, notes)]
    assert mine == ["You: add 2", "You take back a move."]
    assert theirs == ["Ada: add 2", "Ada takes back a move."]
    assert [line.text for line in game_log.log_lines(spec, history, None, names, notes)] == theirs


def test_a_log_that_grows_past_its_panel_wraps_beside_the_scroll_bar(app):
    """Lines added one move at a time are wrapped again, narrower, once the scroll bar appears."""
    from game.ui import text_fit
    from game.ui.game_log import LogLine
    from game.ui.scroll_text import PAD

    persist.open_table(app, demo_with({"random": RandomBot}))
    table = app.top
    box = table.log_view.box
    long = "Bot 3 pesca la carta di corte Maestro di giostra."  # its first line fills the full width
    for _ in range(40):
        table.log_view.add([LogLine(long, 1)])
    assert box.scroll_bar is not None
    room = box.scroll_bar.rect.x - (box.rect.x + PAD) - 4  # the text column, clear of the bar
    for line in box._lines:
        block = box.blocks[line.block]
        assert line.x + text_fit.text_width(line.text, block.role, block.size) <= room, line.text


def test_a_reason_reads_as_a_sentence_capital_and_full_stop():
    assert as_sentence(REASON) == "Plays its highest card: it leads on points."
    assert as_sentence("takes the lead!") == "Takes the lead!" and as_sentence("  ") == ""


def test_a_note_that_replaces_a_move_takes_only_its_first_line():
    """A move the table made for the player and told in a note loses the line telling the move; the
    lines of what it led to stay, written whole or from that move on."""
    from types import SimpleNamespace

    from game.core.rules import Event
    from game.ui import game_log

    spec = SimpleNamespace(describe=lambda ev, seat: ev.data["text"], action_label=None)
    step = lambda *texts: SimpleNamespace(  # noqa: E731 - a move with one event per line
        seat=0, action=("pass",), events=[Event("x", {"text": t}) for t in texts], reason=""
    )
    history = [step("You roll 9."), step("You pass.", "You win the clash."), step("You gain a Squire.")]
    notes = [game_log.Note(1, "Passed for you.", replaces=True)]
    names = {0: "Ada"}.__getitem__
    whole = [line.text for line in game_log.log_lines(spec, history, 0, names, notes)]
    assert whole == ["You roll 9.", "Passed for you.", "You win the clash.", "You gain a Squire."]
    later = game_log.log_lines(spec, history, 0, names, [], start=1)  # the note was shown already
    assert [line.text for line in game_log.replaced_first(later, 1)] == ["You win the clash.", "You gain a Squire."]
