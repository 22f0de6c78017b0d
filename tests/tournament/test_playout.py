"""The search's fast playout plays exactly the game the rules and the rule-of-thumb policy play."""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import Options
from game.games.tournament import content as C
from game.games.tournament.playout import Table, playout
from game.games.tournament.policy import Tastes, policy_action
from game.games.tournament.rules import TournamentRules
from game.games.tournament.scoring import category_score
from game.games.tournament.search import rollout

R = TournamentRules()


def _positions(players: int, games: int):
    """Full states part-way through games played by random moves and the policy, in every phase."""
    for g in range(games):
        s = R.new_game(Options(players), 1000 * players + g)
        rng = Rng.from_seed(g)
        while R.outcome(s) is None:
            yield s
            seat = s.current
            legal = R.legal_actions(s, seat)
            action = legal[rng.below(len(legal))] if rng.below(3) == 0 else policy_action(s, seat)
            s, _ = R.apply(s, seat, action)


def test_playout_reaches_the_same_end_as_the_rules():
    """With the policy's guard against handing a rival a contest on (the medium bot's, the Hint's) and off
    (the hard search's playouts); the two part somewhere."""
    checked = differ = 0
    for players in (2, 3, 5):
        for i, s in enumerate(_positions(players, 6)):
            if i % 3:
                continue
            ends = []
            for guard in (True, False):
                end = rollout(R, s, guard)
                intrigue = [category_score(c, C.COURT_INTRIGUE) for c in end.combos]
                table = None if guard else Table(s, guard=False)
                assert playout(s, table) == (end.vp, intrigue), (players, i, guard)
                ends.append(end.vp)
            differ += ends[0] != ends[1]
            checked += 1
    assert checked > 100 and differ > 0


def test_playout_follows_the_policys_numbers():
    """Every number of ``policy.Tastes`` changed at once: the fast playout still plays the rules' game, and
    the numbers change some games."""
    other = Tastes(
        take_force=6,
        special_keep=3.0,
        best_kind=9.0,
        lead_keep=5.0,
        buried_contest=11.0,
        trailing_keep=4.0,
        trailing_gap=1.0,
        call_from=2,
        call_widest=True,
        take_contest_gap=0.5,
    )
    checked = differ = 0
    for players in (2, 4):
        for i, s in enumerate(_positions(players, 4)):
            if i % 4:
                continue
            end = rollout(R, s, False, other)
            intrigue = [category_score(c, C.COURT_INTRIGUE) for c in end.combos]
            assert playout(s, Table(s, False, other)) == (end.vp, intrigue), (players, i)
            differ += end.vp != rollout(R, s, False).vp
            checked += 1
    assert checked > 40 and differ > checked // 4


def test_playout_leaves_the_state_alone():
    s = next(p for i, p in enumerate(_positions(2, 1)) if i == 20)
    before = (repr(s.hands), repr(s.deck), repr(s.discard), repr(s.combos), list(s.vp))
    playout(s)
    assert (repr(s.hands), repr(s.deck), repr(s.discard), repr(s.combos), list(s.vp)) == before
