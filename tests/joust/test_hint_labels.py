"""The Joust Hint names a knight to joust with, to attack or to give the court card to as advice
("Hint: joust with Sir Kay"), not with the log line the move would make ("Hint: You joust with …",
"Hint: King's Favour affects …"), in both languages."""

from __future__ import annotations

from game.games.joust.state import TARGET
from game.games.joust.ui.hint import hint_text
from game.i18n import set_language
from tests.joust.helpers import R, cid, table, uid


def test_joust_and_court_card_hints_read_as_advice():
    st = table([("Sir Gawain Sunblade", 3), "Sir Galahad the Gallant"], ["Lady Isolde Brightmane"])
    st.court_deck.remove(cid("King's Favour"))
    st.court_deck.append(cid("King's Favour"))
    st, _e = R.apply(st, 0, ("draw", "court"))
    assert st.phase == TARGET
    v = R.view(st, 0)
    said = hint_text(v, 0, ("target", uid(st, 0, 0)), "King's Favour affects Sir Gawain Sunblade")
    assert said == "Hint: play King's Favour on Sir Gawain Sunblade"
    st = R.skip_draw(table([("Sir Gawain Sunblade", 3), "Sir Galahad the Gallant"], ["Lady Isolde Brightmane"]))
    v = R.view(st, 0)
    assert hint_text(v, 0, ("joust", uid(st, 0, 1)), "You joust with Sir Galahad the Gallant") == (
        "Hint: joust with Sir Galahad the Gallant"
    )
    set_language("it")
    try:
        it = hint_text(v, 0, ("joust", uid(st, 0, 1)), "")
    finally:
        set_language("en")
    assert it == "Consiglio: manda in lizza Ser Galaad il Galante", it
