"""Every court card's effect, drawn from the top of the court deck, in each mode it is used in."""

import pytest

from game.core.rules import Event, IllegalAction
from game.games.joust import content as C
from game.games.joust.describe import describe
from game.games.joust.state import COMBAT, DRAW, JOUST, TARGET, CourtPlay
from tests.joust.helpers import R, cid, fight, kid, kinds, table, to_combat, uid

PLAIN = "Sir Cedric of the Shiny Helm"  # strength 4, Strike 4: gain 2 fans
SPLASHER = "Sir Galahad the Gallant"  # strength 4, Strike: 1 damage to each defending knight
BIG = "Sir Gawain Sunblade"  # strength 5, Strike 5: heal 2


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
    for c in C.COURTS:
        assert C.court_text(c)
    removed = {c.name for c in C.COURTS if not c.carousel}
    assert removed == {"Entice Them With Pie", "Cosplay", "Lady in Waiting"}  # the scenario's own list


def test_every_knight_can_strike_usefully():
    # an attacker of strength 1 can only show a 1, which a defender simply matches
    for k in C.KNIGHTS:
        might = sum(a.amount for a in k.abilities if a.effect == C.MIGHT)
        assert k.strength + might >= 2, k.name


def test_every_carousel_card_works_without_fans_or_stables():
    fan_effects = {C.FANS, C.DRAIN}
    for i in C.CAROUSEL_COURTS:
        card = C.COURTS[i]
        useful = [
            e
            for e in card.effects
            if e.kind != C.C_STEAL
            and not (e.ability is not None and e.ability.effect in fan_effects)
            and card.targets[e.slot] not in (C.OWN_STABLE, C.OPP_STABLE)
        ]
        assert useful, f"{card.name} does nothing in the Carousel"


def test_some_court_cards_help_a_defender():
    lasting = [c.name for c in C.COURTS if c.lasting]
    assert len(lasting) >= 2
    assert {"Polished Shield", "Loose Saddle"} <= set(lasting)


def test_entice_them_with_pie_takes_a_fan():
    st = table([PLAIN], [SPLASHER], fans=(1, 5))
    st = draw(st, "Entice Them With Pie")  # one opposing knight: chosen at once
    assert st.seats[0].fans == 2 and st.seats[1].fans == 4
    st = table([PLAIN], [SPLASHER], fans=(0, 0))
    st = draw(st, "Entice Them With Pie")
    assert st.seats[0].fans == 0 and st.seats[1].fans == 0


def test_cosplay_copies_another_knight_until_your_next_turn():
    st = table([PLAIN, "Sir Kay the Crowd-Pleaser"], [SPLASHER, BIG])
    st = draw(st, "Cosplay")
    st = pick(st, uid(st, 0, 0), uid(st, 1, 0))  # Cedric dresses up as Galahad (Strike: 1 to each)
    st = joust(st, 0)
    assert st.phase == COMBAT
    st, events = fight(st, 3, 1)
    assert [k.damage for k in st.seats[1].knights] == [1 + 3, 1]
    copied = [e.data for e in events if e.kind == "ability" and e.data["card"] == kid(SPLASHER)]
    assert copied and copied[0]["user"] == kid(PLAIN)  # the event names the knight that used the copy
    assert describe(Event("ability", copied[0]), 0).startswith(f"{PLAIN}, as {SPLASHER} through Cosplay: ")
    assert [p.card for p in st.court] == [cid("Cosplay")]  # still in play on the opponent's turn
    st = to_combat(st)  # the opponent attacks Cedric, who blocks: his own Block (2 fans) and Galahad's (2)
    st, _ = fight(st, 2, 2)
    assert st.seats[0].fans == 1 + 1 + 2 + 2  # his strike, the block, then both Block abilities
    assert st.active == 0 and st.court == [] and cid("Cosplay") in st.court_discard


def test_fans_from_a_copied_ability_are_credited_to_the_knight_that_used_it():
    st = table([PLAIN, "Sir Kay the Crowd-Pleaser"], [SPLASHER, BIG])
    st = draw(st, "Cosplay")
    st = pick(st, uid(st, 0, 0), uid(st, 1, 0))  # Cedric dresses up as Galahad (Block: 2 fans)
    st = joust(st, 0)
    st, _ = fight(st, 3, 1)
    st = to_combat(st)
    st, events = fight(st, 2, 2)  # Cedric blocks: Galahad's Block gives him 2 fans
    copied = [e for e in events if e.kind == "fans" and e.data.get("card") == kid(SPLASHER)]
    assert len(copied) == 1
    line = describe(copied[0], 0)
    assert line.startswith(f"You gain 2 fans from {PLAIN} ("), line
    own = [e for e in events if e.kind == "fans" and e.data.get("card") == kid(PLAIN)]
    assert own and describe(own[0], 0).startswith(f"You gain 2 fans from {PLAIN} (")


def test_lady_in_waiting_heals_a_stabled_knight_fully():
    st = table([(SPLASHER, 3), (BIG, 6)], [PLAIN])
    st = draw(st, "Lady in Waiting")  # only one stabled knight: chosen at once
    assert [k.damage for k in st.seats[0].knights] == [3, 0]


def test_tournament_surgeon_heals_three():
    st = table([(SPLASHER, 5), (BIG, 2)], [PLAIN])
    st = draw(st, "Tournament Surgeon")
    st = pick(st, uid(st, 0, 0))
    assert [k.damage for k in st.seats[0].knights] == [2, 2]


def test_a_heal_on_a_knight_without_damage_says_nothing_was_healed():
    st = table([(SPLASHER, 0), BIG], [PLAIN])
    st = st.clone()
    st.court_deck.remove(cid("Tournament Surgeon"))
    st.court_deck.append(cid("Tournament Surgeon"))
    st, _ = R.apply(st, st.active, ("draw", "court"))
    st, events = R.apply(st, st.active, ("target", uid(st, 0, 1)))
    said = [e for e in events if e.kind == "heal"]
    assert [e.data["amount"] for e in said] == [0]
    assert describe(said[0], 0) == "Sir Gawain Sunblade has no damage: nothing is healed."
    assert [k.damage for k in st.seats[0].knights] == [0, 0]


def test_a_heal_with_a_lasting_ability_on_a_healthy_knight_tells_only_the_ability():
    st = table([PLAIN], [SPLASHER])
    st = st.clone()
    st.court_deck.remove(cid("Polished Shield"))
    st.court_deck.append(cid("Polished Shield"))
    st, events = R.apply(st, st.active, ("draw", "court"))  # one knight: chosen at once
    assert "heal" not in kinds(events)


def test_rotten_tomatoes_knock_out_counts():
    st = table([PLAIN], [(SPLASHER, 6)], fans=(0, 0))
    st = draw(st, "Rotten Tomatoes")
    assert not st.seats[1].knights and st.seats[0].fans == 3  # a knock-out by a court card


@pytest.mark.parametrize(
    "card, att, dfn, expect_damage, expect_fans",
    [
        ("Sharpened Lance", 3, 1, 4, 1),
        ("Squire's Encouragement", 5, 1, 5, 1),
        ("Herald's Trumpet", 3, 1, 4, 1),
        ("Jousting Tutor", 3, 1, 4, 1),
        ("Roaring Crowd", 3, 1, 3, 2),
        ("Lucky Horseshoe", 1, 2, 4, 1),
        ("Healer's Herbs", 3, 1, 3, 1),
    ],
)
def test_granted_strike_abilities(card, att, dfn, expect_damage, expect_fans):
    st = table([(PLAIN, 3)], [SPLASHER])
    st = draw(st, card)
    assert st.phase == COMBAT  # one own knight: chosen at once
    if card == "Squire's Encouragement":
        assert ("card", 5) in R.legal_actions(st, 0) and st.seats[0].knights[0].damage == 2
    st, _ = fight(st, att, dfn)
    assert st.seats[1].knights[0].damage == expect_damage
    assert st.seats[0].fans == expect_fans
    healed = {"Healer's Herbs": 2, "Lucky Horseshoe": 1, "Squire's Encouragement": 1}.get(card, 0)
    assert st.seats[0].knights[0].damage == 3 - healed


def test_muddy_lists_makes_an_opponent_take_more_combat_damage():
    st = table([PLAIN, BIG], [SPLASHER])
    st = draw(st, "Muddy Lists")
    st = joust(st)
    st, _ = fight(st, 2, 1)
    assert st.seats[1].knights[0].damage == 3


def test_polished_shield_protects_its_knight_on_the_opponents_turn():
    st = table([(PLAIN, 2)], [SPLASHER])
    st = draw(st, "Polished Shield")
    assert st.seats[0].knights[0].damage == 1 and st.court[0].targets == [uid(st, 0, 0)]
    st, _ = fight(st, 2, 1)  # our strike; the shield stays in play
    assert [p.card for p in st.court] == [cid("Polished Shield")] and st.active == 1
    st = to_combat(st)
    st, _ = fight(st, 3, 1)  # Galahad strikes Cedric for 3, the shield takes 1: 2 + 1 splash
    assert st.seats[0].knights[0].damage == 1 + 1 + 2
    assert st.active == 0 and st.court == []  # gone as our next turn starts


def test_polished_shield_in_the_carousel_stays_and_is_aimed_again():
    st = table(["Maiden Fair"], [("Maiden Fair", 3)], [("Maiden Fair", 2)], variant=C.CAROUSEL, active=2)
    st.court_deck.remove(cid("Polished Shield"))
    st.court_deck.append(cid("Polished Shield"))
    st.court_deck.remove(cid("Rotten Tomatoes"))
    st.court_deck.insert(len(st.court_deck) - 1, cid("Rotten Tomatoes"))
    st, _ = R.apply(st, 2, ("draw", "court"))  # player 3 shields (and heals) their own Maiden
    assert st.court[0].targets == [uid(st, 2, 0)] and st.seats[2].knights[0].damage == 1
    st, _ = fight(st, 2, 1)  # player 3 strikes player 1 for 2
    assert st.active == 0 and len(st.court) == 1 and st.seats[0].knights[0].damage == 2
    st, _ = R.apply(st, 0, ("draw", "court"))  # Rotten Tomatoes joins; both cards activate again
    st = pick(st, uid(st, 1, 0)) if st.phase == TARGET else st
    assert [p.card for p in st.court] == [cid("Polished Shield"), cid("Rotten Tomatoes")]
    assert st.court[0].targets == [uid(st, 0, 0)]
    assert st.seats[0].knights[0].damage == 1  # healed by the shield this time
    assert st.seats[1].knights[0].damage == 4  # hit by the tomatoes
    st, _ = fight(st, 4, 1)  # player 2's Maiden is struck for 4, and player 1 is shielded when struck back
    assert st.seats[1].knights[0].damage == 8


def test_loose_saddle_weakens_an_opposing_knight_until_our_next_turn():
    st = table([PLAIN], [BIG])
    st = draw(st, "Loose Saddle")  # one opposing knight: chosen at once
    st, _ = fight(st, 1, 2)
    assert st.active == 1
    st = to_combat(st)
    assert R.legal_actions(st, 1) == [("card", v) for v in range(1, 5)]  # Gawain attacks with 4 at most
    st, _ = fight(st, 4, 1)
    assert st.court == []
    st, _ = fight(to_combat(st), 1, 1)
    st = to_combat(st)
    assert ("card", 5) in R.legal_actions(st, 1)


def test_kings_favour_heals_and_blocks_back_on_the_opponents_turn():
    st = table([(PLAIN, 3)], [SPLASHER])
    st = draw(st, "King's Favour")
    assert st.seats[0].knights[0].damage == 1
    st, _ = fight(st, 2, 1)
    st = to_combat(st)
    st, _ = fight(st, 3, 3)  # blocked: Cedric deals the block value back to Galahad
    assert st.seats[1].knights[0].damage == 2 + 3


def test_roaring_crowd_cheers_strikes_and_blocks():
    st = table([PLAIN], [SPLASHER, BIG])
    st = draw(st, "Roaring Crowd")
    st, _ = fight(st, 3, 1)
    assert st.seats[0].fans == 2  # the strike's fan and the crowd's
    st = to_combat(st)
    st, _ = fight(st, 2, 2)  # blocked: 1 damage to each of the attacking player's knights
    assert [k.damage for k in st.seats[1].knights] == [3 + 1, 1]


def test_king_favour_and_roaring_crowd_in_the_carousel():
    st = table(["Maiden Fair"], ["Maiden Fair"], ["Maiden Fair"], variant=C.CAROUSEL)
    st.court = [CourtPlay(cid("King's Favour"), [uid(st, 1)], 0), CourtPlay(cid("Roaring Crowd"), [uid(st, 1)], 0)]
    st = to_combat(st)
    st, ev = fight(st, 3, 3)  # player 2's Maiden blocks: her own reflect, the king's, the crowd's splash
    assert st.seats[0].knights[0].damage == 3 + 3 + 1
    assert st.seats[1].fans == 0


def test_jousting_tutor_and_healers_herbs_need_a_strike():
    st = table([(PLAIN, 4)], [SPLASHER])
    st = draw(st, "Healer's Herbs")
    st, _ = fight(st, 3, 3)  # no strike, no healing
    assert st.seats[0].knights[0].damage == 4


def test_royal_banquet_heals_two_knights():
    st = table([(SPLASHER, 3), (BIG, 1), ("Sir Kay the Crowd-Pleaser", 4)], [PLAIN])
    st = draw(st, "Royal Banquet")
    st = pick(st, uid(st, 0, 0), uid(st, 0, 2))
    assert [k.damage for k in st.seats[0].knights] == [1, 1, 2]


def test_royal_banquet_may_stop_at_one_knight():
    """ "Up to two of your knights": with two knights the second is still asked (not added by itself),
    and the player may stop at the first."""
    st = table([(SPLASHER, 3), (BIG, 3)], [PLAIN])
    st = draw(st, "Royal Banquet")
    st = pick(st, uid(st, 0, 1))
    assert st.phase == TARGET and R.legal_actions(st, 0) == [("target", uid(st, 0, 0)), ("target", -1)]
    st, events = R.apply(st, 0, ("target", -1))
    assert [k.damage for k in st.seats[0].knights] == [3, 1]
    assert "court_skipped" in kinds(events) and st.phase == JOUST
    assert "stop at one knight" in describe(next(e for e in events if e.kind == "court_skipped"), 0)


def test_royal_banquet_never_offers_a_stop_on_the_first_knight_or_with_no_second():
    st = table([(SPLASHER, 3), (BIG, 3)], [PLAIN])
    st = draw(st, "Royal Banquet")
    assert ("target", -1) not in R.legal_actions(st, 0)
    one = draw(table([(SPLASHER, 3)], [PLAIN]), "Royal Banquet")
    assert one.phase != TARGET and one.seats[0].knights[0].damage == 1


def test_only_up_to_cards_may_leave_a_slot_empty():
    for card in C.COURTS:
        assert set(card.optional) <= set(range(1, len(card.targets)))
    st = draw(table([PLAIN, BIG], [SPLASHER]), "Cosplay")
    assert all(a[1] >= 0 for a in R.legal_actions(st, 0))
    with pytest.raises(IllegalAction):
        R.apply(st, 0, ("target", -1))


def test_jesters_distraction_silences_a_knight_until_our_next_turn():
    st = table([PLAIN], [SPLASHER])
    st = draw(st, "Jester's Distraction")
    st, _ = fight(st, 2, 1)
    st = to_combat(st)
    st, _ = fight(st, 3, 1)  # Galahad strikes, but his Strike ability is silenced
    assert st.seats[0].knights[0].damage == 3 and st.seats[1].knights[0].damage == 2


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


def test_lasting_cards_leave_when_their_player_starts_a_turn():
    st = table([PLAIN], [SPLASHER], ["Sir Kay the Crowd-Pleaser"])
    st = draw(st, "Polished Shield")
    st, _ = fight(st, 1, 2)
    assert st.active == 1 and len(st.court) == 1
    st, ev = fight(to_combat(st), 1, 1)
    assert st.active == 2 and len(st.court) == 1
    st, ev = fight(to_combat(st), 1, 1)
    assert st.active == 0 and st.court == [] and "court_discarded" in kinds(ev)


def test_draw_phase_is_left_after_a_court_card():
    st = table([PLAIN], [SPLASHER])
    st = draw(st, "Rotten Tomatoes")
    assert st.phase != DRAW


def test_a_lasting_card_leaving_is_told_in_its_players_colour():
    st = table([PLAIN], [SPLASHER], ["Sir Kay the Crowd-Pleaser"])
    st = draw(st, "Polished Shield")
    st, _ = fight(st, 1, 2)
    st, _ = fight(to_combat(st), 1, 1)
    st, ev = fight(to_combat(st), 1, 1)  # seat 2's move starts seat 0's turn: seat 0's card leaves
    gone = [e for e in ev if e.kind == "court_discarded"]
    assert [e.data for e in gone] == [{"cards": [cid("Polished Shield")], "seat": 0}]
    assert describe(gone[0], 1) == "Polished Shield leaves play."


def test_a_healing_ability_on_a_knight_without_damage_says_nothing_was_healed():
    st = to_combat(table([BIG], [PLAIN]))
    if st.phase != COMBAT:
        st, _ = R.apply(st, st.active, ("attack", uid(st, 1)))
    st, events = fight(st, 5, 1)  # Strike 5: heal 2, on a knight without damage
    said = [e for e in events if e.kind == "ability" and e.data["effect"] == C.HEAL_SELF]
    assert said and said[0].data.get("idle") is True
    assert describe(said[0], 0).endswith("No damage: nothing is healed.")
    hurt = to_combat(table([(BIG, 2)], [PLAIN]))
    if hurt.phase != COMBAT:
        hurt, _ = R.apply(hurt, hurt.active, ("attack", uid(hurt, 1)))
    hurt, events = fight(hurt, 5, 1)
    said = [e for e in events if e.kind == "ability" and e.data["effect"] == C.HEAL_SELF]
    assert "idle" not in said[0].data and "heal" in kinds(events)
