"""The animation speed is written as the language writes numbers: "0.5×" in English, "0,5×" in
Italian, in the settings and on the table's speed button."""

from __future__ import annotations

from game import i18n
from game.app import App
from game.ui.scenes.settings import SettingsScene


def test_settings_write_the_speed_with_the_languages_decimal_mark(tourney_home):
    app = App(headless=True, lang="it")
    try:
        app.push(SettingsScene(app))
        app.step(dt=0.05)
        assert "0,5×" in app.top.speed.labels and "0.5×" not in app.top.speed.labels
    finally:
        app.shutdown()
        i18n.set_language("en")
    app = App(headless=True, lang="en")
    try:
        app.push(SettingsScene(app))
        app.step(dt=0.05)
        assert "0.5×" in app.top.speed.labels
    finally:
        app.shutdown()


def test_speed_words():
    i18n.set_language("it")
    try:
        assert i18n.speed(0.5) == "0,5×" and i18n.speed(2.0) == "2×"
    finally:
        i18n.set_language("en")
    assert i18n.speed(0.5) == "0.5×"
