"""Every tooltip of the Tournament table opens next to the button hovered, on screen, in both
languages: the call-contest chooser's forecasts went across the screen over the log (no place
centred beside a choice was clear of the scoreboard, and the group it fell back to spread through
the scoreboard and the piles to the top bar)."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.games.tournament import content as C
from game.games.tournament.state import PLAY
from tests.tournament.test_table import bar_button, open_table, play_on, run_until_human
from tests.ui_driver import click, hover_tip, move, settle

REACH = 20  # px: a tooltip this close to its button reads as its own


def chooser_open(app, players: int):
    """A table at the viewer's turn with the Contest chooser open (two Contests or more to call)."""
    for seed in range(4, 40):
        table = open_table(app, seed=seed, players=players)
        run_until_human(app, table)

        def two_contests(st) -> bool:
            hand = st.hands[st.current]
            return st.phase == PLAY and st.turns >= st.players and sum(C.KIND[c] == C.CONTEST for c in hand) >= 2

        if play_on(app, table, two_contests) and sum(a[0] == "contest" for a in table.legal) >= 2:
            click(app, bar_button(table, "contest").rect.center)
            settle(app)
            if len(table.bar.chooser_buttons()) >= 3:
                return table
    pytest.skip("no turn with two Contests to call")


def assert_beside(app, table, button) -> None:
    tip = hover_tip(app, button)
    assert tip is not None, button.text
    owner, at = pygame.Rect(button.rect), pygame.Rect(tip.rect)
    assert app.surface.get_rect().contains(at), (button.text, at)
    assert not at.colliderect(owner), (button.text, at)
    assert at.inflate(2 * REACH, 2 * REACH).colliderect(owner), (button.text, owner, at)
    for keep in table.keep_clear():
        assert not at.colliderect(keep), (button.text, at, keep)
    move(app, (owner.centerx, 2), frames=3)  # off it: the tip goes before the next is hovered


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("players", [2, 4])
def test_every_contest_choices_forecast_opens_beside_it(app, lang, players):
    i18n.set_language(lang)
    app.set_language(lang)
    table = chooser_open(app, players)
    chooser = table.bar.chooser_buttons()
    for i, button in enumerate(chooser[:-1]):
        assert_beside(app, table, button)
        assert table.bar.chooser_buttons() == chooser, i  # still open for the next choice


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_live_buttons_tooltip_at_four_players_opens_beside_it(app, lang):
    i18n.set_language(lang)
    app.set_language(lang)
    table = open_table(app, players=4)
    run_until_human(app, table)
    buttons = [b for b in table.gui.buttons if b.alive() and b.visible and b.is_enabled and b.tool_tip_text]
    assert len(buttons) >= 6
    for button in buttons:
        assert_beside(app, table, button)
