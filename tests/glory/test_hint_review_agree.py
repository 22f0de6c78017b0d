"""The Hint and the post-game review give one advice for a position: at every decision of a real
game, the move the review names as the better one is the move the Hint shows there."""

from __future__ import annotations

from game.review import review_session
from game.ui.kit.advice import advise
from tests.core.test_review import finished_game

THINK = 3.0  # seconds: a patient player's thinking time, room for every play-out a bot would make


def test_the_reviews_better_move_is_the_hints_move_at_every_decision():
    session = finished_game("glory", 2, 5)
    spec, rules = session.spec, session.spec.rules
    rows = {row["move"]: row for row in review_session(session, 0, seed=1)["decisions"]}
    replay = type(session.store)(rules, session.options, session.seed)
    compared = 0
    for i, (actor, action) in enumerate(session.store.actions):
        if i in rows and replay.state.phase == "action":
            tip = advise(spec, replay.state, 0, session.seed * 31 + i, THINK)  # the Hint's own seed
            assert tip.action == tuple(rows[i]["best"]), (i, tip.action, rows[i]["best"])
            compared += 1
        replay.apply(actor, action)
    assert compared >= 15


def test_the_advice_does_not_hang_on_the_callers_seed():
    from game.core.rng import Rng
    from game.games.glory.advisor import advisor

    session = finished_game("glory", 2, 5)
    rules = session.spec.rules
    replay = type(session.store)(rules, session.options, session.seed)
    for actor, action in session.store.actions:
        if actor == 0 and replay.state.phase == "action" and len(rules.legal_actions(replay.state, 0)) > 1:
            view = rules.view(replay.state, 0)
            picks = {advisor().choose(rules, view, 0, Rng.from_seed(seed)) for seed in (1, 2, 3, 4)}
            assert len(picks) == 1, picks
        replay.apply(actor, action)
