"""Joust's bots are not named as the knights of its deck ("Gawain" against "Sir Gawain Sunblade"),
in the setup screen, in a remembered setup and in a tutorial, in English and in Italian."""

from __future__ import annotations

import json

import pytest

from game.core.registry import get
from game.games.joust import content as C
from game.i18n import _, set_language
from game.ui.scenes.setup import SetupScene


def _clashes(names: list[str]) -> list[str]:
    cards = [_(k.name) for k in C.ALL_KNIGHTS] + [_(c.name) for c in C.COURTS]
    return [n for n in names if any(n.lower() in card.lower() for card in cards)]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_joust_setup_names_no_bot_as_a_card(app, lang):
    set_language(lang)
    try:
        setup = SetupScene(app, get("joust"))
        names = setup.cfg["names"][1:]
        assert all(names) and len(set(names)) == len(names)
        assert _clashes(names) == []
        other = SetupScene(app, get("paladin")).cfg["names"][1:]  # the other games keep theirs
        assert other != names
    finally:
        set_language("en")


def test_a_remembered_joust_setup_with_the_old_default_names_gets_the_new_ones(app):
    from game.settings import data_dir

    old = {"joust": {"players": 3, "kinds": ["human", "bot", "bot"], "names": ["Ada", "Gawain", "Isolde"]}}
    (data_dir() / "last_setup.json").write_text(json.dumps(old), encoding="utf-8")
    names = SetupScene(app, get("joust")).cfg["names"]
    assert names[0] == "Ada" and _clashes(names[1:3]) == [] and all(names[1:3])


def test_a_joust_tutorials_bots_are_not_named_as_cards():
    from game.learn.tutorial import tutorial_for
    from game.ui.scenes.tutorial import tutorial_session

    tutorial = tutorial_for("joust")
    session = tutorial_session(tutorial)
    names = [session.seat_name(i) for i in range(len(session.seats)) if i != tutorial.human_seat]
    assert names and _clashes(names) == []
