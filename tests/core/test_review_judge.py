"""How the review judges one decision: paired over the same worlds, a world where either move cannot be
played left out of both, a cost listed only clear of its noise, and a move that ended the game judged by
its real result (a winning move is never costly)."""

from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace

from game.core.rules import IllegalAction, Outcome
from game.review import costly, judge, mean_and_error

PLAYED, BEST = ("played",), ("best",)


@dataclass(frozen=True)
class World:
    k: int


class Rules:
    """Worlds numbered k; ``refuse(k, action)``: the move cannot be played there; the playout reads
    ``reward(k, action)``; ``over``: the real state's outcome after the move made."""

    def __init__(self, reward, refuse=lambda k, a: False, over: Outcome | None = None) -> None:
        self.reward, self.refuse, self.over = reward, refuse, over

    def apply(self, state, seat, action):
        if self.refuse(state.k, action):
            raise IllegalAction("not in this deal", action, seat)
        return (state.k, action), []

    def outcome(self, state):
        return self.over


def spec_of(rules: Rules):
    return SimpleNamespace(rules=rules, extra={"review_playout": lambda after, seat: rules.reward(*after)})


WORLDS = [(World(k), k) for k in range(8)]


def test_a_world_where_the_move_made_cannot_be_played_is_left_out_of_both_estimates():
    rules = Rules(lambda k, a: 1.0, refuse=lambda k, a: a == PLAYED and k % 2 == 1)
    chance, best, _spread, _noise, decided = judge(spec_of(rules), None, 0, PLAYED, BEST, WORLDS, "real")
    assert (chance, best, decided) == (1.0, 1.0, False)  # not 0.5 against 1.0: those deals say nothing


def test_a_move_that_won_the_game_is_never_costly_whatever_the_deals_say():
    won = Outcome((3.0, 1.0), ((0,), (1,)))
    rules = Rules(lambda k, a: 1.0 if a == BEST else 0.0, over=won)  # dealt worlds disagree with the table
    chance, best, spread, noise, decided = judge(spec_of(rules), None, 0, PLAYED, BEST, WORLDS, "real")
    assert decided and chance == best == 1.0 and not costly(best - chance, noise)


def test_a_cost_within_the_noise_is_not_listed_and_a_clear_one_is():
    noisy = Rules(lambda k, a: float((k + (a == BEST)) % 2))  # the best wins where the move made lost, and back
    chance, best, _spread, noise, _decided = judge(spec_of(noisy), None, 0, PLAYED, BEST, WORLDS, "real")
    assert chance == best == 0.5 and noise > 0.3
    assert not costly(0.1, noise) and costly(0.1, 0.02)
    clear = Rules(lambda k, a: 1.0 if a == BEST else float(k % 4 == 0))
    chance, best, _spread, noise, _decided = judge(spec_of(clear), None, 0, PLAYED, BEST, WORLDS, "real")
    assert (chance, best) == (0.25, 1.0) and costly(best - chance, noise)


def test_mean_and_error():
    assert mean_and_error([]) == (0.0, 0.0) and mean_and_error([0.4]) == (0.4, 0.0)
    mean, error = mean_and_error([0.0, 1.0, 0.0, 1.0])
    assert mean == 0.5 and abs(error - (1 / 3) ** 0.5 / 2) < 1e-9


def test_no_deal_won_is_not_surely_lost_its_band_stays_open():
    lost = Rules(lambda k, a: 0.0)
    chance, _best, spread, _noise, _decided = judge(spec_of(lost), None, 0, PLAYED, BEST, WORLDS, "real")
    assert chance == 0.0 and spread > 0.05  # 0 wins in 8 deals: about 9 points of error, not none
