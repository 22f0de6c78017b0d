"""The fans a player wins in one moment float as one gain: a block by Dame Elaine of Astolat wins her
player a fan for her ability and one for the block, and "+2 fans" rises over the score (not "+1 fan"
twice on the same spot), the score landing on the sum with it."""

from __future__ import annotations

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust import content as C
from game.games.joust.state import COMBAT, Knight
from game.games.joust.ui.smoke import advance
from game.ui.kit.float_text import FloatText
from game.ui.scenes import persist
from tests.ui_driver import FRAME, click


def test_a_block_by_dame_elaine_floats_plus_two_fans_at_once(app, monkeypatch):
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 7))
    table = app.top
    app.settings.animation_speed = 1.0
    advance(table, lambda st: st.phase == COMBAT and st.defender == table.viewer and st.turn >= 2)
    st = table.store.state
    assert st.phase == COMBAT and st.defender == table.viewer, "no attack on the viewer"
    elaine = next(i for i, c in enumerate(C.KNIGHTS) if c.name == "Dame Elaine of Astolat")
    mine = st.seats[table.viewer]
    mine.knights[mine.jousting] = Knight(elaine, 0, mine.knights[mine.jousting].uid)
    st.court = []  # no court card changes her block
    table.store.apply(st.attacker, table.rules.legal_actions(st, st.attacker)[0])
    att = table.store.state.pick_att
    table.refresh()
    table.rebuild_log()
    for _ in range(30):
        app.step(dt=FRAME)
    floats: list[FloatText] = []
    real_add = table.timeline.add

    def record(anims, *args, real_add=real_add, **kwargs):
        floats.extend(a for a in anims if isinstance(a, FloatText))
        return real_add(anims, *args, **kwargs)

    monkeypatch.setattr(table.timeline, "add", record)
    before = table.view.seats[table.viewer].fans
    click(app, table.click_spot(("hand", att)).rect.center)
    app.step(dt=FRAME)
    events = table.store.history[-1].events
    won = [e for e in events if e.kind == "fans" and e.data["seat"] == table.viewer]
    assert len(won) == 2, [(e.kind, e.data) for e in events]  # her ability's fan and the block's
    texts = [f.text for f in floats if f.rect == table.where(("score", table.viewer))]
    assert texts == ["+2 fans"], texts
    seen = set()
    for _ in range(600):  # the score goes from before to before + 2 in one step, never showing + 1
        seen.add(table.board.seats[table.viewer].fans)
        if not table.animating:
            break
        app.step(dt=FRAME)
    assert seen == {before, before + 2}, seen
