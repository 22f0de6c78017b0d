from dataclasses import dataclass, field

import pytest

from game.core import reveal
from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Event, IllegalAction, Options
from game.core.store import UNDO_DEPTH, Store


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


def test_drawing_a_hidden_card_cannot_be_undone():
    store = demo_store()
    store.apply(0, ("draw",))
    reason = store.undo_refusal(0)
    assert reason and "showed you something" in reason and not store.can_undo(0)
    with pytest.raises(IllegalAction) as err:
        store.undo(0)
    assert err.value.reason == reason and len(store.history) == 1


def test_playing_a_card_you_hold_can_be_undone_until_another_seat_shows_one():
    store = demo_store(seed=3)
    s0 = store.state
    store.apply(0, ("play", store.state.hands[0][0]))  # face up, but seat 0 knew its own card
    assert store.can_undo(0)
    s1 = store.state
    store.apply(1, ("play", store.state.hands[1][0]))  # seat 1 has moved: seat 0's move is behind it
    assert store.can_undo(1) and not store.can_undo(0)
    assert (
        store.undo_refusal(0)
        == "You cannot take your move back: another player has seen it and moved since. Undo takes back only a move nobody has answered yet."
    )
    assert store.undo(1) == 1 and store.state is s1
    assert store.undo(0) == 1 and store.state is s0
    assert store.history == [] and len(store.score_history) == 1
    assert store.undo_refusal(0) == "Nothing to undo yet."


def test_the_court_card_drawn_in_joust_stays_drawn():
    """Drawing uses no chance (the deck is already shuffled), yet it shows the top card."""
    rules = get("joust").rules
    store = Store(rules, Options(2), 4)
    rng = Rng.from_seed(1)
    while store.outcome() is None:
        seat = min(store.actors())
        if ("draw", "court") in store.legal_actions(seat):
            break
        legal = [a for a in store.legal_actions(seat) if a != ("draw", "knight")] or store.legal_actions(seat)
        store.apply(seat, legal[rng.below(len(legal))])
    before = store.state
    events = store.apply(seat, ("draw", "court"))
    assert before.rng == store.state.rng and not any(e.reveals or e.secret for e in events)
    assert not store.can_undo(seat) and "showed you something" in store.undo_refusal(seat)


@dataclass
class BagState:
    """A public die and a bag of tokens nobody sees into; ``peeked`` is what seat 0 saw of the bag."""

    die: int = 0
    bag: list[str] = field(default_factory=list)
    peeked: str = ""
    notes: int = 0
    rng: Rng = field(default_factory=Rng)


class BagRules:
    """One seat. ("roll",) rolls the public die; ("shuffle",) shuffles the bag unseen; ("peek",)
    shows the bag's top token; ("note",) changes nothing hidden. ``same`` fills the bag with one kind."""

    id = "bag"
    state_type = BagState

    def __init__(self, same: bool = False) -> None:
        self.tokens = ["gold"] * 4 if same else ["gold", "silver", "iron", "wood"]

    def new_game(self, options, seed):
        return BagState(bag=list(self.tokens), rng=Rng.from_seed(seed))

    def actors(self, state):
        return frozenset({0})

    def legal_actions(self, state, seat):
        return [("roll",), ("shuffle",), ("peek",), ("note",)]

    def apply(self, state, seat, action):
        s = BagState(state.die, list(state.bag), state.peeked, state.notes, state.rng.copy())
        if action == ("roll",):
            s.die = 1 + s.rng.below(6)
        elif action == ("shuffle",):
            s.rng.shuffle(s.bag)
            s.peeked = ""
        elif action == ("peek",):
            s.peeked = s.bag[-1]
        else:
            s.notes += 1
        return s, [Event(action[0])]

    def view(self, state, seat):
        return BagState(state.die, sorted(state.bag), state.peeked, state.notes, Rng(0))

    def determinize(self, view, seat, rng):
        bag = list(view.bag)
        rng.shuffle(bag)
        if view.peeked:  # the peeked token is on top
            bag.remove(view.peeked)
            bag.append(view.peeked)
        return BagState(view.die, bag, view.peeked, view.notes, rng.spawn())

    def outcome(self, state):
        return None

    def scores(self, state):
        return [0.0]


def test_chance_and_peeks_are_news_only_when_they_show_something():
    store = Store(BagRules(), Options(1), 1)
    store.apply(0, ("note",))
    assert store.can_undo(0)
    store.apply(0, ("shuffle",))  # the order changed but nobody can see it: nothing learnt
    assert store.can_undo(0)
    store.apply(0, ("roll",))
    assert "left to chance" in store.undo_refusal(0)
    store.apply(0, ("peek",))
    assert "showed you something" in store.undo_refusal(0)
    store.apply(0, ("note",))
    assert store.can_undo(0)  # the last move alone is taken back: it was quiet
    assert store.undo(0) == 1


def test_a_draw_whose_result_was_certain_is_not_news():
    store = Store(BagRules(same=True), Options(1), 1)
    store.apply(0, ("peek",))
    assert store.can_undo(0)


def test_undo_judgement_is_lazy_and_remembered():
    calls = []

    class Counting(BagRules):
        def determinize(self, view, seat, rng):
            calls.append(seat)
            return super().determinize(view, seat, rng)

    store = Store(Counting(), Options(1), 1)
    for _ in range(30):
        store.apply(0, ("note",))
    assert calls == [], "applying moves judges nothing"
    assert store.can_undo(0) and len(calls) == reveal.SAMPLES  # only the last step was judged
    assert store.can_undo(0) and store.undo_refusal(0) is None and len(calls) == reveal.SAMPLES


def test_undo_reaches_back_only_as_far_as_the_store_remembers():
    store = Store(BagRules(), Options(1), 1)
    for _ in range(UNDO_DEPTH + 1):
        store.apply(0, ("note",))
    for _ in range(UNDO_DEPTH):
        assert store.undo(0) == 1
    assert store.undo_refusal(0) == "That move is too far back to take back."
    assert len(store.history) == 1


@dataclass
class TurnState:
    """Whose turn it is and how many quiet notes each seat has made."""

    turn: int = 0
    notes: tuple[int, ...] = (0, 0, 0)


class TurnRules:
    """Three seats, nothing hidden. ("note",) keeps the turn; ("pass",) gives it to the next seat."""

    id = "turns"
    state_type = TurnState

    def new_game(self, options, seed):
        return TurnState()

    def actors(self, state):
        return frozenset({state.turn})

    def legal_actions(self, state, seat):
        return [("note",), ("pass",)]

    def apply(self, state, seat, action):
        notes = tuple(n + (i == seat and action == ("note",)) for i, n in enumerate(state.notes))
        turn = (state.turn + 1) % 3 if action == ("pass",) else state.turn
        return TurnState(turn, notes), [Event(action[0])]

    def view(self, state, seat):
        return state

    def determinize(self, view, seat, rng):
        return view

    def outcome(self, state):
        return None

    def scores(self, state):
        return [float(n) for n in state.notes]


def test_undo_takes_back_own_moves_one_by_one_and_stops_at_another_seats_move():
    store = Store(TurnRules(), Options(3), 1)
    store.apply(0, ("note",))
    store.apply(0, ("pass",))
    store.apply(1, ("note",))  # quiet: it showed seat 0 nothing, yet it is seat 1's move
    refusal = store.undo_refusal(0)
    assert (
        refusal
        == "You cannot take your move back: another player has seen it and moved since. Undo takes back only a move nobody has answered yet."
    )
    with pytest.raises(IllegalAction) as err:
        store.undo(0)
    assert err.value.reason == refusal and len(store.history) == 3
    assert store.undo_refusal(2) == "Nothing to undo yet."
    store.apply(1, ("note",))
    assert store.undo(1) == 1 and store.undo(1) == 1  # seat 1's own moves, one at a time
    assert store.undo_refusal(1) == "Nothing to undo yet." and store.state.turn == 1
    assert store.undo(0) == 1 and store.state.turn == 0  # seat 0's pass is again the last move
    assert store.undo(0) == 1 and store.history == [] and store.state == TurnState()


def test_after_another_seat_moved_a_new_own_move_can_be_taken_back_alone():
    store = Store(TurnRules(), Options(3), 1)
    for seat in (0, 1, 2):
        store.apply(seat, ("pass",))
    store.apply(0, ("note",))
    assert store.undo(0) == 1 and [s.seat for s in store.history] == [0, 1, 2]
    assert (
        store.undo_refusal(0)
        == "You cannot take your move back: another player has seen it and moved since. Undo takes back only a move nobody has answered yet."
    )


def test_no_undo_once_the_game_is_over():
    store = demo_store()
    while store.outcome() is None:
        seat = min(store.actors())
        store.apply(seat, store.rules.legal_actions(store.state, seat)[0])
    assert store.undo_refusal(store.history[-1].seat) == "The game is over."


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
