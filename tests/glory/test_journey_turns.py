"""The journey's turns tell nothing about hidden cards: a player whose journey cards are all unplayable
is still asked (and stops), as one who chooses to stop; only a player at their limit or with no journey
card in hand (both public) is passed by."""

from __future__ import annotations

from game.core.rng import Rng
from game.games.glory import RULES
from game.games.glory import content as C
from tests.glory.glory_helpers import finish_setup, new, random_action


def test_a_player_with_only_unplayable_cards_is_asked_not_skipped():
    asked = 0
    for seed in range(1, 7):
        s, rng = finish_setup(new(3, seed=seed)), Rng.from_seed(seed)
        while RULES.outcome(s) is None:
            seat, action = random_action(s, rng)
            if s.phase == "journey" and not s.pending and s.duel is None:
                p = s.players[seat]
                assert any(c in C.JOURNEY for c in p.hand) and p.journey_played < p.journey_limit
                asked += RULES.legal_actions(s, seat) == [("stop",)]
            s, _ = RULES.apply(s, seat, action)
    assert asked > 0
