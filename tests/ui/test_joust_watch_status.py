"""While the last move plays out, the Joust table's status line says who plays once it is over (the
viewer's turn going on or beginning, or the rival by name), in English and Italian, whole in the top bar."""

from __future__ import annotations

import pytest

from game import i18n
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust.state import COMBAT, END
from game.games.joust.ui.smoke import advance
from game.ui import text_fit
from game.ui.scenes import persist
from tests.ui_driver import FRAME


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_status_says_who_plays_after_the_reveal(app, lang):
    app.set_language(lang)
    app.step(dt=FRAME)
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random", "Isolde"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 7))
    table = app.top
    app.settings.animation_speed = 1.0
    store = table.store
    advance(table, lambda st: st.phase == COMBAT and table.viewer in table.rules.actors(st) and st.turn >= 2)
    for seat in sorted(table.rules.actors(store.state) - {table.viewer}):  # the rival's card, face down
        store.apply(seat, table.rules.legal_actions(store.state, seat)[-1])
    table.refresh()
    app.step(dt=FRAME)
    assert table.submit(table.legal[-1])  # the viewer's card: the reveal plays
    app.step(dt=FRAME)
    assert table.revealing()
    after = table.rules.actors(store.state)
    with text_fit.recording() as fits:
        app.step(dt=FRAME)
    status = table.current_status()
    if table.viewer in after:  # the rival's turn still on screen
        assert table.board.active != table.viewer
        assert status == i18n._("Watch the last move; you play next (Space skips)")
    else:
        assert status == i18n._("Watch the last move; {name} plays next (Space skips)").format(name="Isolde")
    shown = [r for r in fits if r.text == status]
    assert shown and not shown[-1].fit.ellipsized  # whole in the top bar


@pytest.mark.parametrize("lang", ["en", "it"])
def test_once_the_table_marks_the_viewers_turn_the_status_says_it_is_theirs(app, lang):
    """The viewer defended in the rival's turn: while the rival's turn is on screen the viewer plays
    next; once the table has landed the viewer's new turn (its panel marked) the bar says it is theirs."""
    app.set_language(lang)
    app.step(dt=FRAME)
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random", "Isolde"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 7))
    table = app.top
    app.settings.animation_speed = 1.0
    store = table.store
    advance(
        table, lambda st: st.phase == COMBAT and st.defender == table.viewer and table.viewer in table.rules.actors(st)
    )
    for seat in sorted(table.rules.actors(store.state) - {table.viewer}):
        store.apply(seat, table.rules.legal_actions(store.state, seat)[0])
    table.refresh()
    app.step(dt=FRAME)
    assert table.submit(table.legal[-1])
    app.step(dt=FRAME)
    assert store.state.active == table.viewer and table.board.active != table.viewer
    assert table.current_status() == i18n._("Watch the last move; you play next (Space skips)")
    for _ in range(2000):
        if table.board.active == table.viewer or not table.timeline_holds():
            break
        app.step(dt=FRAME)
    assert table.timeline_holds() and table.board.active == table.viewer, "the new turn lands before the end"
    with text_fit.recording() as fits:
        app.step(dt=FRAME)
    status = table.current_status()
    assert status == i18n._("Your turn: first watch the last move (Space skips)")
    shown = [r for r in fits if r.text == status]
    assert shown and not shown[-1].fit.ellipsized


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_pause_inside_the_viewers_own_turn_says_the_turn_is_still_theirs(app, lang):
    """A Knight's Tale: after the viewer's own combat it may still use Fan Support; while the reveal
    plays the bar says the turn is still the viewer's, not that it will come."""
    app.set_language(lang)
    app.step(dt=FRAME)
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random", "Isolde"))
    persist.open_table(app, Session(get("joust"), Options(2, "tale", seats), 7))
    table = app.top
    app.settings.animation_speed = 1.0
    store = table.store
    advance(
        table, lambda st: st.phase == COMBAT and st.attacker == table.viewer and table.viewer in table.rules.actors(st)
    )
    store.state.seats[table.viewer].fans = 6  # enough for Fan Support: the turn goes on after the combat
    for seat in sorted(table.rules.actors(store.state) - {table.viewer}):
        store.apply(seat, table.rules.legal_actions(store.state, seat)[-1])
    table.refresh()
    app.step(dt=FRAME)
    assert table.submit(table.legal[0])
    app.step(dt=FRAME)
    assert table.revealing() and store.state.phase == END and store.state.active == table.viewer
    with text_fit.recording() as fits:
        app.step(dt=FRAME)
    status = table.current_status()
    assert status == i18n._("Still your turn: watch the last move play out (Space skips)")
    shown = [r for r in fits if r.text == status]
    assert shown and not shown[-1].fit.ellipsized
