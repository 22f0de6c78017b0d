"""A duel's bar says what a lance support or a relic would change now ("Lance (+0)" for a Weapons Master
whose best red die is already at 5), and a Challenge card won says what its reward is."""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import Event
from game.games.glory import content as C
from game.games.glory import duel as D
from game.games.glory.duel_captions import end_line
from game.games.glory.duel_choices import choices
from game.games.glory.duel_display import item_gain, start
from game.games.glory.tips import reward_text


def _at_lance(faces):
    p = D.player(0, strength=2, supports={"weapons_master": 1, "veteran": 1})
    duel, _ = D.start_duel(p, D.knight("k", 30), Rng.from_seed(1))
    duel.dice[0] = faces
    duel.rolled, duel.phase, duel.order = True, D.LANCE1, [0]
    return duel


def test_a_support_that_changes_nothing_says_plus_zero():
    duel = _at_lance([(0, 4), (0, 5), (1, 1), (2, 1)])  # red 5 and an unlit red star (1): the best red is 5
    assert item_gain(duel, 0, ("lance", "weapons_master")) == 0
    assert item_gain(duel, 0, ("lance", "veteran")) == 1
    assert item_gain(duel, 0, ("faith", (0,))) is None
    legal = D.duel_legal(duel, 0)
    gains = {a: item_gain(duel, 0, a) for a in legal}
    (lance,) = [c for c in choices(legal, [], duel.phase, 2, gains) if c.slot == "third"]
    assert sorted(label for label, _a, _t in lance.moves) == ["Play Veteran (+1)", "Play Weapons Master (+0)"]
    duel = _at_lance([(0, 0), (1, 1), (2, 1)])  # red 1: the Weapons Master turns it to 5
    assert item_gain(duel, 0, ("lance", "weapons_master")) == 4


def test_a_challenge_card_won_says_its_reward():
    card = next(c for c, j in C.JOURNEY.items() if j.type == "C")
    p, k = D.player(0), D.knight(card, 1)
    _duel, events = D.start_duel(p, k, Rng.from_seed(2), "journey")
    pic = start(events[0] if events[0].kind == "duel_start" else Event("duel_start", {}))
    pic.entrants = ("p:0", f"c:{card}")
    pic.winner, pic.over = 0, True
    line = end_line(pic, ["You", C.JOURNEY[card].name], 0)
    assert line.startswith("You win the duel.") and line.endswith(f"reward: {reward_text(C.JOURNEY[card].reward)}.")
    pic.winner = 1
    assert "reward" not in end_line(pic, ["You", C.JOURNEY[card].name], 0)


def test_a_tent_support_that_moves_the_attack_says_its_bonus_on_its_button():
    p = D.player(0, strength=2, supports={"cook": 1})
    duel, _ = D.start_duel(p, D.knight("k", 8), Rng.from_seed(1))
    assert duel.phase == D.TENT and duel.order == [0]
    legal = D.duel_legal(duel, 0)
    assert item_gain(duel, 0, ("tent", "cook")) == 1 and item_gain(duel, 0, ("tent", "rogue")) == 1
    gains = {a: item_gain(duel, 0, a) for a in legal}
    (cook,) = [c for c in choices(legal, [], duel.phase, 0, gains) if ("tent", "cook") in [a for _l, a, _t in c.moves]]
    assert cook.label == "Cook (+1)", cook.label
