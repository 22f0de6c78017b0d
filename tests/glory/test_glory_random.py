"""Random full games for every player count and tournament type, with invariants after every action.

CI plays a few games per configuration; TOURNEY_FULL=1 plays 300 per configuration (issue 7)."""

from __future__ import annotations

import json

import pytest

from game.core.rng import Rng
from game.core.serial import from_jsonable, to_jsonable
from game.games.glory import RULES
from game.games.glory import content as C
from game.games.glory.state import GloryState
from tests.conftest import full_run
from tests.glory.glory_helpers import new, play_random_game, random_action

GAMES = 300 if full_run() else 4
TYPES = {
    "pas": {"t1": C.PAS, "t2": C.PAS, "t3": C.PAS},
    "plaisance": {"t1": C.PLAISANCE, "t2": C.PLAISANCE, "t3": C.PLAISANCE},
    "chosen": {"t1": C.PLAISANCE, "handicap": "offered"},  # later types chosen between rounds
}


@pytest.mark.parametrize("kind", sorted(TYPES))
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_keep_the_invariants(players, kind):
    for g in range(GAMES):
        extra = dict(TYPES[kind])
        if players == 1:
            extra["solo_mode"] = ("rivalry", "score", "champion")[g % 3]
            extra["solo_difficulty"] = C.DIFFICULTIES[g % 3]
            extra["solo_deck"] = C.AUTOMA_DECKS[g % 3]
        s = play_random_game(players, 100 + g, **extra)
        out = RULES.outcome(s)
        assert out is not None and len(out.scores) == players
        assert s.round == 3 and s.phase == "over"
        assert [C.TOURNAMENT_CARD_IDS[c].kind for c in s.tcards_used] == s.tournament_types
        if kind != "chosen" and not (players == 1 and extra.get("solo_mode") == "champion"):
            assert s.tournament_types == [TYPES[kind]["t1"]] * 3


def test_mixed_tournaments_and_trophies():
    for g in range(GAMES):
        s = play_random_game(3, 500 + g, t1=C.PLAISANCE, t2=C.PAS, t3=C.PLAISANCE, trophies="random")
        assert len(s.tcards_used) == 3


def test_state_json_round_trip_through_a_game():
    s = new(3, 9)
    rng = Rng.from_seed(4)
    seen_duel = False
    while RULES.outcome(s) is None:
        data = json.loads(json.dumps(to_jsonable(s)))
        assert from_jsonable(GloryState, data) == s
        seen_duel |= s.duel is not None
        seat, action = random_action(s, rng)
        s, _ = RULES.apply(s, seat, action)
    assert seen_duel
    assert from_jsonable(GloryState, json.loads(json.dumps(to_jsonable(s)))) == s


def test_same_seed_same_game():
    a = play_random_game(2, 77, check=False)
    b = play_random_game(2, 77, check=False)
    assert a == b


def test_save_load_and_replay_a_game_in_progress(tmp_path):
    from game.core.registry import get
    from game.core.rules import Options, SeatConfig
    from game.core.saves import load_session, save_session
    from game.core.session import Session

    spec = get("glory")
    options = Options(3, seats=(SeatConfig("bot", "random"),) * 3, extra=(("t2", C.PAS),))
    session = Session(spec, options, 42)
    store = session.store
    steps = 0
    while store.outcome() is None and (steps < 120 or store.state.duel is None):
        seat = min(store.actors())
        store.apply(seat, session.bot_choose(seat))
        steps += 1
    path = tmp_path / "glory.json"
    save_session(session, path)
    loaded = load_session(path)  # replays the action log and compares with the saved state
    assert loaded.store.state == store.state


def test_apply_never_mutates_its_input():
    s = new(3, 31, t1=C.PLAISANCE)
    rng = Rng.from_seed(8)
    prev_json = to_jsonable(s)
    history = []
    while RULES.outcome(s) is None:
        seat, action = random_action(s, rng)
        nxt, _ = RULES.apply(s, seat, action)
        assert to_jsonable(s) == prev_json, f"apply mutated its input ({action})"
        history.append((s, prev_json))
        s, prev_json = nxt, to_jsonable(nxt)
    # states shared between steps (duel moves share the untouched parts) are still intact at the end
    for old, data in history[::17]:
        assert to_jsonable(old) == data
