"""Random games in every mode with invariants checked after every action.

200 games per mode in CI; TOURNEY_FULL=1 runs 1,000 per mode.
"""

import pytest

from game.core.rng import Rng
from game.core.rules import Options
from game.core.serial import from_jsonable, to_jsonable
from game.games.joust import content as C
from game.games.joust import effects as fx
from game.games.joust.state import COMBAT, OVER, JoustState
from tests.conftest import full_run
from tests.joust.helpers import R

GAMES = 1000 if full_run() else 200


def check(st: JoustState) -> None:
    in_play = [k.card for s in st.seats for k in s.knights]
    uids = [k.uid for s in st.seats for k in s.knights]
    assert len(uids) == len(set(uids))
    if st.variant == C.CAROUSEL:
        assert not st.knight_deck and not st.knight_discard
        assert all(c == C.MAIDEN for c in in_play)
        assert len(st.court) <= C.CAROUSEL_SIZE
        assert sorted(st.court_deck + st.court_discard + [p.card for p in st.court]) == list(C.CAROUSEL_COURTS)
        assert all(s.fans == 0 for s in st.seats)
        assert all(s.out == (not s.knights) for s in st.seats)
    else:
        assert sorted(st.knight_deck + st.knight_discard + in_play) == list(C.DECK_KNIGHTS)
        assert sorted(st.court_deck + st.court_discard + [p.card for p in st.court]) == list(range(len(C.COURTS)))
    for s in st.seats:
        assert len(s.knights) <= C.MAX_KNIGHTS
        assert -1 <= s.jousting < len(s.knights)
        assert s.fans >= 0
        for k in s.knights:
            assert 0 <= k.damage < fx.health(st, k)
    if st.phase == COMBAT:
        att = st.knight(st.att_uid)
        assert att is not None and st.knight(st.target) is not None
        assert st.defender != st.attacker
        assert all(v <= fx.strength(st, att) for (_c, v) in R.legal_actions(st, st.attacker)) or st.pick_att


@pytest.mark.parametrize("variant, players", [("standard", 2), ("standard", 4), ("tale", 3), ("carousel", 3)])
def test_random_games_keep_the_invariants(variant, players):
    games = GAMES if players != 4 else GAMES // 2
    winners = set()
    for g in range(games):
        st = R.new_game(Options(players, variant), 9000 + g)
        rng = Rng.from_seed(g)
        steps = 0
        while st.phase != OVER:
            actors = sorted(R.actors(st))
            seat = actors[rng.below(len(actors))]
            legal = R.legal_actions(st, seat)
            assert legal
            st, _ev = R.apply(st, seat, legal[rng.below(len(legal))])
            check(st)
            steps += 1
            if steps % 50 == 0:
                assert from_jsonable(JoustState, to_jsonable(st)) == st
        assert st.turn <= C.MAX_TURNS, "a game hit the safety limit"
        out = R.outcome(st)
        assert out.winners == (st.winner,)
        if variant == "standard":
            assert st.seats[st.winner].fans >= C.FANS_TO_WIN
        elif variant == "tale":
            assert st.seats[st.winner].trophies >= C.TROPHIES_TO_WIN
        else:
            assert [s for s in range(players) if not st.seats[s].out] == [st.winner]
        winners.add(st.winner)
    assert winners == set(range(players))
