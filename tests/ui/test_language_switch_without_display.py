"""A language switch reaches every live app, and an app whose display is gone (another app quit it)
ignores it instead of failing while it redraws its widgets."""

from __future__ import annotations

import pygame

from game import i18n
from game.app import App
from game.settings import Settings


def test_an_app_without_its_display_ignores_a_language_switch(tourney_home):
    app = App(headless=True, settings=Settings(language="en", sound=False))
    try:
        app.go_to_menu()
        pygame.display.quit()  # as a second app's shutdown does
        i18n.set_language("it")  # must not redraw widgets with no display
        assert i18n.language() == "it"
    finally:
        i18n.set_language("en")
        app.shutdown()


def test_a_live_app_follows_a_language_switch(tourney_home):
    app = App(headless=True, settings=Settings(language="en", sound=False))
    try:
        app.go_to_menu()
        seen: list[str] = []
        app.on_language_change = seen.append  # the app's own hook, observed
        i18n.set_language("it")
        assert seen == ["it"]
    finally:
        i18n.set_language("en")
        app.shutdown()
