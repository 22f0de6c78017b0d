"""Pure parts of the Paladin table: a rival's last move (public facts only) and the replay that
brings the drawn state forward one event at a time."""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import Event
from game.core.store import Step
from game.games.paladin import engine as E
from game.games.paladin.rules import PaladinRules
from game.games.paladin.state import HIDDEN, OVER
from game.games.paladin.ui.last_moves import LastMove, last_moves
from game.games.paladin.ui.marks import last_move_text
from game.games.paladin.ui.replay import apply_event


def test_last_moves_stay_after_the_viewers_own_moves_and_a_placement_tells_its_peek():
    steps = [
        Step(1, ("peek", 0, 0)),
        Step(1, ("place", 7, 2)),
        Step(2, ("place", 9, 1)),
        Step(0, ("peek", 1, 2)),
        Step(0, ("place", 3, 0)),
    ]
    moves = last_moves(steps, 0)
    assert moves == {1: LastMove("place", 2, peek=(0, 0)), 2: LastMove("place", 1)}
    text = last_move_text(moves[1], lambda s: f"P{s}", 0)
    assert text == "Placed on mission 3; looked at yours on mission 1"
    other = last_move_text(LastMove("place", 2, peek=(1, 2)), lambda s: f"P{s}", 0)
    assert other == "Placed on mission 3; looked at P2’s on mission 2"
    assert "7" not in text  # the card placed stays secret


def test_last_moves_are_the_others_latest_moves():
    steps = [
        Step(1, ("place", 7, 2)),
        Step(0, ("place", 3, 1)),
        Step(1, ("peek", 1, 0)),
        Step(2, ("place", 9, 0)),
        Step(1, ("take",), [Event("took_back", {"seat": 1, "mission": 2})]),
    ]
    moves = last_moves(steps, 0)
    assert moves == {1: LastMove("take", 2), 2: LastMove("place", 0)}
    assert last_moves(steps[:3], 0) == {1: LastMove("peek", 1, 0)}
    text = last_move_text(LastMove("peek", 1, 0), lambda s: f"P{s}", 0)
    assert text == "Looked at your paladin on mission 2"
    assert "7" not in last_move_text(LastMove("place", 2), str, 0)  # the card placed stays secret


def test_a_new_round_clears_the_marks_of_the_last_one():
    steps = [
        Step(0, ("place", 3, 1)),
        Step(1, ("discard",), [Event("discarded", {"seat": 1, "mission": 2}), Event("round_started", {"round": 2})]),
        Step(2, ("start", 1)),
    ]
    assert last_moves(steps, 0) == {2: LastMove("start", None, 1)}
    assert last_moves(steps, 0, round_no=1) == {1: LastMove("discard", 2)}  # the table still shows round 1


def test_replaying_a_seats_redacted_events_reaches_its_view():
    rules = PaladinRules()
    rng = Rng.from_seed(3)
    from game.core.rules import Options, SeatConfig

    seats = tuple(SeatConfig("bot", "random") for _ in range(3))
    state = rules.new_game(Options(3, "standard", seats), 11)
    checked = 0
    for _ in range(300):
        if state.phase == OVER:
            break
        seat = E.actor(state)
        before = rules.view(state, 0)
        state, events = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
        if any(e.kind == "round_started" for e in events):
            continue  # a new round is dealt: the table takes the new view as it is
        shown = before.clone()
        for e in events:
            apply_event(shown, e.for_seat(0))
        after = rules.view(state, 0)
        assert shown.table == after.table and shown.fates == after.fates
        assert [sorted(h) for h in shown.hands] == [sorted(h) for h in after.hands] or HIDDEN in sum(after.hands, [])
        checked += 1
    assert checked > 30
