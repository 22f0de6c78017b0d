"""The viewer's own panel stays readable: a crowded hand shows every journey card's name whole (a
list of named mini cards once a fan would hide them), several titles are mini cards whose caption
names them, and a title's tooltip says how far the player is towards it (their own state only)."""

from __future__ import annotations

import pytest

from game import i18n
from game.games.glory import content as C
from game.ui import text_fit
from tests.glory.test_table_ui import open_table, to_action_phase

STRONG = "strong"  # 5 Challenge cards played


def _own_panel(app, table, hand: list[str], titles: list[str]):
    p = table.store.state.players[table.viewer]
    p.hand, p.titles = list(hand), list(titles)
    table.refresh()
    table._layer = None
    for _ in range(3):
        app.step(dt=0.05)
    return p


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("n", [7, 10])
def test_every_card_of_a_crowded_hand_shows_its_name(tourney_home, lang, n):
    app, table = open_table(4, seed=4)
    try:
        to_action_phase(app, table)
        i18n.set_language(lang)
        hand = [c for c in C.JOURNEY][:n]
        _own_panel(app, table, hand, [t for t in C.TITLES][:3])
        for card in set(hand):
            name = i18n._(C.JOURNEY[card].name)
            widest = max((s.rect.w for s in table.spots.shown if s.key == card), default=0)
            need = text_fit.text_width(name, "text", 12)
            assert widest >= need, f"{name!r}: {widest} px shown of the {need} its name needs"
    finally:
        i18n.set_language("en")
        app.shutdown()


def test_a_titles_tooltip_says_how_far_the_player_is(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        p = table.store.state.players[table.viewer]
        p.discard = [c for c in C.JOURNEY if c[0] == "C"][:3]
        _own_panel(app, table, [], [STRONG, "influential"])
        spot = next(s for s in table.spots.shown if s.key == ("objective", 0))
        assert "So far: 3 of 5 Challenge cards played." in spot.tip, spot.tip
        other = next(s for s in table.spots.shown if s.key == ("objective", 1))
        assert "of 5 supports" in other.tip and f"{min(5, len(p.supports))} of 5" in other.tip, other.tip
    finally:
        app.shutdown()
