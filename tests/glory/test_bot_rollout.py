"""The hard level's rollouts at registration: every candidate played on sampled worlds by the priced
policies, judged by the outcome; the bot's own random numbers are left where they were."""

from __future__ import annotations

from dataclasses import replace

from game.core.rng import Rng
from game.games.glory import RULES, policy
from game.games.glory.bots import hard
from game.games.glory.rollout import WIN, _judge, play_out, rollout_values
from game.games.glory.weights import HARD, PARTNER
from tests.glory.glory_helpers import finish_setup, new


def at_registration(seed: int):
    """A 2-player game played by the priced policy up to a registration with a choice."""
    s = finish_setup(new(2, seed))
    rng = Rng.from_seed(seed)
    while True:
        seat = s.actor
        legal = RULES.legal_actions(s, seat)
        if s.phase == "registration" and s.duel is None and not s.pending and len(legal) > 1:
            return s, seat
        s, _ev = RULES.apply(s, seat, policy.choose(RULES, RULES.view(s, seat), seat, rng))


def test_a_played_out_game_is_judged_by_its_margin_and_result():
    s, seat = at_registration(3)
    end = play_out(RULES, s, seat, Rng.from_seed(1), HARD, PARTNER)
    assert end.phase == "over"
    margin = end.players[seat].glory - end.players[1 - seat].glory
    expected = margin + (WIN if margin > 0 else -WIN if margin < 0 else 0)
    assert _judge(end, seat, HARD) == expected


def test_a_round_rollout_stops_after_the_round_s_tournament():
    s, seat = at_registration(5)
    end = play_out(RULES, s, seat, Rng.from_seed(2), HARD, PARTNER, s.round)
    assert end.phase != "registration"
    assert end.round == s.round or end.phase in ("action", "setup")
    assert end.duel is None


def test_rollouts_judge_every_candidate_from_the_view_alone_and_keep_the_bot_s_stream():
    s, seat = at_registration(7)
    view = RULES.view(s, seat)
    legal = RULES.legal_actions(view, seat)
    rng = Rng.from_seed(11)
    before = rng.copy().next64()
    values = rollout_values(RULES, view, seat, rng, legal, 2, HARD, whole=False)
    assert set(values) == set(legal)
    assert rng.next64() == before
    again = rollout_values(RULES, view, seat, Rng.from_seed(11), legal, 2, HARD, whole=False)
    assert values == again
    # the candidates are told apart by their consequences (the same worlds and dice for each)
    assert len({round(v, 6) for v in values.values()}) > 1


def test_hard_with_rollouts_registers_legally_from_its_view():
    s, seat = at_registration(9)
    bot = hard()
    bot.settings = replace(bot.settings, roll=1)
    view = RULES.view(s, seat)
    action = bot.choose(RULES, view, seat, Rng.from_seed(4))
    assert action in RULES.legal_actions(s, seat)
