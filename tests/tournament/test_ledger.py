"""A rival's ledger of knights names each card at one of the ledger's sizes, or not at all (the names
in the tooltip): a name is never cut; a knight's tooltip names each card under its kind."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.games.tournament import content as C
from game.games.tournament.ui.pieces import LEDGER_NAME_SIZES, draw_ledger, knight_tip
from game.i18n import _
from game.ui import text_fit

from .helpers import combo
from .test_table import open_table, run_until_human


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("width", [150, 240, 300, 420, 860])
def test_ledger_names_are_whole_at_the_ledger_size_or_left_to_the_tooltip(lang, width):
    app = App(headless=True, lang=lang)
    try:
        table = open_table(app, players=4)
        run_until_human(app, table)
        knights = [combo(9, 9, 9, 9), combo(8, 8, 8, 8)]  # Cavaliere Bianco, Nobile palafreno…
        names = {_(C.NAME[c]) for k in knights for c in k}
        area = pygame.Rect(10, 10, width, 130)
        table.spots.begin()
        with text_fit.recording() as fits:
            draw_ledger(table, app.surface, area, knights)
        table.spots.end()
        drawn = [f for f in fits if f.text in names]
        assert not drawn or len(drawn) == 8, "some names shown, some not"
        assert len({f.fit.size for f in drawn}) <= 1, "one size for the whole ledger"
        for f in drawn:
            assert f.fit.size in LEDGER_NAME_SIZES and not f.fit.ellipsized, (f.text, f.fit.size)
        if width >= 300:
            assert len(drawn) == 8, "a rival's panel at four players names every card of two knights"
        spot = table.spots.find(("knight", knights[0][1]))
        assert spot is not None and _(C.NAME[knights[0][1]]) in spot.tip
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_knights_tooltip_names_each_card_under_its_kind(lang):
    from game import i18n

    i18n.set_language(lang)
    tip = knight_tip(combo(10, 9, 9, 9))
    lines = tip.split("\n")
    assert len(lines) == 5 and "37" in lines[0]
    assert lines[1] == _("{kind}: {card}").format(kind=_("Knight card"), card=_(C.NAME[C.card_of("K", 10)]) + " (10)")
    assert lines[2].startswith(_(C.KIND_NAMES[C.WEAPON]) + ": ")
    if lang == "it":
        assert lines[1] == "Carta Cavaliere: Cavaliere famoso (10)"


@pytest.mark.parametrize("lang", ["en", "it"])
def test_your_knights_strips_name_each_card_whole_with_two_knights(lang):
    """Your own knights' tucked cards: with two knights the strips stand out beyond their cards and
    every name reads whole at the strip's size (long Italian names were shrunk to a few pixels)."""
    from game.games.tournament.ui.pieces import STRIP_NAME_SIZE

    app = App(headless=True, lang=lang)
    try:
        table = open_table(app, players=4)
        run_until_human(app, table)
        knights = [combo(10, 4, 4, 2), combo(3, 3, 3, 3)]  # Cavaliere famoso, Stallone pregiato…
        table.store.state.combos[table.viewer] = knights
        table.refresh()
        app.step(dt=0.05)
        tucked = {_(C.NAME[c]) for k in knights for c in k[:3]}
        with text_fit.recording() as fits:
            table.draw_pieces(app.surface, table.lay)
        drawn = [f for f in fits if f.text in tucked and f.role == "bold"]
        assert {f.text for f in drawn} == tucked
        for f in drawn:
            assert f.fit.size == STRIP_NAME_SIZE and len(f.fit.lines) == 1, (f.text, f.fit.size, f.fit.lines)
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_rivals_last_turn_is_never_shrunk_beside_a_short_hand(lang):
    """A rival's last-turn line stands beside their hand only when it fits there at full size, else it
    goes under the hand: four players, the rivals' hands cut to two cards after a few rounds."""
    from game.games.tournament.ui.table import NEWS_BESIDE_W

    from .test_table import play_on

    app = App(headless=True, lang=lang)
    try:
        table = open_table(app, players=4, seed=7)
        run_until_human(app, table)
        assert play_on(app, table, lambda st: st.turns >= 12)
        st = table.store.state
        for seat in range(1, 4):
            del st.hands[seat][2:]
        table.refresh()
        app.step(dt=0.05)
        lines = {n.line for n in table.news().values()} | {n.short_line for n in table.news().values()}
        with text_fit.recording() as fits:
            table.draw_pieces(app.surface, table.lay)
        drawn = [f for f in fits if f.text in lines]
        assert drawn
        beside = [f for f in drawn if f.box[1] < 50 and f.box[0] >= NEWS_BESIDE_W]  # two lines' height
        assert beside or lang == "it", "no line beside a short hand: the test tests nothing"
        for f in beside:
            assert f.fit.size == 16 and not f.fit.ellipsized, (f.text, f.fit.size)
    finally:
        app.shutdown()
