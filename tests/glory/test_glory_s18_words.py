"""Glory's log and duel captions in one vocabulary: a title kept is a "secret title" (never the
book's "personal objective"), two kept in turn read differently; the Brave title's knight is not
called a challenger in Italian; a card taken is quoted as it prints its name; a prestige lowered by a
rival's Jester says so."""

from __future__ import annotations

import pytest

from game import i18n
from game.core.rules import Event
from game.games.glory import content as C
from game.games.glory.describe import describe
from game.games.glory.duel_captions import subline
from game.games.glory.duel_display import DuelPicture, SidePicture


@pytest.fixture(params=["en", "it"])
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def _kept(left: int, seat: int) -> str:
    return describe(Event("title_kept", {"seat": 1, "left": left}, {"title": "?"}, frozenset({1})), seat)


def test_two_titles_kept_in_turn_read_as_two_steps_in_one_word(lang):
    for viewer in (0, 1):
        first, second = _kept(1, viewer), _kept(0, viewer)
        assert first != second
        for line in (first, second):
            assert "objective" not in line and "obiettivo" not in line
            assert ("secret title" if lang == "en" else "titolo segreto") in line


def test_a_card_taken_is_named_as_printed():
    forge = next(c for c, jc in C.JOURNEY.items() if jc.name == "The Forge")
    event = Event("journey_drawn", {"seat": 0, "card": forge, "type": "M"})
    i18n.set_language("it")
    try:
        assert describe(event, 0) == "Prendi «La forgia»."
    finally:
        i18n.set_language("en")


def test_a_prestige_lowered_by_the_jester_says_why(lang):
    you = SidePicture("player", 0, "You", prestige=-1, mount=2, armor=3)
    rival = SidePicture("player", 1, "Isolde", prestige=1, mount=2, armor=3)
    pic = DuelPicture([you, rival], "tournament", jester=(2, 0))
    line = subline(pic, 0)
    assert ("Jester −2" if lang == "en" else "Giullare −2") in line
    assert "−2" not in subline(pic, 1)
