"""Undo after a Contest, through the real store and table: a Contest scored from public cards only may
be taken back, a King's Favour never (it showed the whole table how many Chivalry cards each hand
holds), even when the seat knew the rival's hand and no re-dealt world would have shown it news."""

from __future__ import annotations

import pygame

from game.app import App
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.core.store import Store
from game.ui import table as table_module
from game.ui.scenes import persist
from tests import ui_driver

from .helpers import card, combo, contest, make_state

SEATS = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random"))


def _position(called: str, rival_known: bool):
    """Ada holds ``called`` and two Chivalry cards; Bert three cards (known to Ada when ``rival_known``)."""
    held = contest(called)
    bert = [card("H", 6), card("S", 2), card("K", 8)]
    st = make_state(
        [[held, card("K", 2), card("W", 3)], bert],
        combos=[[combo(1, 1, 1, 1)], [combo(4, 4, 4, 4), combo(5, 5, 5, 5)]],
    )
    if rival_known:
        st.known[1] = list(bert)
    return st, held


def _store(called: str, rival_known: bool) -> tuple[Store, int]:
    store = Store(get("tournament").rules, Options(2, "standard", SEATS), 11)
    store.state, held = _position(called, rival_known)
    return store, held


def test_a_contest_of_public_cards_may_be_taken_back():
    store, joust = _store("Joust", rival_known=False)
    store.apply(0, ("contest", joust))
    assert store.undo_refusal(0) is None


def test_a_kings_favour_may_not_be_taken_back_even_when_the_hands_were_known():
    for known in (False, True):
        store, kf = _store("King's Favour", rival_known=known)
        store.apply(0, ("contest", kf))
        assert store.undo_refusal(0) == (
            "You cannot take that move back: it showed you something you had not seen before."
        )


def test_the_table_refuses_to_undo_a_kings_favour_and_says_why(tourney_home, monkeypatch):
    monkeypatch.setattr(table_module, "BOT_MIN_SECONDS", 3600.0)
    session = Session(get("tournament"), Options(2, "standard", SEATS), 11)
    session.store.state, kf = _position("King's Favour", rival_known=True)
    app = App(headless=True, lang="en")
    try:
        persist.open_table(app, session)
        table = app.top
        app.step(dt=0.05)
        assert table.submit(("contest", kf))
        ui_driver.settle(app)
        assert not table.undo_button.is_enabled
        assert "showed you something you had not seen" in table.undo_button.tip_text
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z")], dt=0.05)
        assert any("showed you something" in t for t in table.toasts.texts)
        assert len(session.store.history) == 1 and kf not in session.store.state.hands[0]
    finally:
        app.shutdown()
