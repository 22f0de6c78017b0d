"""The "Combats revealed" list says what its colours mean: a legend under the lines (a red dot and
"strike", a blue dot and "blocked", in the lines' own colours) with a tooltip reading a line whole, in
English and Italian, clear of the lines and inside the panel."""

from __future__ import annotations

from game.games.joust.state import DRAW
from game.games.joust.ui.combat_box import BLOCK_ROW, DOT, STRIKE_ROW
from game.games.joust.ui.smoke import advance
from game.i18n import pgettext, set_language
from game.ui import text_fit
from tests.joust.test_table import open_table, wait_turn


def test_the_revealed_combats_colours_have_a_legend(app):
    table = open_table(app, players=2, seed=7, bot="random")
    advance(table, lambda st: st.phase == DRAW and table.rules.actors(st) == {0} and len(st.revealed) >= 8)
    wait_turn(app, table)
    results = {a == d for _t, _att, _dfn, a, d, _top in table.view.revealed}
    assert results == {True, False}, "both a strike and a block have been revealed"
    try:
        for lang in ("en", "it"):
            set_language(lang)
            table._board_gen += 1
            with text_fit.recording() as records:
                table.draw(app.surface)
            spot = table.click_spot("combats-legend")
            assert spot is not None, lang
            history = table.lay["history"]
            assert history.contains(spot.rect), (lang, spot.rect, history)
            rows = [s.rect for s in table.spots.shown if isinstance(s.key, tuple) and s.key[0] == "revealed"]
            assert len(rows) >= 4 and all(r.bottom <= spot.rect.top for r in rows), (lang, rows, spot.rect)
            words = [pgettext("combats legend", "strike"), pgettext("combats legend", "blocked")]
            drawn = [r for r in records if r.text in words]
            assert {r.text for r in drawn} == set(words) and not any(r.fit.ellipsized for r in drawn), lang
            assert "–" in spot.tip and len(spot.tip.splitlines()) == 2, spot.tip
            dots = [
                tuple(app.surface.get_at((x, spot.rect.centery)))[:3]
                for x in range(spot.rect.x, spot.rect.right)
                if tuple(app.surface.get_at((x, spot.rect.centery)))[:3] in (STRIKE_ROW, BLOCK_ROW)
            ]
            assert dots.count(STRIKE_ROW) >= DOT and dots.count(BLOCK_ROW) >= DOT, (lang, set(dots))
    finally:
        set_language("en")
