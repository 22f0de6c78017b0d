"""Settings: one checked schema; a broken file never stops the app, is kept aside, and is reported once."""

import json
import os
import tracemalloc

import pytest

from game import settings as st

# whole files that are not a settings object at all: every key gets its default
BROKEN_FILES = {
    "not json": b"{not json",
    "null": b"null",
    "a list": b"[]",
    "a string": b'"x"',
    "a number": b"42",
    "200,000 nested brackets": b"[" * 200_000 + b"]" * 200_000,
    "nested under the size cap": b'{"language": ' + b"[" * 20_000 + b"]" * 20_000 + b"}",
    "not utf-8": b'{"language": "\xff\xfe"}',
    "NaN": b'{"volume": NaN}',
    "empty": b"",
}


@pytest.mark.parametrize("raw", list(BROKEN_FILES.values()), ids=list(BROKEN_FILES))
def test_a_broken_file_gives_the_defaults_is_kept_aside_and_is_reported(tourney_home, raw):
    path = st.settings_path()
    path.write_bytes(raw)
    read = st.read_settings()
    assert read.settings == st.Settings() and read.reset == ["*"]
    assert read.kept == path.with_name("settings.json.bad") and read.kept.read_bytes() == raw
    notice = read.notice()
    assert notice is not None and "\n" not in notice() and "settings.json.bad" in notice()
    again = st.read_settings()  # the repaired file is good: no notice the next time
    assert again.settings == st.Settings() and again.notice() is None


def test_a_300_mb_file_is_refused_without_reading_it(tourney_home):
    path = st.settings_path()
    with open(path, "wb") as fh:
        fh.truncate(300 * 1024 * 1024)  # sparse: costs no disk
    tracemalloc.start()
    try:
        read = st.read_settings()
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert read.settings == st.Settings() and read.reset == ["*"]
    assert peak < 1024 * 1024, f"reading took {peak} bytes"
    assert read.kept is not None and read.kept.stat().st_size == 300 * 1024 * 1024


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_in_place_of_the_file_does_not_hang_the_start(tourney_home):
    os.mkfifo(st.settings_path())
    read = st.read_settings()
    assert read.settings == st.Settings() and read.reset == ["*"]


def test_only_the_bad_keys_get_their_defaults(tourney_home):
    good = {"language": "it", "volume": 0.25, "animation_speed": 2.0}
    bad = {"fullscreen": "false", "sound": 1, "window_scale": -3, "bot_think_seconds": [5], "volume_x": 3}
    st.settings_path().write_text(json.dumps({**good, **bad}))
    read = st.read_settings()
    s = read.settings
    assert (s.language, s.volume, s.animation_speed) == ("it", 0.25, 2.0)
    assert s.fullscreen is False and s.sound is True and s.window_scale == 1.0 and s.bot_think_seconds == 1.0
    assert sorted(read.reset) == ["bot_think_seconds", "fullscreen", "sound", "window_scale"]
    assert "fullscreen" in read.notice()()
    assert json.loads(read.kept.read_text())["fullscreen"] == "false"  # the user's edit is kept aside
    assert st.read_settings().reset == []


def test_out_of_range_and_wrong_kinds_of_numbers_are_invalid(tourney_home):
    for value in ("99", "-0.1", "true", '"0.5"', "null", "1e400", "[0.5]"):
        st.settings_path().write_text('{"volume": ' + value + "}")
        read = st.read_settings()
        assert read.settings.volume == 0.7 and read.reset == ["volume"], value


def test_settings_persist_and_survive_a_restart(tourney_home):
    s = st.load_settings()
    assert s == st.Settings()
    s.language, s.animation_speed, s.fullscreen = "it", 2.0, True
    st.save_settings(s)
    assert st.load_settings() == s
    assert st.read_settings().notice() is None
    assert st.settings_path().is_relative_to(tourney_home)


def test_unknown_keys_are_ignored_quietly(tourney_home):
    st.settings_path().write_text(json.dumps({"language": "it", "from_a_newer_version": {"x": 1}}))
    read = st.read_settings()
    assert read.settings.language == "it" and read.notice() is None


def test_values_set_by_the_app_are_clamped_not_reset():
    s = st.Settings(volume=3.0, window_scale=0.1, language="xx", fullscreen=1).validated()
    assert (s.volume, s.window_scale, s.language, s.fullscreen) == (1.0, 0.5, "en", True)


def test_the_menu_shows_the_notice_once(tourney_home):
    from game.app import App

    st.settings_path().write_text(json.dumps({"language": "en", "fullscreen": "false"}))
    app = App(headless=True)
    app.step(dt=0.05)
    assert not app.settings.fullscreen
    menu = app.top
    assert menu.name == "menu" and any("fullscreen" in n for n in menu.notices)
    app.go_to_menu()
    app.step(dt=0.05)
    assert app.top.notices == []
    app.shutdown()


@pytest.mark.parametrize(
    "raw", [b"null", b"[]", b'"x"', b"[" * 200_000 + b"]" * 200_000, b'{"fullscreen": "false"}'], ids=str
)
def test_the_app_starts_on_the_menu_whatever_the_file_holds(tourney_home, raw):
    from game.app import App

    st.settings_path().write_bytes(raw)
    app = App(headless=True)
    app.step(dt=0.05)
    assert app.top.name == "menu" and not app.settings.fullscreen
    assert st.settings_path().with_name("settings.json.bad").read_bytes() == raw
    app.shutdown()
