"""Every support kind, relic kind and event card (rulebook §X)."""

from __future__ import annotations

import pytest

from game.games.glory import RULES
from game.games.glory import content as C
from game.games.glory import duel as D
from game.games.glory.effects import apply_gains, give_support
from game.games.glory.journey import start_journey
from game.games.glory.maintenance import maintenance
from game.games.glory.rules import flow
from game.games.glory.state import DuelCtx, Tile
from game.games.glory.tournament import begin_duel, player_combatant
from tests.glory.glory_helpers import finish_setup, new, play


def fresh(n=2, seed=1, event=None, **extra):
    s = new(n, seed, characters="level1", **extra)
    if event:
        s.events[0] = event
    return finish_setup(s)


def own(s, seat, kinds):
    p = s.players[seat]
    for i, k in enumerate(kinds):
        p.supports.append(Tile(f"t{seat}{i}:{k}", k))


# ------------------------------------------------------------------ one-time supports


@pytest.mark.parametrize(
    "kind, check",
    [
        ("minstrel", lambda p, b: p.glory == b.glory + 4),
        ("lady", lambda p, b: p.glory == b.glory + 5),
        ("king", lambda p, b: "royal" in p.prestige),
        ("vassal", lambda p, b: "overlord" in p.prestige),
        ("moneylender", lambda p, b: p.coins == b.coins + 6 and p.glory == b.glory - 2),
    ],
)
def test_one_time_supports(kind, check):
    s = fresh()
    before = RULES.view(s, 0).players[0]
    give_support(s, s.players[0], "x:" + kind, [])
    assert check(s.players[0], before)


def test_support_action_pays_the_space_cost_and_diplomat_discounts():
    s = fresh(4, 2)
    seat = s.actor
    p = s.players[seat]
    p.coins = 10
    i = s.track_costs.index(3)
    tile = s.track[i]
    s, _ = play(s, seat, ("place", "support", i))
    assert s.players[seat].coins == 7 and s.track[i] == ""
    assert tile in [t.id for t in s.players[seat].supports]
    # Diplomat: 1 coin less for Market and Support
    s2 = fresh(2, 3)
    seat = s2.actor
    own(s2, seat, ["diplomat"])
    s2.players[seat].coins = 2
    assert ("place", "market", "mount") in RULES.legal_actions(s2, seat)  # III costs 3, 2 with a Diplomat
    s2, _ = play(s2, seat, ("place", "market", "mount"))
    assert s2.players[seat].coins == 0 and s2.players[seat].mount == 3


def test_market_one_level_per_action_and_prices():
    s = fresh()
    seat = s.actor
    s.players[seat].coins = 4
    s, _ = play(s, seat, ("place", "market", "armor"))
    assert s.players[seat].armor == 3 and s.players[seat].coins == 1
    seat2 = s.actor
    s.players[seat2].coins = 4
    s.players[seat2].armor = 3
    assert ("place", "market", "armor") not in RULES.legal_actions(s, seat2)  # IV costs 5


def test_queen_adds_a_travel_card_and_emissary_a_journey_card():
    s = fresh()
    seat = s.actor
    own(s, seat, ["queen"])
    s, _ = play(s, seat, ("place", "travel"))
    assert s.pending[-1].kind == "travel" and s.pending[-1].n == 3
    hand = len(s.players[seat].hand)
    for _ in range(3):
        s, _ = play(s, seat, ("take", "R", -1))
    assert len(s.players[seat].hand) == hand + 3 and not s.pending
    from game.games.glory.journey import start_journey

    own(s, seat, ["emissary"])
    start_journey(s)
    assert s.players[seat].journey_limit == 4 and s.players[1 - seat].journey_limit == 3


def test_sister_and_bishop_raise_the_faith_reroll_and_duel_supports_reach_the_duel():
    s = fresh()
    own(s, 0, ["sister", "bishop"])
    assert D.faith_limit(player_combatant(s, s.players[0])) == 5
    tent = ["rogue", "cook", "jester", "hermit", "lady_in_waiting", "herald"]
    lance = ["veteran", "squire", "weapons_master", "armorer", "witch"]
    own(s, 1, tent + lance)
    p = s.players[1]
    p.relics.append(Tile("r1", "ring", False))
    p.strength = 3  # red dice, so the Weapons Master has a die to turn
    p.prestige["charmer"] = False
    p.supports[0].active = True
    p.supports.append(Tile("zz", "veteran", False))
    ctx = DuelCtx("challenge", "p:1", "card", card="C05")
    begin_duel(s, ctx, player_combatant(s, p), D.knight("x", 5), [])
    flow(s, [])
    legal = RULES.legal_actions(s, 1)
    assert ("tent", "rogue") in legal and ("tent", "cook") in legal and ("tent", "jester") in legal
    assert ("tent", "hermit", "ring") in legal and ("tent", "herald", "charmer") in legal
    assert ("tent", "lady_in_waiting", "veteran") in legal
    glory = p.glory
    s, _ = play(s, 1, ("tent", "rogue"))
    assert s.players[1].used_rogue  # the Noble title remembers it
    # play the duel out; the knight (attack 5) is weak
    seen = set()
    while s.duel is not None:
        legal = RULES.legal_actions(s, 1)
        seen |= {a[1] for a in legal if a[0] == "lance"}
        lances = [a for a in legal if a[0] == "lance" and a[1] != "witch"]
        strength = [a for a in legal if a[0] == "strength"]
        s, _ = play(s, 1, strength[-1] if strength else lances[0] if lances else legal[0])
    assert seen == set(lance)  # every lance support is offered after the roll
    q = s.players[1]
    rogue = [t for t in q.supports if t.kind == "rogue"]
    assert rogue and not rogue[0].active  # used supports stay face down until maintenance
    assert q.glory == glory - 1  # the Rogue cost a glory point (no glory from a journey duel)


def test_chronicler_and_maintenance_reactivation():
    s = fresh()
    p = s.players[0]
    own(s, 0, ["squire"])
    p.supports[-1].active = False
    p.relics.append(Tile("r", "amulet", False))
    p.prestige["warrior"] = False
    s.phase = "journey"
    maintenance(s, [])
    assert p.supports[-1].active and p.relics[-1].active and p.prestige["warrior"]


# ------------------------------------------------------------------ relics


def test_relic_gains_respect_the_supply():
    s = fresh()
    from game.games.glory.effects import gain

    for _ in range(6):
        gain(s, s.players[0], "relic", "ring", [])
    assert sum(1 for r in s.players[0].relics if r.kind == "ring") == C.RELIC_COPIES
    assert s.relic_supply["ring"] == 0
    for kind in C.RELIC_KINDS:
        s.players[1].relics.append(Tile("q" + kind, kind))
    comb = player_combatant(s, s.players[1])
    assert comb.relics == {k: 1 for k in C.RELIC_KINDS}


# ------------------------------------------------------------------ events


def test_start_of_round_events():
    base = fresh(3, 5)
    lv1 = C.CHARACTERS["squire1"]
    harvest = fresh(3, 5, "harvest")
    assert all(p.coins == b.coins + 2 for p, b in zip(harvest.players, base.players))
    wedding = fresh(3, 5, "wedding")
    assert all(p.strength == lv1.strength + 2 for p in wedding.players)
    war = fresh(3, 5, "war")
    assert all(p.coins == max(0, b.coins - 2) for p, b in zip(war.players, base.players))
    arms = fresh(3, 5, "to_arms")
    assert all(p.pawns == C.PAWNS - 1 for p in arms.players)


def _event_action(event, **res):
    s = fresh(2, 6, event)
    seat = s.actor
    for k, v in res.items():
        setattr(s.players[seat], k, v)
    before = RULES.view(s, seat).players[seat]
    legal = [a for a in RULES.legal_actions(s, seat) if a[:2] == ("place", "event")]
    assert legal, event
    s, _ = play(s, seat, legal[0])
    other = s.actor
    assert not [a for a in RULES.legal_actions(s, other) if a[:2] == ("place", "event")]  # first pawn only
    return s, seat, before


def test_event_actions():
    s, seat, b = _event_action("crusade", coins=1)
    p = s.players[seat]
    assert (p.coins, p.glory, p.faith) == (0, b.glory + 3, b.faith + 3)
    s, seat, b = _event_action("wandering", coins=1)
    assert s.players[seat].strength == b.strength + 5 and s.players[seat].coins == 0
    s, seat, b = _event_action("siege", strength=2)
    assert s.players[seat].glory == b.glory + 5 and s.players[seat].strength == 0
    s, seat, b = _event_action("loot", strength=2, mount=3)
    assert s.players[seat].mount == 4 and s.players[seat].strength == 0
    for ev in ("recruitment1", "recruitment2", "volunteer"):
        s0 = fresh(2, 6, ev)
        tile = s0.event_support
        assert tile and C.SUPPORT_KINDS[C.SUPPORT_TILES[tile]].special
        s, seat, b = _event_action(ev, coins=1)
        assert tile in [t.id for t in s.players[seat].supports]
        assert s.players[seat].coins == (1 if ev == "volunteer" else 0)
    s, seat, b = _event_action("journey", coins=1)
    assert s.pending[-1].kind == "travel" and s.pending[-1].n == 3


def test_loot_needs_level_three():
    s = fresh(2, 6, "loot")
    seat = s.actor
    s.players[seat].strength = 5
    assert not [a for a in RULES.legal_actions(s, seat) if a[:2] == ("place", "event")]


# ------------------------------------------------------------------ the Prestige supply


def test_seventeen_prestige_tokens_one_of_a_colour_each():
    """Book: 17 Prestige tokens, at most one of each colour per player; RULES-NOTES: a limited supply."""
    s = fresh(4)
    assert sum(s.prestige_supply.values()) == 17 and set(s.prestige_supply) == set(C.PRESTIGE_COLOURS)
    events = []
    for seat in range(4):
        apply_gains(s, seat, (("prestige", "charmer"), ("prestige", "charmer")), events)
    holders = [p.seat for p in s.players if "charmer" in p.prestige]
    assert holders == list(range(C.PRESTIGE_TOKENS["charmer"]))  # the last player finds the colour gone
    assert s.prestige_supply["charmer"] == 0
    assert [e.data["seat"] for e in events if e.kind == "gain"] == holders  # one gain each, none for nothing


def test_a_colour_gone_is_no_reward_any_more():
    s = fresh(2)
    p = s.players[0]
    p.hand = ["R04"]  # Courtly Love: 1 glory or the Charmer token
    s.phase, s.pending = "journey", []
    start_journey(s)
    s.turn = s.initiative.index(0)
    s.prestige_supply["charmer"] = 0
    flow(s, [])
    glory = p.glory
    s, events = play(s, 0, ("play", "R04"))
    assert "charmer" not in s.players[0].prestige and s.players[0].glory == glory + 1  # no choice left: the glory
    assert not s.pending
    s.prestige_supply["royal"] = 0
    give_support(s, s.players[1], "x:king", [])
    assert "royal" not in s.players[1].prestige  # the King's token is gone too


def test_maintenance_turns_prestige_face_up_without_new_tokens():
    s = fresh(2)
    apply_gains(s, 0, (("prestige", "warrior"),), [])
    s.players[0].prestige["warrior"] = False
    left = dict(s.prestige_supply)
    maintenance(s, [])
    assert s.players[0].prestige == {"warrior": True} and s.prestige_supply == left
