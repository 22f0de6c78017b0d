"""Glory duel AI: exact probabilities, legal and sensible choices."""

from __future__ import annotations

import itertools
import random

import pytest

from game.core.rng import Rng
from game.core.serial import to_jsonable
from game.games.glory import duel as D
from game.games.glory import duel_ai as A
from game.games.glory.duel_dice import BLACK, RED, WHITE, attack_dist, face_value, max_dist


class ScriptedRng(Rng):
    """Die faces from a list, then seeded random faces; test-only."""

    def __init__(self, faces: list[int]):
        super().__init__(99)
        self.faces = list(faces)

    def below(self, n: int) -> int:
        return self.faces.pop(0) if self.faces else super().below(n)


def brute_force_attack(counts, active):
    dist = {}
    dice = [c for c, n in zip((RED, BLACK, WHITE), counts) for _ in range(n)]
    for faces in itertools.product(range(6), repeat=len(dice)):
        best = [0, 0, 0]
        for colour, face in zip(dice, faces):
            best[colour] = max(best[colour], face_value(colour, face, active[colour]))
        v = sum(best)
        dist[v] = dist.get(v, 0) + 6 ** -len(dice)
    return dist


@pytest.mark.parametrize(
    "counts,active",
    [((1, 1, 1), (False, False, False)), ((2, 1, 2), (True, False, True)), ((3, 2, 0), (False, True, False))],
)
def test_attack_distribution_is_exact(counts, active):
    exact = dict(attack_dist(counts, active))
    brute = brute_force_attack(counts, active)
    assert exact.keys() == brute.keys()
    for v in brute:
        assert exact[v] == pytest.approx(brute[v])


def test_max_dist_with_a_kept_die():
    # keep a 3 on black, reroll one black die: P(max = 4) = 2/6 (the 4 and nothing else... star inactive = 0)
    d = max_dist(BLACK, 1, False, 3)
    assert d[3] == pytest.approx(5 / 6) and d[4] == pytest.approx(1 / 6)
    d = max_dist(BLACK, 1, True, 3)
    assert d[4] == pytest.approx(2 / 6)


def _after_roll(player_kwargs, knight, faces):
    """A duel waiting in the faith step (the player holds one Faith token)."""
    p = D.player(0, **player_kwargs)
    rng = ScriptedRng(faces)
    duel, _ = D.start_duel(p, knight, rng)
    while duel.phase not in (D.FAITH, D.LANCE1) and D.duel_actors(duel):
        duel, _ = D.duel_apply(duel, 0, ("strength", p.strength) if duel.phase == D.STRENGTH else ("pass",), rng)
    return duel


def test_does_not_waste_a_weapons_master_on_a_five_but_plays_a_useful_veteran():
    # red 5 (face 4), mount 2 (face 2), armor 1 (face 1): attack 8; the knight has 8 and more prestige
    duel = _after_roll(
        dict(strength=1, faith=0, supports={"weapons_master": 1, "veteran": 1}),
        D.knight("k", 8, 4, 1),
        [4, 2, 0, 1, 0],
    )
    assert duel.phase == D.LANCE1 and D.attack_value(duel, 0) == 8
    choice = A.choose_duel_action(duel, 0, A.DuelKnowledge(future_duels=2))
    assert choice.action == ("lance", "veteran")
    assert choice.p_clash == pytest.approx(1.0)


def test_faith_rerolls_the_low_dice_and_keeps_the_five():
    duel = _after_roll(
        dict(strength=2, faith=2),
        D.knight("k", 8, 5, 1),
        [4, 0, 1, 0, 1, 0],  # red 5, 1; mount 1, 0; armor 1, 0 -> 7 against 8
    )
    assert duel.phase == D.FAITH and D.attack_value(duel, 0) == 7
    choice = A.choose_duel_action(duel, 0, A.DuelKnowledge(future_duels=0))
    assert choice.action[0] == "faith"
    assert 0 not in choice.action[1]  # the red 5 stays


def test_hopeless_duel_keeps_resources_and_won_clash_spends_nothing():
    p = D.player(0, strength=4, faith=2, supports={"squire": 1}, relics={"amulet": 1})
    duel, _ = D.start_duel(p, D.knight("k", 30, 9, 3), Rng.from_seed(1))
    assert A.choose_duel_action(duel, 0).action == ("pass",)
    duel = _after_roll(
        dict(strength=1, faith=1, supports={"squire": 1}, relics={"amulet": 1}), D.knight("k", 1, 2, 0), [4, 3, 3, 3, 3]
    )
    while D.duel_actors(duel) and duel.clash == 1:
        action = A.choose_duel_action(duel, 0).action
        assert action == ("pass",)
        duel, _ = D.duel_apply(duel, 0, action, Rng.from_seed(2))


def test_last_duel_of_the_game_goes_all_in():
    p = D.player(0, strength=6, faith=1)
    duel, _ = D.start_duel(p, D.knight("k", 10, 6, 1), Rng.from_seed(1))
    choice = A.choose_duel_action(duel, 0, A.DuelKnowledge(future_duels=0, token_value=0.0))
    assert choice.action == ("strength", 4)


def test_recover_takes_back_the_most_valuable():
    p = D.player(0, strength=1, supports={"veteran": 1, "squire": 1}, relics={"medallion": 1, "amulet": 1})
    duel, _ = D.start_duel(p, D.knight("k", 40, 9, 3), Rng.from_seed(3))
    order = [("strength", 1), ("lance", "veteran"), ("lance", "squire"), ("relic", "medallion"), ("relic", "amulet")]
    rng = Rng.from_seed(4)
    while duel.phase != D.RECOVER:
        legal = D.duel_legal(duel, 0)
        duel, _ = D.duel_apply(duel, 0, next((a for a in order if a in legal), ("pass",)), rng)
    assert A.choose_duel_action(duel, 0).action == ("recover", "squire", "amulet")


def test_choices_are_always_legal_and_never_mutate():
    r = random.Random(3)
    rng = Rng.from_seed(3)
    for n in range(30):
        kw = dict(
            mount=r.randint(1, 4),
            armor=r.randint(1, 4),
            strength=r.randint(0, 8),
            faith=r.randint(0, 3),
            supports={k: 1 for k in r.sample(D.TENT_SUPPORTS + D.LANCE_SUPPORTS + (D.SISTER, D.BISHOP), 4)},
            supports_inactive={k: 1 for k in r.sample(D.LANCE_SUPPORTS, 1)},
            relics={k: 1 for k in r.sample(D.RELICS, 2)},
            relics_inactive={k: 1 for k in r.sample(D.RELICS, 1)},
            prestige=["royal"] if r.random() < 0.5 else [],
            prestige_inactive=["warrior"] if r.random() < 0.5 else [],
            glory=r.randint(0, 30),
        )
        a = D.player(0, initiative=0, **kw)
        if n % 2:
            b = D.player(1, initiative=1, **kw)
        else:
            b = D.knight(
                "k",
                r.randint(5, 13),
                r.randint(1, 8),
                r.randint(0, 3),
                r.choice([[], ["polish"], ["veteran:strength"]]),
            )
        duel, _ = D.start_duel(a, b, rng)
        knowledge = A.DuelKnowledge(future_duels=r.randint(0, 2), rival_weight=r.random())
        while D.duel_actors(duel):
            (seat,) = D.duel_actors(duel)
            snap = to_jsonable(duel)
            choice = A.choose_duel_action(duel, seat, knowledge)
            assert to_jsonable(duel) == snap
            assert choice.action in D.duel_legal(duel, seat)
            assert 0.0 <= choice.p_clash <= 1.0 + 1e-9
            duel, _ = D.duel_apply(duel, seat, choice.action, rng)
        assert D.duel_result(duel) is not None


def test_ai_beats_an_all_in_policy_over_a_tournament():
    """Over three duels against round-2 knights, the AI keeps more glory per token than spending everything."""

    def all_in(duel, seat, legal):
        if duel.phase == D.STRENGTH:
            return max(legal, key=lambda a: a[1] if a[0] == "strength" else 0)
        return legal[-1] if duel.phase in (D.LANCE1, D.LANCE2) else ("pass",) if ("pass",) in legal else legal[0]

    def run(policy):
        total = 0.0
        for seed in range(40):
            rng = Rng.from_seed(seed)
            me = D.player(0, strength=6, faith=2, supports={"squire": 1, "veteran": 1}, relics={"medallion": 1})
            for i, (att, glory, ab) in enumerate([(8, 5, ["polish"]), (7, 4, ["polish"]), (8, 4, [])]):
                before = me.strength + me.faith
                duel, _ = D.start_duel(me, D.knight("k", att, glory, 1, ab), rng)
                while D.duel_actors(duel):
                    legal = D.duel_legal(duel, 0)
                    duel, _ = D.duel_apply(duel, 0, policy(duel, 0, legal, 2 - i), rng)
                me = duel.sides[0]
                total += duel.glory_gain[0] - 0.4 * (before - me.strength - me.faith)
        return total

    ai = run(
        lambda duel, seat, legal, future: A.choose_duel_action(duel, seat, A.DuelKnowledge(future_duels=future)).action
    )
    naive = run(lambda duel, seat, legal, future: all_in(duel, seat, legal))
    assert ai > naive


def test_choices_inside_real_glory_games_are_legal():
    from game.core.rules import Options
    from game.games.glory import RULES

    checked = 0
    plaisance = (("t1", "plaisance"), ("t2", "plaisance"), ("t3", "plaisance"))
    for players, seed, extra in ((2, 1, ()), (3, 2, plaisance), (4, 3, ()), (1, 4, plaisance), (1, 5, ())):
        s = RULES.new_game(Options(players, extra=extra), seed)
        r = random.Random(seed)
        steps = 0
        while RULES.outcome(s) is None and steps < 4000 and checked < 60 * players:
            (seat,) = RULES.actors(s)
            legal = RULES.legal_actions(s, seat)
            if s.duel is not None and s.duel.state is not None and D.duel_actors(s.duel.state):
                view = RULES.view(s, seat)
                choice = A.choose_in_game(view, seat)
                assert choice.action in legal
                k = A.knowledge_for_game(view, seat)
                assert k.future_duels >= 0 and 0 < k.rival_weight <= 1
                action = choice.action
                checked += 1
            else:
                action = legal[r.randrange(len(legal))]
            s, _ = RULES.apply(s, seat, action)
            steps += 1
    assert checked > 20


def test_duel_aware_bot_delegates():
    from game.ai.random_bot import RandomBot
    from game.core.rules import Options
    from game.games.glory import RULES

    bot = A.DuelAwareBot(RandomBot(), level="test")
    s = RULES.new_game(Options(2), 4)
    rng = Rng.from_seed(4)
    duel_moves = 0
    for _ in range(3000):
        if RULES.outcome(s) is not None:
            break
        (seat,) = RULES.actors(s)
        view = RULES.view(s, seat)
        in_duel = s.duel is not None and D.duel_actors(s.duel.state) == frozenset({seat})
        action = bot.choose(RULES, view, seat, rng)
        assert action in RULES.legal_actions(s, seat)
        if in_duel and len(RULES.legal_actions(s, seat)) > 1:
            duel_moves += 1
            assert bot.explain  # the duel AI explains itself
        s, _ = RULES.apply(s, seat, action)
    assert duel_moves > 0


def test_against_a_player_it_reckons_with_the_answer():
    # me: 4 + 1 + 3 = 8 with a Squire (+3) and a Veteran (+1); the opponent: 9 with a Veteran to answer,
    # and the better initiative (it wins a full tie).
    me = D.player(0, strength=1, supports={"squire": 1, "veteran": 1}, initiative=1)
    opp = D.player(1, strength=1, supports={"veteran": 1}, initiative=0)
    rng = ScriptedRng([3, 1, 0, 4, 0] + [4, 1, 0, 4, 0])
    duel, _ = D.start_duel(me, opp, rng)
    duel, _ = D.duel_apply(duel, 0, ("strength", 1), rng)
    duel, _ = D.duel_apply(duel, 1, ("strength", 1), rng)
    assert duel.phase == D.LANCE1 and [D.attack_value(duel, 0), D.attack_value(duel, 1)] == [8, 9]
    assert duel.order == [0, 1]
    choice = A.choose_duel_action(duel, 0, A.DuelKnowledge(future_duels=1))
    # the Veteran only ties (lost on initiative) and would need the Squire too; the Squire alone wins
    # whatever the answer (now, or after a pass, in the second lance step)
    assert choice.action in (("lance", "squire"), ("pass",))
    assert choice.p_clash == 1.0
    assert A.choose_duel_action(duel, 0, A.DuelKnowledge(future_duels=0)).p_clash == 1.0


def test_duel_win_estimate_is_exact_on_dice_and_grows_with_strength():
    k = D.knight("k", 8, 3, 1)
    est = [A.duel_win_estimate(D.player(0, strength=s), k) for s in range(5)]
    assert est == sorted(est) and est[0] < 0.05 and est[4] > 0.5
    # exact without supports: level II/II, 2 tokens (red best + mount + armor must beat 8; ties lost)
    dist = dict(attack_dist((2, 2, 2), (False, False, False)))
    p = sum(pv for v, pv in dist.items() if v > 8)
    assert A.duel_win_estimate(D.player(0, strength=2), k) == pytest.approx(p * p * (3 - 2 * p))
    with_help = A.duel_win_estimate(D.player(0, strength=2, supports={"squire": 1}, relics={"amulet": 1}), k)
    assert with_help > p * p * (3 - 2 * p)
    # against a player with the same kit: about even
    same = D.player(1, strength=3, initiative=1)
    assert 0.35 < A.duel_win_estimate(D.player(0, strength=3), same) < 0.65


def test_stakes_of_a_duel_between_players():
    # beating the leader (20 glory) is worth 9; the leader beating me is worth 7 to them
    duel = D.DuelState([D.player(0, glory=10), D.player(1, glory=20, initiative=1)])
    win, win1, half = A._stake(duel, 0, A.DuelKnowledge(rival_weight=1.0))
    assert (win, win1, half) == (9 + 7, 9 + (7 - 3), 9 // 2)
    win, win1, half = A._stake(duel, 0, A.DuelKnowledge(rival_weight=0.0))
    assert (win, win1, half) == (9, 9, 4)
    # against a knight: its glory, and half of it for a lost duel with one clash won
    duel = D.DuelState([D.player(0), D.knight("k", 9, 5, 1)])
    assert A._stake(duel, 0, A.DuelKnowledge()) == (5, 5, 2)
    assert A._duel_values(1, 1, 0.5, (5.0, 5.0, 2.0)) == pytest.approx(0.5 * 5 + 0.5 * 2)


def test_clash_odds_before_and_after_the_roll():
    p = D.player(0, strength=2, faith=1)
    k = D.knight("k", 8, 3, 1)
    duel, _ = D.start_duel(p, k, ScriptedRng([]))
    assert duel.phase == D.STRENGTH and A.clash_odds(duel, 0) == 0.0  # no red die yet: 4 + 3 < 8
    duel = _after_roll(dict(strength=2, faith=1), k, [4, 0, 4, 0, 4, 0])  # 5 + 4 + 3 = 12
    assert duel.phase == D.FAITH and A.clash_odds(duel, 0) == 1.0
    duel = _after_roll(dict(strength=2, faith=1), k, [0, 0, 0, 0, 0, 0])  # 1
    assert A.clash_odds(duel, 0) == 0.0
    p = D.player(0, strength=2, faith=1)
    duel, _ = D.start_duel(p, D.knight("k", 6, 3, 0), ScriptedRng([]))
    mine, theirs = A.clash_odds(duel, 0), A.clash_odds(duel, 1)
    assert 0 < mine < 1 and mine + theirs == pytest.approx(1.0)
