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


def _tournament_menus(setup) -> list[list]:
    """The values each round's tournament menu offers, in round order (the menus with a Pas d'Armes or a
    Joust à Plaisance in them)."""
    menus = sorted(setup.gui._choices.values(), key=lambda c: c.rect.y)
    return [[v for v, _label in c.choices] for c in menus if any(v in ("pas", "plaisance") for v, _lbl in c.choices)]


def test_champion_shows_every_rounds_tournament_as_the_joust_it_will_be(app):
    setup = SetupScene(app, get("glory"))
    app.push(setup)
    app.step(dt=0.05)
    setup._set_players(1)
    app.step(dt=0.05)
    assert len(_tournament_menus(setup)) == 3 and "pas" in _tournament_menus(setup)[0]
    setup._setter("solo_mode")("champion")
    app.step(dt=0.05)
    assert _tournament_menus(setup) == [["plaisance"]] * 3  # Champion is Joust à Plaisance only
    selected = [
        c.choices[c.index][0] for c in setup.gui._choices.values() if [v for v, _l in c.choices] == ["plaisance"]
    ]
    assert selected == ["plaisance"] * 3
    setup._setter("solo_mode")("rivalry")
    app.step(dt=0.05)
    assert "pas" in _tournament_menus(setup)[0]  # the choice is back
