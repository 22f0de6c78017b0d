"""The Joust table driven headless: setup by clicking a knight, combat cards by clicking (an illegal
value is not clickable), the reveal animation, court targets, the rules summary, card faces."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust import content as C
from game.games.joust.state import COMBAT, SETUP
from game.games.joust.ui.cards import card_spec, gallery_specs
from game.games.joust.ui.table import JoustTable
from game.i18n import set_language
from game.ui.scenes import persist
from tests.ui_driver import click


def open_table(app: App, variant: str = "standard", players: int = 2, seed: int = 5) -> JoustTable:
    seats = tuple(SeatConfig("human", "", "Ada") if i == 0 else SeatConfig("bot", "easy") for i in range(players))
    session = Session(get("joust"), Options(players, variant, seats), seed)
    persist.open_table(app, session)
    table = app.top
    assert isinstance(table, JoustTable)
    return table


def settle(app: App, table: JoustTable, frames: int = 300) -> None:
    for _ in range(frames):
        if table.animating:
            table.skip_animations()
        if table.can_act():
            app.step(dt=0.05)
            return
        app.step(dt=0.05)
    raise AssertionError("the human never got the turn")


def test_faces_exist_for_every_card():
    specs = gallery_specs()
    assert len(specs) == len(C.KNIGHTS) + 1 + len(C.COURTS) + 5
    assert card_spec("knight", C.MAIDEN, C.CAROUSEL).stats[-1] == ("hearts", "11")
    with pytest.raises(ValueError):
        card_spec("dragon", 1)


def test_setup_by_click_then_combat_cards_by_click(app):
    table = open_table(app)
    settle(app, table)
    assert table.store.state.phase == SETUP
    rect = next(r for r, _uid, seat, index in table._knight_rects if seat == 0 and index == 1)
    click(app, rect.center)
    assert table.store.actions[-1] == (0, ("setup", 1)) or (0, ("setup", 1)) in table.store.actions
    # play on until Ada must choose a combat card
    for _ in range(60):
        settle(app, table)
        st = table.store.state
        if st.phase == COMBAT and 0 in table.rules.actors(st):
            break
        table.submit(table.legal[0])
    st = table.store.state
    assert st.phase == COMBAT
    values = [v for _r, v in table._hand_rects]
    assert values == [a[1] for a in table.legal]
    if st.attacker == 0:
        top = max(values)
        assert top < 5 or len(values) == 5  # illegal values have no hit area
    rect, value = table._hand_rects[-1]
    before = len(table.store.history)
    click(app, rect.center)
    assert len(table.store.history) == before + 1
    assert table.store.actions[-1] == (0, ("card", value))


def test_reveal_animation_and_smoke_states(app):
    table = open_table(app, players=3)
    for name, prepare in table.smoke_states():
        prepare()
        app.step(dt=0.01)
        if name == "reveal":
            assert table.animating or table.store.state.last_att > 0
        surface = pygame.Surface((1600, 900))
        table.draw(surface)
    assert table.store.state.variant == C.CAROUSEL


def test_rules_summary_follows_the_mode(app):
    table = open_table(app, variant="tale")
    text = table.rules_summary()
    assert "trophies" in text and "12 fans" not in text
    set_language("it")  # the Italian text itself is checked in test_i18n (our catalog part)
    set_language("en")


def test_right_button_enlarges_a_knight_at_any_time(app):
    table = open_table(app)
    settle(app, table)
    rect = next(r for r, _uid, seat, _i in table._knight_rects if seat == 0)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=3)], dt=0.05)
    assert table._inspect is not None and table._inspect[0] == "knight"
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=3)], dt=0.05)
    assert table._inspect is None
