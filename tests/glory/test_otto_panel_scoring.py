"""Otto's panel says how he scores in the game's solo mode (in Rivalry what gains him glory; else that
he scores nothing and what the player must do), on the panel and in its tooltip, in both languages."""

from __future__ import annotations

import pytest

from game import i18n
from tests.glory.test_table_ui import open_table
from tests.ui_driver import settle


@pytest.mark.parametrize(
    ("mode", "words"),
    [
        (
            "rivalry",
            [
                "more glory than Otto",
                "each duel he wins",
                "Minstrel 4",
                "Lady 5",
                "Chronicler 2",
                "Crusade 3",
                "Siege 5",
                "title",
            ],
        ),
        ("score", ["Otto scores nothing", "75 glory"]),
        ("champion", ["Otto scores nothing", "all three tournaments"]),
    ],
)
def test_ottos_panel_says_how_he_scores(tourney_home, mode, words):
    app, table = open_table(1, (("solo_mode", mode), ("solo_difficulty", "medium")))
    try:
        settle(app, 0.2)
        spot = table.click_spot(("otto-scoring",))
        assert spot is not None
        assert all(w in spot.tip for w in words), spot.tip
        assert ("more glory than Otto" in spot.tip) == (mode == "rivalry")
    finally:
        app.shutdown()


@pytest.mark.parametrize(("mode", "goal"), [("rivalry", "more glory than Otto"), ("score", "reaching 85 glory")])
def test_the_solo_setup_says_how_the_game_is_won(mode, goal):
    from game.games.glory.panel_text import solo_setup_note

    note = solo_setup_note(1, {"solo_mode": mode, "solo_difficulty": "hard"})
    assert "against Otto" in note and goal in note, note
    assert ("more glory than Otto" in note) == (mode == "rivalry")
    assert solo_setup_note(2, {"solo_mode": mode}) == ""


def test_ottos_scoring_in_italian(tourney_home):
    app, table = open_table(1, (("solo_mode", "rivalry"), ("solo_difficulty", "easy")))
    try:
        app.set_language("it")
        settle(app, 0.2)
        tip = table.click_spot(("otto-scoring",)).tip
        assert "Otto ottiene gloria" in tip and "Menestrello 4" in tip and "Assedio 5" in tip, tip
    finally:
        app.shutdown()
        i18n.set_language("en")
