"""The hard bot's look-ahead one combat past the end of its turn."""

import pytest

from game.games.joust import tactics as T
from game.games.joust.judge import judge
from game.games.joust.lookahead import NextCombat, OverBudget
from game.games.joust.search import drawn
from game.games.joust.state import ATTACK, COMBAT, DRAW, JOUST
from tests.joust.helpers import R, table


def test_skip_draw_goes_straight_to_the_jousting_step():
    st = table(["Sir Galahad the Gallant", "Sir Tristan Twinlance"], ["Sir Cedric of the Shiny Helm"])
    decks = (list(st.court_deck), list(st.knight_deck))
    nxt = R.skip_draw(st)
    assert nxt.phase == JOUST and nxt.active == 0
    assert (nxt.court_deck, nxt.knight_deck) == decks and st.phase == DRAW  # nothing drawn, input untouched
    single = R.skip_draw(table(["Sir Galahad the Gallant"], ["Sir Cedric of the Shiny Helm"]))
    assert single.phase == COMBAT  # one knight: it jousts at once
    with pytest.raises(ValueError):
        R.skip_draw(nxt)


def test_the_opponents_coming_combat_is_valued_with_its_best_jouster():
    # seat 1 is to move with a fresh and a nearly knocked-out knight; seat 0 values the position
    st = table(
        ["Sir Humphrey the Hefty"],
        [("Sir Galahad the Gallant", 6), "The Black Knight"],
        active=1,
    )
    deep = NextCombat(R, judge)(st, 0)
    values = []
    for k in st.seats[1].knights:
        nxt, _e = R.apply(R.skip_draw(st), 1, ("joust", k.uid))
        assert nxt.phase == COMBAT
        values.append(T.combat_value(R, nxt, 0, judge))
    assert deep == pytest.approx(min(values))  # the opponent picks what is worst for seat 0
    assert deep != pytest.approx(judge(st, 0))


def test_the_attacker_chooses_its_target_when_no_knight_is_in_front():
    st = table(["Sir Gawain Sunblade"], [("Sir Galahad the Gallant", 5), "Sir Kay the Crowd-Pleaser"], active=0)
    st.seats[1].jousting = -1
    nxt = R.skip_draw(st)
    assert nxt.phase == ATTACK
    options = [T.combat_value(R, R.apply(nxt, 0, ("attack", k.uid))[0], 1, judge) for k in st.seats[1].knights]
    assert NextCombat(R, judge)(st, 1) == pytest.approx(min(options))


def test_other_positions_are_judged_as_they_stand_and_the_budget_is_kept():
    st = table(["Sir Humphrey the Hefty"], ["Sir Galahad the Gallant", "The Black Knight"], active=0)
    assert NextCombat(R, judge)(st, 0) == judge(st, 0)  # its own turn: nothing to look past
    three = table(["Sir Humphrey the Hefty"], ["Sir Galahad the Gallant"], ["The Black Knight"], active=1)
    assert NextCombat(R, judge)(three, 0) == judge(three, 0)  # two players only
    with pytest.raises(OverBudget):
        NextCombat(R, judge, budget=1)(
            table(["Sir Humphrey the Hefty"], ["Sir Galahad the Gallant", "Sir Kay the Crowd-Pleaser"], active=1), 0
        )


def test_with_its_own_turn_a_seat_values_its_coming_combat_with_its_best_jouster():
    # seat 0 is to move: Humphrey is fresh, Galahad nearly knocked out; seat 1's Kay is in front
    st = table([("Sir Galahad the Gallant", 6), "Sir Humphrey the Hefty"], [("Sir Kay the Crowd-Pleaser", 4)], active=0)
    own = NextCombat(R, judge, own=True)(st, 0)
    values = []
    for k in st.seats[0].knights:
        nxt, _e = R.apply(R.skip_draw(st), 0, ("joust", k.uid))
        values.append(T.combat_value(R, nxt, 0, judge))
    assert own == pytest.approx(max(values))  # the seat picks what is best for itself
    assert own != pytest.approx(judge(st, 0))
    assert NextCombat(R, judge)(st, 0) == judge(st, 0)  # without ``own``, its own turn is judged as it stands


def test_a_knight_less_opponent_is_valued_after_its_forced_draw():
    # Seat 1 has no knight left: its turn must start with a knight drawn, and that knight jousts at
    # once against seat 0's. The look-ahead averages that combat over every knight left in the deck.
    st = table(["Sir Humphrey the Hefty"], ["Sir Galahad the Gallant"], active=1)
    st.seats[1].knights, st.seats[1].jousting = [], -1
    assert R.legal_actions(st, 1) == [("draw", "knight")]
    cards = sorted(set(st.knight_deck))
    values = [T.combat_value(R, drawn(R, st, 1, "knight", c), 0, judge) for c in cards]
    deep = NextCombat(R, judge)(st, 0)
    assert deep == pytest.approx(sum(values) / len(values))  # every knight once in the deck
    assert deep < judge(st, 0) - 0.05  # judged before its draw, the knight-less seat looked beaten
    skipped = NextCombat(R, judge, forced=False)(st, 0)  # its turn passes without a knight
    assert skipped == judge(R.skip_draw(st), 0) and skipped > deep + 0.05


def test_with_draws_an_opponent_left_with_one_worn_knight_may_draw_a_fresh_one():
    # Seat 1's only knight has 1 health left; instead of jousting with it, it may draw a knight and
    # joust with whichever is better for it.
    st = table(["Sir Humphrey the Hefty"], [("Sir Cedric of the Shiny Helm", 6)], active=1)
    plain = NextCombat(R, judge)(st, 0)
    fresh = []
    for c in sorted(set(st.knight_deck)):
        options = [
            T.combat_value(R, R.apply(drawn(R, st, 1, "knight", c), 1, ("joust", k))[0], 0, judge)
            for k in [st.seats[1].knights[0].uid, st.next_uid]
        ]
        fresh.append(min(options))
    drawing = sum(fresh) / len(fresh)
    assert drawing < plain
    assert NextCombat(R, judge, draws=1)(st, 0) == pytest.approx(drawing)
    two = table(
        ["Sir Humphrey the Hefty"], [("Sir Cedric of the Shiny Helm", 6), "Sir Kay the Crowd-Pleaser"], active=1
    )
    assert NextCombat(R, judge, draws=1)(two, 0) == NextCombat(R, judge)(two, 0)  # two knights: no draw tried
