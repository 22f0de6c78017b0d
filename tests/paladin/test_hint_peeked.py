"""The Paladin Hint uses everything the player's seat knows, a paladin just peeked at included (and
nothing it does not): the move changes with the peek, and the reason names the peeked paladin when it
is why the move goes elsewhere (a playtester peeked at a 1 on the biggest mission, was told to put a 5
on a small one "as your weakest paladin", and read it as the Hint ignoring the peek)."""

from __future__ import annotations

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig, normalize_action
from game.core.session import Session
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.hint_bot import HintBot
from game.games.paladin.hint_reasons import hint_reason
from game.games.paladin.rules import PaladinRules
from game.games.paladin.state import PLACE
from game.ui.kit import advice
from tests.paladin.helpers import card

R = PaladinRules()


def _position(peek: bool):
    """Three players; seat 0 places its second paladin, with a black 9, a 1 and a 0 in hand. Two
    missions of 3 honour: a red 9 (which no card beats) is the main paladin of the first, a black 2 of
    the second; seat 0's 5 leads the 1-honour mission. With ``peek`` seat 0 has just looked at the red 9."""
    s = E.setup(3, False, 7)
    threes = [m for m in range(C.MISSION_COUNT) if C.MISSION_HONOUR[m] == 3][:2]
    one = next(m for m in range(C.MISSION_COUNT) if C.MISSION_HONOUR[m] == 1)
    s.missions = [*threes, one]
    s.mission_deck = [m for m in s.mission_deck if m not in s.missions]
    red9, black2, five = card(9, True), card(2), card(5)
    hand = [card(9), card(1), card(0)]
    rest = [c for c in range(C.PALADIN_COUNT) if c not in {red9, black2, five, *hand}]
    s.hands, s.deck = [hand, rest[:3], rest[3:6]], rest[6:]
    s.table = [[(1, red9)], [(2, black2)], [(0, five)]]
    s.fates = [[E.PENDING]] * 3
    s.known = [0, 0, 0]
    for p in range(3):
        for c in s.hands[p] + [c for row in s.table for o, c in row if o == p]:
            s.known[p] |= 1 << c
    s.phase, s.starter, s.dealer, s.turn, s.peeked, s.peeks = PLACE, 0, 2, 3, False, []
    if peek:
        s, _e = R.apply(s, 0, ("peek", 0, 1))
    else:
        s.peeked = True  # the peek spent elsewhere: the same choices, without the knowledge
    return s


def _hint(s):
    return HintBot().choose(R, R.view(s, 0), 0, Rng.from_seed(1))


def test_the_peek_changes_the_hints_move_and_its_reason():
    knowing, blind = _position(True), _position(False)
    assert R.view(knowing, 0).table[0][0][1] == card(9, True)
    assert R.view(blind, 0).table[0][0][1] < 0
    move = _hint(knowing)
    assert move == ("place", card(0), 0), "the weakest paladin goes where the red 9 wins anyway"
    assert _hint(blind) != move
    assert hint_reason(R.view(knowing, 0), 0, move).startswith("the 9 Roland (red) you know is there beats it")


SEED = 1790478644
MOVES = [
    [1, ["start", 0]], [0, ["place", 17, 1]], [1, ["peek", 1, 0]], [1, ["place", 6, 0]], [2, ["peek", 1, 0]],
    [2, ["place", 24, 2]], [0, ["peek", 0, 1]],
]  # fmt: skip


def test_the_hints_reason_names_the_paladin_just_peeked_at_where_the_player_places_later():
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "hard", "Galvano"), SeatConfig("bot", "hard", "Isotta"))
    session = Session(get("paladin"), Options(3, "standard", seats), SEED)
    for seat, move in MOVES:
        session.store.apply(seat, normalize_action(move))
    view = R.view(session.store.state, 0)
    assert C.CARD_VALUE[view.table[0][0][1]] == 1  # the main paladin of the 3-honour mission, peeked at
    tip = advice.advise(session.spec, session.store.state, 0, 1, 5.0)
    assert tip.action[0] == "place" and tip.action[2] != 0
    assert "you have seen the 1 Squire at “Hold the Mountain Pass” (3)" in tip.why, tip.why
    assert "any paladin you keep beats it, so you can place there later" in tip.why, tip.why
