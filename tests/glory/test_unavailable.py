"""The moves a Glory player cannot make now come with their reason, from their seat's view only:
market levels and supports too dear, a maxed mount, spaces taken, a Destrier before Mount III."""

from __future__ import annotations

from game.games.glory import RULES
from game.games.glory import content as C
from game.games.glory.actions import circles
from game.games.glory.unavailable import unavailable
from tests.glory.glory_helpers import finish_setup, new


def _action_phase(players: int = 3):
    s = finish_setup(new(players, seed=2))
    assert s.phase == "action"
    return s


def test_dear_market_levels_and_supports_say_their_price():
    s = _action_phase()
    seat = s.actor
    p = s.players[seat]
    p.coins, p.mount, p.armor = 1, 4, 2
    got = {(u.label, u.reason, u.family) for u in unavailable(RULES.view(s, seat), seat)}
    assert ("Market: Mount", "already at level IV", "market") in got
    assert ("Market: Armor III", "needs 3 coins, you have 1", "market") in got
    dear = [i for i, t in enumerate(s.track) if t and s.track_costs[i] > 1]
    assert dear and all(any(u[0].startswith("Support: ") and u[2] == "market" for u in got) for _i in dear)
    legal = RULES.legal_actions(s, seat)
    assert ("place", "market", "armor") not in legal and ("place", "market", "mount") not in legal


def test_a_full_space_and_a_used_initiative_say_so():
    s = _action_phase()
    seat = s.actor
    s.spaces["training"] = [x for x in range(circles(s, "training"))]
    s.initiative_pawns = [seat]
    got = {(u.label, u.reason) for u in unavailable(RULES.view(s, seat), seat)}
    assert ("Training", "every circle is taken") in got
    assert ("Initiative", "your pawn is already there") in got
    assert ("place", "training") not in RULES.legal_actions(s, seat)


def test_a_destrier_before_mount_three_and_a_dear_card_say_every_reason():
    s = _action_phase()
    seat = s.actor
    p = s.players[seat]
    destrier = next(c for c, jc in C.JOURNEY.items() if jc.name == "Destrier")
    fleece = next(c for c, jc in C.JOURNEY.items() if jc.name == "Golden Fleece")
    p.hand, p.mount, p.coins = [destrier, fleece], 2, 2
    s.phase, s.actor = "journey", seat
    got = {u.label: u.reason for u in unavailable(RULES.view(s, seat), seat)}
    # every reason at once: paying first is never met by a second refusal
    assert got == {
        "Destrier": "needs 4 coins, you have 2; needs mount III first",
        "Golden Fleece": "needs 3 coins, you have 2",
    }
    p.coins = 9
    got = {u.label: u.reason for u in unavailable(RULES.view(s, seat), seat)}
    assert got == {"Destrier": "needs mount III first"}
    p.mount = 4
    assert unavailable(RULES.view(s, seat), seat)[0].reason == "your mount is already at level IV"


def test_nothing_is_said_to_a_seat_whose_decision_it_is_not():
    s = _action_phase()
    other = (s.actor + 1) % s.n
    s.players[other].coins = 0
    assert unavailable(RULES.view(s, other), other) == []
