"""'Pass the clash' never declines in silence a support or relic that would win the clash: in random
duels, each move ``turning_move`` names wins the clash when the viewer plays it and the opponent passes
on, the clash was lost as it stood, and the tooltip's warning names the item."""

from __future__ import annotations

import random

from game.core.rng import Rng
from game.games.glory import duel as D
from game.games.glory.duel_text import item_name
from game.games.glory.pass_clash import give_up_line, turning_move
from tests.glory.test_duel import _random_combatant


def _clash_winner(duel: D.DuelState, rng: Rng) -> int:
    """Everyone passes to the end of the clash at hand: who wins it."""
    clash = duel.clash
    while D.duel_actors(duel):
        (seat,) = D.duel_actors(duel)
        duel, events = D.duel_apply(duel, seat, D.PASS, rng)
        won = [e.data["winner"] for e in events if e.kind == "duel_clash" and e.data["clash"] == clash]
        if won:
            return won[0]
    raise AssertionError("the clash never ended")


def test_a_move_named_as_given_up_would_win_the_clash():
    r = random.Random(7)
    rng = Rng.from_seed(7)
    found = 0
    for _n in range(600):
        a = _random_combatant(r, 0)
        b = D.knight("k", r.randint(5, 11), r.randint(1, 6), r.randint(0, 2))
        duel, _events = D.start_duel(a, b, rng)
        while D.duel_actors(duel):
            (seat,) = D.duel_actors(duel)
            legal = D.duel_legal(duel, seat)
            side = D.side_of(duel, seat)
            move = turning_move(duel, side, legal)
            if move is not None:
                found += 1
                assert _clash_winner(duel.clone(), Rng.from_seed(1)) != side  # lost as it stands
                after, _ev = D.duel_apply(duel.clone(), seat, move, Rng.from_seed(1))
                if after.clash == duel.clash and D.duel_actors(after):
                    assert _clash_winner(after, Rng.from_seed(1)) == side
                assert item_name(move[1]) in give_up_line(move)
            duel, _events = D.duel_apply(duel, seat, r.choice(legal), rng)
    assert found > 20
