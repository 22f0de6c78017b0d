"""What the session-21 playtests of the Tournament table found: the status line offers only the moves
the hand allows; a Hint naming cards selects them."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.games.tournament import content as C
from game.games.tournament import prompts
from game.games.tournament.state import PLAY
from game.ui import text_fit
from game.ui.table import ONE_LINE_MIN
from tests import ui_driver
from tests.tournament.test_table import open_table, play_on, run_until_human
from tests.ui.test_hint import wait_for_tip
from tests.ui.test_table_polish import tournament_table

from .helpers import card, contest, make_state

PLAY_LINES = (
    "Play a knight or a Special, call a Contest or end your turn",
    "Put a knight into play or play a Special, then end your turn",
    "Put a knight into play, call a Contest or end your turn",
    "Put a knight into play, then end your turn",
    "Play a Special, call a Contest or end your turn",
    "Play a Special or end your turn",
    "Call a Contest or end your turn",
    "End your turn: nothing else to play",
)


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
        for line in PLAY_LINES:  # every play line fits the top bar on one line
            assert text_fit.text_width(i18n._(line), "bold", ONE_LINE_MIN) <= table.status_room() - 36, line
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


def test_a_hint_naming_a_knight_selects_its_cards_so_one_click_plays_it(make_app):
    """The Hint used to outline a knight's four cards without selecting them: "Put knight into play"
    stayed greyed until the player clicked each card. Now one click on the outlined button plays it."""
    app = make_app(seed=5, bot_think_seconds=0.5)
    table = tournament_table(app, 3, players=2)
    tip = None
    for turns in range(2, 30, 2):

        def ready(st, t=turns) -> bool:
            return st.phase == PLAY and st.turns >= t and any(a[0] == "combo" for a in table.store.legal_actions(0))

        if not play_on(app, table, ready):
            break
        assert table.selected == []
        ui_driver.key(app, pygame.K_h)
        wait_for_tip(app, table)
        app.step(dt=ui_driver.FRAME)
        tip = table.advice.tip
        if tip is not None and tip.action[0] == "combo":
            break
    assert tip is not None and tip.action[0] == "combo", "no Hint for a knight in this game"
    assert table.selected == sorted(tip.action[1:])
    ui_driver.settle(app)
    main = table.bar.buttons("main")[0]
    ui_driver.click(app, main.rect.center)
    assert table.store.history[-1].action == tip.action


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_final_contests_are_scored_in_the_log_and_on_their_panel_alike(make_app, lang):
    """The log said a final Contest was "played", its panel and the top bar that it was "scored": one
    word, "scored", and the panel no longer says a Contest left in a hand was called."""
    from game.core.rules import Event
    from game.games.tournament.describe import describe
    from game.games.tournament.ui.smoke import contest_event

    app = make_app()
    app.set_language(lang)
    try:
        table = tournament_table(app, 4, players=3)
        assert play_on(app, table, lambda st: st.phase == PLAY and st.turns >= st.players)
        ev = contest_event(table.view)
        final = Event("contest", {**ev.data, "seat": 1, "final": True})
        table.on_events([Event("final_contests", {"seat": 1, "counts": (0, 1, 0)}), final])
        table.animating = True
        subtitle = None
        space = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
        for frame in range(1200):
            a = table.timeline.announcement
            if a is not None and a.subtitle != i18n._("Every turn has been played"):
                subtitle = a.subtitle
                break
            app.step([space] if a is not None and frame % 40 == 39 else [], dt=ui_driver.FRAME)
        name = table.player_name(1)
        assert subtitle is not None and subtitle.startswith(i18n._("Scored from {name}’s hand").format(name=name))
        logged = describe(final, table.viewer, table.player_name)  # the log's line of that move
        contest = i18n._(C.CONTEST_NAMES[ev.data["category"]])
        head = i18n._("Final Contest: the {contest} in {who}'s hand is scored. {results}.")
        assert logged.startswith(head.split("{results}")[0].format(contest=contest, who=name)), logged
    finally:
        app.set_language("en")
