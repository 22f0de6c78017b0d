"""The Paladin table after its playtest, driven through the real scene: a card's zoom never hides the
resolution's buttons (Beat, Take back, Discard) — when no place is clear of them its tooltip stands
in — and the zoom waits after a click until the pointer moves."""

from __future__ import annotations

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.paladin.ui.smoke import smoke_states
from game.ui.scenes import persist
from tests.ui_driver import FRAME, move


def resolving_table(app, players: int = 3):
    seats = (SeatConfig("human", "", ""),) + (SeatConfig("bot", "medium"),) * (players - 1)
    persist.open_table(app, Session(get("paladin"), Options(players, "standard", seats), 3))
    table = app.top
    dict(smoke_states(table))["resolve"]()
    app.step(dt=FRAME)
    return table


def test_a_zoom_never_hides_the_resolution_buttons(app):
    table = resolving_table(app)
    buttons = [b.rect for slot in table.bar.slots for b in table.bar.buttons(slot) if b.alive()]
    assert buttons, "the viewer decides: Beat / Take back / Discard are shown"
    hovered = 0
    for spot in list(table.spots.shown):
        if spot.zoom is None:
            continue
        move(app, spot.rect.center, frames=12)
        hovered += 1
        if table.zoom.rect is not None:
            assert not any(table.zoom.rect.colliderect(b) for b in buttons), spot.key
        else:
            assert table.gui.showing_tip == spot.tip  # no room beside: the tooltip tells it instead
    assert hovered


def test_a_zoom_waits_after_a_click_until_the_pointer_moves(app):
    table = resolving_table(app)
    spot = next(s for s in table.spots.shown if s.zoom is not None)
    move(app, spot.rect.center, frames=3)
    table.gui.hush_tips()  # what a click on it does
    app.step(dt=FRAME)
    assert table.zoom.rect is None
    move(app, (spot.rect.centerx + 2, spot.rect.centery), frames=3)
    assert table.zoom.rect is not None or table.gui.showing_tip


def test_a_panel_says_its_mission_honour_apart_and_how_the_dealer_is_chosen(app):
    from game.games.paladin import engine as E

    table = resolving_table(app)
    s = table.view
    rival = next(p for p in range(s.players) if p != table.viewer)
    from game.ui import text_fit

    with text_fit.recording() as fits:
        table._draw_rival(app.surface, s, rival, table.lay["top"], None)
    red, honour, total = E.reds(s, rival), E.honour(s, rival), E.score(s, rival)
    texts = [f.text for f in fits]
    assert f"{total} point" + ("" if total == 1 else "s") in texts  # the header: the total that wins
    assert any(t.startswith(f"Honour {honour} · Red {red}") for t in texts)  # the missions' honour apart
    assert not any(f.fit.ellipsized for f in fits if f.text.endswith(("point", "points")))
    assert "least honour from missions" in table._score_tip(s, rival)


def test_the_dealer_sees_the_seating_order_when_choosing_who_starts(app):
    from game.games.paladin import engine as E
    from game.games.paladin.state import START
    from game.games.paladin.ui.smoke import drive
    from game.ui import text_fit
    from tests.ui_driver import click, settle

    seats = (SeatConfig("human", "", ""),) + (SeatConfig("bot", "easy"),) * 2
    persist.open_table(app, Session(get("paladin"), Options(3, "standard", seats), 3))
    table = app.top
    drive(table, lambda st: st.phase == START and E.actor(st) == table.viewer)
    assert table.view.phase == START and table.can_act()
    settle(app)
    names = [table.seat_name(p) for p in range(3)]  # "You", then the player on your left, then the next
    with text_fit.recording() as fits:
        table._layer = None
        app.step(dt=FRAME)
    want = f"Seated clockwise: {names[0]} → {names[1]} → {names[2]}."
    assert any(f.text.startswith(want) for f in fits), [f.text for f in fits if "Seated" in f.text]
    click(app, table.bar.buttons("first")[0].rect.center)  # open the chooser
    tips = {b.text: b.tool_tip_text for b in table.bar.chooser_buttons()}
    assert tips[f"{names[1]} starts"] == f"Placing order: {names[1]} → {names[2]} → {names[0]}"
    assert tips["I start"] == f"Placing order: {names[0]} → {names[1]} → {names[2]}"


def test_a_pressed_buttons_tooltip_waits_until_the_pointer_moves(app):
    """Take back's tooltip shown, then the button pressed where the pointer rests: while the pointer
    stays there, the next mission's Take back (under it again) shows no tooltip over the log; once
    the pointer moves, it does."""
    from tests.paladin.helpers import resolution_state, three_missions
    from tests.ui_driver import click, hover_tip, read_on, settle

    seats = (SeatConfig("human", "", ""),) + (SeatConfig("bot", "medium"),) * 2
    session = Session(get("paladin"), Options(3, "standard", seats), 3)
    session.store.state = resolution_state(three_missions())  # the player decides last at missions 1 and 2
    persist.open_table(app, session)
    table = app.top
    app.step(dt=FRAME)
    for _ in range(400):
        if table.can_act():
            break
        app.step(dt=FRAME)
    settle(app)
    assert table.view.res_mission == 0 and table.can_act()
    (take,) = [b for b in table.bar.buttons("second") if b.alive()]
    at = take.rect.center
    assert hover_tip(app, take) is not None
    click(app, at)
    for _ in range(600):  # the mission's result read on with the keyboard: the pointer stays put
        read_on(app, table)
        if table.view.res_mission == 1 and table.can_act():
            break
    assert table.view.res_mission == 1 and table.can_act()
    for _ in range(60):
        app.step(dt=FRAME)
        shown = [b for slot in table.bar.slots for b in table.bar.buttons(slot) if getattr(b, "tool_tip", None)]
        assert not shown, [b.tool_tip_text for b in shown]
    (again,) = [b for b in table.bar.buttons("second") if b.alive()]
    assert again.rect.collidepoint(at)
    assert hover_tip(app, again, (at[0] + 3, at[1])) is not None
