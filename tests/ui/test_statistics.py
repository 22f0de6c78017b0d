"""Statistics: counted after finished games against bots, shown on their screen, reset from Settings,
and a damaged or unwritable file never stops the app."""

from __future__ import annotations

import json

import pytest

from game import stats
from game.app import App
from game.ui.scenes.dialog import DialogScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.statistics import StatisticsScene, row_cells
from tests import ui_driver
from tests.ui.test_shell_flow import play_by_clicks

click = ui_driver.click


@pytest.fixture
def app(make_app):
    return make_app(seed=11, demo_only=True)


def start_demo(app: App):
    click(app, app.top.play_buttons[0].rect.center)
    ui_driver.choose(app, app.top.players_stepper, 2)
    click(app, app.top.start_btn.rect.center)
    return app.top


def test_two_games_are_counted_and_shown(app):
    table = start_demo(app)
    play_by_clicks(app, table)
    first = app.top
    assert isinstance(first, ResultsScene)
    level = first.session.seats[1].level
    rec = stats.read().stats.records[("demo", level)]
    assert rec.games == 1
    won_first = 0 in first.outcome.winners

    app.seed = 12  # Play again deals anew
    click(app, first.again_button.rect.center)
    play_by_clicks(app, app.top)
    second = app.top
    assert isinstance(second, ResultsScene)
    rec = stats.read().stats.records[("demo", level)]
    assert rec.games == 2
    assert rec.wins == won_first + (0 in second.outcome.winners)
    assert rec.best_score == max(first.outcome.scores[0], second.outcome.scores[0])

    click(app, second.menu_button.rect.center)
    statistics = next(b for b in app.top.gui.buttons if b.text == "Statistics")
    click(app, statistics.rect.center)
    screen = app.top
    assert isinstance(screen, StatisticsScene)
    assert screen.game == "demo"  # the menu's only game here
    assert [lvl for lvl, _r in screen.rows()] == [level]
    assert row_cells(level, screen.rows()[0][1])[1] == "2"
    app.step(dt=0.05)  # paints the table and the chart


def test_the_same_finished_game_counts_once(app):
    table = start_demo(app)
    play_by_clicks(app, table)
    session = app.top.session
    assert stats.count_session(session) is False  # already counted when the results opened
    assert stats.read().stats.records[("demo", session.seats[1].level)].games == 1


def test_reset_from_settings_asks_first(app):
    table = start_demo(app)
    play_by_clicks(app, table)
    click(app, app.top.menu_button.rect.center)
    click(app, next(b for b in app.top.gui.buttons if b.text == "Settings").rect.center)
    assert isinstance(app.top, SettingsScene)
    click(app, app.top.reset_stats.rect.center)
    dialog = app.top
    assert isinstance(dialog, DialogScene)
    assert stats.read().stats.records  # nothing forgotten before the answer
    yes = next(b for b in dialog.gui.buttons if b.text == "Reset")
    click(app, yes.rect.center)
    assert stats.read().stats.records == {}


@pytest.mark.parametrize(
    "content",
    [
        b"null",
        b"[]",
        b'"x"',
        b"{",
        b"\xff\xfe",
        b"[" * 200_000,
        b'{"schema": 99, "games": {}}',
        json.dumps({"schema": 1, "games": {"demo": {"easy": {"games": -1}}}}).encode(),
    ],
)
def test_a_damaged_file_is_kept_aside_and_counting_restarts(tourney_home, content):
    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    read = stats.read()
    assert read.stats.records == {}
    assert read.notice is not None and "statistics.json.bad" in read.notice()
    assert path.with_name("statistics.json.bad").read_bytes() == content


def test_sound_records_survive_beside_a_bad_one(tourney_home):
    good = {"games": 3, "wins": 2, "total_score": 30, "best_score": 12, "streak": 1, "best_streak": 2}
    raw = {"schema": 1, "games": {"demo": {"easy": good, "hard": {"games": "many"}}}, "counted": []}
    parsed, sound = stats.Statistics.from_json(raw)
    assert not sound
    assert parsed.records[("demo", "easy")].average_score == 10
    assert ("demo", "hard") not in parsed.records


def test_the_backup_is_used_when_the_file_is_damaged(tourney_home):
    s = stats.Statistics()
    s.add("k1", "demo", "easy", True, 5)
    stats.write(s)
    s.add("k2", "demo", "easy", False, 3)
    stats.write(s)  # the first version is now the backup
    stats.stats_path().write_text("{broken")
    read = stats.read()
    assert read.stats.records[("demo", "easy")].games == 1
    assert read.notice is not None


def test_streaks_follow_the_results():
    rec = stats.Record()
    for won in (True, True, False, True, True, True):
        rec.add(won, 1.0)
    assert (rec.games, rec.wins, rec.streak, rec.best_streak) == (6, 5, 3, 3)


def test_an_unwritable_file_says_so_and_the_results_still_open(app):
    from game.files import temp_path

    blocker = temp_path(stats.stats_path())
    blocker.mkdir(parents=True)  # a folder where this writer's new file would be written
    table = start_demo(app)
    play_by_clicks(app, table)
    assert isinstance(app.top, ResultsScene)
    assert any("statistics could not be saved" in n for n in app.take_notices())
