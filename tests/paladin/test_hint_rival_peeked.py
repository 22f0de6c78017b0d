"""The Paladin Hint knows what a rival's peek says: a rival who looked at the player's paladin and
then placed after it at that mission put a card that beats it there whenever they held one (a
playtester was told to beat with an 8 that the rival who had looked at it beat at once). Its words
say so, and the reason for a weak main paladin never praises its strength."""

from __future__ import annotations

from game.core.rng import Rng
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.beliefs import Belief
from game.games.paladin.hint_bot import HintBot
from game.games.paladin.hint_reasons import hint_reason
from game.games.paladin.rules import PaladinRules
from game.games.paladin.state import PLACE
from tests.paladin.helpers import card, resolution_state

R = PaladinRules()


def _honour(h: int, k: int = 0) -> int:
    return [m for m in range(C.MISSION_COUNT) if C.MISSION_HONOUR[m] == h][k]


def _watched(peek: bool):
    """Four players resolve a 2-honour mission: a black 4 leads, the player's black 7 decides next,
    then seat 1 (a red 9, unseen by the player) and seat 3. With ``peek`` seat 1 looked at the 7
    there with its first look of the round, when it still held five cards."""
    rows = [
        [(2, card(4)), (0, card(7)), (1, card(9, True)), (3, card(2))],
        [(1, card(0, True)), (2, card(6)), (3, card(3)), (0, card(7, k=1))],
        [(3, card(1, True)), (0, card(5)), (1, card(3, k=1)), (2, card(2, k=1))],
        [(0, card(1)), (3, card(4, k=1)), (2, card(5, k=1)), (1, card(3, k=2))],
    ]
    s = resolution_state(rows, players=4)
    s.missions = [_honour(2), _honour(3), _honour(3, 1), _honour(3, 2)]
    s.hands[0] = [card(9)]
    s.known[0] = (s.known[0] & ~(1 << card(9, k=1))) | 1 << card(9)
    if peek:
        s.peeks = [(1, 0, 0)]
        s.known[1] |= 1 << card(7)
    return s


def _beaters(peeks: bool, s) -> int:
    belief = Belief(4, 1.0, peeks)
    view = R.view(s, 0)
    return sum(C.beats(belief.sample(view, 0, Rng.from_seed(i)).table[0][2][1], card(7)) for i in range(200))


def test_a_rival_who_peeked_and_placed_after_holds_a_beater_more_often_in_the_hints_worlds():
    s = _watched(True)
    assert R.view(s, 0).table[0][2][1] < 0
    blind, aware = _beaters(False, s), _beaters(True, s)
    assert aware > blind + 40, (blind, aware)
    assert _beaters(True, _watched(False)) == blind  # no peek, no change


def test_the_hint_does_not_beat_into_a_rival_who_has_seen_the_card():
    s = _watched(True)
    naive = HintBot()
    naive.peek_aware = False
    assert naive.choose(R, R.view(s, 0), 0, Rng.from_seed(1)) == E.BEAT  # the position is a real question
    move = HintBot().choose(R, R.view(s, 0), 0, Rng.from_seed(1))
    assert move != E.BEAT
    why = hint_reason(R.view(s, 0), 0, move)
    assert why.startswith("your 7 "), why
    assert "a rival who has seen it placed after you there and will likely beat it" in why, why


def test_a_beat_the_hint_advises_all_the_same_says_a_rival_has_seen_the_card():
    s = _watched(True)
    why = hint_reason(R.view(s, 0), 0, E.BEAT)
    assert "a rival who has seen it decides after you and may beat it" in why, why
    assert "decides after you" not in hint_reason(R.view(_watched(False), 0), 0, E.BEAT)


def _main(missions: list[int], hand: list[int]):
    """Three players; seat 0 places the round's first main paladin with ``hand``."""
    s = E.setup(3, False, 7)
    s.missions = missions
    rest = [c for c in range(C.PALADIN_COUNT) if c not in hand]
    s.hands, s.deck = [hand, rest[:4], rest[4:8]], rest[8:]
    s.table, s.fates = [[], [], []], [[], [], []]
    s.known = [0, 0, 0]
    for p in range(3):
        for c in s.hands[p]:
            s.known[p] |= 1 << c
    s.phase, s.starter, s.turn, s.peeked, s.peeks = PLACE, 0, 0, True, []
    return s


def test_a_weak_main_paladin_is_never_said_to_hold_a_mission_nor_to_leave_the_big_ones():
    hand = [card(2), card(8), card(9), card(9, k=1)]
    s = _main([_honour(1), _honour(1, 1), _honour(2)], hand)
    why = hint_reason(R.view(s, 0), 0, ("place", card(2), 0))
    assert "leave the bigger ones" not in why, why
    assert "cannot be taken back" in why and "smallest mission still open" in why, why
    s = _main([_honour(6), _honour(3), _honour(2)], [card(4), card(8), card(9), card(9, k=1)])
    why = hint_reason(R.view(s, 0), 0, ("place", card(4), 0))
    assert "every rival must beat your paladin" not in why, why
    assert "nobody knows it is weak" in why, why
    strong = hint_reason(R.view(s, 0), 0, ("place", card(9), 0))
    assert "every rival must beat your paladin" in strong, strong
