"""Hovering a placed paladin describes the card, never the owner's token chip; the token chip's words
only where the mouse is on the token itself: 4 and 5 players, every paladin on every mission."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.paladin.state import PLACE
from game.ui.scenes import persist


def _table_full(app, players: int, seed: int, extra: int = 0):
    """A real table just before the last placement of the round: every mission with its paladins."""
    seats = (SeatConfig("human", "", "Ada"),) + (SeatConfig("bot", "medium"),) * (players - 1)
    persist.open_table(app, Session(get("paladin"), Options(players, "standard", seats), seed))
    table = app.top
    store, pick = table.store, random.Random(seed)
    while not (store.state.phase == PLACE and store.state.turn == players * players - 1):
        (seat,) = store.actors()
        store.apply(seat, pick.choice(store.legal_actions(seat)))
    for _k in range(extra):
        (seat,) = store.actors()
        store.apply(seat, pick.choice(store.legal_actions(seat)))
    table.refresh()
    table.rebuild_log()
    table.skip_animations()
    table._layer = None
    app.step(dt=0.05)
    return table


@pytest.mark.parametrize("players", [4, 5])
def test_every_visible_point_of_a_placed_paladin_hovers_the_card(app, players):
    table = _table_full(app, players, 3)
    s = table.view
    checked = 0
    for m in range(players):
        for idx in range(len(s.table[m])):
            rect = table.slot_rect(m, idx)
            covered = idx + 1 < len(s.table[m])
            visible = rect.copy()
            if covered:
                visible.h = 40
            for x in range(visible.x + 1, visible.right - 1, 4):
                for y in range(visible.y + 1, visible.bottom - 1, 4):
                    spot = table.spots.hit((x, y))
                    key = spot.key if spot is not None else None
                    if isinstance(key, tuple) and key[0] == "eyes":
                        continue
                    assert key == ("slot", m, idx), (m, idx, (x, y), key, spot.tip if spot else None)
                    assert "Token of" not in spot.tip
                    checked += 1
            token = pygame.Rect(rect.x - 28, rect.y + 4, 24, 24)
            spot = table.spots.hit(token.center)
            assert spot is not None and spot.key == ("marks", m, idx)
    assert checked > 200


@pytest.mark.parametrize("players", [4, 5])
def test_the_tooltip_over_a_placed_paladin_is_the_cards_and_the_tokens_only_on_the_token(app, players):
    table = _table_full(app, players, 3)
    s = table.view
    seen = 0
    for m in range(players):
        for idx in range(len(s.table[m])):
            rect = table.slot_rect(m, idx)
            for pos in ((rect.x + 3, rect.y + 20), (rect.centerx, rect.y + 12), (rect.right - 8, rect.y + 30)):
                app.mouse_pos = pos
                app.step(dt=0.05)
                tip = table.gui.hovered_tip()
                assert "Token of" not in tip and "Your token" not in tip, (m, idx, pos, tip)
                if tip:
                    assert "paladin" in tip.lower(), tip
                    seen += 1
            app.mouse_pos = (rect.x - 16, rect.y + 16)  # the token chip itself
            app.step(dt=0.05)
            assert "token" in table.gui.hovered_tip().lower()
            app.mouse_pos = (rect.x - 16, rect.y + 70)  # beside the card, under the chip and crown
            app.step(dt=0.05)
            assert "token" not in table.gui.hovered_tip().lower()
    assert seen >= players * 2
