"""When the player defends, the Joust table says that any combat card may be played (the rulebook: the
defender chooses any value), in the top bar and in the hint under the cards, whole, in English and
Italian, at 2 and 4 players; the attacker's line stays as it was."""

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


@pytest.mark.parametrize(("lang", "players"), [("en", 2), ("it", 2), ("it", 4)])
def test_the_defender_is_told_any_card_may_be_played(app, lang, players):
    app.set_language(lang)
    app.step(dt=FRAME)
    seats = (SeatConfig("human", "", ""),) + tuple(SeatConfig("bot", "random") for _ in range(players - 1))
    persist.open_table(app, Session(get("joust"), Options(players, "standard", seats), 7))
    table = app.top
    advance(
        table, lambda st: st.phase == COMBAT and st.defender == table.viewer and table.viewer in table.rules.actors(st)
    )
    v = table.view
    assert v.phase == COMBAT and v.defender == table.viewer
    with text_fit.recording() as fits:
        table._layer = None
        app.step(dt=FRAME)
        app.step(dt=FRAME)
    status, hint = table.current_status(), table.hint()
    assert status == i18n._("You defend: choose any card, 1 to 5, in secret.")
    assert hint.startswith(
        i18n._("You defend: any card from 1 to 5 may be played; the same card as the attacker's (1 to {n}) blocks.")[
            :30
        ]
    )
    if lang == "it":
        assert "qualsiasi carta" in status and "qualsiasi carta" in hint
    drawn = {r.text: r for r in fits}
    for text in (status, hint):
        assert text in drawn, text
        assert not drawn[text].fit.ellipsized, text
    assert len(table.legal) == 5  # the words tell the truth: all five cards are offered
