import pytest

from game.ai.greedy import GreedyBot
from game.ai.ismcts import IsmctsBot
from game.ai.random_bot import RandomBot
from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options
from game.core.store import Store
from game.games.demo.rules import HIDDEN, evaluate
from game.sim import simulate


@pytest.mark.parametrize("bot", [RandomBot(), GreedyBot(evaluate, 2), IsmctsBot(50, evaluate)])
def test_bots_only_choose_legal_actions(bot):
    rules = get("demo").rules
    for seed in range(5):
        store = Store(rules, Options(3), seed)
        rng = Rng.from_seed(seed)
        while store.outcome() is None:
            seat = min(store.actors())
            action = bot.choose(rules, rules.view(store.state, seat), seat, rng)
            assert action in store.legal_actions(seat)
            store.apply(seat, action)


class SpyRules:
    """Wraps the demo rules and records every state a bot is handed or determinizes from."""

    def __init__(self, inner):
        self.inner = inner
        self.seen = []

    def __getattr__(self, name):
        return getattr(self.inner, name)

    def determinize(self, view, seat, rng):
        self.seen.append(view)
        return self.inner.determinize(view, seat, rng)


def test_ismcts_only_sees_its_view():
    rules = get("demo").rules
    store = Store(rules, Options(2), 8)
    spy = SpyRules(rules)
    view = rules.view(store.state, 0)
    IsmctsBot(30, evaluate).choose(spy, view, 0, Rng.from_seed(1))
    assert spy.seen and all(v is view for v in spy.seen)
    assert all(c == HIDDEN for c in view.hands[1]) and all(c == HIDDEN for c in view.deck)
    assert view.rng.state == 0


def test_simulate_is_deterministic_and_search_beats_random():
    a = simulate("demo", 2, ["medium", "random"], 16, seed=3)
    b = simulate("demo", 2, ["medium", "random"], 16, seed=3, jobs=2)
    assert a["wins"] == b["wins"] and a["draws"] == b["draws"]
    assert a["wins"]["medium"] > a["wins"]["random"]
    assert sum(a["wins"].values()) + a["draws"] == 16
