"""A resolution's caption fits under its column at five players in English and Italian: the longest
"… beats with …!" (a rival's long name, the longest red paladin) is drawn whole, at a readable size,
inside the missions' band, never over the piles beside the first column nor the player's panel
beside the last (measured by width on the real table)."""

from __future__ import annotations

import pytest

from game.app import App
from game.games.paladin import content as C
from game.games.paladin.describe import card_label
from game.games.paladin.state import RESOLVE
from game.games.paladin.ui.sequence import Caption
from game.games.paladin.ui.smoke import drive
from game.i18n import _
from game.settings import Settings
from game.ui import text_fit
from tests.paladin.helpers import held_table

NAMES = {"en": "Percival", "it": "Percivalle"}


@pytest.mark.parametrize("lang", sorted(NAMES))
def test_the_longest_beat_caption_fits_under_each_column(tourney_home, lang):
    app = App(headless=True, lang=lang, settings=Settings(sound=False))
    try:
        table = held_table(app, players=5, seed=3, name="")
        drive(table, lambda st: st.phase == RESOLVE)
        table.skip_animations()
        app.step(dt=0.05)
        cards = [card_label(c) for c in C.RED_CARDS]
        longest = max(
            (_("{name} beats with {card}!").format(name=NAMES[lang], card=c) for c in cards),
            key=lambda t: text_fit.text_width(t, "title", 22),
        )
        band, piles = table.lay.missions, table.lay.piles
        for m in range(5):
            rect = table._caption_rect(m, table.view)
            fit = Caption(text=longest, rect=rect).fitted()
            assert not fit.ellipsized and fit.size >= text_fit.READABLE, (m, fit)
            drawn = rect.inflate(-(rect.w - fit.width - 24), 0)  # the box as drawn: centred on the rect
            assert band.left - 4 <= drawn.left and drawn.right <= band.right + 4, (m, drawn, band)
            assert not drawn.colliderect(piles), (m, drawn, piles)
    finally:
        app.shutdown()


def test_a_resolution_caption_with_no_room_above_the_hand_stands_beside_its_cards(tourney_home):
    """At five players the columns reach down to the hand: a caption ("… beats with 8 Rinaldo
    (red)!") moves sideways off the cards in hand instead of covering them, still inside the band."""
    app = App(headless=True, lang="en", settings=Settings(sound=False))
    try:
        table = held_table(app, players=5, seed=3, name="")
        drive(table, lambda st: st.phase == RESOLVE)
        table.skip_animations()
        app.step(dt=0.05)
        hand = [spot.rect for spot in table.spots.shown if spot.key in table.view.hands[table.viewer]]
        assert hand and all(r.top < table.hand_top() + 1 for r in hand)
        band = table.lay.missions
        for m in range(5):
            rect = table._caption_rect(m, table.view)
            assert rect.bottom > table.hand_top(), (m, rect)  # no room above the hand at five players
            assert rect.collidelist(hand) == -1, (m, rect, hand)
            assert band.left - 4 <= rect.left and rect.right <= band.right + 4, (m, rect)
    finally:
        app.shutdown()
