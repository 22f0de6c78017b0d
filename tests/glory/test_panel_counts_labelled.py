"""Every count on the players' panels says what it counts (a rival's too, at four players, in English
and Italian): "Coins 12", "Mount IV", "Pawns 4", "In hand" before the hand's backs, "Played" before the
cards played; and the resources are listed in one style wherever they are (a capitalised label before
its figure, on the panels and on a character's card), while the log's running text keeps the
glossary's words ("upgrades their mount")."""

from __future__ import annotations

import pygame
import pytest

from game.core.rules import Event
from game.games.glory.describe import describe
from game.games.glory.state import Tile
from game.games.glory.tips import character_text
from game.games.glory.ui import players
from game.i18n import _, set_language
from game.ui import text_fit
from tests.glory.test_table_ui import open_table, to_action_phase

WORDS = {
    "en": ("Coins", "Strength", "Faith", "Mount", "Armor", "Pawns", "In hand", "Played"),
    "it": ("Monete", "Forza", "Fede", "Cavalcatura", "Armatura", "Pedine", "In mano", "Giocate"),
}


def _crowd(rival) -> None:
    """A rival with the widest figures and the most kinds of cards there are."""
    rival.coins, rival.strength, rival.faith, rival.mount, rival.armor = 18, 12, 11, 4, 4
    rival.hand[:] = ["R02", "M02", "C02"]
    rival.discard[:] = ["R01", "M01", "C01"]
    rival.supports[:] = [Tile("t-cook", "cook"), Tile("t-jester", "jester"), Tile("t-hermit", "hermit")]
    rival.relics[:] = []


@pytest.fixture(autouse=True)
def _english():
    yield
    set_language("en")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_count_on_a_rivals_panel_is_labelled_at_four_players(tourney_home, lang):
    app, table = open_table(4, seed=4)
    try:
        to_action_phase(app, table)
        set_language(lang)
        seat = next(p.seat for p in table.store.state.players if p.seat != table.viewer)
        rival = table.store.state.players[seat]
        _crowd(rival)
        table.refresh()
        table._land_panels()
        app.step(dt=0.05)
        others = table.lay.others
        rect = pygame.Rect(others.x, others.y, others.w, (others.h - 12) // 3)
        table.spots.begin()
        with text_fit.recording() as got:
            players.draw_other(table, pygame.Surface(app.surface.get_size()), rect, seat)
        table.spots.end()
        drawn = [r.text for r in got]
        coins, strength, faith, mount, armor, pawns, hand, played = WORDS[lang]
        for text in (f"{coins} 18", f"{strength} 12", f"{faith} 11", f"{mount} IV", f"{armor} IV"):
            assert text in drawn, (text, drawn)  # drawn at all: the row had room for it
        for word, n in ((hand, 3), (played, 3)):  # the word before the backs by type, or with the total
            assert word in drawn or f"{word} {n}" in drawn, (word, n, "|".join(drawn))
        assert f"{pawns} {rival.pawns}" in drawn
        titles = {"en": "Titles", "it": "Titoli"}[lang]
        assert bool(rival.titles) and f"{titles} {len(rival.titles)}" in drawn  # the secret titles too
        assert not any(t.isdigit() and t in ("18", "12", "11") for t in drawn)  # no bare figure left
        assert all(r.fit.size >= 13 for r in got if r.text.startswith(WORDS[lang]))  # readable, not shrunk
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_viewers_own_counts_are_labelled(tourney_home, lang):
    app, table = open_table(4, seed=4)
    try:
        to_action_phase(app, table)
        set_language(lang)
        me = table.store.state.players[table.viewer]
        with text_fit.recording() as got:
            app.step(dt=0.05)
            app.step(dt=0.05)
        drawn = [r.text for r in got]
        coins, strength, faith, mount, *_rest = WORDS[lang]
        for text in (f"{coins} {me.coins}", f"{strength} {me.strength}", f"{faith} {me.faith}", f"{mount} "):
            assert any(t.startswith(text) for t in drawn), (text, drawn)
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_characters_resources_are_listed_in_the_panels_style(lang):
    set_language(lang)
    start, income = character_text("squire1").split("\n")[:2]
    listed = start.split(" — ", 1)[1].rstrip(".").split(" · ") + income.split(" — ", 1)[1].rstrip(".").split(" · ")
    assert len(listed) == 9
    assert all(item[0].isupper() and item.rsplit(" ", 1)[1].isalnum() for item in listed), listed
    labels = {item.rsplit(" ", 1)[0] for item in listed}
    assert {_("Coins"), _("Strength"), _("Faith"), _("Mount"), _("Armor")} <= labels


@pytest.mark.parametrize(("lang", "line"), [("en", "Ada upgrades their mount to level III"), ("it", "cavalcatura")])
def test_the_log_says_mount_and_armor_in_lower_case_as_coins(lang, line):
    set_language(lang)
    text = describe(Event("upgrade", {"seat": 1, "item": "mount", "level": 3, "cost": 3}), 0, {1: "Ada"}.__getitem__)
    assert line in text and "Mount" not in text and "Cavalcatura" not in text
