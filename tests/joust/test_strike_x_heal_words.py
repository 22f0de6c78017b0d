"""A Strike X's healing is told once the cards are shown, with the card that set it off (the log names
"Strike 5"), and the Hint names it where the player's own pick or joust sets it off; a bot's words
before the reveal still never point at the card."""

from __future__ import annotations

from game.games.joust.describe import describe
from game.games.joust.hint_why import hint_why
from game.games.joust.reasons import combat_reason
from game.i18n import set_language
from tests.joust.helpers import R, fight, table, to_combat, uid

GAWAIN, GALAHAD, ISOLDE = "Sir Gawain Sunblade", "Sir Galahad the Gallant", "Lady Isolde Brightmane"


def _why(st, action) -> str:
    return hint_why(R.view(st, 0), 0, action, lambda s: ("you", "Rival")[s])


def _lines(events, viewer: int) -> list[str]:
    return [describe(e, viewer) for e in events]


def test_the_log_names_the_strike_x_that_healed():
    st = to_combat(table([(GAWAIN, 3)], [ISOLDE]))
    _st, events = fight(st, 5, 1)
    line = "Sir Gawain Sunblade strikes with a 5 (Strike 5): heal 2 damage from this knight."
    assert line in _lines(events, 1)
    assert line in _lines(events, 0)
    set_language("it")
    try:
        said = [describe(e, 1) for e in events if e.kind == "ability"]
    finally:
        set_language("en")
    assert said == ["Ser Galvano Lama di Sole colpisce con un 5 (Colpo 5): cura 2 danni a questo cavaliere."]
    _st, other = fight(st, 3, 1)  # another card: no Strike 5, no healing told
    assert not [e for e in other if e.kind in ("ability", "heal")]


def test_a_bot_says_nothing_of_a_strike_x_before_the_reveal():
    st = to_combat(table([(GAWAIN, 3)], [ISOLDE]))
    said = combat_reason(R.view(st, 0), 0)
    assert "5" not in said and "heal" not in said


def test_the_hint_names_the_strike_x_its_card_or_joust_sets_off():
    st = to_combat(table([(GAWAIN, 3)], [ISOLDE]))
    assert _why(st, ("card", 5)).endswith("; it heals your knight 2 (Strike 5)")
    assert "heal" not in _why(st, ("card", 3))
    st = R.skip_draw(table([(GAWAIN, 3), GALAHAD], [ISOLDE]))
    assert _why(st, ("joust", uid(st, 0, 0))).endswith("; a strike with a 5 also heals 2 of its damage (Strike 5)")
    assert _why(st, ("joust", uid(st, 0, 1))) == "your hurt knights rest"  # a Strike 5 is not any strike
