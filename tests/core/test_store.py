import pytest

from game.core.registry import get
from game.core.rules import IllegalAction, Options
from game.core.store import Store


def demo_store(seed=1, players=2):
    return Store(get("demo").rules, Options(players), seed)


def test_illegal_action_is_refused_and_state_unchanged():
    store = demo_store()
    before = store.state
    with pytest.raises(IllegalAction) as err:
        store.apply(0, ("play", 99))
    assert err.value.reason
    with pytest.raises(IllegalAction):
        store.apply(1, ("draw",))  # not seat 1's turn
    assert store.state is before and store.history == []


def test_apply_never_mutates_the_previous_state():
    store = demo_store()
    snapshot = repr(store.state)
    old = store.state
    store.apply(0, ("draw",))
    assert repr(old) == snapshot


def test_undo_of_a_quiet_move_restores_the_state():
    store = demo_store()
    card = store.state.hands[0][0]
    start = repr(store.state)
    # playing a card publicly is marked as revealing; drawing consumes chance: neither is undoable
    store.apply(0, ("draw",))
    assert not store.can_undo(0)
    with pytest.raises(IllegalAction):
        store.undo(0)
    assert repr(store.state) != start and card in store.state.hands[0]


def test_undo_takes_back_quiet_moves_back_to_own_last_move():
    from game.core.rules import Event

    class QuietRules:
        """Demo rules whose 'play' is quiet, to exercise the undo span."""

        def __init__(self, inner):
            self.inner = inner

        def __getattr__(self, name):
            return getattr(self.inner, name)

        def apply(self, state, seat, action):
            new, events = self.inner.apply(state, seat, action)
            return new, [Event(e.kind, e.data, e.secret, e.audience, False) for e in events]

    store = Store(QuietRules(get("demo").rules), Options(2), 3)
    s0 = store.state
    store.apply(0, ("play", store.state.hands[0][0]))
    s1 = store.state
    store.apply(1, ("play", store.state.hands[1][0]))
    assert store.can_undo(1) and store.can_undo(0)
    assert store.undo(1) == 1 and store.state is s1
    assert store.undo(0) == 1 and store.state is s0
    assert store.history == [] and len(store.score_history) == 1


def test_replay_reaches_the_same_state_and_listeners_hear_events():
    store = demo_store(seed=5)
    heard = []
    store.subscribe(lambda seat, action, events: heard.append((seat, action, [e.kind for e in events])))
    rules = store.rules
    while store.outcome() is None:
        seat = min(store.actors())
        store.apply(seat, rules.legal_actions(store.state, seat)[-1])
    again = Store.replay(rules, store.options, 5, store.actions)
    assert again.state == store.state
    assert len(heard) == len(store.history) and heard[0][2]


def test_replay_of_a_bad_log_names_the_move():
    store = demo_store()
    with pytest.raises(IllegalAction) as err:
        Store.replay(store.rules, store.options, 1, [(0, ("draw",)), (0, ("draw",))])
    assert "2" in err.value.reason
