"""The Joust Hint gives the real reason for drawing a court card (what the court cards left in the
deck — public make-up, secret order — may do for the player now) and for a court card's target."""

from __future__ import annotations

from game.games.joust.hint_why import hint_why
from game.games.joust.state import TARGET
from tests.joust.helpers import R, cid, table, uid


def _why(st, action) -> str:
    return hint_why(R.view(st, 0), 0, action, lambda s: ("you", "Rival")[s])


def _drawn(st, name: str):
    st.court_deck.remove(cid(name))
    st.court_deck.append(cid(name))
    st, _e = R.apply(st, 0, ("draw", "court"))
    assert st.phase == TARGET
    return st


def test_a_court_draw_for_a_hurt_jousting_knight_counts_the_healing_cards_left():
    st = table([("Sir Humphrey the Hefty", 3), "Sir Kay the Crowd-Pleaser"], ["Sir Galahad the Gallant"])
    assert _why(st, ("draw", "court")) == (
        "Sir Humphrey the Hefty has 3 damage, and 7 of the 18 court cards left heal a knight at once"
    )
    st.court_deck.remove(cid("Tournament Surgeon"))
    assert "6 of the 17 court cards left heal" in _why(st, ("draw", "court"))


def test_a_court_draw_near_a_rivals_knock_out_counts_the_damaging_cards_left():
    st = table(["Sir Humphrey the Hefty", "Sir Kay the Crowd-Pleaser"], [("Sir Galahad the Gallant", 6)])
    assert _why(st, ("draw", "court")) == (
        "Sir Galahad the Gallant has 1 health left, and 1 of the 18 court cards left deals damage"
    )


def test_otherwise_a_court_draw_counts_the_cards_that_arm_a_knight_at_once():
    st = table(["Sir Humphrey the Hefty", "Sir Kay the Crowd-Pleaser"], ["Sir Galahad the Gallant"])
    assert _why(st, ("draw", "court")) == (
        "you have knights enough; 10 of the 18 court cards left give one of yours an ability at once"
    )


def test_a_damaging_court_cards_target_is_told():
    st = _drawn(
        table(["Sir Galahad the Gallant"], [("Sir Kay the Crowd-Pleaser", 6), "Sir Bors the Bruiser"]),
        "Rotten Tomatoes",
    )
    assert _why(st, ("target", uid(st, 1, 0))) == "it knocks that knight out"
    assert _why(st, ("target", uid(st, 1, 1))) == "it leaves that knight 6 health"


def test_a_healing_court_cards_target_is_the_most_hurt_knight():
    st = table([("Sir Galahad the Gallant", 1), ("Sir Kay the Crowd-Pleaser", 4)], ["Sir Bors the Bruiser"])
    st = _drawn(st, "Tournament Surgeon")
    assert _why(st, ("target", uid(st, 0, 1))) == "it is your most hurt knight (4 damage)"
    assert _why(st, ("target", uid(st, 0, 0))) == "it heals that knight's damage"


def test_a_granting_court_cards_target_is_told_with_the_joust():
    st = _drawn(
        table(["Sir Galahad the Gallant", "Sir Kay the Crowd-Pleaser"], ["Sir Bors the Bruiser"]), "Sharpened Lance"
    )
    assert _why(st, ("target", uid(st, 0, 0))) == "it is your jousting knight: the card helps it in this turn's joust"
    assert _why(st, ("target", uid(st, 0, 1))) == "the card helps that knight while the card stays in play"
    st = _drawn(
        table(["Sir Galahad the Gallant"], ["Sir Bors the Bruiser", "Sir Kay the Crowd-Pleaser"]), "Loose Saddle"
    )
    assert _why(st, ("target", uid(st, 1, 0))) == "it is jousting: weakening it helps you in the lists"
    assert _why(st, ("target", uid(st, 1, 1))) == "it weakens that knight while the card stays in play"


def test_a_fan_stealing_court_cards_target_names_the_fans():
    st = table(["Sir Galahad the Gallant"], ["Sir Bors the Bruiser", "Sir Kay the Crowd-Pleaser"], fans=(0, 3))
    st = _drawn(st, "Entice Them With Pie")
    assert _why(st, ("target", uid(st, 1, 1))) == "Rival has 3 fans to give you"


def test_a_card_that_heals_and_arms_goes_to_a_hurt_knight_not_jousting_for_the_healing():
    st = table(["Sir Galahad the Gallant", ("Sir Kay the Crowd-Pleaser", 4)], ["Sir Bors the Bruiser"])
    st = _drawn(st, "Lucky Horseshoe")
    assert _why(st, ("target", uid(st, 0, 1))) == "it is your most hurt knight (4 damage)"
    assert _why(st, ("target", uid(st, 0, 0))) == "it is your jousting knight: the card helps it in this turn's joust"


def test_a_heal_that_must_go_on_an_unhurt_knight_is_said_to_heal_nothing():
    # Tournament Surgeon drawn with no knight hurt: it must go on one, and the Hint no longer advises
    # it as if it healed (it said "play Tournament Surgeon on Dame Matilda Moonshield" and nothing more).
    st = _drawn(
        table(["Dame Matilda Moonshield", "Sir Kay the Crowd-Pleaser"], ["Sir Tristan Twinlance"]), "Tournament Surgeon"
    )
    for action in R.legal_actions(st, 0):
        assert _why(st, action) == (
            "none of your knights has damage: Tournament Surgeon heals nothing this turn, whichever knight has it"
        )
    hurt = _drawn(
        table([("Dame Matilda Moonshield", 2), "Sir Kay the Crowd-Pleaser"], ["Sir Tristan Twinlance"]),
        "Tournament Surgeon",
    )
    assert "heals nothing" not in _why(hurt, ("target", uid(hurt, 0, 0)))
