"""Paladin's setup screen says, in one line under the variant, how the game is won (in English and
Italian, fitting its box), as Joust's does; the Classic zero variant says its own rule instead."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.core.registry import get
from game.ui import text_fit
from game.ui.scenes.setup import SetupScene


def _records(app, setup) -> list[text_fit.FitRecord]:
    with text_fit.recording() as got:
        setup.paint(pygame.Surface(app.surface.get_size()))
    return list(got)


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "the most honour wins"), ("it", "vince chi ha più onore")],
)
def test_standard_setup_says_how_paladin_is_won(app, lang, words):
    i18n.set_language(lang)
    setup = SetupScene(app, get("paladin"))
    setup.cfg["variant"] = "standard"
    app.push(setup)
    app.step(dt=0.05)
    goal = [r for r in _records(app, setup) if words in r.text]
    assert len(goal) == 1
    assert not goal[0].fit.ellipsized and len(goal[0].fit.lines) <= 2


def test_classic_zero_setup_says_its_rule_not_the_standard_line(app):
    setup = SetupScene(app, get("paladin"))
    setup.cfg["variant"] = "classic_zero"
    app.push(setup)
    app.step(dt=0.05)
    text = " ".join(r.text for r in _records(app, setup))
    assert "A 0 beats a 9" in text and "the most honour wins" not in text
