"""Every court card's effect, drawn from the top of the court deck in a standard game."""

import pytest

from game.games.joust import content as C
from game.games.joust.state import COMBAT, DRAW, JOUST, TARGET
from tests.joust.helpers import R, cid, fight, table, uid

PLAIN = "Sir Cedric of the Shiny Helm"  # strength 4, Strike 4: gain 2 fans


def draw(st, name):
    """Put court card ``name`` on top of the court deck and draw it."""
    st = st.clone()
    st.court_deck.remove(cid(name))
    st.court_deck.append(cid(name))
    st, _ = R.apply(st, st.active, ("draw", "court"))
    return st


def pick(st, *uids):
    for u in uids:
        assert st.phase == TARGET
        assert ("target", u) in R.legal_actions(st, st.active)
        st, _ = R.apply(st, st.active, ("target", u))
    return st


def joust(st, index=0):
    if st.phase == JOUST:
        st, _ = R.apply(st, st.active, ("joust", uid(st, st.active, index)))
    return st


def test_there_are_enough_cards_and_the_named_ones():
    assert len(C.KNIGHTS) >= 20 and len(C.COURTS) >= 16
    names = {c.name for c in C.COURTS}
    assert {"Entice Them With Pie", "Cosplay", "Lady in Waiting"} <= names
    assert C.MAIDEN_FAIR.strength == 4 and C.MAIDEN_FAIR.scenario
    assert all(1 <= k.strength <= 5 for k in C.KNIGHTS)
    for k in C.ALL_KNIGHTS:
        for a in k.abilities:
            assert a.trigger in (C.ALWAYS, C.STRIKE, C.BLOCK, C.FAN)
            assert C.ability_text(a)
    for c in C.COURTS:
        assert C.court_text(c)


def test_entice_them_with_pie_takes_two_fans():
    st = table([PLAIN], ["Sir Galahad the Gallant"], fans=(1, 5))
    st = draw(st, "Entice Them With Pie")  # one opposing knight: chosen at once
    assert st.seats[0].fans == 3 and st.seats[1].fans == 3
    st = table([PLAIN], ["Sir Galahad the Gallant"], fans=(0, 1))
    st = draw(st, "Entice Them With Pie")
    assert st.seats[0].fans == 1 and st.seats[1].fans == 0


def test_cosplay_copies_another_knights_abilities_for_the_turn():
    st = table([PLAIN, "Sir Kay the Crowd-Pleaser"], ["Sir Galahad the Gallant", "Sir Gawain Sunblade"])
    st = draw(st, "Cosplay")
    st = pick(st, uid(st, 0, 0), uid(st, 1, 0))  # Cedric dresses up as Galahad (Strike: 1 to each)
    st = joust(st, 0)
    assert st.phase == COMBAT
    st, _ = fight(st, 3, 1)
    assert [k.damage for k in st.seats[1].knights] == [1 + 3, 1]
    assert st.court == [] and cid("Cosplay") in st.court_discard  # discarded at end of turn


def test_lady_in_waiting_heals_a_stabled_knight_fully():
    st = table([("Sir Galahad the Gallant", 3), ("Sir Gawain Sunblade", 6)], [PLAIN])
    st = draw(st, "Lady in Waiting")  # only one stabled knight: chosen at once
    assert [k.damage for k in st.seats[0].knights] == [3, 0]


def test_tournament_surgeon_heals_three():
    st = table([("Sir Galahad the Gallant", 5), ("Sir Gawain Sunblade", 2)], [PLAIN])
    st = draw(st, "Tournament Surgeon")
    st = pick(st, uid(st, 0, 0))
    assert [k.damage for k in st.seats[0].knights] == [2, 2]


def test_rotten_tomatoes_and_loose_saddle_damage_opponents():
    st = table([PLAIN], [("Sir Galahad the Gallant", 6)], fans=(0, 0))
    st = draw(st, "Rotten Tomatoes")
    assert not st.seats[1].knights and st.seats[0].fans == 3  # a knock-out by a court card
    st = table([PLAIN], ["Sir Galahad the Gallant", "Sir Gawain Sunblade"])
    st = draw(st, "Loose Saddle")  # only the stabled one may be chosen
    assert [k.damage for k in st.seats[1].knights] == [0, 2]


@pytest.mark.parametrize(
    "card, att, dfn, expect_damage, expect_fans",
    [
        ("Sharpened Lance", 3, 1, 4, 1),
        ("Squire's Encouragement", 5, 1, 5, 1),
        ("Herald's Trumpet", 3, 1, 4, 1),
        ("King's Favour", 5, 1, 5, 3),
        ("Roaring Crowd", 3, 1, 3, 2),
        ("Lucky Horseshoe", 1, 2, 4, 1),
    ],
)
def test_granted_strike_abilities(card, att, dfn, expect_damage, expect_fans):
    st = table(["Sir Gawain Sunblade" if card == "King's Favour" else PLAIN], ["Sir Galahad the Gallant"])
    st = draw(st, card)
    assert st.phase == COMBAT  # one own knight: chosen at once
    if card == "Squire's Encouragement":
        assert ("card", 5) in R.legal_actions(st, 0)
    st, _ = fight(st, att, dfn)
    assert st.seats[1].knights[0].damage == expect_damage
    assert st.seats[0].fans == expect_fans


def test_muddy_lists_makes_an_opponent_take_more_combat_damage():
    st = table([PLAIN, "Sir Gawain Sunblade"], ["Sir Galahad the Gallant"])
    st = draw(st, "Muddy Lists")
    st = joust(st)
    st, _ = fight(st, 2, 1)
    assert st.seats[1].knights[0].damage == 3


def test_polished_shield_heals_and_protects_while_in_play():
    st = table([(PLAIN, 2)], ["Sir Galahad the Gallant"])
    st = draw(st, "Polished Shield")
    assert st.seats[0].knights[0].damage == 1
    assert st.court[0].targets == [uid(st, 0, 0)]
    st, _ = fight(st, 2, 1)
    assert st.court == []  # gone at the end of the turn
    # in the Carousel the card stays and is activated again by every player who draws
    st = table(["Maiden Fair"], [("Maiden Fair", 3)], [("Maiden Fair", 2)], variant=C.CAROUSEL, active=2)
    st.court_deck.remove(cid("Polished Shield"))
    st.court_deck.append(cid("Polished Shield"))
    st.court_deck.remove(cid("Rotten Tomatoes"))
    st.court_deck.insert(len(st.court_deck) - 1, cid("Rotten Tomatoes"))
    st, _ = R.apply(st, 2, ("draw", "court"))  # player 3 shields (and heals) their own Maiden
    assert st.court[0].targets == [uid(st, 2, 0)] and st.seats[2].knights[0].damage == 1
    st, _ = fight(st, 1, 2)  # player 3 strikes player 1 for 1
    assert st.active == 0 and len(st.court) == 1 and st.seats[0].knights[0].damage == 1
    st, _ = R.apply(st, 0, ("draw", "court"))  # Rotten Tomatoes joins; both cards activate again
    st = pick(st, uid(st, 1, 0)) if st.phase == TARGET else st
    assert [p.card for p in st.court] == [cid("Polished Shield"), cid("Rotten Tomatoes")]
    assert st.court[0].targets == [uid(st, 0, 0)]
    assert st.seats[0].knights[0].damage == 0  # healed by the shield this time
    assert st.seats[1].knights[0].damage == 4  # hit by the tomatoes


def test_jousting_tutor_and_healers_herbs_grant_strike_abilities():
    st = table([PLAIN], ["Sir Galahad the Gallant"])
    st = draw(st, "Jousting Tutor")
    st, _ = fight(st, 2, 1)
    assert st.seats[1].knights[0].damage == 4
    st = table([(PLAIN, 4)], ["Sir Galahad the Gallant"])
    st = draw(st, "Healer's Herbs")
    st, _ = fight(st, 3, 1)
    assert st.seats[0].knights[0].damage == 2
    st = table([(PLAIN, 4)], ["Sir Galahad the Gallant"])
    st = draw(st, "Healer's Herbs")
    st, _ = fight(st, 3, 3)  # no strike, no healing
    assert st.seats[0].knights[0].damage == 4


def test_royal_banquet_heals_two_knights():
    st = table([("Sir Galahad the Gallant", 3), ("Sir Gawain Sunblade", 1), ("Sir Kay the Crowd-Pleaser", 4)], [PLAIN])
    st = draw(st, "Royal Banquet")
    st = pick(st, uid(st, 0, 0), uid(st, 0, 2))
    assert [k.damage for k in st.seats[0].knights] == [1, 1, 2]


def test_jesters_distraction_silences_a_knight():
    st = table([PLAIN], ["Dame Brunhilda Ironside"])
    st = draw(st, "Jester's Distraction")
    st, _ = fight(st, 4, 4)  # blocked, but Brunhilda's Block ability is silenced
    assert st.seats[0].knights[0].damage == 0 and st.seats[1].fans == 1


def test_every_court_card_is_covered():
    covered = {
        "Entice Them With Pie",
        "Cosplay",
        "Lady in Waiting",
        "Tournament Surgeon",
        "Rotten Tomatoes",
        "Sharpened Lance",
        "Polished Shield",
        "Squire's Encouragement",
        "Herald's Trumpet",
        "Jousting Tutor",
        "King's Favour",
        "Roaring Crowd",
        "Lucky Horseshoe",
        "Loose Saddle",
        "Healer's Herbs",
        "Muddy Lists",
        "Royal Banquet",
        "Jester's Distraction",
    }
    assert covered == {c.name for c in C.COURTS}


def test_draw_phase_is_left_after_a_court_card():
    st = table([PLAIN], ["Sir Galahad the Gallant"])
    st = draw(st, "Rotten Tomatoes")
    assert st.phase != DRAW
