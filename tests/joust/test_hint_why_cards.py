"""The Joust Hint's "why" reckons every card effect it speaks of as the rules do: armour reduces only
combat damage (a Strike ability such as Lucky Horseshoe's is not stopped by it), Strike X only with
that value, court cards that add power, armour or strength, a silenced knight's abilities, a block's
damage back; and a knock-out is in reach when abilities make it so."""

from __future__ import annotations

from game.games.joust.hint_why import hint_why
from game.games.joust.reasons import attack_motive, can_knock_out, joust_motive
from game.games.joust.state import CourtPlay
from tests.joust.helpers import R, cid, table, to_combat, uid


def _combat(mine: list, theirs: list, courts: tuple = ()) -> object:
    """Seat 0 attacks with its first knight; ``courts``: (court card name, seat, knight index) in play."""
    st = table(mine, theirs)
    for name, seat, index in courts:
        st.court.append(CourtPlay(cid(name), [uid(st, seat, index)], seat))
    return to_combat(st)


def _why(st, seat: int, value: int) -> str:
    return hint_why(R.view(st, seat), seat, ("card", value), lambda s: "Rival")


def test_lucky_horseshoe_deals_its_damage_through_armour():
    st = _combat(["Sir Humphrey the Hefty"], ["Dame Matilda Moonshield"], (("Lucky Horseshoe", 0, 0),))
    why = _why(st, 0, 1)
    assert "armour takes the strike's damage" not in why
    assert why.startswith("armour stops the card's damage, not the 3 from Lucky Horseshoe; Rival blocks it only")


def test_lucky_horseshoe_only_with_a_one():
    st = _combat(["Sir Humphrey the Hefty"], ["Dame Matilda Moonshield"], (("Lucky Horseshoe", 0, 0),))
    assert _why(st, 0, 2).startswith("its armour takes the strike's damage")  # Strike 1 only
    assert "a strike deals 1 damage;" in _why(st, 0, 3)


def test_lucky_horseshoe_puts_a_knock_out_in_reach():
    st = _combat(
        ["Sir Humphrey the Hefty", "Sir Kay the Crowd-Pleaser"],
        [("Dame Matilda Moonshield", 4)],
        (("Lucky Horseshoe", 0, 0),),
    )
    assert _why(st, 0, 1).startswith("a strike with it deals 3 damage, enough to knock out Dame Matilda Moonshield")
    view = R.view(st, 0)
    assert can_knock_out(view, view.seats[0].knights[0], view.seats[1].knights[0])
    plain = _combat(["Sir Humphrey the Hefty", "Sir Kay the Crowd-Pleaser"], [("Dame Matilda Moonshield", 4)])
    view = R.view(plain, 0)
    assert not can_knock_out(view, view.seats[0].knights[0], view.seats[1].knights[0])  # 4 − 2 armour < 3


def test_a_knights_own_strike_ability_goes_through_armour():
    st = _combat(["Sir Bedivere One-Hand"], ["Dame Matilda Moonshield"])
    why = _why(st, 0, 2)
    assert why.startswith("armour stops the card's damage, not the 2 from Sir Bedivere One-Hand;")


def test_strike_x_of_a_knight_counts_only_with_its_value():
    st = _combat(["The Black Knight"], ["Sir Kay the Crowd-Pleaser"])
    assert _why(st, 0, 5).startswith("a strike deals 6 damage, 1 of it from The Black Knight")
    assert _why(st, 0, 4).startswith("a strike deals 4 damage;")


def test_a_splash_on_the_defender_adds_to_the_strike():
    st = _combat(["Sir Humphrey the Hefty"], ["Sir Kay the Crowd-Pleaser"], (("Herald's Trumpet", 0, 0),))
    assert _why(st, 0, 3).startswith("a strike deals 4 damage, 1 of it from Herald's Trumpet")


def test_sharpened_lance_adds_combat_damage():
    st = _combat(["Sir Humphrey the Hefty"], ["Sir Kay the Crowd-Pleaser"], (("Sharpened Lance", 0, 0),))
    assert _why(st, 0, 3).startswith("a strike deals 4 damage; Rival blocks")


def test_polished_shield_and_muddy_lists_change_the_defenders_armour():
    st = _combat(["Sir Humphrey the Hefty"], ["Sir Kay the Crowd-Pleaser"], (("Polished Shield", 1, 0),))
    assert _why(st, 0, 1).startswith("its armour takes the strike's damage")
    st = _combat(["Sir Humphrey the Hefty"], ["Dame Matilda Moonshield"], (("Muddy Lists", 1, 0),))
    assert _why(st, 0, 3).startswith("a strike deals 2 damage;")  # armour 2 − 1


def test_squires_encouragement_raises_the_highest_card():
    st = _combat(["Sir Kay the Crowd-Pleaser"], ["Sir Humphrey the Hefty"], (("Squire's Encouragement", 0, 0),))
    assert _why(st, 0, 4).startswith("your highest allowed card: a strike deals 4 damage")


def test_a_silenced_knight_has_no_strike_ability_and_no_armour():
    st = _combat(["Sir Bedivere One-Hand"], ["Sir Kay the Crowd-Pleaser"], (("Jester's Distraction", 0, 0),))
    assert _why(st, 0, 2).startswith("a strike deals 2 damage;")  # its Strike: 2 damage is muted
    st = _combat(["Sir Humphrey the Hefty"], ["Dame Matilda Moonshield"], (("Jester's Distraction", 1, 0),))
    assert _why(st, 0, 2).startswith("a strike deals 2 damage;")  # her armour is muted


def test_a_block_that_deals_damage_back_says_so():
    st = _combat(["Sir Humphrey the Hefty"], ["Dame Elaine of Astolat"])
    st, _e = R.apply(st, 0, ("card", 3))
    why = hint_why(R.view(st, 1), 1, ("card", 3), lambda s: "Rival")
    assert why.endswith("a block also deals 3 damage back (Dame Elaine of Astolat)")
    st = _combat(["Sir Humphrey the Hefty"], ["Sir Kay the Crowd-Pleaser"], (("King's Favour", 1, 0),))
    st, _e = R.apply(st, 0, ("card", 2))
    why = hint_why(R.view(st, 1), 1, ("card", 2), lambda s: "Rival")
    assert why.endswith("a block also deals 2 damage back (King's Favour)")
    plain = _combat(["Sir Humphrey the Hefty"], ["Sir Kay the Crowd-Pleaser"])
    plain, _e = R.apply(plain, 0, ("card", 2))
    assert "a block also" not in hint_why(R.view(plain, 1), 1, ("card", 2), lambda s: "Rival")


def test_the_jousting_and_attack_reasons_count_strike_abilities():
    st = table(["Sir Kay the Crowd-Pleaser", "Sir Humphrey the Hefty"], [("Dame Matilda Moonshield", 4)])
    st.court.append(CourtPlay(cid("Lucky Horseshoe"), [uid(st, 0, 1)], 0))
    st = R.skip_draw(st)
    view = R.view(st, 0)
    humphrey, matilda = view.seats[0].knights[1], view.seats[1].knights[0]
    assert joust_motive(view, 0, humphrey) == ("knockout", matilda)
    st = _combat(
        ["Sir Humphrey the Hefty"],
        [("Dame Matilda Moonshield", 4), "Sir Kay the Crowd-Pleaser"],
        (("Lucky Horseshoe", 0, 0),),
    )
    view = R.view(st, 0)
    assert attack_motive(view, view.seats[1].knights[0]) == "knockout"
