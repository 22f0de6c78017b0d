"""The review's costly-decisions panel while the review is not done: once every move is judged it says the
costly-looking ones are judged again (with their count), never that they come "once every move is judged";
a game continued from a shortcut says which moves a bot played for the person."""

from __future__ import annotations

from game.ui.scenes.review import ReviewScene
from tests.core.test_review import finished_demo


def _idle_review(app, monkeypatch, session) -> ReviewScene:
    monkeypatch.setattr(ReviewScene, "_work", lambda self: None)  # no worker: the test sets the progress
    screen = ReviewScene(app, session, 0)
    app.push(screen)
    app.step(dt=0.05)
    return screen


def _painted(app, monkeypatch, screen) -> list[str]:
    said: list[str] = []
    draw = ReviewScene.draw_text

    def spy(self, surface, text, *args, **kwargs):
        said.append(text)
        return draw(self, surface, text, *args, **kwargs)

    monkeypatch.setattr(ReviewScene, "draw_text", spy)
    screen.repaint()
    app.step(dt=0.05)
    return said


def test_once_every_move_is_judged_the_panel_says_the_costly_ones_are_judged_again(app, monkeypatch):
    screen = _idle_review(app, monkeypatch, finished_demo())
    waiting = "The costly decisions are listed once every move is judged."
    assert waiting in _painted(app, monkeypatch, screen)
    screen.done = screen.total
    said = _painted(app, monkeypatch, screen)
    assert waiting not in said and any("Every move is judged" in t for t in said)
    screen._checking(1, 3)
    said = _painted(app, monkeypatch, screen)
    assert any("The 3 that seem costly are judged again" in t for t in said)
    assert screen.progress_text() == "Judged again: 1 of 3"


def test_moves_a_bot_played_before_the_person_took_the_seat_are_named_as_not_reviewed(app, monkeypatch):
    session = finished_demo()
    session.taken_at = 4
    screen = _idle_review(app, monkeypatch, session)
    mine = sum(1 for seat, _a in session.store.actions[4:] if seat == 0)
    assert screen.total == mine
    said = _painted(app, monkeypatch, screen)
    assert any(t.startswith("Moves 1 to 4 were played for you by a bot") for t in said)
