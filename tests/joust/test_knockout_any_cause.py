"""Every knock-out gets its panel, whatever dealt the damage (a knight felled by the block that hits
back, Lady Rowena's, whoever is the viewer, skipped or not), and the panel says in plain words, singular
or plural, the health the knight had left and the damage lost beyond it."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game import i18n
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust import content as C
from game.games.joust.state import ORDER
from game.games.joust.ui.knockout import panel
from game.ui.scenes import persist
from tests.joust.helpers import R, fight, kid, to_combat
from tests.joust.helpers import table as position
from tests.ui_driver import FRAME, key, waiting_announcement

BLACK = kid("The Black Knight")


def _position(viewer_blocks: bool, left: int):
    """The Black Knight (``left`` health left) attacks Lady Rowena; the viewer (seat 0) holds Rowena
    when ``viewer_blocks``."""
    hp = C.knight_health(BLACK, C.STANDARD)
    seats = [[("The Black Knight", hp - left)], ["Lady Rowena Quickspur"]]
    if viewer_blocks:
        seats.reverse()
    return to_combat(position(*seats, active=1 if viewer_blocks else 0))


@pytest.mark.parametrize("skip", [False, True])
@pytest.mark.parametrize("viewer_blocks", [False, True])
def test_a_knight_felled_by_a_block_that_hits_back_has_its_panel(app, viewer_blocks, skip):
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 7))
    table = app.top
    app.settings.animation_speed = 1.0
    st = _position(viewer_blocks, 1)
    store = table.store
    store.state = st
    store.apply(st.attacker, ("card", 3))
    table.refresh()
    table.rebuild_log()
    table.draw(app.surface)
    table._after_action(st.defender, ("card", 3), store.apply(st.defender, ("card", 3)))  # the same card: a block
    while store.state.phase == ORDER and table.viewer in store.actors():
        order = store.legal_actions(table.viewer)[0]
        table._after_action(table.viewer, order, store.apply(table.viewer, order))
    shown = None
    if skip:
        app.step(dt=FRAME)
        key(app, pygame.K_SPACE)
    for _ in range(900):
        app.step(dt=FRAME)
        if waiting_announcement(table):
            shown = table.timeline.announcement
            break
    felled = [e for step in store.history for e in step.events if e.kind == "knockout"]
    assert [e.data["card"] for e in felled] == [BLACK]
    assert shown is not None and "Knocked out" in shown.subtitle
    assert shown.title == "The Black Knight"
    assert "It had 1 point of health left; 2 more damage was lost." in shown.body, shown.body


def _body(left: int, lang: str) -> str:
    """The knock-out panel's words, seen by the Black Knight's player, when Rowena's block of a 3 fells it."""
    before = _position(False, left)
    after, events = fight(before, 3, 3)
    ko = next(e for e in events if e.kind == "knockout")
    board = SimpleNamespace(
        view=R.view(after, 0),
        _before=R.view(before, 0),
        viewer=0,
        viewer_is_human=lambda: True,
        player_name=lambda s: ("Ann", "Bob")[s],
        seat_name=lambda s: ("Ann", "Bob")[s],
    )
    i18n.set_language(lang)
    try:
        return panel(board, ko, events).body
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("left", "lang", "words"),
    [
        (1, "en", "It had 1 point of health left; 2 more damage was lost."),
        (2, "en", "It had 2 points of health left; 1 more damage was lost."),
        (1, "it", "Aveva solo 1 punto salute: il danno in più (2) va perso."),
        (2, "it", "Aveva solo 2 punti salute: il danno in più (1) va perso."),
    ],
)
def test_the_damage_lost_beyond_the_last_health_is_told_plainly(left, lang, words):
    assert words in _body(left, lang)
