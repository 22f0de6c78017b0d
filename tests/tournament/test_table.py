"""The Tournament table driven headless: draw by clicking the deck, select a knight and put it into
play, refused actions give a reason, contest announcements, the rules summary and the card faces."""

from __future__ import annotations

import pytest

from game.app import App
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.tournament import content as C
from game.games.tournament.state import DRAW, PLAY
from game.games.tournament.ui.cards import CHARGES, card_spec, gallery_specs
from game.games.tournament.ui.table import TournamentTable
from game.ui.scenes import persist
from tests.ui_driver import click


def open_table(app: App, seed: int = 4) -> TournamentTable:
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random"))
    session = Session(get("tournament"), Options(2, "standard", seats, (("first_player", 0),)), seed)
    persist.open_table(app, session)
    table = app.top
    assert isinstance(table, TournamentTable)
    app.step(dt=0.05)
    return table


def run_until_human(app: App, table: TournamentTable, frames: int = 400) -> None:
    for _ in range(frames):
        if table.animating:
            table.skip_animations()
        if table.can_act():
            app.step(dt=0.05)
            return
        app.step(dt=0.05)
    raise AssertionError("the human never got the turn")


def test_gallery_has_every_face_and_shields_carry_their_charge():
    specs = gallery_specs()
    assert len(specs) == 52
    shields = [card_spec(C.card_of("S", f)) for f in range(1, 11)]
    assert [s.arms.charge for s in shields] == list(CHARGES)
    assert CHARGES[0] == "cock" and CHARGES[-1] == "dragon"
    assert all(card_spec(c).body for c in C.CONTESTS + C.SPECIALS)


def test_draw_by_clicking_the_deck_then_end_turn(app):
    table = open_table(app)
    run_until_human(app, table)
    state = table.store.state
    assert state.phase == DRAW and state.current == table.viewer
    deck_before = len(state.deck)
    click(app, table._deck_rect.center)
    assert len(table.store.state.deck) == deck_before - 1
    assert table.store.state.phase == PLAY
    end = next(b for b in table.buttons if b.label == "End turn")
    click(app, end.rect.center)
    assert table.store.state.current != table.viewer or table.store.state.phase != PLAY


def test_clicking_a_card_before_drawing_is_refused_with_a_reason(app):
    table = open_table(app)
    run_until_human(app, table)
    rect, card = table._hand_rects[0]
    click(app, rect.center)
    assert table.selected == []
    assert "Draw a card first: from the deck or the discard pile." in table.toasts.texts


def test_select_strongest_knight_and_put_it_into_play(app):
    for seed in range(30):
        table = open_table(app, seed)
        run_until_human(app, table)
        hand = table.store.state.hands[table.viewer]
        if {C.KIND[c] for c in hand} >= set(C.CHIVALRY_KINDS):
            break
    else:
        pytest.skip("no deal with a complete knight")
    click(app, table._deck_rect.center)
    table.select_best_combo()
    assert len(table.selected) == 4
    put = next(b for b in table.buttons if b.label == "Put knight into play")
    click(app, put.rect.center)
    assert len(table.store.state.combos[table.viewer]) == 1


def test_an_illegal_knight_is_refused_and_nothing_changes(app):
    table = open_table(app)
    run_until_human(app, table)
    click(app, table._deck_rect.center)
    hand = table.store.state.hands[table.viewer]
    table.selected = list(hand[:4])
    if sorted(C.KIND[c] for c in table.selected) == sorted(C.CHIVALRY_KINDS):
        pytest.skip("the first four cards happen to form a knight")
    before = len(table.store.history)
    table.play_combo()
    assert len(table.store.history) == before
    assert "A Knight Combo is one Knight, one Weapon, one Horse and one Shield." in table.toasts.texts


def test_contest_announcement_and_rules_summary(app):
    table = open_table(app)
    run_until_human(app, table)
    for name, prepare in table.smoke_states():
        if name == "contest":
            prepare()
    assert table.animating and table.announcements
    app.step(dt=0.05)
    table.skip_animations()
    assert not table.animating
    text = table.rules_summary()
    assert "Melee" in text and "7" in text
