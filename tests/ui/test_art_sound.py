"""Sounds: synthesized, deterministic, silent and harmless without audio or when muted."""

import pygame
import pytest

from game.ui.art import sound


@pytest.mark.parametrize("name", sound.NAMES)
def test_synth_is_deterministic_and_bounded(name):
    a = sound.synth(name)
    assert len(a) > sound.RATE * 0.05
    assert max(abs(v) for v in a) <= 0.9001
    assert a[:500] == sound.synth(name)[:500]


def test_play_with_dummy_driver_and_mute(monkeypatch):
    sound.set_enabled(True)
    sound.set_volume(0.5)
    sound.play("flip")  # dummy driver: no exception
    sound.play("no-such-sound")

    class Muted:
        sound = False
        volume = 0.7

    sound.apply_settings(Muted())

    def boom():
        raise AssertionError("mixer touched while muted")

    monkeypatch.setattr(sound, "_ready", boom)
    sound.play("fanfare")
    sound.set_enabled(True)


def test_no_device_is_silent(monkeypatch):
    monkeypatch.setitem(sound._state, "ready", None)

    def fail(*a, **k):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", fail)
    sound.set_enabled(True)
    sound.play("clash")
    assert sound._state["ready"] is False


def test_the_sound_cache_is_written_whole_and_a_damaged_file_made_again(tourney_home):
    first = sound.samples("flip")
    files = sorted(tourney_home.rglob("sound/*"))
    assert [f.suffix for f in files] == [".pcm"]  # the cache file alone: no temporary file left
    files[0].write_bytes(files[0].read_bytes()[:1001])  # cut short, at an odd length
    assert sound.samples("flip") == first  # made again, not read half
    assert files[0].stat().st_size == 2 * len(first) and sorted(tourney_home.rglob("sound/*")) == files
