"""Glory's table says why: the Hint's move with what it gains (glory now, what a support does, what it
keeps from a rival), a price lower than the board's with its reason (the Diplomat), and the Loot
event as what it costs the player who takes it and whose equipment it raises."""

from __future__ import annotations

import time

import pygame
import pytest

from game import i18n
from game.games.glory import content as C
from game.games.glory.state import Tile
from game.ui import text_fit
from game.ui.kit import advice
from tests import ui_driver
from tests.glory.test_table_ui import open_table, to_action_phase


def _hint_for(app, table, monkeypatch, action) -> str:
    """The Hint's sentence when the strongest bot would make ``action`` (pressed with the H key)."""

    class Pick:
        explain = "bot words"

        def choose(self, rules, view, seat, rng, deadline=None):
            return action

    monkeypatch.setattr(advice, "hint_bot", lambda spec: Pick())
    ui_driver.key(app, pygame.K_h)
    end = time.monotonic() + 60
    while table.advice.thinking and time.monotonic() < end:
        app.step(dt=0.05)
        time.sleep(0.01)
    return table.advice.text()


def _mine(table):
    return table.store.state.players[table.viewer]


def test_the_hint_says_the_glory_a_move_scores_now(tourney_home, monkeypatch):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        s = table.store.state
        s.events[s.round - 1] = "siege"
        _mine(table).strength = 3
        table.refresh()
        assert ("place", "event") in table.legal
        text = _hint_for(app, table, monkeypatch, ("place", "event"))
        assert "It scores 5 glory points now" in text and "bot words" not in text
    finally:
        app.shutdown()


def test_the_hint_says_what_a_support_does_in_a_duel(tourney_home, monkeypatch):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        s = table.store.state
        tile = next(t for t, k in C.SUPPORT_TILES.items() if k == "veteran")
        s.track[0] = tile
        _mine(table).coins = 9
        table.refresh()
        text = _hint_for(app, table, monkeypatch, ("place", "support", 0))
        assert text.lower().count("+1 attack") == 1  # the move's entry says it, the reason does not say it again
        assert "You can use it in a duel every round" in text
    finally:
        app.shutdown()


def test_a_diplomat_s_lower_price_says_why_on_the_button_and_the_track(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        me = _mine(table)
        me.supports[:] = [Tile("t-dip", "diplomat")]
        me.coins = 9
        table.refresh()
        app.step(dt=0.05)
        app.step(dt=0.05)
        labels = [o.label for c in table.bar.controls.values() for o in c.choices] + [
            c.label for c in table.bar.controls.values()
        ]
        market = [x for x in labels if x.startswith(("Market:", "Support:")) and "coin" in x]
        paid = [x for x in market if "(0 coins)" not in x]  # a special space's free tile: nothing to take off
        assert paid and all("Diplomat −1" in x for x in paid), [x for x in paid if "Diplomat" not in x]
        s = table.store.state
        i = next(i for i, t in enumerate(s.track) if t)
        tip = table.spots.find(("track", i)).tip
        assert f"(you pay {s.track_costs[i] - 1}: Diplomat −1)" in tip
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_loot_event_says_who_pays_and_whose_equipment_it_raises(tourney_home, lang):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        i18n.set_language(lang)
        s = table.store.state
        s.events[s.round - 1] = "loot"
        table.refresh()
        table._land_panels()
        table._layer = None
        with text_fit.recording() as got:
            app.step(dt=0.05)
        tip = table.spots.find(("event", "loot")).tip
        words = ("you pay 2 Strength tokens", "your own level III") if lang == "en" else ("paghi 2 segnalini", "tua")
        assert all(w in tip for w in words), tip
        (shown,) = [r for r in got if r.text == tip]  # the event's line beside the board, whole
        assert not shown.fit.ellipsized
    finally:
        i18n.set_language("en")
        app.shutdown()
