"""At four players the results screen tells every story line whole (none cut with "…"), in English and
Italian: the story under the chart takes one full-width column, its lines a little closer when needed."""

from __future__ import annotations

import copy

import pytest

from game import i18n
from game.app import App
from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.glory.story import story
from game.settings import Settings
from game.ui import text_fit
from game.ui.scenes.results import ResultsScene

SPEC = get("glory")


def four(seed: int) -> Session:
    """A four-player game played to its end (every seat's moves at random)."""
    seats = (SeatConfig("human", "", "Ada"),) + tuple(SeatConfig("bot", "easy") for _ in range(3))
    session = Session(SPEC, Options(4, "standard", seats, tuple((o.key, o.default) for o in SPEC.options)), seed)
    store, pick = session.store, Rng.from_seed(seed)
    while store.outcome() is None:
        seat = min(store.actors())
        store.apply(seat, pick.choice(store.legal_actions(seat)))
    return session


@pytest.fixture(scope="module")
def game() -> Session:
    session = four(11)
    for p in session.store.state.players:  # two titles each: the breakdown's Titles row takes two lines
        p.titles_scored = ["influential", "brave"]
    return session


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_story_line_is_whole_at_four_players(game, lang, tourney_home):
    app = App(headless=True, settings=Settings(language=lang, sound=False), lang=lang)
    try:
        texts = {text for _seat, text in story(game)}
        assert len(texts) >= 9
        with text_fit.recording() as records:
            app.push(ResultsScene(app, copy.copy(game)))
            for _ in range(3):
                app.step(dt=0.05)
        drawn = {r.text: r for r in records if r.text in texts}
        assert set(drawn) == texts  # every line drawn
        cut = [t for t, r in drawn.items() if r.fit.ellipsized]
        assert not cut, cut
    finally:
        app.shutdown()
        i18n.set_language("en")
