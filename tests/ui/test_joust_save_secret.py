"""A Joust game is not saved while a rival's combat card lies face down: a saved game replays exactly,
so saving, seeing the card, then loading would tell the player the secret card."""

from __future__ import annotations

import pytest

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust.state import COMBAT
from game.games.joust.ui.smoke import advance
from game.ui import text_fit
from game.ui.scenes import persist
from game.ui.scenes.saves import SaveDialog
from tests.ui_driver import FRAME, move


@pytest.mark.parametrize("lang", ["en", "it"])
def test_save_is_refused_while_a_rivals_combat_card_is_face_down(make_app, lang):
    app = make_app()
    app.set_language(lang)
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 7))
    table = app.top
    store = table.store
    advance(table, lambda st: st.phase == COMBAT and table.viewer in table.rules.actors(st) and st.turn >= 2)
    assert store.state.phase == COMBAT, "no combat for the viewer"
    table.save()  # nobody has chosen yet: the save dialog opens
    app.step(dt=FRAME)
    assert isinstance(app.top, SaveDialog)
    app.pop()
    for seat in sorted(table.rules.actors(store.state) - {table.viewer}):  # the rival chooses in secret
        store.apply(seat, table.rules.legal_actions(store.state, seat)[-1])
    table.refresh()
    assert table.save_refusal() is not None
    table.save()
    with text_fit.recording() as fits:
        app.step(dt=FRAME)
    assert not [f for f in fits if f.where == "toast" and f.failed]  # said whole
    assert app.top is table  # no dialog: the refusal is said instead
    assert [t[0] for t in table.toasts.items] == [table.save_refusal()]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_save_looks_off_with_the_reason_in_its_tooltip_while_a_card_is_face_down(make_app, lang):
    app = make_app()
    app.set_language(lang)
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 7))
    table = app.top
    store = table.store
    advance(table, lambda st: st.phase == COMBAT and table.viewer in table.rules.actors(st) and st.turn >= 2)
    save = table.top_buttons["save"]
    for seat in sorted(table.rules.actors(store.state) - {table.viewer}):  # the rival chooses in secret
        if seat in table.rules.actors(store.state):
            store.apply(seat, table.rules.legal_actions(store.state, seat)[-1])
    table.refresh()
    app.step(dt=FRAME)
    assert table.save_refusal() is not None
    assert not save.is_enabled and save.tip_text == table.save_refusal()
    move(app, save.rect.center)
    assert table.gui.hovered_tip() == table.save_refusal()  # the reason, under the pointer
    assert table.submit(table.rules.legal_actions(store.state, table.viewer)[0])  # the cards are revealed
    table.skip_animations()
    app.step(dt=FRAME)
    assert table.save_refusal() is None and save.is_enabled
