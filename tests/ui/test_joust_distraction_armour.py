"""Jester's Distraction cancels a struck knight's armour, Polished Shield's as its own: the log's
damage line, the strike's chips and the knight's shield badge all say so (the log said only "takes 3
damage" and the shield badge stayed as it was, so the Shield looked as if it had failed)."""

from __future__ import annotations

import pytest

from game import i18n
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust import content as C
from game.games.joust.state import COMBAT, CourtPlay, Knight
from game.games.joust.ui.smoke import advance
from game.ui import text_fit
from game.ui.scenes import persist
from tests.ui_driver import FRAME

COURT_NAMES = [c.name for c in C.COURTS]


def _strike_through_distraction(app, lang: str):
    """The viewer's combat: Sir Humphrey (strength 4) strikes Dame Matilda (armour 2) who carries a
    Polished Shield (armour 1) and Jester's Distraction, a 3 against a 1, played through the table."""
    app.set_language(lang)
    app.step(dt=FRAME)
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 7))
    table = app.top
    store = table.store
    advance(table, lambda st: st.phase == COMBAT and table.viewer in table.rules.actors(st) and st.turn >= 2)
    st = store.state
    assert st.phase == COMBAT and not st.court
    names = [k.name for k in C.ALL_KNIGHTS]
    for uid, name in ((st.att_uid, "Sir Humphrey the Hefty"), (st.target, "Dame Matilda Moonshield")):
        s, i = st.find(uid)
        st.seats[s].knights[i] = Knight(names.index(name), 0, uid)
    st.court.append(CourtPlay(COURT_NAMES.index("Polished Shield"), [st.target], table.viewer))
    st.court.append(CourtPlay(COURT_NAMES.index("Jester's Distraction"), [st.target], table.viewer))
    viewer_attacks = table.viewer == st.attacker
    for seat in sorted(table.rules.actors(st) - {table.viewer}):
        store.apply(seat, ("card", 1) if viewer_attacks else ("card", 3))
    table.refresh()
    assert table.submit(("card", 3) if viewer_attacks else ("card", 1))
    table.skip_animations()
    app.step(dt=FRAME)
    app.step(dt=FRAME)
    return table


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_damage_line_says_the_distraction_cancels_the_armour(app, lang):
    table = _strike_through_distraction(app, lang)
    events = [e for step in table.store.history for e in step.events]
    hit = next(e for e in reversed(events) if e.kind == "damage" and e.data["combat"])
    assert hit.data["amount"] == 3 and hit.data["armour_muted"] == 3  # her 2 and the Shield's 1, cancelled
    jester = i18n._("Jester's Distraction")
    msg = "{k} takes {n} damage ({t} in all): {jester} cancels its armour ({a})."
    line = i18n.ngettext(msg, msg, 3).format(k=i18n._("Dame Matilda Moonshield"), n=3, t=3, jester=jester, a="−3")
    assert line in [text for text, _ in table.log_panel.lines]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_strike_chips_and_the_shield_badge_show_the_armour_cancelled(app, lang):
    table = _strike_through_distraction(app, lang)
    hit = table.strike
    assert hit is not None and hit.taken == 3
    cancelled = [e for e in hit.extras if e.icon]
    assert len(cancelled) == 1 and cancelled[0].amount == 0
    with text_fit.recording():
        table._layer = None
        app.step(dt=FRAME)
    chips = [table.spots.find(("strike-damage", i)) for i in range(len(hit.extras) + 1)]
    jester = i18n._("Jester's Distraction")
    assert any(c is not None and jester in c.tip and "−3" in c.tip for c in chips)
    st = table.board
    badge = table.spots.find(("granted", _target(st), COURT_NAMES.index("Polished Shield")))
    assert badge is not None and i18n._("Cancelled: {jester} on this knight").format(jester=jester) in badge.tip


def _target(st) -> int:
    names = [k.name for k in C.ALL_KNIGHTS]
    return next(k.uid for seat in st.seats for k in seat.knights if k.card == names.index("Dame Matilda Moonshield"))
