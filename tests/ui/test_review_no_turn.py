"""A game that ended before the person's first turn (Tournament of 6: the deal leaves ten cards and
three Special cards draw them) has nothing to review: the results say so instead of offering a review
of no decision, and the review's tests and bench play a game in which the person decided."""

from __future__ import annotations

from game.review import review_session, took_part
from game.sim import _played_by_medium_bots, finished_session
from game.ui.scenes.results import ResultsScene

NOTHING = "The game ended before you had a decision to make: there is nothing to review."


def test_a_six_player_tournament_can_end_before_the_persons_first_turn():
    session = _played_by_medium_bots("tournament", 6, 5, "")
    assert session.store.outcome() is not None and not session.store.state.deck
    assert all(step.seat != 0 for step in session.store.history)
    assert not took_part(session, 0)


def test_the_review_of_a_six_player_tournament_judges_the_persons_decisions():
    session = finished_session("tournament", 6, 5)
    assert took_part(session, 0)
    result = review_session(session, 0, 4, 1)
    assert result["decisions"] and all(0 <= d["chance"] <= 1 for d in result["decisions"])


def test_the_results_offer_no_review_when_the_person_never_decided(app):
    session = _played_by_medium_bots("tournament", 6, 5, "")
    app.push(ResultsScene(app, session))
    app.step(dt=0.05)
    assert not app.top.review_button.is_enabled
    assert app.top.review_button.tip_text == NOTHING
