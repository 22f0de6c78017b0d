"""The results screen's "How it was won" for Joust: every knock-out, every change of the lead on fans at
a turn's end (not the swings inside one), then the win, read from public events only."""

from types import SimpleNamespace

from game.core.rules import Event
from game.games.joust import content as C
from game.games.joust.ui.story import story
from game.i18n import set_language
from tests.joust.helpers import kid


def _session(events, fans, winner=0):
    state = SimpleNamespace(variant=C.STANDARD, winner=winner, seats=[SimpleNamespace(fans=f) for f in fans])
    return SimpleNamespace(
        store=SimpleNamespace(history=[SimpleNamespace(events=events)], state=state),
        seats=[0, 1],
        human_seats=lambda: [0],
        seat_name=lambda s: "Gawain",
    )


def _turn(t, seat):
    return Event("turn_start", {"turn": t, "seat": seat})


def _fans(seat, total, amount=1):
    return Event("fans", {"seat": seat, "amount": amount, "total": total, "why": "strike"})


def test_the_story_tells_each_change_of_the_lead_the_knock_outs_and_the_win():
    set_language("en")
    events = [
        _turn(1, 1),
        _fans(1, 1),
        _turn(2, 0),
        _fans(0, 1),  # level: nobody leads, nothing told
        _turn(3, 1),
        _fans(0, 3, 2),  # a block's fans: you lead 3–1 as the turn ends
        _turn(4, 0),
        _fans(0, 4),
        _turn(5, 1),
        _fans(1, 4, 3),
        Event("knockout", {"uid": 3, "seat": 0, "card": kid("Dame Matilda Moonshield"), "by": 1}),
        _fans(1, 6, 2),
        _turn(6, 0),
        _fans(0, 12, 8),
    ]
    lines = [text for _seat, text in story(_session(events, [12, 6]))]
    assert lines == [
        "Turn 1: Gawain takes the lead, 1–0 fans",
        "Turn 3: you take the lead, 3–1 fans",
        "Turn 5: Gawain knocks out Dame Matilda Moonshield",
        "Turn 5: Gawain takes the lead, 6–4 fans",
        "Turn 6: you win with 12 fans",
    ]


def test_the_fans_won_and_lost_to_rivals_rows_use_different_verbs_in_both_languages():
    from game.games.joust.ui.story import LOST, TAKEN
    from game.i18n import _, set_language

    try:
        for lang in ("en", "it"):
            set_language(lang)
            won, lost = _(TAKEN).split(), _(LOST).split()
            assert won[1] != lost[1] and won != lost, (won, lost)
    finally:
        set_language("en")
