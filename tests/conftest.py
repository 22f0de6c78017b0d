"""Test setup: headless SDL, every app folder (settings, saves, logs, cache) in a temp dir, and the
random test order's seed printed (pytest-randomly shuffles the tests on every run: a test that
depends on another one's leftovers fails sooner or later instead of by luck)."""

import os
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("TOURNEY_HOME", tempfile.mkdtemp(prefix="tourney-test-"))

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def english_after_each_test():
    """Every test leaves the process in English: an app started in Italian switches the whole
    process's language, and a later test must not inherit it."""
    yield
    from game import i18n

    if i18n.language() != "en":
        i18n.set_language("en")


@pytest.fixture
def tourney_home(tmp_path, monkeypatch):
    """A fresh, empty app home for one test."""
    monkeypatch.setenv("TOURNEY_HOME", str(tmp_path))
    return tmp_path


def full_run() -> bool:
    """True when the long property/soak runs were asked for (TOURNEY_FULL=1)."""
    return os.environ.get("TOURNEY_FULL") == "1"


@pytest.fixture
def make_app(tourney_home, monkeypatch):
    """Start headless apps on the main menu, in English, in a fresh app home (shut down after the
    test): ``make_app(seed=7, demo_only=True, bot_think_seconds=0.5)`` — ``seed``: the app's seed
    for new games, ``demo_only``: the menu offers the hidden demo game alone, the rest: settings."""
    from game.app import App

    apps = []

    def make(seed: int | None = None, demo_only: bool = False, **settings):
        if demo_only:
            from game.core.registry import get
            from game.ui.scenes import menu

            monkeypatch.setattr(menu, "all_games", lambda: [get("demo")])
        a = App(headless=True, lang="en")
        apps.append(a)
        if seed is not None:
            a.seed = seed
        if settings:
            a.update_settings(**settings)
        a.step(dt=0.05)
        return a

    yield make
    for a in apps:
        a.shutdown()


@pytest.fixture
def app(make_app):
    """A headless app on the main menu, in English, in a fresh app home."""
    return make_app()


def _order_note(config) -> str:
    seed = getattr(config.option, "randomly_seed", None)
    if seed is None:
        return ""
    return f"tests in random order, seed {seed} (run again in this order with -p randomly --randomly-seed={seed})"


def pytest_sessionstart(session):
    note = _order_note(session.config)
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if note and reporter is not None and not hasattr(session.config, "workerinput"):
        reporter.write_line(note)


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    note = _order_note(config)
    if note:
        terminalreporter.write_line(note)
