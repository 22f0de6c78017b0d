"""The combat box after a strike that armour took whole: its chips are not summed to a false "= 0"
("1 −2 = 0"), they are followed by words saying the armour absorbs it all, whole in their place, in
English and Italian; and the chip of damage lost beyond a knight's health has an icon of its own, no
shield (a shield reads as armour)."""

from __future__ import annotations

import pytest

from game import i18n
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust import content as C
from game.games.joust.state import COMBAT, Knight
from game.games.joust.ui import combat_box
from game.games.joust.ui.smoke import advance
from game.ui import text_fit
from game.ui.scenes import persist
from tests.ui_driver import FRAME


def _strike_into_armour(app, lang: str, target: str = "Dame Matilda Moonshield", damage: int = 0, card: int = 1):
    """The viewer's combat, its knights made Sir Humphrey (strength 4, no Always) striking ``target``
    (Dame Matilda: armour 2) carrying ``damage`` with ``card``; the reveal played through the table."""
    app.set_language(lang)
    app.step(dt=FRAME)
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 7))
    table = app.top
    store = table.store
    advance(table, lambda st: st.phase == COMBAT and table.viewer in table.rules.actors(st) and st.turn >= 2)
    st = store.state
    assert st.phase == COMBAT and not st.court, "a combat for the viewer, no court card in play"
    names = [k.name for k in C.ALL_KNIGHTS]
    for uid, name, dmg in ((st.att_uid, "Sir Humphrey the Hefty", 0), (st.target, target, damage)):
        s, i = st.find(uid)
        st.seats[s].knights[i] = Knight(names.index(name), dmg, uid)
    viewer_attacks = table.viewer == st.attacker
    for seat in sorted(table.rules.actors(st) - {table.viewer}):  # the bot: a 1 to attack, else a 2
        store.apply(seat, ("card", 5 if card < 5 else 1) if viewer_attacks else ("card", card))
    table.refresh()
    assert table.submit(("card", card) if viewer_attacks else ("card", 5 if card < 5 else 1))
    table.skip_animations()
    return table


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_strike_armour_takes_whole_says_so_instead_of_a_false_sum(app, lang):
    table = _strike_into_armour(app, lang)
    hit = table.strike
    assert hit is not None and hit.card == 1 and hit.floored and hit.taken == 0
    assert not [e for e in table.store.history[-1].events if e.kind == "damage" and e.data["combat"]]
    with text_fit.recording() as fits:
        table._layer = None
        app.step(dt=FRAME)
        app.step(dt=FRAME)
    drawn = {f.text: f for f in fits}
    words = i18n._("armour absorbs all")
    assert words in drawn and not drawn[words].fit.ellipsized
    assert "= 0" not in drawn  # no sum that the chips do not add up to
    assert "−2" in drawn and "1" in drawn  # the card and the armour, term by term
    chip = table.spots.find(("strike-damage", 1))
    assert chip is not None and i18n._("Dame Matilda Moonshield") in chip.tip
    assert drawn[words].box[0] >= 100  # a place of its own after the chips, not a sliver


def test_the_damage_lost_beyond_health_has_an_icon_of_its_own_no_shield(app, monkeypatch):
    from game.ui.kit import breakdown

    icons = []
    real = breakdown.style.icon
    monkeypatch.setattr(breakdown.style, "icon", lambda name, *a, **k: icons.append(name) or real(name, *a, **k))
    table = _strike_into_armour(app, "en", target="Sir Humphrey the Hefty", damage=6, card=4)
    hit = table.strike
    assert hit is not None and hit.lost == 3 and hit.taken == 1
    icons.clear()
    table._layer = None
    app.step(dt=FRAME)
    lost = table.spots.find(("strike-damage", 1))
    assert lost is not None and "lost beyond the knight's health" in lost.tip
    assert combat_box.OVERKILL_ICON in icons
    assert not any("shield" in name for name in icons)  # nothing in the breakdown reads as armour
