"""Joust log lines read clearly: a knock-out's damage says what the knight had left (not "N more lost
beyond its health"), the winner's line takes the winner's colour (it took the last mover's), and a
lasting court card leaving play is told before the next turn's header, as the last thing of the turn
it was in play for."""

from __future__ import annotations

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust import effects as fx
from game.games.joust.describe import describe
from game.games.joust.state import CourtPlay
from game.ui.game_log import log_lines
from tests.joust.helpers import cid, fight, table, to_combat, uid


def test_a_knock_outs_damage_says_how_much_health_was_left():
    st = to_combat(table(["Sir Gawain Sunblade"], [("Sir Kay the Crowd-Pleaser", 6)]))
    _st, events = fight(st, 3, 1)
    damage = next(e for e in events if e.kind == "damage")
    assert describe(damage, 0) == "Sir Kay the Crowd-Pleaser takes 3 damage, with only 1 health left."


def test_an_ability_damage_knock_out_says_armour_was_ignored_and_what_was_left():
    st = table(["Sir Humphrey the Hefty"], [("Dame Matilda Moonshield", 5)])
    events: list = []
    fx.deal_damage(st, uid(st, 1), 3, 0, events)
    line = describe(next(e for e in events if e.kind == "damage"), 0)
    assert line == "Dame Matilda Moonshield takes 3 damage, armour ignored, with only 2 health left."


def test_a_lasting_court_card_leaves_play_before_the_next_turns_header():
    st = table(["Sir Humphrey the Hefty"], ["Sir Kay the Crowd-Pleaser"])
    st.court.append(CourtPlay(cid("Polished Shield"), [uid(st, 0)], 0))
    st.active = 1
    st = to_combat(st)
    _st, events = fight(st, 2, 1)
    kinds = [e.kind for e in events]
    assert kinds.index("court_discarded") < kinds.index("turn_start")
    assert kinds.index("turn_end") < kinds.index("court_discarded")
    assert _st.court == [] and _st.active == 0


def _finished(seed: int) -> Session:
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    session = Session(get("joust"), Options(2, "standard", seats), seed)
    rng = Rng.from_seed(seed)
    store = session.store
    while store.rules.outcome(store.state) is None:
        seat = min(store.rules.actors(store.state))
        store.apply(seat, rng.choice(store.legal_actions(seat)))
    return session


def test_the_winners_line_takes_the_winners_colour():
    checked = 0
    for seed in range(1, 40):
        session = _finished(seed)
        last = session.store.history[-1]
        winner = session.store.state.winner
        if last.seat == winner:
            continue  # the mover won: both colours agree
        lines = log_lines(session.spec, session.store.history, 0, session.seat_name, [])
        end = [ln for ln in lines if "wins the tournament" in ln.text or "You win the tournament" in ln.text]
        assert end and end[-1].seat == winner, (seed, end)
        checked += 1
        if checked == 2:
            return
    raise AssertionError("no game whose winner did not make the last move")
