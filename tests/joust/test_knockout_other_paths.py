"""Every path to a knock-out shows its panel on the real table, the viewer on either side, skipped or
not: a strike whose Strike ability fells two knights at once (a panel each), a court card's damage,
Fan Support's damage; a knock-out that wins the game is told by the game's end instead."""

from __future__ import annotations

import pygame
import pytest

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust import content as C
from game.ui.scenes import persist
from tests.joust.helpers import R, cid, to_combat, uid
from tests.joust.helpers import table as position
from tests.ui_driver import FRAME, key, waiting_announcement

GALAHAD, KAY, HUMPHREY = "Sir Galahad the Gallant", "Sir Kay the Crowd-Pleaser", "Sir Humphrey the Hefty"
LAST = C.HEALTH - 1  # the damage that leaves a knight one point of health


def _panels(app, st, moves: list, skip: bool = False) -> list[tuple[str, str, str]]:
    """The announcements the table shows (title, subtitle, body) once ``moves`` are played from ``st``
    (seat 0 is the human viewer), each read on with Space as a player would."""
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, st.variant, seats), 7))
    table = app.top
    app.settings.animation_speed = 1.0
    store = table.store
    store.state = st
    table.refresh()
    table.rebuild_log()
    table.draw(app.surface)
    for seat, action in moves:
        table._after_action(seat, action, store.apply(seat, action))
    if skip:
        app.step(dt=FRAME)
        key(app, pygame.K_SPACE)
    seen = []
    for _ in range(1500):
        app.step(dt=FRAME)
        if waiting_announcement(table):
            a = table.timeline.announcement
            seen.append((a.title, a.subtitle, a.body))
            key(app, pygame.K_SPACE)
    return seen


@pytest.mark.parametrize("skip", [False, True])
@pytest.mark.parametrize("viewer_attacks", [True, False])
def test_a_strike_that_fells_two_knights_shows_a_panel_for_each(app, viewer_attacks, skip):
    attacker, defender = [GALAHAD], [(KAY, LAST), (HUMPHREY, LAST)]  # Galahad's Strike: 1 damage to each
    seats = [attacker, defender] if viewer_attacks else [defender, attacker]
    st = to_combat(position(*seats, active=0 if viewer_attacks else 1))
    seen = _panels(app, st, [(st.attacker, ("card", 4)), (st.defender, ("card", 2))], skip)
    assert [title for title, _s, _b in seen] == ["Sir Kay the Crowd-Pleaser", "Sir Humphrey the Hefty"]
    assert all("Knocked out" in sub for _t, sub, _b in seen)


@pytest.mark.parametrize("viewer_plays", [True, False])
def test_a_court_cards_damage_that_fells_a_knight_shows_its_panel(app, viewer_plays):
    mine, theirs = [GALAHAD], [(KAY, LAST), HUMPHREY]
    active = 0 if viewer_plays else 1
    st = position(*([mine, theirs] if viewer_plays else [theirs, mine]), active=active)
    tomatoes = cid("Rotten Tomatoes")
    st.court_deck.remove(tomatoes)
    st.court_deck.append(tomatoes)  # drawn next
    seen = _panels(app, st, [(active, ("draw", "court")), (active, ("target", uid(st, 1 - active, 0)))])
    assert [title for title, _s, _b in seen] == ["Sir Kay the Crowd-Pleaser"]
    assert "Rotten Tomatoes" in seen[0][2]


def test_fan_supports_damage_that_fells_a_knight_shows_its_panel(app):
    st = to_combat(position([GALAHAD], [(HUMPHREY, LAST)], variant=C.TALE, fans=(8, 0)))
    blocked, _e = R.apply(R.apply(st, 0, ("card", 2))[0], 1, ("card", 2))
    seen = _panels(app, st, [(0, ("card", 2)), (1, ("card", 2)), (0, ("decree", uid(blocked, 1, 0)))])
    assert [title for title, _s, _b in seen] == ["Sir Humphrey the Hefty"]


def test_a_knock_out_on_the_last_fan_is_told_by_the_games_end(app):
    st = to_combat(position([GALAHAD], [(KAY, LAST)], fans=(9, 0)))  # 1 fan for the strike, 3 for the knock-out
    seen = _panels(app, st, [(0, ("card", 4)), (1, ("card", 2))])
    assert len(seen) == 1 and seen[0][0] == "You win the tournament!"
    assert "Sir Kay the Crowd-Pleaser is knocked out!" in seen[0][2]
