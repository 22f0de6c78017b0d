"""The Joust bots' reasons say what a move is for, from public information."""

from game.games.joust.reasons import table_reason
from game.games.joust.state import TARGET
from tests.joust.helpers import R, cid, table, uid


def test_a_jouster_that_can_knock_out_the_knight_in_front_says_so():
    # Gawain (strength 5) faces Kay with 5 damage: one strike knocks him out; Galahad is the weaker pick
    st = R.skip_draw(table(["Sir Galahad the Gallant", "Sir Gawain Sunblade"], [("Sir Kay the Crowd-Pleaser", 5)]))
    why = table_reason(R.view(st, 0), 0, ("joust", uid(st, 0, 1)))
    assert why == "jousts with Sir Gawain Sunblade: one strike could knock out Sir Kay the Crowd-Pleaser"
    fresh = R.skip_draw(table(["Sir Galahad the Gallant", "Sir Gawain Sunblade"], ["Sir Kay the Crowd-Pleaser"]))
    assert table_reason(R.view(fresh, 0), 0, ("joust", uid(fresh, 0, 1))) == (
        "jousts with Sir Gawain Sunblade, its hardest hitter"
    )
    hurt = R.skip_draw(table([("Sir Gawain Sunblade", 3), "Sir Galahad the Gallant"], ["Sir Kay the Crowd-Pleaser"]))
    assert table_reason(R.view(hurt, 0), 0, ("joust", uid(hurt, 0, 1))) == (
        "jousts with Sir Galahad the Gallant and rests its hurt knights"
    )


def test_a_court_card_reason_says_what_the_card_does_to_its_target():
    st = table(["Sir Galahad the Gallant"], [("Sir Kay the Crowd-Pleaser", 6), "Sir Bors the Bruiser"])
    tomatoes = cid("Rotten Tomatoes")
    st.court_deck.remove(tomatoes)
    st.court_deck.append(tomatoes)  # drawn next
    st, _e = R.apply(st, 0, ("draw", "court"))
    assert st.phase == TARGET
    view = R.view(st, 0)
    assert table_reason(view, 0, ("target", uid(st, 1, 0))) == (
        "plays Rotten Tomatoes to knock out Sir Kay the Crowd-Pleaser"
    )
    assert table_reason(view, 0, ("target", uid(st, 1, 1))) == "plays Rotten Tomatoes to wear down Sir Bors the Bruiser"
