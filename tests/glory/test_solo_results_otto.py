"""A finished Rivalry game's results screen ranks Otto with the player (his glory, said to be the
automa's, at his place: first when he won) and charts his glory over the game beside the player's."""

from __future__ import annotations

import copy

import pytest

from game.app import App
from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.glory import content as C
from game.settings import Settings
from game.ui import text_fit
from game.ui.scenes import results as R
from game.ui.scenes.results import ResultsScene

SPEC = get("glory")


def rivalry(seed: int) -> Session:
    """A Rivalry game against Otto played to its end (the player's moves at random)."""
    seats = (SeatConfig("human", "", "Ada"),)
    extra = tuple((o.key, o.default) for o in SPEC.options if o.key != "solo_mode") + (("solo_mode", "rivalry"),)
    session = Session(SPEC, Options(1, "standard", seats, extra), seed)
    store, pick = session.store, Rng.from_seed(seed)
    while store.outcome() is None:
        seat = min(store.actors())
        store.apply(seat, pick.choice(store.legal_actions(seat)))
    return session


def _shown(session: Session, monkeypatch) -> tuple[list[text_fit.FitRecord], list]:
    """The results screen's texts and its chart's series, as drawn."""
    charted: list = []
    real = R.draw_line_chart

    def chart(surface, rect, series, *args):
        charted.append(list(series))
        return real(surface, rect, series, *args)

    monkeypatch.setattr(R, "draw_line_chart", chart)
    app = App(headless=True, settings=Settings(sound=False))
    try:
        with text_fit.recording() as records:
            app.push(ResultsScene(app, copy.copy(session)))
            for _ in range(3):
                app.step(dt=0.05)
        return list(records), charted[-1]
    finally:
        app.shutdown()


@pytest.mark.parametrize("won", [False, True])
def test_otto_is_ranked_with_his_glory_and_charted_over_the_game(won, tourney_home, monkeypatch):
    session = rivalry(4)  # Otto wins it
    state = session.store.state
    if won:  # the player's glory made higher than Otto's: the player is first, Otto second
        state.players[0].glory = state.solo.glory + 5
    assert bool(session.store.outcome().winners) == won
    records, series = _shown(session, monkeypatch)
    texts = [r.text for r in records]
    assert "Otto" in texts and "the automa" in texts
    assert ("You win!" if won else "Otto wins!") in texts  # the headline names him when he won
    order = [t for t in texts if t in ("Otto", "You")]
    assert order[:2] == (["You", "Otto"] if won else ["Otto", "You"])  # the winner's line first
    places = [t for t in texts if t in ("1st", "2nd")]
    assert places[:2] == ["1st", "2nd"]  # the loser is second, not a second "1st"
    assert str(state.solo.glory) in texts
    names = [name for name, _colour, _points in series]
    assert names == ["You", "Otto"]
    otto = series[1][2]
    assert len(otto) == len(session.store.score_history)
    assert otto[-1] == state.solo.glory and otto[0] < otto[-1]  # his glory rose over the game, to his score
    assert series[0][1] != series[1][1]


def test_a_game_against_no_automa_ranks_the_players_alone(tourney_home, monkeypatch):
    from tests.glory.test_story import finished

    records, series = _shown(finished(), monkeypatch)
    assert "the automa" not in [r.text for r in records]
    assert len(series) == 3


def test_the_story_tells_ottos_titles_his_secret_ones_apart():
    from game.games.glory.story import story

    session = rivalry(4)
    scored = next(ev.data for step in session.store.history for ev in step.events if ev.kind == "otto_titles")
    first, second = [text for seat, text in story(session) if text.startswith("Otto's")][-2:]
    assert first.startswith(f"Otto's titles score {scored['glory']} glory points")
    for t in scored["titles"]:
        worth = f"{C.TITLES[t].name} ({C.TITLES[t].glory})"
        assert worth in (second if t in scored["secret"] else first)
    assert second.startswith("Otto's secret title")


def solo(mode: str, seed: int) -> Session:
    """A solo game of ``mode`` played to its end (the player's moves at random)."""
    seats = (SeatConfig("human", "", "Ada"),)
    extra = tuple((o.key, o.default) for o in SPEC.options if o.key != "solo_mode") + (("solo_mode", mode),)
    session = Session(SPEC, Options(1, "standard", seats, extra), seed)
    store, pick = session.store, Rng.from_seed(seed)
    while store.outcome() is None:
        seat = min(store.actors())
        store.apply(seat, pick.choice(store.legal_actions(seat)))
    return session


@pytest.mark.parametrize("mode", ["score", "champion"])
def test_otto_stands_in_the_score_and_champion_results_without_a_chart_line(mode, tourney_home, monkeypatch):
    session = solo(mode, 5)
    state = session.store.state
    standings: list[tuple] = []
    real = R.ResultsScene.draw_standing

    def standing(self, surface, r, place, badge, name, tag, score):
        standings.append((place, name, score))
        return real(self, surface, r, place, badge, name, tag, score)

    monkeypatch.setattr(R.ResultsScene, "draw_standing", standing)
    assert not session.store.outcome().winners  # random moves miss the goal: Otto stands first
    records, series = _shown(session, monkeypatch)
    texts = [r.text for r in records]
    order = [t for t in texts if t in ("Otto", "You")]
    assert order[:2] == ["Otto", "You"]
    assert "Otto wins!" in texts
    if mode == "score":
        goal = C.SCORE_TARGETS[state.solo.difficulty]
        assert f"the automa: your goal, {goal} glory" in texts
        assert (1, "Otto", str(goal)) in standings
    else:
        won = state.players[0].tournaments_won
        assert any(t.startswith(f"the automa: you won {won} of the 3 tournaments") for t in texts)
        assert (1, "Otto", f"{won}/3") in standings
    assert [name for name, _colour, _points in series] == ["You"]  # he scores no glory: no line of his
