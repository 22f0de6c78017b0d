"""The Joust table after its playtest, driven through the real scene: the reveal of the two combat
cards is not spoiled — neither the log nor the "Combats revealed" list tells the result before the
cards have turned over, even when the viewer's own choice triggered it."""

from __future__ import annotations

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust.state import COMBAT
from game.games.joust.ui.smoke import advance
from game.ui.scenes import persist
from tests.ui_driver import FRAME


def test_the_reveal_is_not_spoiled_by_the_log_or_the_list(app):
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 7))
    table = app.top
    app.settings.animation_speed = 1.0
    store = table.store

    advance(table, lambda st: st.phase == COMBAT and table.viewer in table.rules.actors(st) and st.turn >= 2)
    st = store.state
    assert st.phase == COMBAT, "no combat for the viewer"
    for seat in sorted(table.rules.actors(st) - {table.viewer}):  # the rival chooses first, in secret
        store.apply(seat, table.rules.legal_actions(store.state, seat)[-1])
    table.refresh()
    table.rebuild_log()
    assert table.rules.actors(store.state) == {table.viewer}
    shown_before = len(table.view.revealed)
    app.step(dt=FRAME)

    def told() -> int:
        return sum("Cards revealed" in text for text, _c in table.log_view.lines)

    lines_before = told()
    assert table.submit(table.legal[-1])  # the viewer's own choice: the reveal follows at once
    app.step(dt=FRAME)
    assert table.revealing()
    assert told() == lines_before  # the log waits for the cards to land
    assert table.click_spot(("revealed", *table.view.revealed[-1][:2])) is None  # not in the list yet
    assert len(table.view.revealed) == shown_before + 1
    for _ in range(200):
        app.step(dt=0.1)
        if not table.revealing():
            break
    app.step(dt=FRAME)
    assert told() == lines_before + 1
    assert table.click_spot(("revealed", *table.view.revealed[-1][:2])) is not None


def test_choosing_who_jousts_moves_no_knight_under_the_pointer(app):
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 11))
    table = app.top

    def can_switch(st) -> bool:
        if table.viewer not in table.rules.actors(st):
            return False
        legal = table.rules.legal_actions(st, table.viewer)
        me = st.seats[table.viewer]
        return any(a[0] == "joust" and a[1] != me.knights[me.jousting].uid for a in legal if me.jousting >= 0)

    advance(table, can_switch, 600)
    assert can_switch(table.store.state), "no turn where the viewer may change the jousting knight"
    app.step(dt=FRAME)
    me = table.view.seats[table.viewer]
    uids = [k.uid for k in me.knights]
    before = {u: table.click_spot(("knight", u)).rect.centerx for u in uids}
    other = next(a for a in table.legal if a[0] == "joust" and a[1] != me.knights[me.jousting].uid)
    assert table.submit(other)
    table.skip_animations()
    app.step(dt=FRAME)
    after = {u: table.click_spot(("knight", u)).rect.centerx for u in uids if table.click_spot(("knight", u))}
    assert after == {u: x for u, x in before.items() if u in after}  # every knight kept its place


def test_a_fan_won_at_the_top_of_the_table_never_rises_into_the_top_bar(app):
    import pygame

    from game.core.rules import Event
    from game.ui.kit.float_text import FloatText
    from game.ui.table import TOP_BAR_H

    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 7))
    table = app.top
    app.step(dt=FRAME)
    (f,) = [a for a in table.animate_fans(Event("fans", {"seat": 1, "amount": 1})) if isinstance(a, FloatText)]
    f.t = f.duration * 0.99  # risen as far as it goes
    surface = pygame.Surface(app.surface.get_size(), pygame.SRCALPHA)
    f.draw(surface)
    drawn = surface.get_bounding_rect()
    assert drawn.h and drawn.top >= TOP_BAR_H


def test_a_knight_whose_strength_an_ability_changes_shows_it_on_its_card(app, monkeypatch):
    from game.games.joust import content as C
    from game.games.joust import effects as fx
    from game.games.joust.ui import knights
    from game.ui import text_fit
    from game.ui.widgets import style

    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    for seed in range(30):
        persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), seed))
        table = app.top
        advance(table, lambda st: st.phase != "setup", 60)
        v = table.view
        changed = [
            k for s in v.seats for k in s.knights if k.card >= 0 and fx.strength(v, k) != C.ALL_KNIGHTS[k.card].strength
        ]
        if changed:
            break
    else:
        import pytest

        pytest.skip("no knight with a changed strength in these deals")
    table._layer = None
    with text_fit.recording() as fits:
        app.step(dt=FRAME)
    seals = [f.text for f in fits if f.box[0] == f.box[1] and f.box[0] >= 16]  # the round seal
    assert str(fx.strength(v, changed[0])) in seals
    chips = []
    real = knights.draw_stat_chip
    monkeypatch.setattr(knights, "draw_stat_chip", lambda surface, rect, s: chips.append((s, real(surface, rect, s))))
    table._layer = None
    app.step(dt=FRAME)
    assert {s for s, _chip in chips} == {fx.strength(v, k) for k in changed}  # the stats row says the strength now
    for _s, chip in chips:  # drawn over the printed number: its gold frame is on screen
        assert tuple(app.surface.get_at((chip.centerx, chip.top))[:3]) == style.GOLD


def test_a_strikes_damage_is_shown_term_by_term(app):
    from game.games.joust import content as C
    from game.games.joust.state import Knight
    from game.ui import text_fit

    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 7))
    table = app.top
    store = table.store
    advance(table, lambda st: st.phase == COMBAT and table.viewer in table.rules.actors(st) and st.turn >= 2)
    st = store.state
    assert st.phase == COMBAT and not st.court, "a combat for the viewer, no court card in play"
    names = [k.name for k in C.ALL_KNIGHTS]
    for uid, name in ((st.att_uid, "Lady Isolde Brightmane"), (st.target, "Sir Bors the Bruiser")):
        s, i = st.find(uid)  # the attacker strikes harder (+1), the defender takes more (+1)
        st.seats[s].knights[i] = Knight(names.index(name), 0, uid)
    for seat in sorted(table.rules.actors(st) - {table.viewer}):
        store.apply(seat, table.rules.legal_actions(store.state, seat)[0])
    table.refresh()
    theirs = store.state.pick_att if table.viewer == st.defender else store.state.pick_def
    mine = next(a for a in table.rules.legal_actions(store.state, table.viewer) if a[-1] != theirs)
    card = mine[-1] if table.viewer == st.attacker else theirs
    assert table.submit(mine)
    table.skip_animations()
    hit = [e for e in store.history[-1].events if e.kind == "damage" and e.data["combat"]]
    assert table.strike is not None and table.strike.card == card
    assert [e.amount for e in table.strike.extras] == [1, 1]
    assert table.strike.total == card + 2 == hit[0].data["amount"]
    with text_fit.recording() as fits:
        table._layer = None
        app.step(dt=FRAME)
    assert f"= {card + 2}" in [f.text for f in fits]  # the breakdown's total on the table
    tip = table.spots.find("strike-damage").tip
    assert "Lady Isolde Brightmane, strikes deal more" in tip and "Sir Bors the Bruiser, takes more damage" in tip


def test_the_defenders_hint_says_how_high_the_attacker_may_play(app):
    from game.games.joust import effects as fx

    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 7))
    table = app.top
    advance(table, lambda st: st.phase == COMBAT and st.defender == table.viewer)
    v = table.view
    assert v.phase == COMBAT and v.defender == table.viewer
    top = fx.strength(v, v.knight(v.att_uid))
    assert table.hint() == (
        f"You defend: any card from 1 to 5 may be played; the same card as the attacker's (1 to {top}) blocks."
    )
