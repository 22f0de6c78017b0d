"""The registration look-ahead (measured, off at the hard level): each registration played on to the
end of the registration phase by the priced policies, judged there; the bot's stream is kept."""

from __future__ import annotations

from dataclasses import replace

from game.core.rng import Rng
from game.games.glory import RULES
from game.games.glory.bots import hard
from game.games.glory.reg_search import finish_registration, registration_values
from game.games.glory.weights import HARD, PARTNER
from tests.glory.test_bot_rollout import at_registration


def test_the_registration_phase_is_played_to_its_end():
    s, seat = at_registration(3)
    end = finish_registration(RULES, s, seat, Rng.from_seed(1), HARD, PARTNER)
    assert end.phase != "registration" or end.duel is not None
    assert end.round == s.round


def test_every_candidate_is_judged_from_the_view_and_the_stream_is_kept():
    s, seat = at_registration(7)
    view = RULES.view(s, seat)
    legal = RULES.legal_actions(view, seat)
    rng = Rng.from_seed(11)
    before = rng.copy().next64()
    values = registration_values(RULES, view, seat, rng, legal, HARD)
    assert set(values) == set(legal)
    assert rng.next64() == before
    assert values == registration_values(RULES, view, seat, Rng.from_seed(11), legal, HARD)
    assert len({round(v, 6) for v in values.values()}) > 1


def test_hard_with_the_registration_look_ahead_registers_legally():
    s, seat = at_registration(9)
    bot = hard()
    bot.settings = replace(bot.settings, reg=3)
    action = bot.choose(RULES, RULES.view(s, seat), seat, Rng.from_seed(4))
    assert action in RULES.legal_actions(s, seat)
