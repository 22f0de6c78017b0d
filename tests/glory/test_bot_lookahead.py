"""The hard level's action-phase look-ahead and its rival model: the model read from a rival's
placements tells the two sparring partners apart, and the look-ahead picks among the priced policy's
best placements, judged on worlds sampled from the seat's view."""

from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.games.glory import RULES, policy
from game.games.glory.opponent import UNSEEN, DenialReader
from game.games.glory.phase_search import phase_values
from game.games.glory.sparring import PARTNERS
from game.games.glory.weights import PARTNER, RIVAL
from tests.glory.glory_helpers import finish_setup, new


def read_rival(rival: str, seed: int, rounds: int = 2) -> DenialReader:
    """Seat 0 plays the pricer's moves against ``rival`` for ``rounds`` rounds, a reader watching."""
    s = finish_setup(new(2, seed))
    reader = DenialReader()
    bots = {0: PARTNERS["pricer"](), 1: PARTNERS[rival]()}
    rng = Rng.from_seed(seed)
    while RULES.outcome(s) is None and s.round <= rounds:
        (seat,) = RULES.actors(s)
        view = RULES.view(s, seat)
        if seat == 0 and view.phase == "action":
            reader.observe(RULES, view, seat, rng)
        action = bots[seat].choose(RULES, view, seat, rng)
        if seat == 0:
            reader.remember(view, seat, action)
        s, _ev = RULES.apply(s, seat, action)
    return reader


@pytest.mark.parametrize(("rival", "denial"), [("pricer", PARTNER.denial), ("rival", RIVAL.denial)])
def test_the_reader_tells_the_partners_apart(rival, denial):
    reader = read_rival(rival, 4)
    assert reader.seen >= 5
    assert reader.model() == denial
    assert reader.hits[denial] == max(reader.hits.values())


def test_an_unread_rival_gets_the_middle_model():
    assert DenialReader().model() == UNSEEN


def test_the_look_ahead_weighs_only_its_candidates_and_spares_the_view():
    s = finish_setup(new(2, 6))
    while not (s.phase == "action" and RULES.legal_actions(s, s.actor)[0][0] == "place"):
        s, _ev = RULES.apply(s, s.actor, RULES.legal_actions(s, s.actor)[0])
    seat = s.actor
    view = RULES.view(s, seat)
    legal = RULES.legal_actions(view, seat)
    prices = policy.action_prices(RULES, view, seat, legal)
    top = sorted(legal, key=lambda a: -prices[a])[:3]
    values = phase_values(RULES, view, seat, Rng.from_seed(1), top, 0.75, PARTNER)
    assert set(values) == set(top)
    again = phase_values(RULES, view, seat, Rng.from_seed(1), top, 0.75, PARTNER)
    assert values == again  # one sampled world, the same for every candidate: deterministic from the rng
    # what the rivals take afterwards counts against a candidate: without it the sums change
    mine_only = phase_values(RULES, view, seat, Rng.from_seed(1), top, 0.0, PARTNER)
    assert any(abs(values[a] - mine_only[a]) > 1e-6 for a in top)
