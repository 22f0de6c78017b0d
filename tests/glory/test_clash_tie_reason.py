"""A clash won on equal attack names the tie-break that decided it, from the engine's own resolution:
prestige when the two sides' prestige differ, the player over a knight when it is equal, initiative
between two players with equal prestige."""

from __future__ import annotations

import pytest

from game.games.glory import duel as D
from game.games.glory.duel_text import describe_duel_event
from tests.glory.test_duel import ScriptedRng


def _first_clash(mine: int, theirs: int):
    p = D.player(0, prestige=[f"t{i}" for i in range(mine)])
    _duel, ev = D.start_duel(p, D.knight("k", 0, 2, theirs), ScriptedRng([0] * 4))
    return [e for e in ev if e.kind == "duel_clash"][0]


@pytest.mark.parametrize(
    ("mine", "theirs", "winner", "reason"),
    [(1, 1, 0, "player"), (0, 0, 0, "player"), (2, 1, 0, "prestige"), (0, 1, 1, "prestige")],
)
def test_a_tie_against_a_knight_names_what_decided_it(mine, theirs, winner, reason):
    clash = _first_clash(mine, theirs)
    assert clash.data["attack"][0] == clash.data["attack"][1]
    assert (clash.data["winner"], clash.data["reason"]) == (winner, reason)


def test_equal_prestige_is_logged_as_the_player_beating_the_knight():
    clash = _first_clash(1, 1)
    a = clash.data["attack"][0]
    line = describe_duel_event(clash, ["Gawain", "Sir Kay"], None)
    assert line.startswith(f"Gawain wins clash 1: a tie goes to the player ({a} all).")
    assert "on prestige" not in line
    assert "A Prestige token is turned face down." in line  # winning the tie still costs the token
    mine = describe_duel_event(clash, ["Gawain", "Sir Kay"], 0)
    assert mine.startswith(f"You win clash 1: a tie goes to the player ({a} all).")


def test_more_prestige_is_logged_on_prestige():
    clash = _first_clash(2, 1)
    a = clash.data["attack"][0]
    line = describe_duel_event(clash, ["Gawain", "Sir Kay"], None)
    assert line.startswith(f"Gawain wins clash 1 on prestige ({a} all).")


def test_players_with_equal_prestige_tie_on_initiative_then_on_prestige():
    a = D.player(0, initiative=1, prestige=["royal"])
    b = D.player(1, initiative=0, prestige=["charmer"])
    _duel, ev = D.start_duel(a, b, ScriptedRng([0] * 40))
    first, second = [e for e in ev if e.kind == "duel_clash"][:2]
    assert first.data["attack"] == [0, 0] and second.data["attack"] == [0, 0]
    assert (first.data["winner"], first.data["reason"]) == (1, "initiative")  # 1 prestige each
    assert (second.data["winner"], second.data["reason"]) == (0, "prestige")  # the charmer is face down
    assert describe_duel_event(first, ["Ada", "Bors"], None).startswith("Bors wins clash 1 on initiative (0 all).")
