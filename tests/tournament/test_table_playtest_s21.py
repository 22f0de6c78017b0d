"""What the session-21 playtests of the Tournament table found: the status line offers only the moves
the hand allows."""

from __future__ import annotations

import pytest

from game import i18n
from game.games.tournament import content as C
from game.games.tournament import prompts
from game.games.tournament.state import PLAY
from tests.tournament.test_table import open_table, play_on, run_until_human

from .helpers import card, contest, make_state


def _no_contest_held(viewer: int):
    def ready(st) -> bool:
        hand = st.hands[viewer]
        return st.phase == PLAY and st.turns >= st.players and not any(C.KIND[c] == C.CONTEST for c in hand)

    return ready


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_status_never_offers_a_contest_to_a_hand_without_one(app, lang):
    i18n.set_language(lang)
    app.set_language(lang)
    try:
        table = open_table(app, seed=5)
        run_until_human(app, table)
        assert play_on(app, table, _no_contest_held(table.viewer)), "no turn without a Contest card"
        assert not [a for a in table.legal if a[0] == "contest"]
        status = table.current_status()
        assert i18n._("call a Contest").lower() not in status.lower(), status
        assert "Gara" not in status or lang == "en", status
        assert not table.bar.buttons("contest")
    finally:
        i18n.set_language("en")
        app.set_language("en")


def test_the_status_names_only_the_moves_the_hand_allows():
    knight = [card("K", 2), card("W", 3), card("H", 4), card("S", 5)]
    joust, special = contest("Joust"), C.SPECIALS[0]
    cases = {
        (*knight, joust, special): "Play a knight or a Special, call a Contest or end your turn",
        (*knight, special): "Put a knight into play or play a Special, then end your turn",
        (*knight, joust): "Put a knight into play, call a Contest or end your turn",
        tuple(knight): "Put a knight into play, then end your turn",
        (card("K", 2), joust, special): "Play a Special, call a Contest or end your turn",
        (card("K", 2), special): "Play a Special or end your turn",
        (card("K", 2), joust): "Call a Contest or end your turn",
        (card("K", 2),): "End your turn: nothing else to play",
    }
    for hand, line in cases.items():
        hand = sorted(hand)
        assert prompts.status(make_state([hand, []], turns=4), hand) == line, hand
    no_deck = sorted([card("K", 2), special])
    assert prompts.status(make_state([no_deck, []], turns=4, deck=[]), no_deck) == "End your turn: nothing else to play"
