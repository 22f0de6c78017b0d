"""While the reveal of the two combat cards plays out, the Joust table's status line says who plays
once it is over (the viewer, or the rival by name), in English and Italian, whole in the top bar."""

from __future__ import annotations

import pytest

from game import i18n
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust.state import COMBAT
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
    if table.viewer in after:
        assert status == i18n._("Watch the last move; you play next (Space skips)")
    else:
        assert status == i18n._("Watch the last move; {name} plays next (Space skips)").format(name="Isolde")
    shown = [r for r in fits if r.text == status]
    assert shown and not shown[-1].fit.ellipsized  # whole in the top bar
