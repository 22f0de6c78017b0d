"""The hard level's placements in the last two rounds: the action-phase look-ahead's pick is checked by
whole-game play-outs on worlds sampled from the seat's view, and replaced only by a candidate that
ends the game better by a standard error of the paired difference."""

from __future__ import annotations

from dataclasses import replace

from game.core.rng import Rng
from game.core.serial import to_jsonable
from game.games.glory import RULES, policy
from game.games.glory import content as C
from game.games.glory.bots import END_FROM, END_ROLL, _end_pick, _placing, hard
from game.games.glory.rollout import rollout_samples
from game.games.glory.weights import HARD, PARTNER
from tests.glory.glory_helpers import finish_setup, new


def last_round_placement(seed: int):
    """A 2-player game played by the priced policy up to a placement of the last round's action phase."""
    s = finish_setup(new(2, seed))
    rng = Rng.from_seed(seed)
    while not (s.round == C.ROUNDS and _placing(RULES, RULES.view(s, s.actor), s.actor)):
        seat = s.actor
        s, _ev = RULES.apply(s, seat, policy.choose(RULES, RULES.view(s, seat), seat, rng))
    return s, s.actor


def top_three(view, seat):
    legal = RULES.legal_actions(view, seat)
    prices = policy.action_prices(RULES, view, seat, legal, wt=HARD)
    return sorted(legal, key=lambda a: -prices[a])[:3]


def test_hard_plays_out_the_placements_of_the_last_two_rounds():
    assert END_ROLL >= 2 and END_FROM == C.ROUNDS - 1
    bot = hard()
    assert bot.settings.end_roll == END_ROLL and bot.settings.end_from == END_FROM


def test_the_pick_stands_unless_another_ends_the_game_better_by_the_margin():
    s, seat = last_round_placement(4)
    view = RULES.view(s, seat)
    top = top_three(view, seat)
    ends = rollout_samples(RULES, view, seat, Rng.from_seed(3), top, 4, HARD, PARTNER)
    best = max(top, key=lambda a: sum(ends[a]))
    for pick in top:
        assert _end_pick(RULES, view, seat, Rng.from_seed(3), top, pick, 4, 1e9, HARD, PARTNER) == pick
        taken = _end_pick(RULES, view, seat, Rng.from_seed(3), top, pick, 4, -1e9, HARD, PARTNER)
        assert sum(ends[taken]) == sum(ends[best])  # no margin: the best ends (the pick on a tie)
        assert taken in (pick, best)
    assert len({sum(v) for v in ends.values()}) > 1  # the candidates' ends differ on this position


def test_the_play_outs_read_the_view_only_and_leave_the_bot_s_stream():
    s, seat = last_round_placement(6)
    view = RULES.view(s, seat)
    other = RULES.determinize(view, seat, Rng.from_seed(99))  # another world behind the same view
    assert to_jsonable(RULES.view(other, seat)) == to_jsonable(view)
    top = top_three(view, seat)
    rng = Rng.from_seed(5)
    before = rng.copy().next64()
    a = _end_pick(RULES, view, seat, rng, top, top[0], 4, 0.0, HARD, PARTNER)
    assert rng.next64() == before
    b = _end_pick(RULES, RULES.view(other, seat), seat, Rng.from_seed(5), top, top[0], 4, 0.0, HARD, PARTNER)
    assert a == b and a in top
    assert hard().choose(RULES, view, seat, Rng.from_seed(1)) == hard().choose(
        RULES, RULES.view(other, seat), seat, Rng.from_seed(1)
    )
    assert hard().choose(RULES, view, seat, Rng.from_seed(1)) in RULES.legal_actions(s, seat)


def test_a_won_play_out_is_worth_its_margin_plus_the_win_setting():
    s, seat = last_round_placement(4)
    view = RULES.view(s, seat)
    top = top_three(view, seat)
    plain = rollout_samples(RULES, view, seat, Rng.from_seed(3), top, 3, HARD, PARTNER, True, 0.0)
    weighted = rollout_samples(RULES, view, seat, Rng.from_seed(3), top, 3, HARD, PARTNER, True, 10.0)
    for a in top:
        for m, w in zip(plain[a], weighted[a], strict=True):
            assert w == m + (10.0 if m > 0 else -10.0 if m < 0 else 0.0)  # the same game, the win counted
    assert hard().settings.end_win == 4.0


def test_the_hint_plays_no_whole_game_play_outs_but_a_hard_seat_does(monkeypatch):
    """The Hint (``advisor``) is the look-ahead alone, seeded by the position: however long it may
    think, no world of play-outs is played (the same view always gets the same advice). A hard seat
    plays them all, deadline or not, as the strength table measured it."""
    import time

    from game.games.glory import rollout
    from game.games.glory.advisor import advisor, position_seed

    s, seat = last_round_placement(4)
    view = RULES.view(s, seat)
    played = []
    real = rollout.play_out
    pick = hard()
    pick.settings = replace(pick.settings, end_roll=0)  # the look-ahead alone
    expected = pick.choose(RULES, view, seat, Rng.from_seed(position_seed(view, seat)))
    monkeypatch.setattr(rollout, "play_out", lambda *a, **k: played.append(1) or real(*a, **k))
    quick = advisor().choose(RULES, view, seat, Rng.from_seed(1), deadline=time.monotonic() + 60)
    assert played == [] and quick == expected
    hard().choose(RULES, view, seat, Rng.from_seed(1), deadline=time.monotonic())
    assert len(played) >= 2 * END_ROLL
