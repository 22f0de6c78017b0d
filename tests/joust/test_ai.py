"""Bots: legal moves, a mixed combat-card strategy, and no peeking at the other card."""

from collections import Counter

import pytest

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options
from game.games.joust import ai
from game.games.joust.state import COMBAT, HIDDEN
from tests.joust.helpers import R, table, to_combat


def combat_position(seed: int = 3):
    st = R.new_game(Options(2), seed)
    rng = Rng.from_seed(seed)
    while st.phase != COMBAT:
        seat = sorted(R.actors(st))[0]
        legal = R.legal_actions(st, seat)
        st, _ = R.apply(st, seat, legal[rng.below(len(legal))])
    return st


@pytest.mark.parametrize("level", ["hard", "medium", "easy"])
def test_combat_card_choice_is_mixed(level):
    st = to_combat(table(["Sir Galahad the Gallant"], ["Sir Cedric of the Shiny Helm"]))
    bot = get("joust").bots[level]()
    for seat in (st.attacker, st.defender):
        view = R.view(st, seat)
        picks = Counter(bot.choose(R, view, seat, Rng.from_seed(i))[1] for i in range(60))
        assert len(picks) >= 2, f"{level} {seat} always plays {picks}"
        assert max(picks.values()) < 55


def test_solved_strategy_is_a_real_mix():
    st = to_combat(table(["Sir Galahad the Gallant"], ["Sir Cedric of the Shiny Helm"]))
    values, probs = ai.combat_strategy(R, R.view(st, 0), 0, Rng.from_seed(1))
    assert abs(sum(probs) - 1) < 1e-6 and len(values) == 4
    assert sum(1 for p in probs if p > 0.05) >= 2
    _v, dprobs = ai.combat_strategy(R, R.view(st, 1), 1, Rng.from_seed(1))
    assert sum(1 for p in dprobs if p > 0.05) >= 2


def test_defender_bot_never_sees_the_attackers_card():
    st = to_combat(table(["Sir Galahad the Gallant"], ["Sir Cedric of the Shiny Helm"]))
    bot = get("joust").bots["hard"]()
    choices = []
    for att_card in (1, 4):
        after, _ = R.apply(st, 0, ("card", att_card))
        view = R.view(after, 1)
        assert view.pick_att == HIDDEN
        choices.append(bot.choose(R, view, 1, Rng.from_seed(42)))
    assert choices[0] == choices[1]


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_bots_play_legal_moves_to_the_end(level):
    spec = get("joust")
    for variant, n in (("standard", 2), ("carousel", 3)):
        st = R.new_game(Options(n, variant), 4)
        bots = {s: spec.bots[level]() for s in range(n)}
        rng = Rng.from_seed(8)
        steps = 0
        while R.outcome(st) is None and steps < 400:
            for seat in sorted(R.actors(st)):
                if seat not in R.actors(st):
                    continue
                action = bots[seat].choose(R, R.view(st, seat), seat, rng)
                assert action in R.legal_actions(st, seat)
                st, _ = R.apply(st, seat, action)
            steps += 1
        assert R.outcome(st) is not None


def test_evaluator_is_a_probability():
    st = combat_position()
    for seat in (0, 1):
        assert 0.0 <= ai.evaluate(st, seat) <= 1.0
