"""The review's chance of winning knows how many play: at the start of a game, with every seat alike,
the seats' chances share out about one win (1/3 each of three), not 1/2 each whatever the count."""

from __future__ import annotations

import pytest

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.games.glory import review as R


def start(players: int, seed: int):
    spec = get("glory")
    seats = tuple(SeatConfig("bot", "random") for _ in range(players))
    options = Options(players, "standard", seats, tuple((o.key, o.default) for o in spec.options))
    return R.RULES.new_game(options, seed)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_chances_at_the_start_share_out_one_win(players):
    for seed in (1, 2, 3):
        s = start(players, seed)
        chances = [R.chance(s, seat) for seat in range(players)]
        assert 0.8 <= sum(chances) <= 1.2, chances
        assert all(abs(c - 1 / players) < 0.15 for c in chances), chances


def test_a_margin_of_nothing_is_an_even_share():
    assert R.even_odds(start(2, 1)) == 0
    s = start(3, 1)
    assert abs(1 / (1 + 2.718281828 ** -R.even_odds(s)) - 1 / 3) < 1e-6


def test_the_first_to_choose_a_character_is_not_read_as_far_ahead():
    """The review judges a decision of the setup after the setup is played out: a rival with no
    character yet is no knight with nothing, so the first chooser's chance stays near an even share."""
    from game.core.rng import Rng
    from game.review import rewards_after
    from tests.core.test_review import finished_game

    session = finished_game("glory", 2, 4)
    rules, spec = session.spec.rules, session.spec
    state = rules.new_game(session.options, session.seed)
    actor, action = session.store.actions[0]
    assert actor == 0 and state.players[1].character == ""  # the reviewed seat chooses first
    view = rules.view(state, 0)
    rng = Rng.from_seed(7)
    worlds = [(rules.determinize(view, 0, rng), rng.below(2**31)) for _ in range(R.REVIEW_SAMPLES)]
    rewards = [r for r in rewards_after(spec, view, 0, action, worlds) if r is not None]
    assert 0.3 <= sum(rewards) / len(rewards) <= 0.7, rewards
