"""Undo never re-rolls a bot: a bot asked again at a position it decided at makes the same choice
(its random stream and what it learnt are put back), a save keeps the streams an undo returns to
(the decisions still to come are stirred on load), and a game that never undoes plays exactly the
streams it always did (``simulate`` and the benches rely on them)."""

from __future__ import annotations

import io
import json

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.saves import load_session, save_session
from game.core.serial import to_jsonable
from game.core.session import Session
from game.core.store import Store
from game.ui.bot_runner import serve

GLORY = get("glory")


def glory(level: str, seed: int, human: bool = True) -> Session:
    seats = tuple(SeatConfig("human") if i == 0 and human else SeatConfig("bot", level) for i in range(3))
    return Session(GLORY, Options(3, "standard", seats, tuple((o.key, o.default) for o in GLORY.options)), seed)


def bots_until_human(session: Session) -> list:
    """The bots play until the human may act (or the game ends); their moves."""
    store, played = session.store, []
    while store.outcome() is None and 0 not in store.actors():
        seat = min(store.actors())
        action = session.bot_choose(seat)
        store.apply(seat, action)
        played.append((seat, action))
    return played


def test_asked_again_at_a_position_taken_back_a_bot_decides_as_it_did():
    """Undo stops at a bot's move, but a bot asked again at an earlier position (its answer was
    dropped, or the log came back there) gets the bot and RNG it had then."""
    session, pick = glory("medium", seed=21), Rng.from_seed(5)
    store, decisions = session.store, []
    bots_until_human(session)
    while store.outcome() is None and len(decisions) < 6:
        store.apply(0, pick.choice(store.legal_actions(0)))
        moved = len(decisions)
        while store.outcome() is None and 0 not in store.actors():
            seat = min(store.actors())
            decisions.append((list(store.actions), seat, session.bot_choose(seat)))
            store.apply(seat, decisions[-1][2])
        if len(decisions) > moved:
            assert not store.can_undo(0)  # the bots have moved since
    for log, seat, action in reversed(decisions[-4:]):
        bot, rng = session.memory[seat].ask(log)
        view = store.rules.view(Store.replay(store.rules, session.options, session.seed, log).state, seat)
        assert bot.choose(store.rules, view, seat, rng) == action


def test_a_game_that_never_undoes_plays_the_streams_of_fresh_bots_from_the_seed():
    for human in (True, False):
        session, pick = glory("medium", seed=8, human=human), Rng.from_seed(2)
        bots = {i: GLORY.bots["medium"]() for i in session.memory}
        rngs = {i: Rng.from_seed(8 * 7919 + i + 1) for i in session.memory}
        store = session.store
        while store.outcome() is None and len(store.history) < 80:
            seat = min(store.actors())
            if seat in bots:
                action = session.bot_choose(seat)
                view = store.rules.view(store.state, seat)
                assert bots[seat].choose(store.rules, view, seat, rngs[seat]) == action
            else:
                action = pick.choice(store.legal_actions(seat))
            store.apply(seat, action)
        assert all(session.bot_rng(i).state == rngs[i].state for i in bots)


def test_a_loaded_game_keeps_the_streams_undo_returns_to_and_stirs_the_rest(tourney_home):
    session, pick = glory("medium", seed=13), Rng.from_seed(3)
    store = session.store
    for _turn in range(6):
        bots_until_human(session)
        store.apply(0, pick.choice(store.legal_actions(0)))
    path = tourney_home / "streams.json"
    save_session(session, path)
    first, second = load_session(path), load_session(path)
    kept = {i: [(m.at, m.rng) for m in session.memory[i].marks] for i in session.memory}
    for loaded in (first, second):
        assert {i: [(m.at, m.rng) for m in loaded.memory[i].marks] for i in loaded.memory} == kept
        now = {i: loaded.bot_rng(i).state for i in loaded.memory}
        assert all(now[i] != session.bot_rng(i).state for i in now)  # what the save was followed by tells nothing
    assert {i: first.bot_rng(i).state for i in first.memory} != {i: second.bot_rng(i).state for i in second.memory}
    assert bots_until_human(first) and bots_until_human(second)  # and the bots play on from either


def test_the_worker_process_answers_as_before_at_a_position_taken_back():
    session, pick = glory("hard", seed=4), Rng.from_seed(9)
    store, seat = session.store, 1
    asked = []  # the logs at which the worker decides for ``seat`` (its placements of round 1)
    while store.outcome() is None and store.state.round == 1:
        who = min(store.actors())
        if who == seat and store.state.phase == "action":
            asked.append([[s, to_jsonable(a)] for s, a in store.actions])
        store.apply(who, session.bot_choose(who) if who else pick.choice(store.legal_actions(0)))

    def request(job: int, log: list) -> str:
        options = to_jsonable(session.options)
        req = {"job": [0, job], "game": "glory", "options": options, "seed": session.seed, "actions": log}
        return json.dumps(req | {"seat": seat, "level": "hard", "rng": 77, "seconds": None, "lang": ""}) + "\n"

    # every decision is played; then the player undoes back to the last ones, and the worker is asked again
    again = asked[-3:]
    lines = [request(i, log) for i, log in enumerate(asked + again)]
    out = io.StringIO()
    serve(io.StringIO("".join(lines)), out)
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    assert all(a["ok"] for a in answers), answers
    assert len(asked) >= 4
    assert [a["action"] for a in answers[-3:]] == [a["action"] for a in answers[len(asked) - 3 : len(asked)]]
