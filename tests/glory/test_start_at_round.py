"""The developer's shortcut into rounds 2 and 3: a game played by bots to the round's start, seat 0 a
person, written as a normal save that loads (replays from its seed) at that same position."""

from __future__ import annotations

import pytest

from game.core import saves
from game.core.rules import Options, SeatConfig
from game.games.glory.start_at_round import at_round_start, play_to_round


def _options(players: int = 3, **extra) -> Options:
    seats = (SeatConfig("human", "", "Ann"),) + tuple(SeatConfig("bot", "easy") for _ in range(1, players))
    return Options(players, "standard", seats, tuple(sorted(extra.items())))


@pytest.mark.parametrize(("round_", "extra"), [(2, {}), (3, {"t3": "plaisance"})])
def test_the_save_opens_at_the_rounds_start_with_seat_0_a_person(tmp_path, round_, extra) -> None:
    session = play_to_round(_options(**extra), 41, round_, pilot="easy")
    state = session.store.state
    assert at_round_start(state, round_)
    assert session.human_seats() == [0] and sorted(session.memory) == [1, 2]
    if "t3" in extra:
        assert state.tournament_types[2] == "plaisance"
    path = tmp_path / "r.json"
    saves.save_session(session, path)
    loaded = saves.load_session(path)
    assert loaded.store.actions == session.store.actions
    assert loaded.store.state.round == round_ and loaded.store.state.phase == "action"
    assert loaded.human_seats() == [0] and loaded.seats[0].name == "Ann"
    assert any(s == 0 for s, _ in loaded.store.actions)  # the pilot played seat 0 in the rounds before
    assert loaded.taken_at == len(loaded.store.actions)  # so the review leaves the pilot's moves out


def test_only_rounds_2_and_3() -> None:
    with pytest.raises(ValueError):
        play_to_round(_options(), 1, 1)


def test_the_tool_writes_the_autosave_continue_opens(tmp_path, monkeypatch) -> None:
    import importlib.util
    from pathlib import Path

    monkeypatch.setenv("TOURNEY_HOME", str(tmp_path))
    tool = Path(__file__).resolve().parents[2] / "tools" / "glory_round.py"
    spec = importlib.util.spec_from_file_location("glory_round", tool)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--round", "2", "--players", "2", "--level", "easy", "--pilot", "easy", "--seed", "3"]) == 0
    session, _source = saves.load_newest(saves.autosave_path())
    assert at_round_start(session.store.state, 2) and session.human_seats() == [0]
