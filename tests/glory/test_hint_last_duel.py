"""The Hint keeps nothing "for later" when nothing comes later: before the player's last duel of the
game (the Brave title's duel, the last registered duel of round 3) a pass says what is true there, and
in round 3 a lance or tent support is no longer "for a duel every round"."""

from __future__ import annotations

from game.core.rng import Rng
from game.games.glory import RULES
from game.games.glory import content as C
from game.games.glory import duel as D
from game.games.glory.duels_left import later_duel
from game.games.glory.reasons import duel_reason, explain
from game.games.glory.state import DuelCtx, PasSlot
from tests.glory.glory_helpers import finish_setup, new

KEEP_TENT = "you keep your tent supports for a duel where they matter more"
KEEP_LATER = "you are ahead in this clash: keep the rest for later"


def _tent_duel() -> D.DuelState:
    me = D.Combatant("player", 0, supports={"cook": 1})
    duel, _ev = D.start_duel(me, D.knight("k", 9, 3, 0), Rng.from_seed(2))
    assert duel.phase == D.TENT and ("pass",) in D.duel_legal(duel, 0)
    return duel


def _in_a_duel(reason: str, round_: int = 3):
    s = finish_setup(new(2, seed=4))
    s.round, s.phase = round_, ("titles" if reason == "title" else "tournament")
    s.players[0].brave = -1  # no Brave title's duel left to attempt
    s.duel = DuelCtx(reason, "p:0", "t:brave" if reason == "title" else "k:x", state=_tent_duel())
    return s


def test_the_brave_titles_duel_keeps_no_tent_support_for_a_later_duel():
    s = _in_a_duel("title")
    assert not later_duel(s, 0)
    said = explain(RULES.view(s, 0), 0, ("pass",), you=True)
    assert said and said != KEEP_TENT and "last duel" in said


def test_the_last_registered_duel_of_round_3_is_the_last_and_an_earlier_one_is_not():
    s = _in_a_duel("tournament")
    knight = next(iter(C.KNIGHTS))
    s.pas = [[PasSlot(knight, 0), PasSlot(knight, 1)], [PasSlot(knight, 0)], []]
    s.duel_index = 3  # every registered duel has begun: this one is the player's last
    assert explain(RULES.view(s, 0), 0, ("pass",), you=True) != KEEP_TENT
    s.duel_index = 2  # the Paris duel is still to come
    assert explain(RULES.view(s, 0), 0, ("pass",), you=True) == KEEP_TENT
    s.duel_index, s.round = 3, 2  # a later round still has its tournament
    assert explain(RULES.view(s, 0), 0, ("pass",), you=True) == KEEP_TENT


def _ahead_after_the_roll(mine: int) -> D.DuelState:
    me = D.Combatant("player", 0, strength=0, faith=3, supports={"veteran": 1})
    duel, _ev = D.start_duel(me, D.knight("k", 0, 0, 0), Rng.from_seed(2))
    seed = 3
    while not (duel.rolled and duel.advantage[0] == mine and 0 in D.duel_actors(duel)):
        assert duel.winner < 0
        duel, _ev = D.duel_apply(duel, min(D.duel_actors(duel)), ("pass",), Rng.from_seed(seed))
        seed += 1
    assert D.attack_value(duel, 0) > D.attack_value(duel, 1)
    return duel


def test_ahead_in_the_clash_that_ends_the_last_duel_keeps_nothing_for_later():
    decisive = _ahead_after_the_roll(1)
    assert duel_reason(decisive, 0, ("pass",), you=True, later=True) == KEEP_LATER
    last = duel_reason(decisive, 0, ("pass",), you=True, later=False)
    assert last and "later" not in last
    assert duel_reason(_ahead_after_the_roll(0), 0, ("pass",), you=True, later=False) == KEEP_LATER  # clash 2


def test_a_strength_pass_in_the_last_duel_keeps_nothing_for_duels_to_come():
    me = D.Combatant("player", 0, supports={"cook": 1}, strength=2)
    duel, _ev = D.start_duel(me, D.knight("k", 9, 3, 0), Rng.from_seed(2))
    duel, _ev = D.duel_apply(duel, 0, ("pass",), Rng.from_seed(3))
    assert duel.phase == D.STRENGTH and 0 in D.duel_actors(duel)
    assert "duels to come" in duel_reason(duel, 0, ("pass",), you=True)
    assert "duels to come" not in duel_reason(duel, 0, ("pass",), you=True, later=False)


def test_a_lance_support_bought_in_round_3_is_not_for_every_round():
    s = finish_setup(new(2, seed=4))
    s.phase = "action"
    tile = next(t for t, kind in C.SUPPORT_TILES.items() if kind == D.WEAPONS_MASTER)
    s.track[0] = tile
    action = ("place", "support", 0)
    assert "every round" in explain(s, 0, action, you=True)
    s.round = 3
    said = explain(s, 0, action, you=True)
    assert said and "every round" not in said
