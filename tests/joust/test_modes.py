"""Setup and the victory of each mode: standard (12 fans), A Knight's Tale, the Carousel."""

import pytest

from game.core.rules import InvalidOptions, Options
from game.core.serial import from_jsonable, to_jsonable
from game.games.joust import content as C
from game.games.joust.state import COMBAT, DRAW, END, HIDDEN, OVER, SETUP, JoustState
from tests.joust.helpers import R, cid, fight, kinds, table, to_combat, uid

PLAIN = "Sir Cedric of the Shiny Helm"


def test_setup_two_face_down_knights_revealed_together():
    st = R.new_game(Options(3), 11)
    assert st.phase == SETUP and R.actors(st) == frozenset({0, 1, 2})
    assert all(len(s.knights) == 2 for s in st.seats)
    v = R.view(st, 0)
    assert all(k.card == HIDDEN for k in v.seats[1].knights) and v.seats[0].knights[0].card != HIDDEN
    st, _ = R.apply(st, 0, ("setup", 1))
    assert R.view(st, 1).setup[0] == HIDDEN and R.actors(st) == frozenset({1, 2})
    st, _ = R.apply(st, 1, ("setup", 0))
    st, ev = R.apply(st, 2, ("setup", 0))
    assert "knights_revealed" in kinds(ev) and [e for e in ev if e.kind == "knights_revealed"][0].reveals
    assert [s.jousting for s in st.seats] == [1, 0, 0]
    assert st.phase == DRAW and R.view(st, 1).seats[0].knights[1].card == st.seats[0].knights[1].card


def test_player_counts_and_variants_are_checked():
    with pytest.raises(InvalidOptions):
        R.new_game(Options(5), 1)
    with pytest.raises(InvalidOptions):
        R.new_game(Options(2, "nonsense"), 1)


def test_twelve_fans_win_the_standard_game():
    st = to_combat(table([PLAIN], ["Sir Galahad the Gallant"], fans=(11, 0)))
    st, ev = fight(st, 2, 1)
    assert st.phase == OVER and st.winner == 0 and not R.actors(st)
    out = R.outcome(st)
    assert out.winners == (0,) and out.scores == (12.0, 0.0)


def test_knock_out_fans_can_win_mid_combat():
    st = to_combat(table(["Sir Galahad the Gallant"], [PLAIN, ("Sir Gawain Sunblade", 6)], fans=(9, 0)))
    st, ev = fight(st, 2, 1)  # Strike splash knocks out Gawain: +3 fans -> 12 before combat damage
    assert st.winner == 0 and st.phase == OVER
    assert st.seats[1].knights[0].damage == 1  # the game stopped before combat damage


def test_knights_tale_trophies_and_decree():
    st = table([PLAIN], [("Sir Galahad the Gallant", 6), "Sir Gawain Sunblade"], variant=C.TALE, fans=(6, 0))
    st.seats[0].trophies = 1
    target = uid(st, 1, 0)
    assert ("decree", target) in R.legal_actions(st, 0)
    st, ev = R.apply(st, 0, ("decree", target))
    assert st.seats[0].fans == 6 - 6 + 3  # spent 6, knock-out gives 3
    assert st.seats[0].trophies == 2 and st.winner == 0 and st.phase == OVER
    assert R.outcome(st).winners == (0,)


def test_knights_tale_is_not_won_with_fans():
    st = to_combat(table([PLAIN], ["Sir Galahad the Gallant"], variant=C.TALE, fans=(11, 0)))
    st, _ = fight(st, 2, 1)
    assert st.phase == END and st.seats[0].fans == 12 and st.winner == -1
    assert not [
        a for a in R.legal_actions(table([PLAIN], [PLAIN], variant=C.STANDARD, fans=(6, 0)), 0) if a[0] == "decree"
    ]


def test_carousel_setup():
    st = R.new_game(Options(3, "carousel"), 3)
    assert st.phase == DRAW and all(len(s.knights) == 1 and s.knights[0].card == C.MAIDEN for s in st.seats)
    assert not st.knight_deck
    assert {cid("Entice Them With Pie"), cid("Cosplay"), cid("Lady in Waiting")}.isdisjoint(st.court_deck)
    assert len(st.court_deck) == len(C.COURTS) - 3
    assert R.legal_actions(st, st.active) == [("draw", "court")]


def test_carousel_keeps_four_cards_and_drops_the_oldest_without_effect():
    st = table(["Maiden Fair"], ["Maiden Fair"], ["Maiden Fair"], variant=C.CAROUSEL)
    names = ["Sharpened Lance", "Herald's Trumpet", "Roaring Crowd", "Squire's Encouragement", "Rotten Tomatoes"]
    for turn, name in enumerate(names):
        st.court_deck.remove(cid(name))
        st.court_deck.append(cid(name))
        seat = st.active
        st, ev = R.apply(st, seat, ("draw", "court"))
        while st.phase != COMBAT:
            st, e2 = R.apply(st, seat, R.legal_actions(st, seat)[0])
            ev += e2
        activated = [e.data["card"] for e in ev if e.kind == "court_activated"]
        assert activated == [p.card for p in st.court]  # every card in the Carousel activates
        st, _ = fight(st, 1, 1)  # a block: Maiden Fair reflects 1
        assert [p.card for p in st.court] == [cid(n) for n in names[max(0, turn - 3) : turn + 1]]
    assert "carousel_drop" in kinds(ev) or len(st.court) == 4
    assert cid("Sharpened Lance") in st.court_discard


def test_carousel_maidens_have_eleven_health_and_the_last_one_wins():
    st = table([("Maiden Fair", 0)], [("Maiden Fair", 8)], [("Maiden Fair", 10)], variant=C.CAROUSEL, active=1)
    st = to_combat(st)
    assert st.defender == 2
    st, ev = fight(st, 3, 1)
    assert st.seats[2].out and "eliminated" in kinds(ev)
    assert st.phase == DRAW and st.active == 0 and st.seats[0].fans == 0  # no fans in this scenario
    st = to_combat(st)
    assert st.defender == 1  # player 3 is out
    st, ev = fight(st, 4, 4)  # blocked: Maiden Fair reflects 4 -> 4 damage to player 1
    assert st.seats[0].knights[0].damage == 4 and st.active == 1
    st = to_combat(st)
    assert st.defender == 0  # skips the fallen player 3
    st, _ = fight(st, 4, 1)  # player 2 strikes player 1 for 4: 8 of 11
    assert st.seats[0].knights[0].damage == 8 and not st.seats[0].out and st.active == 0
    st.seats[1].knights[0] = st.seats[1].knights[0].__class__(C.MAIDEN, 10, uid(st, 1))
    st = to_combat(st)
    st, ev = fight(st, 1, 3)
    assert st.winner == 0 and st.phase == OVER and R.outcome(st).winners == (0,)


def test_state_round_trips_through_json():
    st = R.new_game(Options(4, "tale"), 5)
    for _ in range(40):
        seat = sorted(R.actors(st))[0]
        st, _e = R.apply(st, seat, R.legal_actions(st, seat)[-1])
        assert from_jsonable(JoustState, to_jsonable(st)) == st
        if st.phase == OVER:
            break


def test_setup_view_does_not_tell_which_knights_the_others_hold():
    st = R.new_game(Options(2), 21)
    other = st.clone()
    k = other.seats[1].knights[0]
    other.knight_deck[0], other.seats[1].knights[0] = k.card, k.__class__(other.knight_deck[0], 0, k.uid)
    assert R.view(st, 0) == R.view(other, 0)
    assert R.view(st, 1) != R.view(other, 1)


def test_fan_support_is_the_tales_rule_and_no_knight_has_it():
    for k in C.ALL_KNIGHTS:
        assert all(a.trigger in (C.ALWAYS, C.STRIKE, C.BLOCK) for a in k.abilities), k.name
    st = table([PLAIN], [PLAIN], fans=(8, 0))  # standard: fans are only points
    assert all(a[0] != "decree" for a in R.legal_actions(st, 0))


def test_tale_fan_support_in_the_draw_and_joust_steps():
    st = table([PLAIN, "Sir Galahad the Gallant"], [PLAIN], variant=C.TALE, fans=(12, 0))
    target = uid(st, 1, 0)
    assert ("decree", target) in R.legal_actions(st, 0)
    st, _ = R.apply(st, 0, ("decree", target))
    assert st.phase == DRAW and st.seats[0].fans == 6 and st.seats[1].knights[0].damage == 1
    st, _ = R.apply(st, 0, ("draw", "knight"))
    assert st.phase == "joust" and ("decree", target) in R.legal_actions(st, 0)
    st, _ = R.apply(st, 0, ("decree", target))
    assert st.seats[0].fans == 0 and st.seats[1].knights[0].damage == 2
    assert all(a[0] == "joust" for a in R.legal_actions(st, 0))


def test_tale_fan_support_after_the_combat_then_end_the_turn():
    st = to_combat(
        table([PLAIN], [("Sir Galahad the Gallant", 2), "Sir Gawain Sunblade"], variant=C.TALE, fans=(11, 0))
    )
    st, ev = fight(st, 1, 2)  # a strike: 1 damage and a 12th fan, then the turn is not over yet
    assert st.phase == END and st.active == 0 and "turn_end" not in kinds(ev)
    assert R.actors(st) == frozenset({0})
    legal = R.legal_actions(st, 0)
    assert ("end",) in legal and ("decree", uid(st, 1, 1)) in legal
    st, _ = R.apply(st, 0, ("decree", uid(st, 1, 0)))
    assert st.seats[1].knights[0].damage == 4 and st.seats[0].fans == 6 and st.phase == END
    st, _ = R.apply(st, 0, ("decree", uid(st, 1, 0)))  # the last 6 fans: the turn ends by itself
    assert st.seats[0].fans == 0 and st.phase == DRAW and st.active == 1


def test_tale_ending_the_turn_keeps_the_fans():
    st = to_combat(table([PLAIN], ["Sir Galahad the Gallant"], variant=C.TALE, fans=(7, 0)))
    st, _ = fight(st, 3, 3)  # blocked: the defender gains the fan
    assert st.phase == END
    st, ev = R.apply(st, 0, ("end",))
    assert st.phase == DRAW and st.active == 1 and st.seats[0].fans == 7 and "turn_end" in kinds(ev)


def test_tale_fan_support_knock_out_after_combat_wins():
    st = to_combat(
        table([PLAIN], [("Sir Galahad the Gallant", 3), ("Sir Gawain Sunblade", 6)], variant=C.TALE, fans=(5, 0))
    )
    st.seats[0].trophies = 1
    st, _ = fight(st, 1, 2)  # 1 damage and a 6th fan
    assert st.phase == END
    st, ev = R.apply(st, 0, ("decree", uid(st, 1, 1)))
    assert st.phase == OVER and st.winner == 0 and "trophy" in kinds(ev)


def test_no_end_step_without_enough_fans():
    st = to_combat(table([PLAIN], ["Sir Galahad the Gallant"], variant=C.TALE, fans=(3, 0)))
    st, _ = fight(st, 2, 1)
    assert st.phase == DRAW and st.active == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_carousel_plays_with_two_to_four(players):
    from game.core.registry import get

    spec = get("joust")
    assert players in spec.players_for("carousel")
    st = R.new_game(Options(players, "carousel"), 5)
    assert len(st.seats) == players and all(s.knights[0].card == C.MAIDEN for s in st.seats)
    carousel = next(v for v in spec.variants if v.id == "carousel")
    assert "3 players" in carousel.description


def test_revealed_combats_are_public_history():
    st = to_combat(table([PLAIN], ["Sir Galahad the Gallant"]))
    st, _ = fight(st, 3, 2)
    assert st.revealed == [(1, 0, 1, 3, 2, 4)]
    assert R.view(st, 1).revealed == st.revealed


def test_a_tale_places_players_level_on_trophies_by_their_fans():
    """Four players, the winner with two trophies and three with none: they are placed by their fans,
    never all tied second."""
    st = table(
        ["Sir Humphrey the Hefty"],
        ["Sir Bors the Bruiser"],
        ["Sir Kay the Crowd-Pleaser"],
        ["Friar Tuckington"],
        variant=C.TALE,
        fans=(5, 1, 7, 3),
    )
    st.seats[0].trophies, st.phase, st.winner = 2, OVER, 0
    assert R.outcome(st).ranking == ((0,), (2,), (3,), (1,))
    st.seats[3].fans = 7
    assert R.outcome(st).ranking == ((0,), (2, 3), (1,))
