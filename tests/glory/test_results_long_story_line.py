"""A story line too long for the results screen's width ("Titoli segreti non realizzati: Equipaggiato, …")
takes a second row when there is room for it, rather than being cut."""

from __future__ import annotations

import copy

from game import i18n
from game.app import App
from game.games.glory.story import story
from game.settings import Settings
from game.ui import text_fit
from game.ui.scenes.results import ResultsScene
from tests.glory.test_story import finished


def test_a_titles_line_with_many_unscored_secret_titles_wraps_whole(tourney_home):
    session = finished()
    for step in session.store.history:
        for ev in step.events:
            if ev.kind == "titles_scored" and ev.data.get("seat") == 1:
                ev.data["secret"] = [
                    *ev.data.get("secret", ()),
                    "equipped",
                    "wealthy",
                    "prestigious",
                    "religious",
                    "patron",
                ]
    app = App(headless=True, settings=Settings(language="it", sound=False), lang="it")
    try:
        long = next(text for seat, text in story(session) if seat == 1 and "realizzat" in text)
        assert text_fit.text_width(long, "text", 14) > 730 - 94, "the line must be too long for one row"
        with text_fit.recording() as records:
            app.push(ResultsScene(app, copy.copy(session)))
            for _ in range(3):
                app.step(dt=0.05)
        (drawn,) = [r for r in records if r.text == long][-1:]
        assert not drawn.fit.ellipsized and len(drawn.fit.lines) == 2, drawn.fit
        assert drawn.fit.size >= 14
    finally:
        app.shutdown()
        i18n.set_language("en")
