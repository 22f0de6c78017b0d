"""Small things of the Tournament table a playtest found: the status line of a turn with every move
open reads whole in Italian (it was cut to "Cavaliere o Speciale, indici una Gara…")."""

from __future__ import annotations

import pytest

from game import i18n
from game.games.tournament import content as C
from game.games.tournament.state import PLAY
from game.ui import text_fit
from tests.tournament.test_table import open_table, play_on, run_until_human
from tests.ui_driver import FRAME


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_status_of_a_turn_with_every_move_open_is_whole_with_its_verb(app, lang):
    i18n.set_language(lang)
    app.set_language(lang)
    table = open_table(app, players=2)
    run_until_human(app, table)

    def all_open(st) -> bool:
        hand = st.hands[st.current]
        return st.phase == PLAY and st.turns >= st.players and any(C.KIND[c] == C.CONTEST for c in hand)

    if not play_on(app, table, all_open):
        pytest.skip("no turn with a Contest to call")
    status = table.current_status()
    english = "Play a knight or a Special, call a Contest or end your turn"
    if status != i18n._(english):
        pytest.skip("another status in this position")
    assert status.split()[0] in ("Play", "Gioca")  # the line says what to do, from its first word
    with text_fit.recording() as fits:
        app.step(dt=FRAME)
    drawn = [f for f in fits if f.text == status]
    assert drawn and not any(f.fit.ellipsized for f in drawn)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_contest_cards_zoom_says_its_whole_forecast_at_four_players(app, lang):
    """The King's Favour card at 4 players: its caption ranked three players, then "…" (the fourth
    cut). Every Contest card's zoom caption is whole in both languages."""
    i18n.set_language(lang)
    app.set_language(lang)
    table = open_table(app, players=4)
    run_until_human(app, table)
    for card in C.CONTESTS:
        fit = table.zoom._fit(table._card_text(card))
        assert fit is not None and not fit.ellipsized, (lang, C.NAME[card])
