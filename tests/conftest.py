"""Test setup: headless SDL, and every app folder (settings, saves, logs, cache) in a temp dir."""

import os
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("TOURNEY_HOME", tempfile.mkdtemp(prefix="tourney-test-"))

import pytest  # noqa: E402


@pytest.fixture
def tourney_home(tmp_path, monkeypatch):
    """A fresh, empty app home for one test."""
    monkeypatch.setenv("TOURNEY_HOME", str(tmp_path))
    return tmp_path


def full_run() -> bool:
    """True when the long property/soak runs were asked for (TOURNEY_FULL=1)."""
    return os.environ.get("TOURNEY_FULL") == "1"


@pytest.fixture
def app(tourney_home):
    """A headless app on the main menu, in English, in a fresh app home."""
    from game.app import App

    a = App(headless=True, lang="en")
    a.step(dt=0.05)
    yield a
    a.shutdown()
