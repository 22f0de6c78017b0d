"""Glory's setup at one player says whom the player faces (Otto, the automa) and how the solo mode
chosen is won, under the single seat; with more players it says nothing of Otto."""

from __future__ import annotations

import pygame

from game.core.registry import get
from game.ui import text_fit
from game.ui.scenes.setup import SetupScene


def _drawn(app, setup) -> list[str]:
    with text_fit.recording() as got:
        setup.paint(pygame.Surface(app.surface.get_size()))
    return [r.text for r in got]


def test_solo_setup_names_otto_and_the_modes_goal(app):
    setup = SetupScene(app, get("glory"))
    app.push(setup)
    app.step(dt=0.05)
    setup._set_players(1)
    app.step(dt=0.05)
    text = " ".join(_drawn(app, setup))
    assert "against Otto, the automa" in text and "each duel he wins" in text
    setup._setter("solo_mode")("score")
    assert setup._layer is None  # painted anew with the mode chosen
    assert "you win by reaching" in " ".join(_drawn(app, setup))
    setup._set_players(3)
    app.step(dt=0.05)
    assert "Otto" not in " ".join(_drawn(app, setup))
