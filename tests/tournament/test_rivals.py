"""The search's rivals: in the playouts the other seats play as experienced players (the counter builds
its knight for the contests still to come, the staller slows a game it is losing), the searching seat
keeps the policy, and every candidate move of a deal meets the same rival."""

from __future__ import annotations

from game.core.rules import Options
from game.games.tournament import content as C
from game.games.tournament.playout import Table, playout
from game.games.tournament.policy import policy_action
from game.games.tournament.rivals import RivalTable, rival_playout
from game.games.tournament.rules import TournamentRules
from game.games.tournament.search import PairedSearchBot
from game.games.tournament.state import DRAW

from .helpers import card, combo, contest, make_state

R = TournamentRules()


def _romance_table():
    """Seat 1 holds Romance, three 5s in play against seat 0's three 6s, and can build its knight with
    the Shield 5 (four 5s: it wins Romance) or the stronger Shield 9."""
    hands = [[card("K", 2)], [card("K", 8), card("W", 8), card("H", 8), card("S", 5), card("S", 9), contest("Romance")]]
    return make_state(hands, [[combo(6, 6, 6, 2)], [combo(5, 5, 5, 1)]], current=1)


def test_the_counter_builds_its_knight_for_a_contest_still_to_come():
    s = _romance_table()
    strongest = (card("K", 8), card("W", 8), card("H", 8), card("S", 9))
    assert Table(s).knight(1) == strongest  # the policy: the highest card of each kind
    assert RivalTable(s, 0, counter=True).knight(1) == strongest[:3] + (card("S", 5),)
    assert RivalTable(s, 0, counter=False).knight(1) == strongest  # the staller builds the strongest
    assert RivalTable(s, 1, counter=True).knight(1) == strongest  # the searching seat keeps the policy


def test_the_staller_slows_a_game_it_is_losing():
    """Behind, the staller takes a middling Chivalry card from the discard pile and keeps its Special
    while its next knight lacks nothing; level, it plays as the policy does."""
    feast = C.SPECIALS[0]
    hand = [card("K", 3), card("W", 3), card("H", 3), card("S", 3), feast]
    s = make_state([[card("K", 9)], hand], discard=[card("H", 6)], current=1, phase=DRAW)
    staller = RivalTable(s, 0, counter=False)
    assert not Table(s).take_top(1) and Table(s).plays_specials(1)
    assert not staller.behind(1) and not staller.take_top(1) and staller.plays_specials(1)
    s.vp = [3, 0]
    staller = RivalTable(s, 0, counter=False)
    assert staller.behind(1) and staller.take_top(1) and not staller.plays_specials(1)
    assert RivalTable(s, 0, counter=True).plays_specials(1)  # the counter does not stall
    assert RivalTable(s, 1, counter=False).plays_specials(1)  # nor does the searching seat


def test_rival_playouts_end_the_game_and_differ_from_the_policys():
    """From positions of policy games the rival playouts end the game as the plain one does (every
    contest scored at most once: at most 27 VP among two players) yet differ from it in some."""
    differ = total = 0
    for g in range(6):
        s = R.new_game(Options(2), 500 + g)
        while R.outcome(s) is None:
            seat = s.current
            vp, intrigue = rival_playout(s, seat)
            assert sum(vp) <= 27
            total += 1
            differ += (vp, intrigue) != playout(s)
            s, _ev = R.apply(s, seat, policy_action(s, seat))
    assert total > 100 and 0 < differ < total, (differ, total)


def test_a_search_with_rivals_plays_its_deals_out_against_them(monkeypatch):
    """``rivals=True`` sends every playout of the search through ``rival_playout`` (the searching seat
    named), and the plain search none."""
    from game.core.rng import Rng
    from game.games.tournament import search

    calls: list[int] = []

    def counted(state, seat):
        calls.append(seat)
        return rival_playout(state, seat)

    monkeypatch.setattr(search, "rival_playout", counted)
    s = R.new_game(Options(2), 501)
    for _ in range(12):
        s, _ev = R.apply(s, s.current, policy_action(s, s.current))
    while len(R.legal_actions(s, s.current)) < 3:
        s, _ev = R.apply(s, s.current, policy_action(s, s.current))
    view = R.view(s, s.current)
    PairedSearchBot(64).choose(R, view, s.current, Rng.from_seed(1))
    assert calls == []
    PairedSearchBot(64, rivals=True).choose(R, view, s.current, Rng.from_seed(1))
    assert len(calls) > 8 and set(calls) == {s.current}
