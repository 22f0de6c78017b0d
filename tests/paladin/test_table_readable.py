"""The Paladin table stays readable where it was not: the rivals' last moves at five players in
Italian (whole, at a readable size), a leader's face with the places of paladins gone below it, and
the paladins a player keeps (their values big enough to read, the paladin and mission named)."""

from __future__ import annotations

import pygame

from game import i18n
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.paladin import content as C
from game.games.paladin.describe import card_label
from game.games.paladin.rules import PaladinRules
from game.games.paladin.ui.kept import RIVAL_CHIP
from game.games.paladin.ui.last_moves import last_moves
from game.games.paladin.ui.table import HAND_LIFT, HAND_SIZE, LAST_MIN, PaladinTable
from game.ui import text_fit
from game.ui.scenes import persist

from .helpers import card, finished_game, held_table, resolution_state
from .test_table import run_until_human

RULES = PaladinRules()
LONG_NAMES = ("Percivalle", "Galvano", "Isotta", "Tristano")  # long knights' names, as the setup offers


def _open(app, session) -> PaladinTable:
    persist.open_table(app, session)
    table = app.top
    assert isinstance(table, PaladinTable)
    return table


def _redraw(app, table) -> list[text_fit.FitRecord]:
    table.skip_animations()
    table._layer = None
    with text_fit.recording() as fits:
        app.step(dt=0.05)
    return fits


def test_rivals_last_moves_stay_whole_and_readable_at_five_players_in_italian(app):
    i18n.set_language("it")
    seats = (SeatConfig("human", "", "Ada"),) + tuple(SeatConfig("bot", "medium", n) for n in LONG_NAMES)
    table = _open(app, Session(get("paladin"), Options(5, "standard", seats), 5))
    checked = 0
    for _turn in range(4):  # placements, peeks of each rival's and yours
        run_until_human(app, table)
        fits = _redraw(app, table)
        for seat in last_moves(table.store.history, table.viewer):
            line = table.click_spot(("last", seat))
            assert line is not None
            text = line.tip.split(": ", 1)[1]
            drawn = [f for f in fits if f.text == text]
            assert drawn, text
            assert drawn[-1].fit.size >= LAST_MIN and not drawn[-1].fit.ellipsized, (text, drawn[-1].fit)
            checked += 1
        table.submit(next(a for a in table.legal if a[0] in ("peek", "place", "start")))
    assert checked >= 8


def test_the_places_of_paladins_gone_lie_under_the_leader_not_over_its_face(app):
    """The leader is the first paladin at mission 1; the two below it were taken back: the outlines of
    their places must not be drawn across the leader's card."""
    rows = [
        [(1, card(9, k=0)), (2, card(4, k=1)), (0, card(3, k=0))],
        [(1, card(1, k=0)), (2, card(1, k=1)), (0, card(1, k=2))],
        [(0, card(2, k=0)), (1, card(2, k=1)), (2, card(2, k=2))],
    ]
    s = resolution_state(rows)
    s, _e = RULES.apply(s, 2, ("take",))
    table = held_table(app, s)
    _redraw(app, table)
    leader, gone = table.slot_rect(0, 0), table.slot_rect(0, 1)
    assert leader.colliderect(gone)  # the place below lies across the leader's card
    surface = app.surface
    edge = [surface.get_at((x, gone.y))[:3] for x in range(gone.x + 12, gone.right - 12)]
    assert all(px != (70, 62, 56) for px in edge)  # no outline's line across the leader's face


def test_the_paladins_you_keep_are_readable_values_naming_paladin_and_mission(app):
    table = _open(app, finished_game(3, 4))
    table.set_viewer(0)  # seat 0's eyes (a bots-only game: the panel at the side is theirs)
    fits = _redraw(app, table)
    me = table.viewer
    won, missions = table.shown.won_cards[me], table.shown.won_missions[me]
    assert won
    for c, m in zip(won, missions, strict=True):
        chip = table.click_spot(("kept", c))
        assert chip is not None and chip.rect.w >= 20 and chip.rect.h >= 30
        assert _name(c) in chip.tip and C.MISSION_NAMES[m] in chip.tip
        assert chip.rect.colliderect(table.lay.mine)
    values = [f for f in fits if f.text in {str(C.CARD_VALUE[c]) for c in won} and f.box[1] >= 30]
    assert values and min(f.fit.size for f in values) >= 16
    rival = next(p for p in range(3) if p != me and table.shown.won_cards[p])
    tip = table._score_tip(table.shown, rival)
    assert all(card_label(c) in tip for c in table.shown.won_cards[rival])


def _name(c: int) -> str:
    return C.card_name(c)


def test_a_kept_chip_row_fits_its_area_however_many():
    from game.games.paladin.ui.kept import chip_rects

    area = pygame.Rect(0, 0, 230, 77)
    for n in (1, 7, 12, 18):
        rects = chip_rects(area, n)
        assert len(rects) == n and all(area.contains(r) for r in rects), n
        assert len({(r.x, r.y) for r in rects}) == n


def test_the_card_to_beat_is_named_under_the_paladins_not_across_them_at_five_players(app):
    from game.games.paladin import engine as E
    from game.games.paladin.state import RESOLVE
    from game.games.paladin.ui.smoke import drive

    i18n.set_language("it")
    seats = (SeatConfig("human", "", "Ada"),) + tuple(SeatConfig("bot", "medium", n) for n in LONG_NAMES)
    table = _open(app, Session(get("paladin"), Options(5, "standard", seats), 5))
    drive(table, lambda st: st.phase == RESOLVE and E.actor(st) == table.viewer)
    fits = _redraw(app, table)
    s = table.shown
    m = s.res_mission
    line = [f for f in fits if f.text.startswith("Da battere: ")][-1]  # the drawn one (after its probe)
    assert not line.fit.ellipsized and line.fit.size >= 13
    lead = s.table[m][s.leader][1]
    assert line.text == "Da battere: " + card_label(lead)  # the card named, not its value alone
    last = table.slot_rect(m, len(s.table[m]) - 1)
    hand_top = table.lay.hand.bottom - HAND_SIZE[1] - HAND_LIFT
    assert line.box[1] <= hand_top - last.bottom - 1  # under the last paladin, over the hand's cards


def test_each_rivals_kept_paladins_are_on_their_panel_saying_what_they_score(app):
    table = _open(app, finished_game(3, 4))
    table.set_viewer(0)
    fits = _redraw(app, table)
    s = table.shown
    rivals = [p for p in (1, 2) if s.won_cards[p]]
    assert rivals
    for p in rivals:
        for c, m in zip(s.won_cards[p], s.won_missions[p], strict=True):
            chip = table.click_spot(("kept", c))
            assert chip is not None and table.lay.top.contains(chip.rect), (p, c)
            assert chip.rect.w >= 20 and chip.rect.h >= 24
            tip = chip.tip
            assert table.seat_name(p) in tip and _name(c) in tip and C.MISSION_NAMES[m] in tip
            points = C.MISSION_HONOUR[m] + (1 if C.CARD_RED[c] else 0)
            assert f"Scores {points} point" in tip
    values = [f for f in fits if f.text.isdigit() and f.box == RIVAL_CHIP]  # the rivals' chips
    assert values and min(f.fit.size for f in values) >= 14


def test_a_paladin_whose_neighbour_below_is_gone_shows_down_to_the_next_one_still_there(app):
    """Mission 1's leader, with the paladin below it taken back: its visible part (and the mark of a
    last move around it) reaches down to the next paladin still there, not across its own face."""
    from game.games.paladin.ui.sequence import SLOT_STEP

    s = resolution_state(
        [
            [(2, card(9, k=0)), (1, card(4, k=1)), (0, card(3, k=0))],
            [(1, card(1, k=0)), (2, card(1, k=1)), (0, card(1, k=2))],
            [(0, card(2, k=0)), (1, card(2, k=1)), (2, card(2, k=2))],
        ]
    )
    s, _e = RULES.apply(s, 1, ("take",))
    table = held_table(app, s)
    _redraw(app, table)
    leader = table.click_spot(("slot", 0, 0))
    assert leader is not None and leader.rect.h == 2 * SLOT_STEP, leader.rect
