"""The worked duel example of the Glory rulebook (§VIII), replayed step by step.

Red (first on the initiative track, Bishop, Rogue, Weapons Master, level IV mount, an inactive
Prestige token) against White (one active Prestige token, two Squires, a Medallion). Dice are forced with
a scripted Rng subclass used only here; the engine draws every die with ``rng.below(6)``.

The printed example is off by one number: it says Red rolls 5 in the second clash, then 9 after
rerolling a single red die, then 11 with the Weapons Master. Rerolling one red die cannot add 4 and
then leave room for +2 more, so Red's roll must have been 7 (a 1 on the red dice plus the two 3s "he
already had", which is why he rerolls only a red die). Every decision and every other value is the book's.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.core.serial import from_jsonable, to_jsonable
from game.games.glory import duel as D
from game.games.glory.duel_dice import BLACK, RED


class ScriptedRng(Rng):
    """An Rng whose die rolls come from a list of faces (0..5; 5 = the special symbol)."""

    def __init__(self, faces: list[int]):
        super().__init__(0)
        self.faces = list(faces)

    def below(self, n: int) -> int:
        assert n == 6, "duels only roll six-sided dice"
        return self.faces.pop(0)


RED_SIDE, WHITE_SIDE = 0, 1
RED_SEAT, WHITE_SEAT = 0, 1


def _combatants():
    red = D.player(
        RED_SEAT,
        mount=4,
        armor=2,
        strength=5,
        faith=3,
        supports={"bishop": 1, "rogue": 1, "weapons_master": 1},
        prestige_inactive=["royal"],
        glory=25,
        initiative=0,
        name="Red",
    )
    white = D.player(
        WHITE_SEAT,
        mount=2,
        armor=2,
        strength=4,
        faith=2,
        supports={"squire": 2},
        relics={"medallion": 1},
        prestige=["charmer"],
        glory=24,
        initiative=1,
        name="White",
    )
    return red, white


def _attack(duel):
    return [D.attack_value(duel, RED_SIDE), D.attack_value(duel, WHITE_SIDE)]


def _act(duel, seat, action, rng, log):
    assert D.duel_actors(duel) == frozenset({seat}), (duel.phase, duel.order)
    assert action in D.duel_legal(duel, seat)
    duel, events = D.duel_apply(duel, seat, action, rng)
    log.extend(events)
    # the state always round-trips through JSON
    assert from_jsonable(D.DuelState, to_jsonable(duel)) == duel
    return duel


def _dice_indices(duel, side, colour):
    return [i for i, (c, _f) in enumerate(duel.dice[side]) if c == colour]


def test_rulebook_duel_example():
    red, white = _combatants()
    # Faces in draw order. Clash 1 roll: Red (side 0) then White; red, black, white dice each.
    clash1_roll = [
        5, 0, 0,  # Red red dice: star (activated: 5), 1, 1
        1, 0, 0,  # Red mount (level IV, 3 dice): 1, 0, 0
        4, 0,  # Red armor: 3, 0
        4, 0,  # White red dice (2 tokens): 5, 1
        2, 1,  # White mount: 2, 1
        4, 0,  # White armor: 3, 0
    ]  # fmt: skip
    red_faith1 = [0, 1, 3, 0]  # Red rerolls two red and two mount dice: 1, 2, 3, 0 -> mount 3
    white_faith1 = [0, 0]  # White rerolls both mount dice: 0, 0
    clash2_roll = [
        0, 0, 0,  # Red red dice: 1, 1, 1
        3, 1, 0,  # Red mount: 3, 1, 0
        4, 1,  # Red armor: 3, 1   -> Red 7 (the book prints 5, see the module docstring)
        4, 1, 0,  # White red dice (now 4 tokens, 3 dice): 5, 2, 1
        2, 0,  # White mount: 2, 0
        3, 0,  # White armor: 2, 0  -> White 9
    ]  # fmt: skip
    red_faith2 = [2]  # one red die: 3
    rng = ScriptedRng(clash1_roll + red_faith1 + white_faith1 + clash2_roll + red_faith2)
    log = []

    duel, events = D.start_duel(red, white, rng, context="tournament")
    log += events
    # Before anything, both attack values are 0 and White's prestige puts Red behind: Red acts first.
    assert duel.phase == D.TENT and duel.order == [RED_SIDE, WHITE_SIDE]

    # 1. Red plays the Rogue (tent support): White gets -1, Red loses a glory point.
    duel = _act(duel, RED_SEAT, ("tent", "rogue"), rng, log)
    assert duel.sides[RED_SIDE].glory == 24
    assert _attack(duel) == [0, -1]
    # White has no tent support: passed automatically; now the Strength step, White (behind) first.
    assert duel.phase == D.STRENGTH and duel.order == [WHITE_SIDE, RED_SIDE]

    # 2. White spends 2 Strength tokens, Red spends 4 (activating the red special symbol).
    duel = _act(duel, WHITE_SEAT, ("strength", 2), rng, log)
    duel = _act(duel, RED_SEAT, ("strength", 4), rng, log)
    assert D.star_active(duel.sides[RED_SIDE], RED) and not D.star_active(duel.sides[WHITE_SIDE], RED)
    assert [len(duel.dice[RED_SIDE]), len(duel.dice[WHITE_SIDE])] == [8, 6]

    # 3. Both roll: White 10 - 1 (Rogue) = 9, Red 9 thanks to the red special symbol.
    assert _attack(duel) == [9, 9]
    assert duel.phase == D.FAITH and duel.order == [RED_SIDE, WHITE_SIDE]  # White's prestige: Red behind

    # 4. Red spends Faith and, thanks to the Bishop, rerolls 4 dice: a Mount die improves.
    assert D.faith_limit(duel.sides[RED_SIDE]) == 4
    reds = _dice_indices(duel, RED_SIDE, RED)
    blacks = _dice_indices(duel, RED_SIDE, BLACK)
    assert ("faith", tuple(reds[1:] + blacks[1:]) + (blacks[0],)) not in D.duel_legal(duel, RED_SEAT)  # 5 dice: no
    duel = _act(duel, RED_SEAT, ("faith", (reds[1], reds[2], blacks[1], blacks[2])), rng, log)
    assert _attack(duel) == [11, 9]

    # 5. White spends Faith on his two Mount dice (symbol not activated) and does worse.
    w_blacks = _dice_indices(duel, WHITE_SIDE, BLACK)
    duel = _act(duel, WHITE_SEAT, ("faith", tuple(w_blacks)), rng, log)
    assert _attack(duel) == [11, 7]

    # 6. First lance step: White is behind and uses a Squire (Mount die to 4).
    assert duel.phase == D.LANCE1 and duel.order == [WHITE_SIDE, RED_SIDE]
    duel = _act(duel, WHITE_SEAT, ("lance", "squire"), rng, log)
    assert _attack(duel) == [11, 11]

    # 7. Red could use his Weapons Master but his Strength die is already 5: he passes; White passes.
    assert ("lance", "weapons_master") in D.duel_legal(duel, RED_SEAT)
    # Having passed the first lance step, Red is not asked for a second lance support; White is.
    duel = _act(duel, RED_SEAT, ("pass",), rng, log)
    assert duel.phase == D.LANCE2 and duel.order == [WHITE_SIDE]
    duel = _act(duel, WHITE_SEAT, ("pass",), rng, log)

    # 8. Relic step: Red has no relic (passed automatically); White passes too.
    assert duel.phase == D.RELIC and duel.order == [WHITE_SIDE]
    duel = _act(duel, WHITE_SEAT, ("pass",), rng, log)

    # 9. 11 = 11: White's prestige wins; he flips his Prestige token and takes an Advantage token.
    clash = [e for e in log if e.kind == "duel_clash"][-1]
    assert clash.data["winner"] == WHITE_SIDE and clash.data["reason"] == "prestige"
    assert clash.data["flipped"] == "charmer"
    assert duel.advantage == [0, 1]
    assert duel.sides[WHITE_SIDE].prestige == [] and duel.sides[WHITE_SIDE].board_prestige == ["charmer"]
    assert _attack(duel) == [0, 0]  # modifiers discarded, new clash

    # Second clash. 1. White is behind by initiative (no active prestige left): he adds 2 Strength
    # (4 in all, activating his red symbol); Red, already at 4, passes automatically.
    assert duel.clash == 2 and duel.phase == D.STRENGTH and duel.order == [WHITE_SIDE, RED_SIDE]
    duel = _act(duel, WHITE_SEAT, ("strength", 2), rng, log)
    assert duel.sides[WHITE_SIDE].board_strength == 4 and D.star_active(duel.sides[WHITE_SIDE], RED)

    # 2. The roll: White 9, Red 7.
    assert _attack(duel) == [7, 9]

    # 3. Red spends Faith (Bishop still active: 4 dice allowed) but rerolls only one red die.
    assert duel.phase == D.FAITH and duel.order == [RED_SIDE, WHITE_SIDE]
    assert D.faith_limit(duel.sides[RED_SIDE]) == 4
    duel = _act(duel, RED_SEAT, ("faith", (_dice_indices(duel, RED_SIDE, RED)[0],)), rng, log)
    assert _attack(duel) == [9, 9]

    # 4. White does not use Faith; in the lance step White (behind by initiative) uses his second Squire.
    duel = _act(duel, WHITE_SEAT, ("pass",), rng, log)
    assert duel.phase == D.LANCE1 and duel.order == [WHITE_SIDE, RED_SIDE]
    duel = _act(duel, WHITE_SEAT, ("lance", "squire"), rng, log)
    # 5. Red answers with the Weapons Master: Strength die to 5.
    duel = _act(duel, RED_SEAT, ("lance", "weapons_master"), rng, log)
    assert _attack(duel) == [11, 11]

    # 6. Second lance step: neither has a lance support left, so both pass (automatically).
    auto = [e.data["side"] for e in log if e.kind == "duel_pass" and e.data["step"] == D.LANCE2 and e.data["auto"]]
    assert auto == [WHITE_SIDE, RED_SIDE]

    # 7. White plays his relic (a tie would go to Red's initiative); Red has none.
    assert duel.phase == D.RELIC and duel.order == [WHITE_SIDE, RED_SIDE]
    duel = _act(duel, WHITE_SEAT, ("relic", "medallion"), rng, log)

    # 8. White wins the clash 12 to 11 and the duel.
    clash = [e for e in log if e.kind == "duel_clash"][-1]
    assert clash.data["attack"] == [11, 12] and clash.data["reason"] == "attack"

    # White scores 7, not 9: Red had more glory at the start but lost one to his Rogue (24 = 24).
    assert duel.glory_gain == [0, 7]
    assert duel.sides[WHITE_SIDE].glory == 31
    # Red won no clash: no half glory (it would have been 7 // 2 = 3).
    assert duel.sides[RED_SIDE].glory == 24

    # Red recovers 1 Strength, 1 Faith and chooses his Rogue or his Weapons Master.
    assert duel.phase == D.RECOVER and D.duel_actors(duel) == frozenset({RED_SEAT})
    assert set(D.duel_legal(duel, RED_SEAT)) == {("recover", "rogue", None), ("recover", "weapons_master", None)}
    duel = _act(duel, RED_SEAT, ("recover", "weapons_master", None), rng, log)
    r = duel.sides[RED_SIDE]
    assert r.strength == 5 - 4 + 1 and r.faith == 3 - 2 + 1
    assert r.supports == {"bishop": 1, "weapons_master": 1} and r.supports_inactive == {"rogue": 1}
    # His Prestige token was not spent in this duel: it stays inactive.
    assert r.prestige == [] and r.prestige_inactive == ["royal"]
    # White, the winner, discards his tokens and keeps his tiles face down.
    w = duel.sides[WHITE_SIDE]
    assert w.strength == 0 and w.faith == 1
    assert w.supports == {} and w.supports_inactive == {"squire": 2}
    assert w.relics == {} and w.relics_inactive == {"medallion": 1}
    assert w.prestige == [] and w.prestige_inactive == ["charmer"]

    result = D.duel_result(duel)
    assert result is not None and result.winner == WHITE_SIDE and result.clashes == [1, 1]
    assert result.glory_lost == [1, 0]
    assert not rng.faces  # every forced die was used
    # Who acted first at each step (the one behind: attack, then prestige, then initiative).
    R, W = RED_SIDE, WHITE_SIDE
    steps = [(e.data["clash"], e.data["step"], e.data["order"]) for e in log if e.kind == "duel_step"]
    assert steps == [
        (1, "tent", [R, W]), (1, "strength", [W, R]), (1, "faith", [R, W]),
        (1, "lance1", [W, R]), (1, "lance2", [W]), (1, "relic", [R, W]),
        (2, "strength", [W, R]), (2, "faith", [R, W]), (2, "lance1", [W, R]),
        (2, "lance2", [W, R]), (2, "relic", [W, R]),
    ]  # fmt: skip
    assert D.duel_actors(duel) == frozenset()
