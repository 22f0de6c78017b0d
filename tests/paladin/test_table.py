"""The Paladin table driven headless: placing by clicks, peeking flips the card for the peeker only,
the resolution animates card by card, buttons resolve, the rules summary and card faces exist."""

from __future__ import annotations

import pygame

from game.app import App
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.state import HIDDEN, PLACE, RESOLVE
from game.games.paladin.ui.cards import card_spec, gallery_specs
from game.games.paladin.ui.table import PaladinTable
from game.ui.scenes import persist
from tests.ui_driver import click


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
            app.step(dt=0.05)  # one frame so the hit areas are laid out
            return
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
    rect = next(r for r, c in table._hand_rects if c == card)
    click(app, rect.center)
    assert table.selected == card
    m = next(a[2] for a in table.legal if a[0] == "place" and a[1] == card)
    before = len(table.store.history)
    click(app, table._mission_rect(m).center)
    assert len(table.store.history) == before + 1
    assert (seat, card) in table.store.state.table[m]


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
    click(app, table._slot_rects[(m, idx)].center)
    true_card = table.store.state.table[m][idx][1]
    assert table.view.table[m][idx][1] == true_card
    third = ({0, 1, 2} - {table.viewer, owner}).pop()
    assert table.rules.view(table.store.state, third).table[m][idx][1] == HIDDEN


def test_resolution_animates_card_by_card_and_buttons_decide(app):
    table = open_table(app, seed=5)
    app.settings.animation_speed = 1.0
    for _ in range(40):
        run_until_human(app, table)
        if table.store.state.phase == RESOLVE:
            break
        table.submit(next(a for a in table.legal if a[0] == "place"))
    assert table.store.state.phase == RESOLVE
    assert {b.enabled for b in table.action_buttons} >= {True}
    take = table.action_buttons[1]
    before = len(table.store.history)
    click(app, take.rect.center)
    assert len(table.store.history) == before + 1
    # the decision (and any follow-up reveals) play as animation steps over several frames
    assert table.animating
    assert table.anims[0].event.kind == "took_back"
    assert table.display is not None  # the table shows the resolution step by step, not the end state
    app.settings.animation_speed = 4.0
    for _ in range(200):
        if not table.animating:
            break
        app.step(dt=0.05)
    assert not table.animating
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
    table.on_events([])  # nothing to animate
    table.display = table.view.clone()  # as if an animation were running from this viewer's view
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
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_3, mod=0, unicode="3")], dt=0.05)
    assert len(table.store.history) == before + 1
    assert table.store.history[-1].action == ("discard",)


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
