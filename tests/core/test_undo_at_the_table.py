"""Undo at the table: refused with the reason in the player's words (the button's tooltip and the
Ctrl+Z toast), allowed for a move that showed the player nothing."""

from __future__ import annotations

import pygame

from game.app import App
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.ui import table as table_module
from game.ui.scenes import persist
from tests import ui_driver


def test_undo_says_why_it_is_refused_and_takes_back_a_quiet_move(tourney_home, monkeypatch):
    monkeypatch.setattr(table_module, "BOT_MIN_SECONDS", 3600.0)  # the bot waits: only our moves count
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random"))
    session = Session(get("demo"), Options(2, "standard", seats), 3)
    app = App(headless=True, lang="en")
    persist.open_table(app, session)
    table = app.top
    table.sync_bots = False
    app.step(dt=0.05)
    card = session.store.state.hands[0][0]
    assert table.submit(("play", card))  # a card Ada held: playing it face up shows her nothing new
    app.step(dt=0.05)
    assert table.undo_button.is_enabled and table.undo_button.tip_text == "Take back your last move (Ctrl+Z)"
    ui_driver.click(app, table.undo_button.rect.center)
    assert session.store.history == [] and card in session.store.state.hands[0]
    assert table.submit(("draw",))  # the deck's top card: news
    app.step(dt=0.05)
    assert not table.undo_button.is_enabled
    assert "showed you something you had not seen" in table.undo_button.tip_text
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z")], dt=0.05)
    assert any("showed you something" in t for t in table.toasts.texts)
    assert len(session.store.history) == 1
    app.shutdown()
