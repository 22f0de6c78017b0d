"""A Champion game says once, in the log, when it is lost (the first tournament the player did not win),
and Otto's panel says it from then on instead of how Champion is won; Otto, who jousts and scores only
in Rivalry, shows no attack there."""

from __future__ import annotations

import copy

from game.games.glory import panel_text as P
from game.games.glory.describe import describe
from tests.glory.test_solo_results_otto import solo


def test_the_first_tournament_lost_is_told_once_and_the_panel_keeps_it():
    session = solo("champion", 5)
    store = session.store
    assert store.state.players[0].tournaments_won < 3
    over = [(i, ev) for i, step in enumerate(store.history) for ev in step.events if ev.kind == "tournament_over"]
    flagged = [(i, ev) for i, ev in over if ev.data.get("champion_lost")]
    assert len(flagged) == 1  # once, not after every tournament that follows
    at, ev = flagged[0]
    line = describe(ev, 0, lambda s: "You")
    assert line.endswith("You did not win it: Champion is lost, as it needs all three tournaments.")
    before = [e for i, e in over if i < at]
    assert all(not e.data.get("champion_lost") for e in before)
    won = sum(
        1 for step in store.history[: at + 1] for e in step.events if e.kind == "trophy" and e.data["winner"] == "p:0"
    )
    assert won == ev.data["round"] - 1  # every earlier joust won, this one not
    assert P.champion_lost(store.state)
    start = copy.deepcopy(store.state)
    start.phase, start.round, start.players[0].tournaments_won = "action", 1, 0
    assert not P.champion_lost(start)  # nothing lost before the first tournament


def test_a_rivalry_game_never_says_champion_is_lost():
    session = solo("rivalry", 5)
    assert not P.champion_lost(session.store.state)
    assert not any(ev.data.get("champion_lost") for step in session.store.history for ev in step.events)


def test_otto_shows_an_attack_only_in_rivalry():
    for mode in ("champion", "score", "rivalry"):
        o = solo(mode, 5).store.state.solo
        lines = P.otto_lines(o)
        assert any(line.startswith("Attack") for line in lines) == (mode == "rivalry"), mode
        assert any("left in his deck" in line for line in lines)
