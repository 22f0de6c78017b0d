"""A save that kept its suggested name (the game's name and the time) is listed in the language in use:
saved in Italian, it reads in English after a switch; a name of the player's own is never rewritten."""

from __future__ import annotations

import pygame

from game.app import App
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.i18n import set_language
from game.ui.scenes import persist
from game.ui.scenes.saves import LoadScene


def _session() -> Session:
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random"))
    return Session(get("tournament"), Options(2, "standard", seats, (("first_player", 0),)), 3)


def test_a_kept_suggestion_saved_in_italian_is_listed_in_english(tourney_home):
    app = App(headless=True, lang="it")
    try:
        persist.open_table(app, _session())
        app.step(dt=0.05)
        app.top.save()
        suggested = app.top.entry.value
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)], dt=0.05)
        app.step(dt=0.05)
        persist.save_named(_session(), "Partita di domenica 5 dic 2026, 01:00")
        app.update_settings(language="en")
        set_language("en")
        app.go_to_menu()
        app.push(LoadScene(app))
        app.step(dt=0.05)
        titles = [e.title for e in app.top.items]
        assert "Partita di domenica 5 dic 2026, 01:00" in titles  # the player's own name stays as typed
        saved = next(e for e in app.top.items if e.title != "Partita di domenica 5 dic 2026, 01:00")
        minute = int(saved.saved_at) // 60
        assert suggested not in titles
        assert saved.title in {f"Tournament {persist._when(m, 'en')}" for m in (minute, minute - 1)}
    finally:
        set_language("en")
        app.shutdown()
