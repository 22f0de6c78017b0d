"""An announcement's foot line says what will really happen: it waits for a click, or it goes on by
itself (held while the pointer rests on it)."""

from __future__ import annotations

from game.ui.kit.banner import Announcement, announcement_foot


def test_the_foot_says_click_only_when_the_announcement_waits_for_it():
    waits = Announcement("Romance", until_click=True)
    timed = Announcement("Romance", seconds=4.5)
    assert announcement_foot(waits) == "Click to continue"
    assert announcement_foot(waits, held=True) == "Click to continue"
    assert announcement_foot(timed) == "Goes on by itself · click to go on now"
    assert announcement_foot(timed, held=True) == "Held while you point at it · click to continue"
