"""A knight armed by Cosplay at four players: its rows on the table are whole (never cut with "…"), its
own rows first, then the borrowed ones, or one row naming the knight lent, or saying they are borrowed;
the Cosplay badge's tooltip keeps them in full."""

from __future__ import annotations

import pygame
import pytest

from game.games.joust import content as C
from game.games.joust.state import DRAW, CourtPlay
from game.games.joust.ui import abilities, knights
from game.games.joust.ui.cards import knight_spec
from game.games.joust.ui.court_tip import COPY_CARD
from game.games.joust.ui.smoke import advance
from game.i18n import _, set_language
from tests.joust.test_table import open_table, wait_turn


def _weight(card: int) -> int:
    return sum(len(k) + len(t) for k, t in abilities.rows(card))


def _cosplay_everywhere(app, lang: str):
    """A four-player table where each player's wordiest knight borrows the wordiest knight's abilities."""
    table = open_table(app, players=4, seed=11, bot="random")
    advance(table, lambda st: st.phase == DRAW and table.rules.actors(st) == {0} and st.turn >= 6)
    wait_turn(app, table)
    set_language(lang)
    st = table.store.state
    lender = max((k for s in st.seats for k in s.knights), key=lambda k: _weight(k.card))
    for seat, s in enumerate(st.seats):
        borrower = max((k for k in s.knights if k.uid != lender.uid), key=lambda k: _weight(k.card))
        st.court.append(CourtPlay(COPY_CARD, [borrower.uid, lender.uid], seat))
    table.refresh()
    table._board_gen += 1
    table.draw(app.surface)
    return table


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_cosplay_armed_knight_shows_whole_rows_at_four_players(app, lang):
    table = _cosplay_everywhere(app, lang)
    v = table.view
    borrowers = 0
    for seat in range(4):
        for k in v.seats[seat].knights:
            lent = knights.lent_to(v, k.uid)
            if lent < 0:
                continue
            borrowers += 1
            rect = table.where(("knight", k.uid))
            _plate, fits = abilities.plan(knight_spec(k.card), rect, k.card, knights.badge_rect(rect, 0).top - 2, lent)
            assert not any(f.ellipsized for f in fits), (lang, seat, C.ALL_KNIGHTS[k.card].name, rect)
            own = abilities.rows(k.card)
            texts = [" ".join(f.lines) for f in fits]
            assert all(t.startswith(key + ":") for t, (key, _t) in zip(texts, own, strict=False))
            if not abilities.whole(fits, k.card, lent):
                named = _("+ the abilities of {knight}").format(knight=_(C.ALL_KNIGHTS[lent].name))
                assert texts[len(own) :] in ([named], [_("+ borrowed abilities")], [])
    assert borrowers == 4


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_borrower_and_lender_fit_whole_at_the_four_player_sizes(lang):
    set_language(lang)
    cards = [c for c in range(len(C.ALL_KNIGHTS)) if not C.ALL_KNIGHTS[c].scenario]
    for w, h in ((100, 188), (107, 188)):  # a rival's knights at four players, jousting or not
        rect = pygame.Rect(0, 0, w, h)
        bottom = knights.badge_rect(rect, 0).top - 2
        for card in cards:
            for lent in cards:
                if lent != card:
                    _plate, fits = abilities.plan(knight_spec(card), rect, card, bottom, lent)
                    assert not any(f.ellipsized for f in fits), (lang, w, card, lent)
