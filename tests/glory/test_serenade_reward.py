"""Serenade gives 2 Faith tokens or a Minstrel, the Minstrel from the stack of supports only journey
cards give (the book's scroll-icon stack, not the support track): with none left there, the card
gives its Faith at once and the log says why, even with a Minstrel on the support track."""

from __future__ import annotations

from game.games.glory import content as C
from game.games.glory.describe import describe
from game.games.glory.tournament import grant_reward
from game.i18n import set_language
from tests.glory.glory_helpers import finish_setup, new

SERENADE = next(c for c, jc in C.JOURNEY.items() if jc.name == "Serenade")


def _minstrels(s) -> list[str]:
    return [t for t in s.piles["scroll"] if C.SUPPORT_TILES[t] == "minstrel"]


def test_a_serenade_with_a_minstrel_left_asks_which_reward():
    s = finish_setup(new(3, seed=2))
    assert _minstrels(s)
    events: list = []
    grant_reward(s, 0, SERENADE, events)
    assert s.pending and s.pending[-1].kind == "reward" and s.pending[-1].items == ["0", "1"]
    assert not [e for e in events if e.kind == "reward_unavailable"]


def test_a_serenade_with_no_minstrel_left_gives_faith_and_says_why():
    s = finish_setup(new(3, seed=2))
    for t in _minstrels(s):
        s.piles["scroll"].remove(t)
    faith, pending = s.players[0].faith, len(s.pending)
    events: list = []
    grant_reward(s, 0, SERENADE, events)
    assert s.players[0].faith == faith + 2 and len(s.pending) == pending
    why = [e for e in events if e.kind == "reward_unavailable"]
    assert why and why[0].data["support"] == "minstrel" and events.index(why[0]) == 0
    set_language("en")
    line = describe(why[0], 0)
    assert "Minstrel" in line and "Serenade" in line and "support track" in line
    set_language("it")
    try:
        line = describe(why[0], 0)
        assert "Menestrello" in line and "Serenata" in line and "tracciato dei sostenitori" in line
    finally:
        set_language("en")
