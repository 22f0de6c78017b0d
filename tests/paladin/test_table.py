"""The Paladin table driven headless: placing by clicks, peeking flips the card for the peeker only,
the resolution animates card by card, buttons resolve, the rules summary and card faces exist."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Event, Options, SeatConfig
from game.core.session import Session
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.state import HIDDEN, PLACE, RESOLVE
from game.games.paladin.ui.cards import card_spec, gallery_specs
from game.games.paladin.ui.last_moves import last_moves
from game.games.paladin.ui.table import PaladinTable
from game.settings import Settings
from game.ui.kit.timeline import Anim
from game.ui.scenes import persist
from game.ui.scenes.results import ResultsScene
from tests import ui_driver
from tests.ui_driver import click, move, press, read_on


def open_table(app: App, seed: int = 3) -> PaladinTable:
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "medium"), SeatConfig("bot", "medium"))
    session = Session(get("paladin"), Options(3, "standard", seats), seed)
    persist.open_table(app, session)
    table = app.top
    assert isinstance(table, PaladinTable)
    return table


def run_until_human(app: App, table: PaladinTable, frames: int = 400) -> None:
    for _ in range(frames):
        if table.animating:
            table.skip_animations()
        if table.can_act():
            for _ in range(12):  # the hit areas laid out, and the new decision's input guard run out
                app.step(dt=0.05)
                if table.decision_ready():
                    return
            raise AssertionError("the player's turn never took input")
        app.step(dt=0.05)
    raise AssertionError("the human never got the turn")


def test_gallery_has_every_face():
    specs = gallery_specs()
    assert len(specs) == 42 + 18
    reds = [s for s in specs[:42] if "red-sword" in s.corners]
    assert len(reds) == 10  # red cards carry a sword mark, not only a colour
    assert card_spec(C.RED_CARDS[9]).value == 9


def test_place_by_clicking_a_card_then_a_mission(app):
    table = open_table(app)
    run_until_human(app, table)
    state = table.store.state
    assert state.phase == PLACE
    seat = table.viewer
    card = state.hands[seat][0]
    click(app, table.click_spot(card).rect.center)
    assert table.selected == card
    m = next(a[2] for a in table.legal if a[0] == "place" and a[1] == card)
    before = len(table.store.history)
    app.step(dt=0.05)
    click(app, table.click_spot(("mission", m)).rect.center)
    assert table.store.history[before].seat == seat
    assert table.store.history[before].action == ("place", card, m)


def test_peek_flips_the_card_for_the_peeker_only(app):
    table = open_table(app)
    for _ in range(10):
        run_until_human(app, table)
        peeks = [a for a in table.legal if a[0] == "peek"]
        if peeks:
            break
        table.submit(next(a for a in table.legal if a[0] == "place"))
    assert peeks
    _k, m, owner = peeks[0]
    idx = next(i for i, (o, _c) in enumerate(table.view.table[m]) if o == owner)
    assert table.view.table[m][idx][1] == HIDDEN
    app.step(dt=0.05)
    click(app, table.click_spot(("slot", m, idx)).rect.center)
    true_card = table.store.state.table[m][idx][1]
    assert table.view.table[m][idx][1] == true_card
    third = ({0, 1, 2} - {table.viewer, owner}).pop()
    assert table.rules.view(table.store.state, third).table[m][idx][1] == HIDDEN


def test_resolution_animates_card_by_card_and_the_bar_decides(app):
    table = open_table(app, seed=5)
    app.settings.animation_speed = 1.0
    for _ in range(40):
        run_until_human(app, table)
        if table.store.state.phase == RESOLVE:
            break
        table.submit(next(a for a in table.legal if a[0] == "place"))
    assert table.store.state.phase == RESOLVE
    app.step(dt=0.3)  # the bar's input lock after its choices changed
    take = table.bar.buttons("second")[0]
    assert take.is_enabled
    before = len(table.store.history)
    press(app, take)
    assert table.store.history[before].action == E.TAKE
    # the follow-up reveals and bots' decisions play as steps over several frames, from a replayed copy
    for _ in range(400):  # the viewer's own beat read first, then a rival's decision
        if table.display is not None and table.timeline.busy and len(table.store.history) > before + 1:
            break
        app.step(dt=0.05)
    assert table.display is not None and table.animating
    assert table.display.table != table.view.table or table.display.fates != table.view.fates
    app.settings.animation_speed = 4.0
    for _ in range(400):
        if not table.animating and table.can_act():
            break
        read_on(app, table)  # a mission's panel waits for the player's click
    table.skip_animations()
    app.step(dt=0.05)
    assert table.display is None


def test_status_and_rules_text(app):
    table = open_table(app)
    run_until_human(app, table)
    assert table.status_text()
    assert "red" in table.rules_summary()
    assert E.actor(table.store.state) == table.viewer


def test_hot_seat_switch_never_shows_the_previous_viewers_cards(app):
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("human", "", "Bo"), SeatConfig("bot", "medium"))
    session = Session(get("paladin"), Options(3, "standard", seats), 4)
    persist.open_table(app, session)
    table = app.top
    assert isinstance(table, PaladinTable)
    first = table.viewer
    table._shown_before = table.view.clone()  # as if a move were landing on this viewer's view
    table.on_events([Event("placed", {"mission": 0, "seat": first, "main": True})])
    table.timeline.add([Anim(duration=50.0)])
    assert table.display is not None
    table.animating = True
    other = ({0, 1} - {first}).pop()
    table.viewer = other
    table.refresh()
    assert table.display is None and not table.animating
    assert table.shown.hands[first] == [HIDDEN] * len(table.shown.hands[first])


def test_resolution_keys_1_2_3(app):
    table = open_table(app, seed=5)
    for _ in range(40):
        run_until_human(app, table)
        if table.store.state.phase == RESOLVE:
            break
        table.submit(next(a for a in table.legal if a[0] == "place"))
    assert table.store.state.phase == RESOLVE
    before = len(table.store.history)
    app.step(dt=0.3)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_3, mod=0, unicode="3")], dt=0.05)
    assert table.store.history[before].action == ("discard",)


def test_slot_tooltip_names_every_peeker_without_contradiction(app):
    table = open_table(app)
    run_until_human(app, table)
    me = table.viewer
    owner, third = [p for p in range(3) if p != me]
    s = table.view.clone()
    x = next(c for c in range(C.PALADIN_COUNT) if c not in s.hands[me])
    s.table[0] = [(owner, x)]
    s.fates[0] = [E.LEAD]
    s.public = 0
    name = table.seat_name(third)
    s.peeks = [(me, 0, owner), (third, 0, owner)]
    both = table._slot_tip(s, 0, 0, owner, x, 0, False)
    assert "You looked at this card, and so did " + name in both
    assert "nobody else" not in both
    s.peeks = [(me, 0, owner)]
    alone = table._slot_tip(s, 0, 0, owner, x, 0, False)
    assert "nobody else did" in alone and name not in alone
    s.peeks = [(third, 0, owner)]
    hidden = table._slot_tip(s, 0, 0, owner, HIDDEN, 0, False)
    assert "Looked at by: " + name in hidden and "You looked" not in hidden


def test_slot_tooltip_says_your_for_the_viewers_own_cards(app):
    table = open_table(app)
    run_until_human(app, table)
    me = table.viewer
    rival = next(p for p in range(3) if p != me)
    s = table.view.clone()
    mine, theirs = s.hands[me][0], next(c for c in range(C.PALADIN_COUNT) if c not in s.hands[me])
    s.table[0] = [(me, mine), (rival, theirs)]
    s.fates[0] = [E.LEAD, E.LEAD]
    s.public = 0
    assert table._slot_tip(s, 0, 0, me, mine, 0, False).startswith("Your main paladin")
    assert table._slot_tip(s, 0, 1, me, mine, 0, False).startswith("Your paladin")
    assert table._slot_tip(s, 0, 0, rival, HIDDEN, 0, False).startswith("Main paladin of " + table.seat_name(rival))
    assert table._slot_tip(s, 0, 1, rival, HIDDEN, 0, False).startswith("Paladin of " + table.seat_name(rival))


def test_a_whole_game_is_playable_by_clicks(tourney_home):
    """Every move of the human comes from a click on what the table shows, to the results."""
    app = App(headless=True, settings=Settings(sound=False, animation_speed=8.0, bot_think_seconds=0.0))
    try:
        seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random"), SeatConfig("bot", "random"))
        persist.open_table(app, Session(get("paladin"), Options(3, "standard", seats), 7))
        table = app.top
        assert isinstance(table, PaladinTable)
        rng = Rng.from_seed(5)
        clicks = ui_driver.play_by_clicks(app, table, rng)
        assert isinstance(app.top, ResultsScene), "the game did not reach the results screen"
        human = sum(1 for step in app.top.session.store.history if step.seat == 0)
        assert human > 20 and clicks > 10
    finally:
        app.shutdown()


def test_rivals_last_moves_are_shown_and_marked(app):
    table = open_table(app)
    run_until_human(app, table)
    table.submit(next(a for a in table.legal if a[0] == "place"))
    run_until_human(app, table)
    moves = last_moves(table.store.history, table.viewer)
    assert moves and table.viewer not in moves
    app.step(dt=0.05)
    for seat, mv in moves.items():
        line = table.click_spot(("last", seat))
        assert line is not None and line.tip.startswith("Last move: ")
        if mv.kind == "place":
            assert f"mission {mv.mission + 1}" in line.tip


def test_rivals_last_moves_stay_when_you_peek_and_their_peeks_show_as_eyes(app):
    """Your own peek does not wipe the rivals' last moves; a rival's turn tells its peek and its
    placement; each face-down paladin a rival looked at carries an eye whose tip names them."""
    table = open_table(app)
    run_until_human(app, table)
    while not any(a[0] == "peek" for a in table.legal):
        table.submit(next(a for a in table.legal if a[0] in ("place", "start")))
        run_until_human(app, table)
    rivals = set(last_moves(table.store.history, table.viewer))
    assert rivals
    table.submit(next(a for a in table.legal if a[0] == "peek"))
    table.skip_animations()
    table._layer = None
    app.step(dt=0.05)
    for seat in rivals:
        assert table.click_spot(("last", seat)) is not None
    v = table.view
    peeked = [(p, m, o) for p, m, o in v.peeks if p != table.viewer]
    assert peeked  # the bots look before they place
    for p, m, o in peeked:
        eyes = table.click_spot(("eyes", m, o))
        assert eyes is not None and table.seat_name(p) in eyes.tip
    told = [table.click_spot(("last", p)).tip for p, _m, _o in peeked if p in rivals]
    assert any("Placed on mission" in t and "looked at" in t for t in told)


@pytest.mark.parametrize("players", [3, 5])
def test_the_zoom_covers_no_mission(app, players):
    seats = (SeatConfig("human", "", "Ada"),) + (SeatConfig("bot", "medium"),) * (players - 1)
    persist.open_table(app, Session(get("paladin"), Options(players, "standard", seats), 3))
    table = app.top
    run_until_human(app, table)
    while not any(a[0] == "place" for a in table.legal):  # e.g. the dealer first chooses who starts
        table.submit(table.legal[0])
        run_until_human(app, table)
    table.submit(next(a for a in table.legal if a[0] == "place"))
    run_until_human(app, table)
    app.step(dt=0.05)
    checked = set()
    for m in range(table.view.players):
        for key in [("mission", m)] + [("slot", m, i) for i in range(len(table.view.table[m]))]:
            spot = table.click_spot(key)
            if spot is None or spot.zoom is None:
                continue
            move(app, spot.rect.center, frames=2)
            assert table.zoom.rect is not None, key
            for other in range(table.view.players):
                assert not table.zoom.rect.colliderect(table.column(other)), (key, other)
            assert not table.zoom.rect.colliderect(spot.rect), key
            checked.add(m)
    assert checked == set(range(players))  # every column, the last one included


@pytest.mark.parametrize("players", [4, 5])
def test_while_the_missions_resolve_no_zoom_covers_a_mission(app, players):
    """The resolution buttons take the right-hand side: a zoom that finds no room at full size is
    drawn smaller where it covers no mission, rather than over the next one."""
    from game.games.paladin.ui.smoke import drive

    seats = (SeatConfig("human", "", "Ada"),) + (SeatConfig("bot", "medium"),) * (players - 1)
    persist.open_table(app, Session(get("paladin"), Options(players, "standard", seats), 3))
    table = app.top
    drive(table, lambda st: st.phase == RESOLVE and E.actor(st) == table.viewer)
    app.step(dt=0.05)
    app.step(dt=0.5)
    assert table.bar.buttons("second")  # Take back on the right, where a zoom would go
    zoomed = 0
    for spot in list(table.spots.shown):
        if spot.zoom is None:
            continue
        move(app, spot.rect.center, frames=2)
        if table.zoom.rect is None:
            continue
        zoomed += 1
        covered = [m for m in range(players) if table.zoom.rect.colliderect(table.column(m))]
        assert not covered, (spot.key, covered)
        assert not any(table.zoom.rect.colliderect(b) for b in table.gui.live_button_rects())
    assert zoomed >= players


def test_the_icons_beside_a_paladin_and_a_rivals_hand_are_labelled(app):
    """The token, the crown of a main paladin and the eye of a card looked at say what they mean; a
    rival's backs carry their count."""
    from game.ui import text_fit

    table = open_table(app)
    run_until_human(app, table)
    while not any(a[0] == "place" for a in table.legal):
        table.submit(table.legal[0])
        run_until_human(app, table)
    table.submit(next(a for a in table.legal if a[0] == "place"))
    run_until_human(app, table)
    table._layer = None
    with text_fit.recording() as fits:
        app.step(dt=0.05)
    v = table.view
    mains = [m for m in range(v.players) if v.table[m]]
    assert mains
    for m in mains:
        owner = v.table[m][0][0]
        tip = table.click_spot(("marks", m, 0)).tip
        assert "The crown: the main paladin" in tip
        assert ("Your token" if owner == table.viewer else f"Token of {table.seat_name(owner)}") in tip
    for seat in range(v.players):
        if seat != table.viewer:
            n = len(v.hands[seat])
            assert any(f.text == str(n) for f in fits)
            assert table.click_spot(("hand", seat)).tip.startswith(f"{n} paladin")
