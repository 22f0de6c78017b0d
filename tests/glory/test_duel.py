"""Glory duel rules (rulebook §VI, supports, relics, game aid), one rule per test."""

from __future__ import annotations

import random

import pytest

from game.core.rng import Rng
from game.core.rules import IllegalAction
from game.core.serial import from_jsonable, to_jsonable
from game.games.glory import duel as D
from game.games.glory.duel_dice import BLACK, RED, WHITE, face_value, max_dist


class ScriptedRng(Rng):
    """Die faces from a list (0..5, 5 = the special symbol), then seeded random faces; test-only."""

    def __init__(self, faces: list[int]):
        super().__init__(12345)
        self.faces = list(faces)

    def below(self, n: int) -> int:
        assert n == 6
        return self.faces.pop(0) if self.faces else super().below(n)


def run(duel, rng, choose):
    """Play ``duel`` to the end with ``choose(duel, seat, legal) -> action``; returns (duel, events)."""
    events = []
    while D.duel_actors(duel):
        (seat,) = D.duel_actors(duel)
        duel, ev = D.duel_apply(duel, seat, choose(duel, seat, D.duel_legal(duel, seat)), rng)
        events += ev
    return duel, events


def passer(duel, seat, legal):
    return ("pass",) if ("pass",) in legal else legal[0]


def strength_then_pass(n):
    def choose(duel, seat, legal):
        if ("strength", n) in legal:
            return ("strength", n)
        return passer(duel, seat, legal)

    return choose


# --- dice ------------------------------------------------------------------------------------------


def test_die_faces_and_special_symbol():
    assert [face_value(RED, f, False) for f in range(6)] == [1, 2, 3, 4, 5, 1]
    assert [face_value(BLACK, f, False) for f in range(6)] == [0, 1, 2, 3, 4, 0]
    assert [face_value(WHITE, f, False) for f in range(6)] == [0, 1, 1, 2, 3, 0]
    assert [face_value(c, 5, True) for c in (RED, BLACK, WHITE)] == [5, 4, 3]
    assert sum(max_dist(WHITE, 2, False)) == pytest.approx(1.0)
    assert max_dist(WHITE, 0, False)[0] == 1.0


def _rolled(strength=0, mount=2, armor=2, opp=None, faces=None, tokens=None):
    """A player vs knight duel right after the roll (the player's dice forced to ``faces``)."""
    # one Faith token so that the duel waits in the faith step, right after the roll
    p = D.player(0, mount=mount, armor=armor, strength=tokens if tokens is not None else strength, faith=1)
    k = opp or D.knight("k", 8, 3, 0)
    duel, _ = D.start_duel(p, k, Rng.from_seed(1))
    duel, _ = D.duel_apply(duel, 0, ("strength", strength), ScriptedRng(faces or [0] * 9))
    assert duel.phase == D.FAITH
    return duel


def test_strength_tokens_give_dice_and_star_at_four():
    for n, reds in ((1, 1), (2, 2), (3, 3), (4, 3)):
        duel = _rolled(strength=n, tokens=4)
        assert D.dice_counts(duel, 0)[RED] == reds
        assert D.star_active(duel.sides[0], RED) == (n == 4)


def test_mount_and_armor_dice_by_level_symbol_at_four():
    for level, n in ((1, 1), (2, 2), (3, 3), (4, 3)):
        duel = _rolled(strength=1, mount=level, armor=level, tokens=1)
        assert D.dice_counts(duel, 0) == (1, n, n)
        assert D.star_active(duel.sides[0], BLACK) == (level == 4)
        assert D.star_active(duel.sides[0], WHITE) == (level == 4)


def test_attack_is_sum_of_best_die_of_each_colour_and_star_values():
    # red 1 token: face 5 (unactivated star = 1); mount IV: star (4), 0; armor II: 2, star (0)
    duel = _rolled(strength=1, mount=4, armor=2, tokens=1, faces=[5, 5, 0, 0, 3, 5])
    assert [v for _c, _f, v in D._dice_info(duel, 0)] == [1, 4, 0, 0, 2, 0]
    assert D.attack_value(duel, 0) == 1 + 4 + 2


def test_strength_dice_persist_and_top_up_to_four():
    p = D.player(0, strength=6, faith=0)
    k = D.knight("k", 30, 3, 0)  # unbeatable: the duel lasts two clashes
    duel, _ = D.start_duel(p, k, Rng.from_seed(2))
    duel, _ = D.duel_apply(duel, 0, ("strength", 3), Rng.from_seed(3))
    # clash 1 ends (no more choices): clash 2 starts with the 3 tokens still on the board
    assert duel.clash == 2 and duel.phase == D.STRENGTH
    assert D.duel_legal(duel, 0) == [("pass",), ("strength", 1)]  # max 4 in all
    duel, ev = D.duel_apply(duel, 0, ("pass",), Rng.from_seed(4))
    roll = [e for e in ev if e.kind == "duel_roll"][0]
    assert sum(1 for c, _f, _v in roll.data["dice"] if c == RED) == 3


def test_strength_limited_by_supply():
    p = D.player(0, strength=2)
    duel, _ = D.start_duel(p, D.knight("k", 8), Rng.from_seed(1))
    assert D.duel_legal(duel, 0) == [("pass",), ("strength", 1), ("strength", 2)]


# --- faith, relics -------------------------------------------------------------------------------------


def _faith_duel(supports):
    p = D.player(0, strength=2, faith=2, supports=supports, relics={"ring": 1})
    duel, _ = D.start_duel(p, D.knight("k", 20), Rng.from_seed(5))
    duel, _ = D.duel_apply(duel, 0, ("strength", 2), Rng.from_seed(6))
    assert duel.phase == D.FAITH
    return duel


@pytest.mark.parametrize(
    "supports,limit", [({}, 2), ({"sister": 1}, 3), ({"bishop": 1}, 4), ({"sister": 1, "bishop": 1}, 5)]
)
def test_faith_rerolls_up_to_two_dice_plus_sister_and_bishop(supports, limit):
    duel = _faith_duel(supports)
    sizes = {len(a[1]) for a in D.duel_legal(duel, 0) if a[0] == "faith"}
    assert max(sizes) == limit


def test_faith_once_per_clash_and_costs_a_token():
    duel = _faith_duel({})
    before = D._dice_info(duel, 0)
    duel2, ev = D.duel_apply(duel, 0, ("faith", (0, 1)), ScriptedRng([4, 4]))
    assert duel.sides[0].faith == 2 and duel2.sides[0].faith == 1  # input not mutated
    assert duel2.phase == D.RELIC  # no second faith in this clash (no lance support: on to the Ring)
    rr = [e for e in ev if e.kind == "duel_reroll"][0]
    assert rr.data["before"] == before and [d[1] for d in rr.data["after"][:2]] == [4, 4]


def test_reroll_keeps_a_worse_result():
    duel = _faith_duel({})
    duel.dice[0][0] = (RED, 4)  # a 5
    duel2, _ = D.duel_apply(duel, 0, ("faith", (0,)), ScriptedRng([0]))
    assert duel2.dice[0][0] == (RED, 0)  # now 1: the previous result is lost


def test_ring_rerolls_up_to_four_dice_in_the_relic_step():
    duel = _faith_duel({})
    duel, _ = D.duel_apply(duel, 0, ("pass",), Rng.from_seed(1))
    assert duel.phase == D.RELIC
    rings = [a for a in D.duel_legal(duel, 0) if a[0] == "relic" and a[1] == "ring"]
    assert max(len(a[2]) for a in rings) == 4
    duel2, ev = D.duel_apply(duel, 0, ("relic", "ring", (0, 1, 2, 3)), ScriptedRng([4, 4, 4, 4] + [0] * 20))
    ring = [e.data for e in ev if e.kind == "duel_reroll"][0]
    assert ring["how"] == "ring" and [d[2] for d in ring["after"][:4]] == [5, 5, 4, 4]
    assert duel2.clash == 2 and duel2.sides[0].board_relics == ["ring"] and duel2.sides[0].relics == {}


def test_relics_medallion_amulet_rosary():
    for relic, check in (
        ("medallion", lambda d, a: D.attack_value(d, 0) == a + 1),
        ("amulet", lambda d, a: D.attack_value(d, 0) == a + 2),
        ("rosary", lambda d, a: D.best_by_colour(d, 0)[WHITE] == 3),
    ):
        p = D.player(0, strength=1, relics={relic: 1})
        rng = ScriptedRng([0, 0, 0, 0, 0])  # everything low
        duel, _ = D.start_duel(p, D.knight("k", 20), rng)
        duel, _ = D.duel_apply(duel, 0, ("strength", 1), rng)
        assert duel.phase == D.RELIC
        before = D.attack_value(duel, 0)
        d2, _ = D.duel_apply(duel, 0, ("relic", relic), Rng.from_seed(1))
        # the clash was resolved; check the state just before resolution through the event
        d3 = duel.clone()
        if relic == "rosary":
            D._turn_best(d3, 0, WHITE)
        else:
            d3.relic_bonus[0] += 1 if relic == "medallion" else 2
        assert check(d3, before)
        assert d2.sides[0].board_relics == [] and d2.clash == 2


def test_one_relic_per_clash():
    p = D.player(0, strength=1, relics={"medallion": 1, "amulet": 1})
    rng = ScriptedRng([0] * 5 + [0] * 5)
    duel, _ = D.start_duel(p, D.knight("k", 20), rng)
    duel, _ = D.duel_apply(duel, 0, ("strength", 1), rng)
    duel, _ = D.duel_apply(duel, 0, ("relic", "amulet"), rng)
    assert duel.clash == 2  # the relic step ended with one relic


# --- supports -----------------------------------------------------------------------------------------


def test_lance_supports_turn_dice_and_add():
    p = D.player(0, strength=1, supports={"squire": 1, "weapons_master": 1, "armorer": 1, "veteran": 1})
    rng = ScriptedRng([0, 0, 0, 0, 0])
    duel, _ = D.start_duel(p, D.knight("k", 30), rng)
    duel, _ = D.duel_apply(duel, 0, ("strength", 1), rng)
    assert duel.phase == D.LANCE1 and D.attack_value(duel, 0) == 1
    d, _ = D.duel_apply(duel, 0, ("lance", "squire"), rng)
    assert D.attack_value(d, 0) == 5 and d.phase == D.LANCE2
    d, _ = D.duel_apply(d, 0, ("lance", "weapons_master"), rng)
    # two lance supports at most: the clash ends (lost to 30); the next waits in its first lance step
    assert d.clash == 2 and d.phase == D.LANCE1
    assert d.sides[0].board_supports == ["squire", "weapons_master"]
    d2, _ = D.duel_apply(duel, 0, ("lance", "armorer"), rng)
    assert D.best_by_colour(d2, 0)[WHITE] == 3
    d3, _ = D.duel_apply(duel, 0, ("lance", "veteran"), rng)
    assert D.attack_value(d3, 0) == 2


def test_two_copies_of_a_support_can_both_be_used():
    p = D.player(0, strength=1, supports={"veteran": 2})
    rng = ScriptedRng([0] * 5)
    duel, _ = D.start_duel(p, D.knight("k", 30), rng)
    duel, _ = D.duel_apply(duel, 0, ("strength", 1), rng)
    duel, _ = D.duel_apply(duel, 0, ("lance", "veteran"), rng)
    assert ("lance", "veteran") in D.duel_legal(duel, 0)
    d = duel.clone()
    d2, ev = D.duel_apply(d, 0, ("lance", "veteran"), rng)
    assert [e.data["attack"] for e in ev if e.kind == "duel_clash"][0] == [1 + 2, 30]
    # both were spent; the lost duel gives one back
    assert d2.sides[0].supports == {"veteran": 1} and d2.sides[0].supports_inactive == {"veteran": 1}


def test_passing_the_first_lance_step_passes_the_second():
    """The game aid's "a second support with a lance icon" follows a first one: no second question."""
    p = D.player(0, strength=1, supports={"veteran": 1, "witch": 1})
    rng = ScriptedRng([0] * 10)
    duel, _ = D.start_duel(p, D.knight("k", 30), rng)
    duel, _ = D.duel_apply(duel, 0, ("strength", 1), rng)
    assert duel.phase == D.LANCE1 and ("lance", "veteran") in D.duel_legal(duel, 0)
    d, ev = D.duel_apply(duel, 0, ("pass",), rng)
    assert [e.data["step"] for e in ev if e.kind == "duel_step"][0] == D.RELIC
    assert not any(e.kind == "duel_pass" and e.data["step"] == D.LANCE2 for e in ev)
    # the clash was lost; in the next one both lance supports are still there, and a first one opens the second
    assert d.clash == 2 and d.phase == D.LANCE1 and d.sides[0].supports == {"veteran": 1, "witch": 1}
    d, _ = D.duel_apply(d, 0, ("lance", "veteran"), rng)
    assert d.phase == D.LANCE2 and D.duel_legal(d, 0) == [("pass",), ("lance", "witch")]


def test_the_second_lance_step_asks_only_the_side_that_used_a_first():
    a = D.player(0, strength=1, supports={"veteran": 2}, initiative=0)
    b = D.player(1, strength=1, supports={"veteran": 2}, initiative=1)
    rng = ScriptedRng([0] * 20)
    duel, _ = D.start_duel(a, b, rng)
    while duel.phase != D.LANCE1:
        (seat,) = D.duel_actors(duel)
        duel, _ = D.duel_apply(duel, seat, ("pass",), rng)
    first, second = duel.order
    duel, _ = D.duel_apply(duel, duel.sides[first].seat, ("pass",), rng)
    duel, ev = D.duel_apply(duel, duel.sides[second].seat, ("lance", "veteran"), rng)
    step = [e for e in ev if e.kind == "duel_step"][0]
    assert step.data["step"] == D.LANCE2 and step.data["order"] == [second]


def test_rogue_and_cook_only_in_first_clash_and_rogue_costs_glory():
    p = D.player(0, strength=0, supports={"rogue": 1}, glory=5)
    k = D.knight("k", 1, 3, 0)
    duel, _ = D.start_duel(p, k, ScriptedRng([0] * 20))
    duel, ev = D.duel_apply(duel, 0, ("tent", "rogue"), ScriptedRng([0] * 20))
    # level II mount/armor rolled all zeros: 0 vs knight 1 - 1 = 0 -> tie, player wins (no prestige)
    c1 = [e for e in ev if e.kind == "duel_clash"]
    assert c1[0].data["attack"] == [0, 0] and c1[0].data["winner"] == 0 and c1[0].data["reason"] == "player"
    assert c1[1].data["attack"] == [0, 1] and c1[1].data["winner"] == 1  # no Rogue in clash 2
    # lost the duel 1-2: 5 - 1 (Rogue) + 3 // 2 (half the knight's glory for one clash)
    assert duel.glory_lost == [1, 0] and duel.glory_gain == [1, 0] and duel.sides[0].glory == 5
    p = D.player(0, strength=0, supports={"cook": 1})
    duel, _ = D.start_duel(p, D.knight("k", 1), ScriptedRng([]))
    _d, ev = D.duel_apply(duel, 0, ("tent", "cook"), ScriptedRng([0] * 20))
    c = [e.data["attack"] for e in ev if e.kind == "duel_clash"]
    assert c[0] == [1, 1] and c[1] == [0, 1]


def test_only_one_tent_support_per_duel():
    p = D.player(0, strength=0, supports={"rogue": 1, "cook": 1})
    duel, _ = D.start_duel(p, D.knight("k", 1), ScriptedRng([]))
    d, ev = D.duel_apply(duel, 0, ("tent", "cook"), ScriptedRng([0] * 40))
    assert not any(e.kind == "duel_support" and e.data["support"] == "rogue" for e in ev)


def test_witch_costs_glory_and_lowers_opponent_every_clash():
    p = D.player(0, strength=1, supports={"witch": 2}, glory=3)
    rng = ScriptedRng([0] * 30)
    duel, _ = D.start_duel(p, D.knight("k", 3), rng)
    duel, _ = D.duel_apply(duel, 0, ("strength", 1), rng)
    duel, _ = D.duel_apply(duel, 0, ("lance", "witch"), rng)
    assert D.attack_value(duel, 1) == 2 and duel.sides[0].glory == 2


def test_jester_lowers_prestige_in_first_clash():
    p = D.player(0, supports={"jester": 1})
    k = D.knight("k", 0, 3, prestige_value=1)
    duel, _ = D.start_duel(p, k, ScriptedRng([]))
    _d, ev = D.duel_apply(duel, 0, ("tent", "jester"), ScriptedRng([0] * 20))
    clashes = [e.data for e in ev if e.kind == "duel_clash"]
    assert clashes[0]["prestige"] == [0, -1] and clashes[0]["winner"] == 0
    assert clashes[1]["prestige"] == [0, 1] and clashes[1]["winner"] == 1


def test_hermit_lady_herald_reactivate_at_duel_start():
    p = D.player(
        0,
        supports={"hermit": 1, "lady_in_waiting": 1, "herald": 1},
        supports_inactive={"squire": 1},
        relics_inactive={"amulet": 1},
        prestige_inactive=["royal"],
    )
    duel, _ = D.start_duel(p, D.knight("k", 30), ScriptedRng([]))
    legal = D.duel_legal(duel, 0)
    assert {("tent", "hermit", "amulet"), ("tent", "lady_in_waiting", "squire"), ("tent", "herald", "royal")} <= set(
        legal
    )
    d, _ = D.duel_apply(duel, 0, ("tent", "hermit", "amulet"), ScriptedRng([0] * 20))
    assert d.sides[0].relics == {"amulet": 1} and d.phase == D.RELIC  # the amulet can be used at once
    assert ("relic", "amulet") in D.duel_legal(d, 0)
    d, _ = D.duel_apply(duel, 0, ("tent", "lady_in_waiting", "squire"), ScriptedRng([0] * 20))
    assert d.phase == D.LANCE1 and ("lance", "squire") in D.duel_legal(d, 0)
    d, _ = D.duel_apply(duel, 0, ("tent", "herald", "royal"), ScriptedRng([0] * 20))
    assert d.sides[0].prestige == ["royal"]


def test_sister_and_bishop_are_not_spent():
    duel = _faith_duel({"bishop": 1})
    d, _ = D.duel_apply(duel, 0, ("faith", (0,)), Rng.from_seed(3))
    assert d.sides[0].supports == {"bishop": 1}


# --- knights -------------------------------------------------------------------------------------------


def test_veteran_knight_removes_a_die_even_to_zero_and_symbols_still_apply():
    k = D.knight("v", 8, 3, 0, ["veteran:armor"])
    p = D.player(0, mount=4, armor=1, strength=1, faith=1, supports={"armorer": 1}, relics={"rosary": 1})
    duel, _ = D.start_duel(p, k, ScriptedRng([]))
    duel, _ = D.duel_apply(duel, 0, ("strength", 1), ScriptedRng([0, 5, 0, 0]))
    assert D.dice_counts(duel, 0) == (1, 3, 0)
    assert D.best_by_colour(duel, 0) == [1, 4, 0]  # mount star still activated
    assert ("lance", "armorer") not in D.duel_legal(duel, 0)


def test_polish_noble_adds_a_white_die_each_clash():
    k = D.knight("p", 9, 4, 0, ["polish"])
    p = D.player(0)
    duel, ev = D.start_duel(p, k, ScriptedRng([0, 0, 0, 0, 4, 0, 0, 0, 0, 1]))
    clashes = [e.data["attack"] for e in ev if e.kind == "duel_clash"]
    assert clashes == [[0, 12], [0, 10]]
    rolls = [e.data for e in ev if e.kind == "duel_roll" and "knight_die" in e.data]
    assert [r["knight_die"][2] for r in rolls] == [3, 1]


def test_tie_against_knight_prestige_then_player():
    # equal attack: the player needs at least the knight's prestige; winning by it flips a token
    for mine, theirs, winner, flipped in ((1, 1, 0, True), (0, 1, 1, False), (2, 1, 0, True), (0, 0, 0, False)):
        p = D.player(0, prestige=[f"t{i}" for i in range(mine)])
        duel, ev = D.start_duel(p, D.knight("k", 0, 2, theirs), ScriptedRng([0] * 4))
        first = [e.data for e in ev if e.kind == "duel_clash"][0]
        assert first["winner"] == winner
        assert (first["flipped"] is not None) == flipped


def test_knight_vs_knight_by_glory_prestige_side():
    rng = Rng.from_seed(1)
    a, b = D.knight("a", 8, 5, 1), D.knight("b", 12, 4, 3)
    assert D.duel_result(D.start_duel(a, b, rng)[0]).winner == 0
    a, b = D.knight("a", 8, 4, 1), D.knight("b", 8, 4, 2)
    assert D.duel_result(D.start_duel(a, b, rng)[0]).winner == 1
    a, b = D.knight("a", 8, 4, 2), D.knight("b", 8, 4, 2)
    res = D.duel_result(D.start_duel(a, b, rng)[0])
    assert res.winner == 0 and res.auto and res.glory_gain == [0, 0]


def test_beating_a_knight_scores_its_glory_and_one_clash_scores_half():
    p = D.player(0, glory=10)
    k = D.knight("k", 1, 5, 1)
    # clash 1: player 4 (mount 4) > 1; clash 2 and 3: 0 < 1
    duel, _ = D.start_duel(p, k, ScriptedRng([4, 0, 0, 0] + [0] * 8))
    assert D.duel_result(duel).glory_gain == [2, 0] and duel.sides[0].glory == 12
    duel, _ = D.start_duel(p, k, ScriptedRng([4, 0, 0, 0] * 2))
    assert D.duel_result(duel).glory_gain == [5, 0] and duel.sides[0].glory == 15


def test_journey_and_title_duels_score_no_glory():
    p = D.player(0, glory=10)
    for ctx in ("journey", "title"):
        duel, _ = D.start_duel(p, D.knight("c", 1, 0, 1), ScriptedRng([4, 0, 0, 0] * 2), context=ctx)
        res = D.duel_result(duel)
        assert res.winner == 0 and res.glory_gain == [0, 0]


# --- player vs player ------------------------------------------------------------------------------


def test_pvp_behind_acts_first_and_ties_by_prestige_then_initiative():
    a = D.player(0, strength=3, initiative=1)
    b = D.player(1, strength=3, initiative=0)
    duel, _ = D.start_duel(a, b, Rng.from_seed(1))
    # no tent supports: strength step; 0/0, no prestige: seat 0 has the worse initiative, acts first
    assert duel.phase == D.STRENGTH and duel.order == [0, 1]
    a = D.player(0, strength=3, initiative=1, prestige=["royal"])
    duel, _ = D.start_duel(a, b, Rng.from_seed(1))
    assert duel.order == [1, 0]
    # a full tie goes to initiative, and the winner flips a token if it has one
    a = D.player(0, initiative=1, prestige=["royal"])
    b = D.player(1, initiative=0, prestige=["charmer"])
    duel, ev = D.start_duel(a, b, ScriptedRng([0] * 8 * 3))
    first = [e.data for e in ev if e.kind == "duel_clash"][0]
    assert first["reason"] == "initiative" and first["winner"] == 1 and first["flipped"] == "charmer"
    second = [e.data for e in ev if e.kind == "duel_clash"][1]
    assert second["reason"] == "prestige" and second["winner"] == 0  # charmer is now face down


@pytest.mark.parametrize(
    "glory_winner,glory_loser,win_gain,loser_gain",
    [(10, 10, 7, 3), (10, 20, 9, 3), (20, 10, 7, 4)],
)
def test_pvp_glory_value_seven_or_nine_and_half(glory_winner, glory_loser, win_gain, loser_gain):
    # seat 0 wins clash 1 and 3 (mount star... forced faces), seat 1 wins clash 2
    a = D.player(0, glory=glory_winner, initiative=0)
    b = D.player(1, glory=glory_loser, initiative=1)
    high, low = [4, 0, 0, 0], [0, 0, 0, 0]
    duel, _ = D.start_duel(a, b, ScriptedRng(high + low + low + high + high + low))
    res = D.duel_result(duel)
    assert res.winner == 0 and res.clashes == [0, 1, 0]
    assert res.glory_gain == [win_gain, loser_gain]


def test_otto_against_player_tie_by_initiative_and_worth_seven():
    o = D.otto(attack=4, prestige_value=0, glory=10, initiative=0)
    p = D.player(1, initiative=1, glory=10)
    duel, ev = D.start_duel(o, p, ScriptedRng([4, 0, 0, 0] * 3))
    res = D.duel_result(duel)
    first = [e.data for e in ev if e.kind == "duel_clash"][0]
    assert first["reason"] == "initiative" and first["winner"] == 0
    assert res.winner == 0 and res.glory_gain == [7, 0]


def test_otto_against_knight_is_automatic():
    o = D.otto(attack=9, prestige_value=1, glory=10, initiative=0)
    duel, _ = D.start_duel(o, D.knight("k", 8, 4, 0), Rng.from_seed(1))
    res = D.duel_result(duel)
    assert res.winner == 0 and res.clashes == [0, 0] and res.glory_gain == [4, 0]


# --- recovery, errors, serialisation, invariants -----------------------------------------------


def test_loser_recovers_one_of_each_winner_discards():
    p = D.player(
        0,
        strength=4,
        faith=3,
        supports={"veteran": 2, "squire": 1},
        relics={"amulet": 1, "medallion": 1},
        prestige=["a", "b"],
    )
    k = D.knight("k", 40, 5, 0)

    def spend(duel, seat, legal):
        for pref in (
            ("strength", 2),
            ("faith", (0,)),
            ("lance", "veteran"),
            ("lance", "squire"),
            ("relic", "amulet"),
            ("relic", "medallion"),
        ):
            if pref in legal:
                return pref
        return passer(duel, seat, legal)

    duel, _ = D.start_duel(p, k, Rng.from_seed(9))
    duel, _ = D.duel_apply(duel, 0, ("strength", 2), Rng.from_seed(9))
    rng = Rng.from_seed(10)
    while D.duel_actors(duel) and duel.phase != D.RECOVER:
        duel, _ = D.duel_apply(duel, 0, spend(duel, 0, D.duel_legal(duel, 0)), rng)
    assert duel.phase == D.RECOVER
    c = duel.sides[0]
    assert c.board_faith == 2 and c.board_strength == 4
    duel, ev = D.duel_apply(duel, 0, ("recover", "squire", "amulet"), rng)
    c = duel.sides[0]
    assert c.strength == 1 and c.faith == 2
    assert c.supports == {"squire": 1} and c.supports_inactive == {"veteran": 2}
    assert c.relics == {"amulet": 1} and c.relics_inactive == {"medallion": 1}
    assert D.duel_result(duel).winner == 1


def test_illegal_actions_are_refused_and_input_not_mutated():
    p = D.player(0, strength=2)
    duel, _ = D.start_duel(p, D.knight("k", 8), Rng.from_seed(1))
    snap = to_jsonable(duel)
    with pytest.raises(IllegalAction):
        D.duel_apply(duel, 0, ("strength", 3), Rng.from_seed(1))
    with pytest.raises(IllegalAction):
        D.duel_apply(duel, 1, ("pass",), Rng.from_seed(1))
    with pytest.raises(IllegalAction):
        D.duel_apply(duel, 0, ("faith", (0,)), Rng.from_seed(1))
    D.duel_apply(duel, 0, ("strength", 2), Rng.from_seed(1))
    assert to_jsonable(duel) == snap


def _random_combatant(r: random.Random, seat: int) -> D.Combatant:
    pick = lambda kinds: {k: r.randint(1, 2) for k in kinds if r.random() < 0.35}  # noqa: E731
    return D.player(
        seat,
        mount=r.randint(1, 4),
        armor=r.randint(1, 4),
        strength=r.randint(0, 8),
        faith=r.randint(0, 4),
        supports=pick(D.TENT_SUPPORTS + D.LANCE_SUPPORTS + (D.SISTER, D.BISHOP)),
        supports_inactive=pick(D.LANCE_SUPPORTS),
        relics=pick(D.RELICS),
        relics_inactive=pick(D.RELICS),
        prestige=[f"p{seat}{i}" for i in range(r.randint(0, 2))],
        prestige_inactive=[f"q{seat}{i}" for i in range(r.randint(0, 1))],
        glory=r.randint(0, 30),
        initiative=seat,
    )


def _totals(c: D.Combatant):
    return (
        sum(c.supports.values()) + sum(c.supports_inactive.values()) + len(c.board_supports),
        sum(c.relics.values()) + sum(c.relics_inactive.values()) + len(c.board_relics),
        len(c.prestige) + len(c.prestige_inactive) + len(c.board_prestige),
    )


def test_random_duels_keep_invariants_and_round_trip():
    r = random.Random(7)
    rng = Rng.from_seed(7)
    for n in range(300):
        a = _random_combatant(r, 0)
        if n % 3 == 0:
            b = _random_combatant(r, 1)
        else:
            b = D.knight(
                "k",
                r.randint(5, 13),
                r.randint(1, 6),
                r.randint(0, 2),
                r.choice([[], ["polish"], ["veteran:armor"], ["veteran:strength"]]),
            )
        totals = [_totals(a), _totals(b)]
        duel, _ = D.start_duel(a, b, rng)
        steps = 0
        while D.duel_actors(duel):
            (seat,) = D.duel_actors(duel)
            duel, _ = D.duel_apply(duel, seat, r.choice(D.duel_legal(duel, seat)), rng)
            steps += 1
            for c in duel.sides:
                assert c.strength >= 0 and c.faith >= 0 and 0 <= c.board_strength <= 4
                assert min(c.supports.values(), default=1) > 0 and min(c.relics.values(), default=1) > 0
            assert duel.clash <= 3 and max(duel.advantage) <= 2
            if n % 25 == 0:
                assert from_jsonable(D.DuelState, to_jsonable(duel)) == duel
        res = D.duel_result(duel)
        assert res is not None and len(res.clashes) in (2, 3) and res.clashes.count(res.winner) == 2
        for side, c in enumerate(duel.sides):
            assert _totals(c)[:2] == totals[side][:2]  # tiles are never lost, only flipped
            assert _totals(c)[2] == totals[side][2]
            assert c.board_strength == c.board_faith == 0 and not c.board_supports
        assert steps < 60


def test_reroll_validation_matches_the_legal_list():
    import itertools

    r = random.Random(11)
    rng = Rng.from_seed(11)
    checked = 0
    for _ in range(15):
        a = _random_combatant(r, 0)
        a.faith = max(a.faith, 1)
        a.relics["ring"] = 1
        duel, _ = D.start_duel(a, D.knight("k", 30), rng)
        while D.duel_actors(duel):
            if duel.phase in (D.FAITH, D.RELIC):
                legal = set(D.duel_legal(duel, 0))
                head = ("faith",) if duel.phase == D.FAITH else ("relic", "ring")
                candidates = [head + (idx,) for k in range(0, 6) for idx in itertools.combinations(range(10), k)]
                candidates += [head + (idx,) for idx in itertools.permutations(range(4), 2)]  # unsorted ones
                candidates += [head + ((0, 0),), head + ("x",), head + (None,)]
                for cand in candidates:
                    assert D._is_legal(duel, 0, cand) == (cand in legal), cand
                    checked += 1
            duel, _ = D.duel_apply(duel, 0, r.choice(D.duel_legal(duel, 0)), rng)
    assert checked > 1000


def test_garbage_actions_are_refused_cleanly():
    p = D.player(0, strength=3, faith=2, supports={"squire": 1, "rogue": 1}, relics={"ring": 1})
    duel, _ = D.start_duel(p, D.knight("k", 9, 3, 1), Rng.from_seed(1))
    r = random.Random(2)
    junk = [None, "pass", 3, (), ("pass", 1), ("strength",), ("strength", "2"), ("strength", 2.0), ("strength", -1),
            ("tent", "rogue", "x"), ("tent",), ("lance", None), ("relic", "ring"), ("relic", "ring", ("a",)),
            ("faith", [0, [1]]), ("faith", {0: 1}), ("recover", None), [["pass"]], ("strength", True, 1)]  # fmt: skip
    for _ in range(6):
        for bad in junk:
            with pytest.raises(IllegalAction):
                D.duel_apply(duel, 0, bad, Rng.from_seed(3))
        if not D.duel_actors(duel):
            break
        duel, _ = D.duel_apply(duel, 0, r.choice(D.duel_legal(duel, 0)), Rng.from_seed(4))
    # a JSON-decoded legal action (lists) is accepted
    p = D.player(0, strength=1, faith=1)
    duel, _ = D.start_duel(p, D.knight("k", 30), Rng.from_seed(1))
    duel, _ = D.duel_apply(duel, 0, ["strength", 1], Rng.from_seed(1))
    duel, ev = D.duel_apply(duel, 0, ["faith", [0, 1]], Rng.from_seed(1))
    assert [e.data["dice"] for e in ev if e.kind == "duel_reroll"] == [[0, 1]]
