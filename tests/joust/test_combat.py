"""Strike and block resolution, Strike X, combat damage keywords, knock-outs and fans."""

import pytest

from game.core.rules import IllegalAction
from game.games.joust import content as C
from game.games.joust.state import ATTACK, COMBAT, DRAW, HIDDEN, ORDER
from tests.joust.helpers import R, fight, kinds, table, to_combat, uid

PLAIN5 = "Sir Cedric of the Shiny Helm"  # strength 4, only Strike 4


def test_attacker_may_only_play_cards_up_to_strength():
    st = to_combat(table(["Sir Percival Puddingham"], ["Sir Humphrey the Hefty"]))
    assert st.phase == COMBAT
    assert R.actors(st) == frozenset({0, 1})
    assert R.legal_actions(st, 0) == [("card", 1), ("card", 2)]
    assert R.legal_actions(st, 1) == [("card", v) for v in range(1, 6)]
    with pytest.raises(IllegalAction):
        R.apply(st, 0, ("card", 3))


def test_combat_cards_are_secret_until_both_are_chosen():
    st = to_combat(table([PLAIN5], ["Sir Humphrey the Hefty"]))
    st, ev = R.apply(st, 0, ("card", 3))
    assert R.actors(st) == frozenset({1})
    assert R.view(st, 1).pick_att == HIDDEN
    assert R.view(st, 0).pick_att == 3
    assert R.view(st, None).pick_att == HIDDEN
    assert ev[-1].for_seat(1).secret == {} and ev[-1].for_seat(0).secret == {"value": 3}
    # the defender's options do not depend on the hidden card
    assert R.legal_actions(R.view(st, 1), 1) == R.legal_actions(st, 1)


def test_strike_deals_combat_damage_and_gives_the_attacker_a_fan():
    st = to_combat(table([PLAIN5], ["Sir Galahad the Gallant"]))
    st, ev = fight(st, 3, 1)
    assert st.seats[1].knights[0].damage == 3
    assert st.seats[0].fans == 1 and st.seats[1].fans == 0
    assert "reveal" in kinds(ev) and st.phase == DRAW and st.active == 1


def test_block_gives_the_defender_a_fan_and_no_damage():
    st = to_combat(table([PLAIN5], ["Sir Galahad the Gallant"]))
    st, ev = fight(st, 4, 4)
    assert st.seats[1].knights[0].damage == 0
    assert st.seats[0].knights[0].damage == 0
    assert st.seats[1].fans == 1 and st.seats[0].fans == 0


def test_strike_ability_hits_every_knight_of_the_defender():
    st = to_combat(table(["Sir Galahad the Gallant"], [PLAIN5, "Sir Gawain Sunblade"]))
    st, _ = fight(st, 2, 5)
    assert [k.damage for k in st.seats[1].knights] == [1 + 2, 1]


def test_block_ability_deals_the_block_value_to_the_attacker():
    st = to_combat(table(["Sir Galahad the Gallant"], ["Dame Brunhilda Ironside"]))
    st, ev = fight(st, 4, 4)
    assert st.seats[0].knights[0].damage == 4
    assert st.seats[1].fans == 1
    # no block ability triggers on a strike
    st = to_combat(table(["Sir Galahad the Gallant"], ["Dame Brunhilda Ironside"]))
    st, _ = fight(st, 4, 3)
    assert st.seats[0].knights[0].damage == 0


@pytest.mark.parametrize("value, splash", [(1, 0), (2, 2), (3, 0), (4, 0)])
def test_strike_x_needs_that_exact_value(value, splash):
    st = to_combat(table(["Sir Tristan Twinlance"], [PLAIN5, "Sir Gawain Sunblade"]))
    st, _ = fight(st, value, 5)
    assert st.seats[1].knights[1].damage == splash
    assert st.seats[1].knights[0].damage == value + splash


def test_strike_x_fans():
    st = to_combat(table([PLAIN5], ["Sir Galahad the Gallant"]))
    st, _ = fight(st, 4, 1)
    assert st.seats[0].fans == 1 + 2


def test_knock_out_at_seven_with_three_extra_fans_and_excess_ignored():
    st = to_combat(table([PLAIN5], [("Sir Galahad the Gallant", 5), "Sir Gawain Sunblade"]))
    st, ev = fight(st, 4, 1)
    assert "knockout" in kinds(ev)
    dmg = [e for e in ev if e.kind == "damage"][0]
    assert dmg.data["total"] == 7 and dmg.data["amount"] == 2  # excess ignored
    assert [C.ALL_KNIGHTS[k.card].name for k in st.seats[1].knights] == ["Sir Gawain Sunblade"]
    assert st.seats[1].jousting == -1
    assert st.seats[0].fans == 1 + 2 + 3  # strike + Strike 4 + knock-out
    assert C.KNIGHTS.index(next(k for k in C.KNIGHTS if k.name == "Sir Galahad the Gallant")) in st.knight_discard


def test_defender_without_jousting_knight_can_be_attacked_anywhere():
    st = table([PLAIN5], ["Sir Galahad the Gallant", "Sir Gawain Sunblade"])
    st.seats[1].jousting = -1
    st = to_combat(st)
    assert st.phase == ATTACK
    assert R.legal_actions(st, 0) == [("attack", uid(st, 1, 0)), ("attack", uid(st, 1, 1))]
    st, _ = R.apply(st, 0, ("attack", uid(st, 1, 1)))
    assert st.phase == COMBAT and st.target == uid(st, 1, 1)


def test_player_without_knights_is_skipped_for_the_next_player():
    st = to_combat(table([PLAIN5], [], ["Sir Galahad the Gallant"]))
    assert st.defender == 2 and st.phase == COMBAT


def test_must_draw_a_knight_when_you_have_none_and_at_most_three():
    st = table([], [PLAIN5], active=0)
    assert [a for a in R.legal_actions(st, 0) if a[0] == "draw"] == [("draw", "knight")]
    st2 = table([PLAIN5, "Sir Galahad the Gallant", "Sir Gawain Sunblade"], ["Sir Kay the Crowd-Pleaser"])
    assert [a for a in R.legal_actions(st2, 0) if a[0] == "draw"] == [("draw", "court")]
    st3, ev = R.apply(st, 0, ("draw", "knight"))
    assert len(st3.seats[0].knights) == 1 and st3.phase == COMBAT  # a single knight jousts at once


def test_new_knights_go_to_the_stable_and_an_empty_deck_is_reshuffled():
    st = table([PLAIN5], ["Sir Galahad the Gallant"])
    st.knight_discard = st.knight_deck
    st.knight_deck = []
    st, ev = R.apply(st, 0, ("draw", "knight"))
    assert "reshuffle" in kinds(ev)
    assert st.seats[0].jousting == 0 and len(st.seats[0].knights) == 2
    assert st.phase == "joust"


def test_simultaneous_abilities_are_ordered_by_the_active_player():
    # Sir Gareth (Strike: heal 1) with Roaring Crowd (Strike: gain 1 fan): two different abilities -> ask.
    st = table([("Sir Gareth the Green", 3)], ["Sir Galahad the Gallant"])
    from game.games.joust.state import CourtPlay
    from tests.joust.helpers import cid

    st.court = [CourtPlay(cid("Roaring Crowd"), [uid(st, 0)])]
    st = to_combat(st)
    st, _ = R.apply(st, 0, ("card", 2))
    st, _ = R.apply(st, 1, ("card", 1))
    assert st.phase == ORDER and R.actors(st) == frozenset({0})
    assert len(R.legal_actions(st, 0)) == 2
    chosen = st.pending[1].effect
    st, ev = R.apply(st, 0, ("order", 1))
    assert [e.data["effect"] for e in ev if e.kind == "ability"][0] == chosen
    assert st.phase == DRAW and st.seats[0].knights[0].damage == 2 and st.seats[0].fans == 2


def test_combat_damage_keywords():
    # armour 1 (Humphrey) takes 1 less; Isolde deals 1 more; Bors deals 1 more and takes 1 more
    st = to_combat(table(["Lady Isolde Brightmane"], ["Sir Humphrey the Hefty"]))
    st, _ = fight(st, 3, 1)
    assert st.seats[1].knights[0].damage == 3
    st = to_combat(table([PLAIN5], ["Sir Bors the Bruiser"]))
    st, _ = fight(st, 2, 1)
    assert st.seats[1].knights[0].damage == 3
    st = to_combat(table([PLAIN5], ["Sir Percival Puddingham"]))
    st, _ = fight(st, 1, 3)
    assert st.seats[1].knights[0].damage == 0


def test_might_raises_the_card_limit():
    st = to_combat(table(["Sir Dinadan the Jester"], [PLAIN5]))
    assert R.legal_actions(st, 0) == [("card", 1), ("card", 2), ("card", 3)]


def test_regeneration_at_the_start_of_your_turn():
    st = to_combat(table([PLAIN5], [("Sir Gareth the Green", 3)]))
    st, ev = fight(st, 1, 1)  # block; then Gareth's player starts a turn and heals 1
    assert st.active == 1 and st.seats[1].knights[0].damage == 2


def test_hit_drain_heal_team_splash_att():
    st = to_combat(table(["The Black Knight"], [PLAIN5]))
    st, _ = fight(st, 5, 1)
    # 5 + Strike 5: 2 more = 7 -> knocked out
    assert not st.seats[1].knights and st.seats[0].fans == 1 + 3
    st = to_combat(table(["Sir Mordred Sneer"], [PLAIN5], fans=(0, 4)))
    st, _ = fight(st, 3, 1)
    assert st.seats[0].fans == 2 and st.seats[1].fans == 3
    st = to_combat(table([("Friar Tuckington", 2), ("Sir Gawain Sunblade", 1)], [PLAIN5]))
    st, _ = fight(st, 2, 1)
    assert [k.damage for k in st.seats[0].knights] == [1, 0]
    st = to_combat(table([PLAIN5, "Sir Gawain Sunblade"], ["Dame Elaine of Astolat"]))
    st, _ = fight(st, 2, 2, order=0)
    assert sorted(k.damage for k in st.seats[0].knights) == [1, 3]


def test_fan_support_abilities_cost_fans():
    st = table([("Friar Tuckington", 4)], [PLAIN5], fans=(3, 0))
    assert ("fan", uid(st, 0)) in R.legal_actions(st, 0)
    st, _ = R.apply(st, 0, ("fan", uid(st, 0)))
    assert st.seats[0].fans == 1 and st.seats[0].knights[0].damage == 2
    assert ("fan", uid(st, 0)) not in R.legal_actions(st, 0)
    st = table(["Sir Lamorak the Loud"], [PLAIN5, "Sir Gawain Sunblade"], fans=(3, 0))
    st, _ = R.apply(st, 0, ("fan", uid(st, 0)))
    assert [k.damage for k in st.seats[1].knights] == [2, 0] and st.seats[0].fans == 0


def test_illegal_values_are_refused_with_a_reason():
    st = to_combat(table(["Sir Percival Puddingham"], [PLAIN5]))
    with pytest.raises(IllegalAction) as err:
        R.apply(st, 0, ("card", 5))
    assert "strong" in err.value.reason
    with pytest.raises(IllegalAction):
        R.apply(st, 0, ("card", 0))
