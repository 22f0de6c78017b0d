"""Every Hint the Glory table can show along a game (its move, its reason said to the player and what
it gains) fits the table's Hint box whole at a readable size, in English and Italian."""

from __future__ import annotations

import pytest

from game import i18n
from game.core.rng import Rng
from game.games.glory import RULES
from game.games.glory.hint_words import hint_reason
from game.games.glory.labels import action_label
from game.i18n import _
from game.ui import text_fit
from tests.glory.duel_host import session
from tests.glory.test_duel_stage_moments import _glory_table


def _hints(seed: int) -> list[str]:
    """The Hint's sentence for the first moves legal at each moment of a seeded random game."""
    out, rng, s = [], Rng.from_seed(seed), RULES.new_game(session(seed=seed).options, seed)
    for _step in range(700):
        if RULES.outcome(s) is not None:
            break
        (seat,) = RULES.actors(s)
        legal = RULES.legal_actions(s, seat)
        view = RULES.view(s, seat)
        for action in legal[:4]:
            why = hint_reason(view, seat, action)
            if why:
                out.append(_("Hint: {move} — {why}").format(move=action_label(view, action), why=why))
        s, _ev = RULES.apply(s, seat, legal[rng.below(len(legal))])
    return out


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_hint_fits_the_box(lang, tourney_home):
    app, table = _glory_table(3, (), lambda st: st.duel.reason == "tournament", speed=1.0)
    try:
        box = table.advice_rect().inflate(-20, -8)
        i18n.set_language(lang)
        texts = sorted(set(_hints(8)), key=len, reverse=True)[:60]
        assert texts
        for text in texts:
            fit = text_fit.fit(text, "bold", 21, box.w, box.h, min_size=15, max_lines=table.advice_lines)
            assert not fit.ellipsized, (lang, text)
    finally:
        i18n.set_language("en")
        app.shutdown()


def test_the_hint_box_leaves_the_instruction_line_and_the_hand_clear(tourney_home):
    """The Hint's box sits over the other players' panels: the instruction line under the panels (the
    hint row) and the viewer's own panel stay readable while it shows."""
    from tests.glory.test_table_ui import open_table, to_action_phase

    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        box = table.advice_rect()
        assert not box.colliderect(table.lay["hint"])
        assert not box.colliderect(table.lay["bar"])
        assert box.colliderect(table.lay["others"]) and box.bottom <= table.lay["hint"].y
        assert table.lay["others"].x <= box.x and box.y >= table.lay["strip"].bottom
    finally:
        app.shutdown()
