"""Strike and block resolution, Strike X, combat damage keywords, knock-outs and fans."""

import pytest

from game.core.rules import IllegalAction
from game.games.joust import content as C
from game.games.joust.state import ATTACK, COMBAT, DRAW, HIDDEN, ORDER, OVER, CourtPlay
from tests.joust.helpers import R, cid, fight, kid, kinds, table, to_combat, uid

PLAIN5 = "Sir Cedric of the Shiny Helm"  # strength 4, Strike 4 and a Block fan


def knight_with(trigger: str, effect: str, x: int | None = None) -> str:
    """The name of a deck knight with that ability."""
    for k in C.KNIGHTS:
        for a in k.abilities:
            if a.trigger == trigger and a.effect == effect and (x is None or a.x == x):
                return k.name
    raise LookupError((trigger, effect, x))


def ability(name: str, trigger: str, effect: str) -> C.Ability:
    return next(a for a in C.KNIGHTS[kid(name)].abilities if a.trigger == trigger and a.effect == effect)


def test_attacker_may_only_play_cards_up_to_strength():
    three = next(k.name for k in C.KNIGHTS if k.strength == 3 and all(a.effect != C.MIGHT for a in k.abilities))
    st = to_combat(table([three], ["Sir Humphrey the Hefty"]))
    assert st.phase == COMBAT
    assert R.actors(st) == frozenset({0, 1})
    assert R.legal_actions(st, 0) == [("card", 1), ("card", 2), ("card", 3)]
    assert R.legal_actions(st, 1) == [("card", v) for v in range(1, 6)]
    with pytest.raises(IllegalAction):
        R.apply(st, 0, ("card", 4))


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
    st = to_combat(table([PLAIN5], ["Lady Isolde Brightmane"]))  # Isolde has no Block ability
    st, ev = fight(st, 4, 4)
    assert st.seats[1].knights[0].damage == 0
    assert st.seats[0].knights[0].damage == 0
    assert st.seats[1].fans == 1 and st.seats[0].fans == 0


def test_strike_ability_hits_every_knight_of_the_defender():
    st = to_combat(table(["Sir Galahad the Gallant"], [PLAIN5, "Sir Gawain Sunblade"]))
    st, _ = fight(st, 2, 5)
    assert [k.damage for k in st.seats[1].knights] == [1 + 2, 1]


def test_block_ability_deals_the_block_value_to_the_attacker():
    st = to_combat(table(["Sir Galahad the Gallant"], ["Dame Elaine of Astolat"]))
    st, ev = fight(st, 4, 4)
    assert st.seats[0].knights[0].damage == 4
    assert st.seats[1].fans == 1 + 1  # the block, and her Block: gain 1 fan
    # no block ability triggers on a strike
    st = to_combat(table(["Sir Galahad the Gallant"], ["Dame Elaine of Astolat"]))
    st, _ = fight(st, 4, 3)
    assert st.seats[0].knights[0].damage == 0


@pytest.mark.parametrize("value", [1, 2, 3, 4])
def test_strike_x_needs_that_exact_value(value):
    st = to_combat(table([PLAIN5], ["Sir Galahad the Gallant"]))  # Strike 4: gain 2 fans
    st, _ = fight(st, value, 5)
    assert st.seats[0].fans == 1 + (2 if value == 4 else 0)
    assert st.seats[1].knights[0].damage == value


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


def test_a_knock_out_that_wins_still_counts_the_strikes_fan():
    """Resolve Combat: a strike deals its damage and gains a fan in one step; the knock-out's 3 fans
    reaching 12 end the game after that step, the strike's fan counted (the end panel's score)."""
    st = to_combat(table([PLAIN5], [("Sir Galahad the Gallant", 5), "Sir Gawain Sunblade"], fans=(7, 0)))
    st, ev = fight(st, 4, 1)
    assert st.phase == OVER and st.winner == 0
    assert st.seats[0].fans == 7 + 2 + 3 + 1  # Strike 4, knock-out, the strike's own fan
    assert [e.data["why"] for e in ev if e.kind == "fans"] == ["ability", "strike", "knockout"]
    assert kinds(ev)[-1] == "game_over"
    assert R.scores(st)[0] == 13


def test_a_knock_out_in_the_tale_is_told_in_the_order_it_happens():
    """The strike's fan comes with the strike; then its damage, the knock-out, its 3 fans and the
    trophy: the log never says 'wins a trophy' before the strike's own fan."""
    st = to_combat(table([PLAIN5], [("Sir Galahad the Gallant", 5), "Sir Gawain Sunblade"], variant=C.TALE))
    st, ev = fight(st, 4, 1)
    told = [(e.kind, e.data.get("why")) for e in ev if e.kind in ("fans", "damage", "knockout", "trophy")]
    strike, knockout = told.index(("fans", "strike")), told.index(("knockout", None))
    assert strike < knockout < told.index(("fans", "knockout")) < told.index(("trophy", None))
    assert [d for d in told if d[0] == "damage"] and told.index(("damage", None)) > strike
    assert st.seats[0].trophies == 1 and st.seats[0].fans == 2 + 1 + 3


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


def _galahad_with_roaring_crowd(fans: int):
    """Galahad (Strike: 1 damage to each defending knight) with Roaring Crowd (Strike: gain 1 fan), struck."""
    st = table(["Sir Galahad the Gallant"], [PLAIN5], fans=(fans, 0))
    st.court = [CourtPlay(cid("Roaring Crowd"), [uid(st, 0)], 0)]
    st = to_combat(st)
    st, _ = R.apply(st, 0, ("card", 2))
    return R.apply(st, 1, ("card", 1))


def test_abilities_whose_order_changes_only_the_table_after_the_win_resolve_without_asking():
    # At 11 fans the fan wins at once: first, the splash never lands; second, it does. The same player
    # wins with the same scores either way: nobody is asked (in card order, the splash lands).
    st, ev = _galahad_with_roaring_crowd(11)
    assert st.phase == OVER and st.winner == 0 and not any(e.kind == "order" for e in ev)
    assert [e.data["effect"] for e in ev if e.kind == "ability"] == [C.SPLASH_DEF, C.FANS]


def test_simultaneous_abilities_are_ordered_by_the_active_player_when_the_order_matters():
    # Elaine blocks at 11 fans: her fan first wins at 12; her hit back first knocks the attacker's
    # knight out (+3 fans) before it, a different end. The rulebook: "the player whose turn it is
    # chooses the order" — the attacker here, not Elaine's owner.
    st = table(["Dame Elaine of Astolat"], [("Sir Humphrey the Hefty", 5)], active=1, fans=(11, 0))
    st = to_combat(st)
    st, _ = R.apply(st, 1, ("card", 2))
    st, _ = R.apply(st, 0, ("card", 2))
    assert st.phase == ORDER and R.actors(st) == frozenset({1})
    ends = {R.apply(st, 1, ("order", i))[0].seats[0].fans for i in range(len(st.pending))}
    assert ends == {12, 14}


def test_abilities_whose_order_changes_nothing_resolve_without_asking():
    st, ev = _galahad_with_roaring_crowd(0)
    assert st.phase == DRAW
    assert [e.data["effect"] for e in ev if e.kind == "ability"] == [C.SPLASH_DEF, C.FANS]  # in card order
    assert st.seats[1].knights[0].damage == 1 + 2 and st.seats[0].fans == 2


def test_combat_damage_keywords():
    armoured = next(  # takes less combat damage, and no other Always ability changes a strike on it
        k.name
        for k in C.KNIGHTS
        if any(a.effect == C.ARMOR and a.amount > 0 for a in k.abilities)
        and sum(a.trigger == C.ALWAYS for a in k.abilities) == 1
    )
    armour = ability(armoured, C.ALWAYS, C.ARMOR).amount
    st = to_combat(table([PLAIN5], [armoured]))
    st, _ = fight(st, 4, 1)
    assert st.seats[1].knights[0].damage == 4 - armour
    powerful = knight_with(C.ALWAYS, C.POWER)  # deals more
    power = ability(powerful, C.ALWAYS, C.POWER).amount
    st = to_combat(table([powerful], [PLAIN5]))
    st, _ = fight(st, 2, 1)
    assert st.seats[1].knights[0].damage == 2 + power
    st = to_combat(table([PLAIN5], [armoured]))
    st, _ = fight(st, 1, 3)
    assert st.seats[1].knights[0].damage == 0  # never below zero


def test_weak_armour_takes_more():
    soft = next(k.name for k in C.KNIGHTS if any(a.effect == C.ARMOR and a.amount < 0 for a in k.abilities))
    extra = -ability(soft, C.ALWAYS, C.ARMOR).amount
    st = to_combat(table([PLAIN5], [soft]))
    st, _ = fight(st, 2, 1)
    assert st.seats[1].knights[0].damage == 2 + extra


def test_might_raises_the_card_limit():
    st = to_combat(table(["Sir Dinadan the Jester"], [PLAIN5]))
    might = ability("Sir Dinadan the Jester", C.ALWAYS, C.MIGHT).amount
    assert R.legal_actions(st, 0) == [("card", v) for v in range(1, 2 + might)]


def test_regeneration_at_the_start_of_your_turn():
    healer = knight_with(C.ALWAYS, C.REGEN)
    regen = ability(healer, C.ALWAYS, C.REGEN).amount
    st = to_combat(table([PLAIN5], [(healer, 3)]))
    st, ev = fight(st, 1, 1)  # block; then the healer's player starts a turn and heals
    assert st.active == 1 and st.seats[1].knights[0].damage == 3 - regen


def test_hit_adds_damage_beyond_the_combat_damage():
    hitter = knight_with(C.STRIKE, C.HIT, x=5)
    hit = ability(hitter, C.STRIKE, C.HIT).amount
    st = to_combat(table([hitter], ["Dame Brunhilda Ironside"]))
    armour = ability("Dame Brunhilda Ironside", C.ALWAYS, C.ARMOR).amount
    st, _ = fight(st, 5, 1)
    assert st.seats[1].knights[0].damage == 5 - armour + hit  # armour takes off combat damage only
    text = C.effect_text(C.HIT, hit)  # and the card says so: not "more" combat damage, which armour would cut
    assert "armour" in text and "more" not in text


def test_drain_takes_fans_from_the_other_player():
    drainer = knight_with(C.STRIKE, C.DRAIN)
    st = to_combat(table([drainer], [PLAIN5], fans=(0, 4)))
    st, _ = fight(st, 2, 1)
    assert st.seats[0].fans == 2 and st.seats[1].fans == 3
    blocker = knight_with(C.BLOCK, C.DRAIN)
    st = to_combat(table([PLAIN5], [blocker], fans=(4, 0)))
    st, _ = fight(st, 3, 3)
    assert st.seats[0].fans == 3 and st.seats[1].fans == 2


def test_heal_team_and_splash_on_the_attacker():
    friar = knight_with(C.STRIKE, C.HEAL_TEAM)
    st = to_combat(table([(friar, 2), ("Sir Gawain Sunblade", 1)], [PLAIN5]))
    st, _ = fight(st, 2, 1)
    assert [k.damage for k in st.seats[0].knights] == [1, 0]
    st = table([PLAIN5, "Sir Gawain Sunblade"], ["Sir Galahad the Gallant"])  # no Block ability of its own
    st.court = [CourtPlay(cid("Roaring Crowd"), [uid(st, 1)], 1)]  # Block: 1 damage to each attacking knight
    st, _ = fight(to_combat(st), 2, 2)
    assert [k.damage for k in st.seats[0].knights] == [1, 1]


def test_splash_on_the_jousters_of_every_opponent():
    loud = knight_with(C.STRIKE, C.SPLASH_JOUSTERS)
    st = to_combat(table([loud], [PLAIN5, "Sir Gawain Sunblade"], ["Sir Galahad the Gallant"]))
    st, _ = fight(st, 2, 1)
    assert [k.damage for k in st.seats[1].knights] == [2 + 1, 0] and st.seats[2].knights[0].damage == 1


def test_illegal_values_are_refused_with_a_reason():
    st = to_combat(table(["Sir Galahad the Gallant"], [PLAIN5]))
    with pytest.raises(IllegalAction) as err:
        R.apply(st, 0, ("card", 5))
    assert "strong" in err.value.reason
    with pytest.raises(IllegalAction):
        R.apply(st, 0, ("card", 0))
