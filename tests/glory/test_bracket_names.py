"""The Joust à Plaisance bracket on the Tournament tab: every knight's name is drawn whole, at a fixed
readable size, inside the board, over no other name and no other place, at every stage of the bracket
(the longest names in English and Italian); the first round's names, in the tightest rows, on one
line unless among the very longest."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game import i18n
from game.games.glory import content as C
from game.games.glory.ui import tourney_board as TB
from game.ui import text_fit
from tests.glory.test_table_ui import open_table


def _stages(names: list[str]) -> list[list[list[str]]]:
    """The bracket filled, then after the quarter-finals, the semi-finals and the final."""
    k = ["k:" + n for n in names]
    full = [k[:7] + ["p:0"], ["", "", "", ""], ["", ""], [""]]
    quarters = [full[0], [k[0], k[2], k[4], "p:0"], ["", ""], [""]]
    semis = [full[0], quarters[1], [k[0], k[4]], [""]]
    final = [full[0], quarters[1], semis[2], [k[0]]]
    return [full, quarters, semis, final]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_bracket_names_whole_and_apart(tourney_home, monkeypatch, lang):
    i18n.set_language(lang)
    app, table = open_table(3, extra=(("t1", "plaisance"),), seed=4)
    try:
        app.step(dt=0.05)
        board = table.lay.board
        longest = sorted(C.KNIGHTS, key=lambda k: -text_fit.text_width(i18n._(C.KNIGHTS[k].name), "text", 13))
        written: list[tuple[str, pygame.Rect, text_fit.Fit]] = []
        real = TB.write

        def spy(surface, text, rect, *args, **kw):
            got = real(surface, text, rect, *args, **kw)
            rect = pygame.Rect(rect)
            box = pygame.Rect(0, 0, got.width, got.height)
            box.midleft = rect.midleft  # left-aligned, centred in its box as write draws it
            written.append((text, box, got))
            return got

        monkeypatch.setattr(TB, "write", spy)
        knights = [i18n._(C.KNIGHTS[k].name) for k in longest]
        for stage in _stages(longest):
            table.view.bracket = stage
            written.clear()
            surface = pygame.Surface(app.surface.get_size())
            TB.draw_board(table, surface, board)
            lanes = TB._bracket_lanes(TB.board_parts(pygame.Rect(board))[1])
            named = [(t, r, f) for t, r, f in written if t in knights]
            shown = sum(1 for row in stage for who in row if who.startswith("k:"))
            assert len(named) == shown
            inner = pygame.Rect(board).inflate(-24, -16)
            for text, rect, fit in named:
                assert not fit.ellipsized and " ".join(fit.lines) == text, (lang, text, fit.lines)
                assert fit.size >= TB.NAME_SIZE >= 15, (text, fit.size)  # the kit's readable minimum
                assert inner.contains(rect), (text, rect, inner)
            for (a, ra, _f), (b, rb, _g) in itertools.combinations(named, 2):
                assert not ra.colliderect(rb), (a, b)
            places = [r for row in lanes for r in row]
            for text, rect, _f in named:
                assert rect.collidelist(places) == -1, text
    finally:
        i18n.set_language("en")
        app.shutdown()


@pytest.mark.parametrize("lang", ["en", "it"])
def test_first_round_names_of_common_length_on_one_line(tourney_home, monkeypatch, lang):
    """The first round's eight tight rows: a name of common length (up to 120 px) on one line, so
    two-line names do not crowd each other."""
    i18n.set_language(lang)
    app, table = open_table(3, extra=(("t1", "plaisance"),), seed=4)
    try:
        app.step(dt=0.05)
        width = {k: text_fit.text_width(i18n._(C.KNIGHTS[k].name), "text", TB.NAME_SIZE) for k in C.KNIGHTS}
        common = sorted((k for k in C.KNIGHTS if width[k] <= 120), key=lambda k: -width[k])[:8]
        table.view.bracket = [["k:" + k for k in common], ["", "", "", ""], ["", ""], [""]]
        fits: dict[str, text_fit.Fit] = {}
        real = TB.write

        def spy(surface, text, rect, *args, **kw):
            fits[text] = got = real(surface, text, rect, *args, **kw)
            return got

        monkeypatch.setattr(TB, "write", spy)
        TB.draw_board(table, pygame.Surface(app.surface.get_size()), table.lay.board)
        for k in common:
            fit = fits[i18n._(C.KNIGHTS[k].name)]
            assert len(fit.lines) == 1 and not fit.ellipsized, (lang, fit.lines)
    finally:
        i18n.set_language("en")
        app.shutdown()
