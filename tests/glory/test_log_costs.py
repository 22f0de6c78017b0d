"""The log says what a move cost: a Market card played, a support bought and an upgrade name their
coins (a Market card its printed price), and a lost duel's recovery says why it happens."""

from __future__ import annotations

from game.core.registry import get
from game.core.rng import Rng
from game.games.glory import content as C
from game.games.glory.duel_text import describe_duel_event
from tests.glory.glory_helpers import new, play, random_action


def test_paid_moves_name_their_coins_in_the_log():
    spec = get("glory")
    seen: dict[str, int] = {}
    for seed in range(1, 6):
        s, rng = new(2, seed=seed), Rng.from_seed(seed)
        while s.phase != "over":
            seat, action = random_action(s, rng)
            s, events = play(s, seat, action)
            for e in events:
                if e.kind not in ("journey_played", "support_gained", "upgrade"):
                    continue
                n = e.data.get("cost", 0)
                line = spec.describe(e, 1 - e.data["seat"], names=lambda x: f"P{x}")
                if e.kind == "journey_played" and C.JOURNEY[e.data["card"]].type == "M":
                    assert n == C.JOURNEY[e.data["card"]].cost
                if n:
                    assert line.endswith(f" ({n} coin).") if n == 1 else line.endswith(f" ({n} coins)."), line
                    seen[e.kind] = seen.get(e.kind, 0) + 1
                else:
                    assert "coin" not in line, line
    assert set(seen) == {"journey_played", "support_gained", "upgrade"}, seen


def test_a_lost_duels_recovery_says_why():
    from game.core.rules import Event

    ev = Event("duel_recover", {"side": 0, "seat": 0, "auto": True, "strength": 1, "faith": 0})
    mine = describe_duel_event(ev, ["Ada", "Sir Knight"], 0)
    theirs = describe_duel_event(ev, ["Ada", "Sir Knight"], 1)
    assert mine.startswith("Duel lost: you recover") and "a Strength token" in mine, mine
    assert theirs.startswith("Duel lost: Ada recovers"), theirs
